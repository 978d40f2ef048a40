// A game's mutant is held to the problem's own limit by its player's time alone (verdictOf): the call's CPU time less
// its jury's, which the judge would not count; a call stopped at its cap is TLE; a problem that is not a game is held
// by the call's timeout alone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../judge/registry/index.ts';
import { verdictOf } from '../../../scripts/mutants/judge-mutant.ts';

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
