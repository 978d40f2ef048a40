// The verdict of an interactive run, from both sides' ends, on outcomes made by hand: the order of its rules.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { InteractiveOutcome } from '../../../judge/run/index.ts';
import { decideInteractive } from '../../../judge/verdict/interactive.ts';

const limits = { timeMs: 1000, memoryKb: 65536 };
const run = {
  exitCode: 0,
  signal: null,
  cpuMs: 20,
  wallMs: 600,
  waitedMs: 0,
  countedWallMs: 600,
  peakRssKb: 40000,
  stdout: '',
  outputExceeded: false,
  wallTimeExceeded: false,
  stderrHead: '',
  stderrTail: '',
};
/** The interactor rejected: the solution's output ended after no guess (what it says once the judge stopped it). */
const rejectedAfterStop = (changes: Partial<InteractiveOutcome>): InteractiveOutcome => ({
  solution: { ...run, exitCode: null, signal: 'SIGKILL' },
  interactor: {
    exitCode: 43,
    signal: null,
    cpuMs: 10,
    peakRssKb: 30000,
    wallMs: 600,
    message: "the solution's output ended after 0 guesses",
    stderrTail: '',
    tout: null,
    overLimits: false,
  },
  firstExit: 'solution',
  idle: false,
  transcript: [],
  transcriptDropped: 0,
  ...changes,
});

const interactive = suite('decideInteractive');
interactive('stopped for idleness is ILE whichever end the judge heard of first (a busy machine swaps them)', () => {
  for (const firstExit of ['solution', 'interactor'] as const)
    assert.equal(
      decideInteractive(rejectedAfterStop({ idle: true, firstExit }), limits),
      { verdict: 'ILE' },
      firstExit,
    );
});
interactive('an interactor that rejected and ended first, no idleness, is WA: the Kattis rule', () => {
  assert.equal(decideInteractive(rejectedAfterStop({ firstExit: 'interactor' }), limits), {
    verdict: 'WA',
    checkerReason: "the solution's output ended after 0 guesses",
  });
});
interactive('over the CPU limit is TLE, not ILE, where it was also found idle', () => {
  const outcome = rejectedAfterStop({ idle: true, firstExit: 'solution' });
  outcome.solution = { ...outcome.solution, cpuMs: 1500 };
  assert.equal(decideInteractive(outcome, limits), { verdict: 'TLE' });
});
interactive.run();
