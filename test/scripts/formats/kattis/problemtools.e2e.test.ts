// npm run export -- <id> --kattis DIR checked by Kattis's own problemtools: one of the kit's problems exported as a
// legacy package, and `verifyproblem` run on it (its statement, validators, data, output validator and every
// submission) reports no error; skipped, saying how to set it up, where problemtools is not set up
// (scripts/formats/kattis/problemtools-setup.sh). All five problems: scripts/formats/kattis/problemtools-check.sh.
// An end-to-end run: npm run test:full.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exportKattis } from '../../../../scripts/formats/kattis/export-package.ts';
import { skip } from '../../../helpers/skip.ts';

/** Where the setup script puts problemtools (KIT_PROBLEMTOOLS, as the script reads it). */
const VERIFYPROBLEM = join(
  process.env.KIT_PROBLEMTOOLS ?? join(homedir(), '.cache', 'game-judge-kit', 'problemtools'),
  'bin',
  'verifyproblem',
);
/**
 * The cheapest of the five to verify (about 4 minutes on two busy cores): its Node.js input validator runs on every
 * test and on problemtools' junk and altered inputs, its answers go through the default output validator with the
 * export's flags, its statement through LaTeX. An interactive problem costs twice that: problemtools runs the jury,
 * a Node.js process, on every test for each of its four junk outputs before it judges anything.
 */
const PROBLEM = 'leetcode-913';

const checked = suite('problemtools');
checked('verifyproblem finds no error in a problem of the kit exported as a legacy package', async () => {
  const what = `verifyproblem on ${PROBLEM}'s export`;
  if (!existsSync(VERIFYPROBLEM))
    return skip(
      what,
      `problemtools is not set up (no ${VERIFYPROBLEM}); bash scripts/formats/kattis/problemtools-setup.sh`,
    );
  const out = mkdtempSync(join(tmpdir(), 'kit-problemtools-'));
  try {
    const dir = join(out, PROBLEM.replace(/[^a-z0-9]/g, ''));
    await exportKattis({ root: resolve('.'), id: PROBLEM, dir, say: () => {} });
    // It judges every submission on every test it reaches, one at a time: minutes, not seconds.
    const run = spawnSync(VERIFYPROBLEM, [dir], { encoding: 'utf8', timeout: 30 * 60_000 });
    const log = `${run.stdout}${run.stderr}`;
    const tally = /tested: (\d+) errors?, (\d+) warnings?/.exec(log);
    assert.ok(tally, `no tally from verifyproblem:\n${log.slice(-3000)}`);
    const errors = log.split('\n').filter((line) => line.startsWith('ERROR'));
    assert.equal(errors, [], log.slice(-3000));
    assert.is(tally[1], '0');
    // What the export fixed: a legacy problem.yaml with its uuid, and no submissions/rejected/ problemtools ignores.
    assert.not.match(log, 'Missing uuid');
    assert.not.match(log, 'submissions/rejected');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

checked.run();
