// npm run mutants on the fixture root's sum problem: its two tests kill the mutants that change a sum, and the ones
// that cannot change one on this data (the empty string split off a trailing newline adds 0) survive, named by place.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { type MutantResult, mutationText, runMutants } from '../../../scripts/mutants/index.ts';
import { mutantsCommand } from '../../../scripts/mutants.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { copyFixtureRoot, writeFiles } from '../../helpers/fixture-root.ts';
import { FULL_CHECKS } from '../../helpers/scale.ts';

let root = '';
/** A second copy, for the looping solution under a limit of its own (a problem.ts once loaded is not read again). */
let loopRoot = '';
const mutants = suite('npm run mutants');
mutants.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-mutants-'));
  copyFixtureRoot(root);
  loopRoot = mkdtempSync(join(tmpdir(), 'judge-mutants-loop-'));
  copyFixtureRoot(loopRoot);
});
mutants.after(() => {
  for (const folder of [root, loopRoot]) rmSync(folder, { recursive: true, force: true });
});

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

mutants(
  'a mutant that loops is stopped at the call limit by its CPU time and counted as timed out; --json gives the same data',
  async () => {
    // A limit of the problem's own other than the fixture's 2,000 ms: a looping mutant costs 300 ms of CPU, not 2 s.
    const problem = join(loopRoot, 'problems/sum/problem.ts');
    writeFileSync(problem, readFileSync(problem, 'utf8').replace('timeMs: 2000,', 'timeMs: 300,'));
    writeFileSync(
      join(loopRoot, 'solutions/sum.ts'),
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
    // The loop's line alone: its mutants are the ones that may loop, and none of them survives to be type-checked.
    const only = ['--only', 'solutions/sum.ts:4'];
    const run = await runInProcess(mutantsCommand, ['--root', loopRoot, 'sum', '--json', ...only]);
    assert.is(run.status, 0, run.stderr);
    const report = JSON.parse(run.stdout);
    // k-- in place of k++ (or k >= values.length) never ends on its own.
    assert.ok(report.counts.timeout >= 1, JSON.stringify(report.counts));
    const looping = report.mutants.find((m: { replacement: string }) => m.replacement === 'k--');
    assert.equal([looping?.status, looping?.killedBy?.verdict], ['timeout', 'TLE']);
    assert.is(report.callLimitMs, 300, "the problem's own limit");
    // Timed out by its CPU time, not by the clock (Linux tells a thread's CPU time; elsewhere the clock decides).
    if (process.platform === 'linux') assert.ok(looping?.killedBy?.cpuMs >= 300, `${looping?.killedBy?.cpuMs} ms`);
    assert.is(looping?.file, 'solutions/sum.ts');
  },
);

mutants.run();

const games = suite('npm run mutants on a game');
/** A mutant's place, change and status, and the test and verdict that killed it. */
const shown = (m: MutantResult) =>
  [m.line, m.column, m.replacement, m.status, m.killedBy?.test ?? null, m.killedBy?.verdict ?? null].join(' ');
/** The mutants at `only` of problem `id`'s player, judged with the jury replayed from its record or live. */
async function gameMutants(root: string, id: string, only: string[], replayJury: boolean): Promise<MutantResult[]> {
  return (await runMutants(root, id, { sandbox: sandboxFor(false, root), only, replayJury })).mutants;
}
games(
  'a player’s mutants get the same results against the jury’s record of the unmutated game as against it live',
  async () => {
    // The interactive fixture's guessing game, with secrets the halving player finds by other paths: a mutant that
    // moves the bounds leaves the record on some and is judged by the live jury from there.
    const root = mkdtempSync(join(tmpdir(), 'judge-mutants-game-'));
    try {
      cpSync(resolve('test/fixtures/interactive/root'), root, { recursive: true });
      writeFiles(
        root,
        Object.fromEntries(
          ['9', '75', '1', '100'].flatMap((s) => [
            [`testdata/guess/secret/${s}.in`, `${s}\n`],
            [`testdata/guess/secret/${s}.ans`, `${s}\n`],
          ]),
        ),
      );
      // The lines that move the bounds: every mutant there is killed, so none waits for the type check.
      const only = ['solutions/guess.ts:16', 'solutions/guess.ts:17'];
      const mutants = await gameMutants(root, 'guess', only, true);
      const replayed = mutants.map(shown);
      assert.ok(replayed.length >= 4, replayed.join('\n'));
      assert.ok(
        replayed.some((r) => r.includes(' killed ')),
        replayed.join('\n'),
      );
      // low = guess - 1 wins the game of secret 9 by other moves than the record's (the live jury takes over and
      // accepts them), then loses that of 37 (sample/1), the next by size.
      const wanders = mutants.find((m) => m.line === 17 && m.replacement === 'guess - 1');
      assert.equal([wanders?.status, wanders?.killedBy?.test, wanders?.testsRun], ['killed', 'sample/1', 2]);
      assert.equal(replayed, (await gameMutants(root, 'guess', only, false)).map(shown));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
// The kit's own game on all 125 of lol-duel's tests, twice: tens of seconds (45 s here, busy), for npm run test:full
// (registered there only: npm test does not count what it does not run).
if (FULL_CHECKS)
  games('the same on lol-duel’s player, on all of its data (npm run test:full)', async () => {
    const only = ['solutions/lib/lol-player.ts:25', 'solutions/lib/lol-player.ts:28'];
    const replayed = (await gameMutants(resolve('.'), 'lol-duel', only, true)).map(shown);
    assert.ok(replayed.length >= 4, replayed.join('\n'));
    assert.ok(
      replayed.some((r) => r.includes(' killed ')),
      replayed.join('\n'),
    );
    assert.equal(replayed, (await gameMutants(resolve('.'), 'lol-duel', only, false)).map(shown));
  });
games.run();
