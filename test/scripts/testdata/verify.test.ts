import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type VerifyRow, verifyReport } from '../../../scripts/testdata/verify.ts';
import { verifyCommand } from '../../../scripts/verify.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

const row = (over: Partial<VerifyRow>): VerifyRow => ({
  problem: 'p',
  solution: 'solutions/p.ts',
  expected: ['AC'],
  got: 'AC',
  caughtBy: 'all 3 tests AC',
  ok: true,
  ...over,
});

const report = suite('verifyReport');
report('each failure says what it was held to and by whom', () => {
  const { text, ok } = verifyReport(
    [
      row({ got: 'WA', caughtBy: 'sample/1', ok: false }),
      row({
        solution: 'solutions/wrong/p/fine.ts',
        got: 'TLE',
        caughtBy: 'random/9',
        ok: false,
        promise: 'its header, "// WRONG (expect AC): only slow"',
      }),
      row({
        solution: 'solutions/wrong/p/weak.ts',
        expected: ['WA'],
        got: 'AC',
        caughtBy: 'NOT CAUGHT: passes every test',
        ok: false,
      }),
      row({ solution: '(every input, by the validators)', got: 'WA', caughtBy: 'p: a.in: n: bad', ok: false }),
    ],
    1,
  );
  assert.is(ok, false);
  const failed = text.split('\n').filter((l) => l.startsWith('FAILED'));
  assert.equal(failed, [
    'FAILED solutions/p.ts: the accepted solution must pass every test',
    'FAILED solutions/wrong/p/fine.ts: its header, "// WRONG (expect AC): only slow" says it passes every test, but it got TLE on random/9',
    'FAILED solutions/wrong/p/weak.ts: the test data is too weak: strengthen the generators',
    'FAILED (every input, by the validators): the test data is broken or an input fails the validators (p: a.in: n: bad): fix the test data',
  ]);
});
report('all as expected: the count of solutions, the inputs row aside', () => {
  const { text, ok } = verifyReport([row({}), row({ solution: '(every input, by the validators)' })], 2.5);
  assert.is(ok, true);
  assert.match(text, 'verify: 1 solutions, all as expected (2.5 s)');
});
report.run();

const progress = suite('npm run verify, as it goes');
progress('a line per row on stderr as each is decided, the table at the end on stdout', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-verify-progress-'));
  try {
    copyFixtureRoot(root);
    const run = await runInProcess(verifyCommand, ['--root', root, 'sum']);
    assert.is(run.status, 0, run.stderr);
    const lines = run.stderr.split('\n').filter((l) => / sum /.test(l));
    assert.ok(lines.length >= 3, run.stderr);
    assert.match(lines[0], /^ok {3}sum \(every input, by the validators\): AC \(all \d+ inputs valid\) at \d+\.\d s$/);
    assert.match(
      lines[1],
      /^ok {3}sum \(invalid inputs, refused\): AC \(refused \d+ of \d+ \(0 hand-made\); \d+ accepted that may be valid: npm run verify -- --invalid-inputs lists them\) at /,
    );
    assert.match(lines[2], /^ok {3}sum solutions\/sum\.ts: AC /);
    assert.match(run.stdout, /verify: \d+ solutions?, all as expected/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
progress('an accepted solution that does not compile is named so, not "all 0 tests AC"', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-verify-ce-'));
  try {
    copyFixtureRoot(root);
    writeFileSync(join(root, 'solutions/sum.ts'), 'export function solve(input: string {\n');
    const run = await runInProcess(verifyCommand, ['--root', root, 'sum']);
    assert.is(run.status, 1, run.stderr);
    assert.match(run.stdout, /solutions\/sum\.ts +AC +AC \(!\) +NOT JUDGED: it does not compile: /);
    assert.not.match(run.stdout, 'all 0 tests');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
progress.run();
