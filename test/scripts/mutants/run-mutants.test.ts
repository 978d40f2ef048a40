// npm run mutants on the fixture root's sum problem: its two tests kill the mutants that change a sum, and the ones
// that cannot change one on this data (the empty string split off a trailing newline adds 0) survive, named by place.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sandboxFor } from '../../../judge/run/index.ts';
import { mutationText, runMutants } from '../../../scripts/mutants/index.ts';
import { mutantsCommand } from '../../../scripts/mutants.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

let root = '';
const mutants = suite('npm run mutants');
mutants.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-mutants-'));
  copyFixtureRoot(root);
});
mutants.after(() => rmSync(root, { recursive: true, force: true }));

mutants('every mutant of the accepted solution is judged on the tests that run it: killed, or survived', async () => {
  const report = await runMutants(root, 'sum', { sandbox: sandboxFor(false, root) });
  const { counts } = report;
  assert.is(counts.killed + counts.timeout + counts.survived + counts['no coverage'], report.mutants.length);
  assert.ok(report.mutants.length >= 5, `${report.mutants.length} mutants`);
  assert.is(report.score, (100 * (counts.killed + counts.timeout)) / report.mutants.length);
  // Summing with - or starting from another number changes the answer: killed by the first test.
  const minus = report.mutants.find((m) => m.replacement === 'a - b');
  assert.equal([minus?.status, minus?.killedBy?.test, minus?.killedBy?.verdict], ['killed', 'sample/1', 'WA']);
  // Dropping the filter leaves the empty string after the last number, which adds 0: no test can tell.
  const filter = report.mutants.find((m) => m.mutator === 'MethodExpression');
  assert.equal([filter?.status, filter?.line, filter?.file], ['survived', 3, join(root, 'solutions/sum.ts')]);
  assert.equal([report.made, report.interrupted], [report.mutants.length, false]);
  assert.match(mutationText(report, root), /^sum: mutation score \d+\.\d% \(\d+ of \d+ mutants detected/);
  assert.match(mutationText(report, root), /solutions\/sum\.ts:3:13 {2}MethodExpression {2}`input \.split/);
});

mutants(
  'a mutant that loops is stopped at the call limit and counted as timed out; --json gives the same data',
  async () => {
    writeFileSync(
      join(root, 'solutions/sum.ts'),
      [
        'export function solve(input: string): string {',
        '  let total = 0;',
        '  const values = input.split(/\\s+/).filter(Boolean).map(Number);',
        '  for (let k = 0; k < values.length; k++) total += values[k];',
        "  return String(total) + '\\n';",
        '}',
        '',
      ].join('\n'),
    );
    const run = await runInProcess(mutantsCommand, ['--root', root, 'sum', '--json']);
    assert.is(run.status, 0, run.stderr);
    const report = JSON.parse(run.stdout);
    // k-- in place of k++ (or k >= values.length) never ends on its own.
    assert.ok(report.counts.timeout >= 1, JSON.stringify(report.counts));
    const looping = report.mutants.find((m: { replacement: string }) => m.replacement === 'k--');
    assert.equal([looping?.status, looping?.killedBy?.verdict], ['timeout', 'TLE']);
    assert.is(report.callLimitMs, 2000, "the problem's own limit");
    assert.is(looping?.file, 'solutions/sum.ts');
  },
);

mutants('a stopped run says how many of the mutants it judged', async () => {
  const stop = new AbortController();
  const report = await runMutants(root, 'sum', {
    sandbox: sandboxFor(false, root),
    jobs: 1,
    signal: stop.signal,
    onMutant: (_, done) => done === 2 && stop.abort(),
  });
  assert.equal([report.mutants.length, report.interrupted], [2, true]);
  assert.ok(report.made > 2);
  assert.match(mutationText(report, root), new RegExp(`^interrupted after 2 of ${report.made} mutants`));
});

mutants.run();

const games = suite('npm run mutants on a game');
games(
  'a player’s mutants get the same results against the jury’s record of the unmutated game as against it live',
  async () => {
    const only = ['solutions/lib/lol-player.ts:23', 'solutions/lib/lol-player.ts:25'];
    const sandbox = sandboxFor(false, resolve('.'));
    const results = async (replayJury: boolean) =>
      (await runMutants(resolve('.'), 'lol-duel', { sandbox, only, replayJury })).mutants.map((m) =>
        [m.line, m.column, m.replacement, m.status, m.killedBy?.test ?? null, m.killedBy?.verdict ?? null].join(' '),
      );
    const replayed = await results(true);
    assert.ok(replayed.length >= 4, replayed.join('\n'));
    assert.ok(
      replayed.some((r) => r.includes(' killed ')),
      replayed.join('\n'),
    );
    assert.equal(replayed, await results(false));
  },
);
games.run();
