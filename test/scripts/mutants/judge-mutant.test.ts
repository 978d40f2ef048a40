// A game's mutant is held to the problem's own limit by its player's time alone (verdictOf): the call's CPU time less
// its jury's, which the judge would not count; a call stopped at its cap is TLE; a problem that is not a game is held
// by the call's timeout alone. One mutant judged (judgeMutant) on a host whose answers are scripted: timed out by its
// CPU time, stalled where the clock's cap stopped a call (outside the score), a survivor's slowest call kept.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../judge/registry/index.ts';
import type { WarmAnswer, WarmHost } from '../../../judge/run/index.ts';
import { judgeMutant, tally, verdictOf } from '../../../scripts/mutants/judge-mutant.ts';
import { nearLimit } from '../../../scripts/mutants/report.ts';

const game = {
  id: 'g',
  limits: { timeMs: 1000, wallMs: 3000, memoryMb: 256, outputMb: 64 },
  interaction: { idleMs: 1000, args: [], contract: 'kattis' },
  validators: [],
  groups: {},
} as unknown as Problem;
const test = { key: 'random/1', input: '5\n', answer: 'accepted\n' };

const verdicts = suite('verdictOf');
verdicts("a game's player past the limit by its own time is TLE; the jury's time is not its", () => {
  // The mutant that refills a table on every option: 1022 ms of its own, past the 1000 ms limit.
  assert.is(verdictOf(game, test, { output: 'accepted\n', cpuMs: 1030, juryCpuMs: 8 }), 'TLE');
  // The same call time, most of it a live jury's: the player is within the limit.
  assert.is(verdictOf(game, test, { output: 'accepted\n', cpuMs: 1030, juryCpuMs: 600 }), 'AC');
  assert.is(verdictOf(game, test, { timeout: true, cpuMs: 1700 }), 'TLE');
  // Where the jury's time was not measured (no /proc), the call's timeout alone decides.
  assert.is(verdictOf(game, test, { output: 'accepted\n', cpuMs: 1030 }), 'AC');
});

verdicts.run();

/** A warm host that answers each call with the next of `answers`, and remembers the lanes it stopped. */
function scriptedHost(answers: WarmAnswer[]): { host: WarmHost; stopped: number[] } {
  const stopped: number[] = [];
  const lane = { id: 0, schedstat: null, dead: false, covered: [], times: null };
  const host = {
    reload: async () => lane,
    ask: async () => answers.shift()!,
    stop: (id: number) => stopped.push(id),
  };
  return { host: host as unknown as WarmHost, stopped };
}

const plain = {
  id: 'p',
  limits: { timeMs: 1000, wallMs: 3000, memoryMb: 256, outputMb: 64 },
  validators: [],
  groups: {},
} as unknown as Problem;
const small = { key: 'sample/1', input: '1\n', answer: '1\n' };
const big = { key: 'random/big', input: '2\n', answer: '2\n' };

const judged = suite('judgeMutant');
judged('a call stopped by its CPU time is a timeout, with the CPU time it had spent', async () => {
  const { host, stopped } = scriptedHost([
    { output: '1\n', cpuMs: 3 },
    { timeout: true, cpuMs: 1004.6 },
  ]);
  const result = await judgeMutant(host, 0, plain, 'run-copy.cjs', [small, big]);
  assert.equal(result, {
    status: 'timeout',
    killedBy: { test: 'random/big', verdict: 'TLE', cpuMs: 1005 },
    testsRun: 2,
  });
  assert.equal(stopped, [0], 'the worker past its limit is stopped');
});
judged("a call the clock's cap stopped has stalled: no verdict, not a timeout, and the worker stopped", async () => {
  const { host, stopped } = scriptedHost([
    { output: '1\n', cpuMs: 3 },
    { timeout: true, stalled: true, cpuMs: 2 },
  ]);
  const result = await judgeMutant(host, 0, plain, 'run-copy.cjs', [small, big]);
  assert.equal(result, { status: 'stalled', killedBy: { test: 'random/big', verdict: 'stalled' }, testsRun: 1 });
  assert.equal(stopped, [0]);
  // Stalled is outside the score, as compile errors are: 1 detected of 2, not of 3.
  const counted = tally([
    { ...result, id: '1', file: 'a.ts', line: 1, column: 1, mutator: 'M', original: 'a', replacement: 'b' },
    {
      status: 'killed',
      testsRun: 1,
      id: '2',
      file: 'a.ts',
      line: 2,
      column: 1,
      mutator: 'M',
      original: 'a',
      replacement: 'b',
    },
    {
      status: 'survived',
      testsRun: 2,
      id: '3',
      file: 'a.ts',
      line: 3,
      column: 1,
      mutator: 'M',
      original: 'a',
      replacement: 'b',
    },
  ]);
  assert.equal([counted.counts.stalled, counted.score], [1, 50]);
});
judged('a survivor keeps its slowest call, named near the limit from half of it', async () => {
  const { host } = scriptedHost([
    { output: '1\n', cpuMs: 40 },
    { output: '2\n', cpuMs: 620.4 },
  ]);
  const result = await judgeMutant(host, 0, plain, 'run-copy.cjs', [small, big]);
  assert.equal(result, { status: 'survived', slowest: { test: 'random/big', cpuMs: 620 }, testsRun: 2 });
  const mutant = {
    ...result,
    id: '1',
    file: 'a.ts',
    line: 1,
    column: 1,
    mutator: 'M',
    original: 'a',
    replacement: 'b',
  };
  assert.is(
    nearLimit(mutant, 1000),
    'near the limit: 620 ms of CPU on random/big of its 1000; a slower machine may time it out',
  );
  assert.is(nearLimit(mutant, 1300), null);
  assert.is(nearLimit({ ...mutant, status: 'killed' }, 1000), null);
});
judged.run();
