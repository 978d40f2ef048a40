// One mutant judged: its verdict on each test in turn, in a warm worker of its own, and the tally of a run's results.
import { UserError } from '../../judge/base/index.ts';
import { decideWarmAnswer, groupMembers, isFull, scoreProblem } from '../../judge/core/index.ts';
import type { Problem } from '../../judge/registry/index.ts';
import type { Lane, WarmAnswer, WarmHost } from '../../judge/run/index.ts';
import type { MutantInfo } from './instrument.ts';

/**
 * What became of a mutant: a test's verdict was not AC (killed), a call passed the CPU limit (timed out; detected,
 * as Stryker counts it), every test that runs through it stayed AC (survived), or no test runs through it at all.
 */
export type MutantStatus = 'killed' | 'timeout' | 'survived' | 'no coverage' | 'compile error' | 'ignored';

export interface MutantResult extends MutantInfo {
  status: MutantStatus;
  /**
   * The test that killed it or ran past the limit ("group/name"), and the verdict it got there; `newTest` when that
   * test is one --strengthen found.
   */
  killedBy?: { test: string; verdict: string; newTest?: boolean };
  /** How many tests it answered. */
  testsRun: number;
  /**
   * --table: every test it answered that was not AC, with its verdict, in the order run (every test that runs
   * through it, not only up to the first that kills it); and how many of those tests it never answered because a
   * call before them ran past the limit (their cells are unknown, not AC).
   */
  caught?: { test: string; verdict: string }[];
  unanswered?: number;
  /** A compile error: the first error tsc gives its source that the unmutated source does not have. */
  compileError?: string;
  /** --strengthen: stress found no case it fails in this many cases and seconds (seed in the report). */
  possiblyEquivalent?: { cases: number; seconds: number; note?: string };
}

/** The counts and the score of a set of results (the score of a run before --strengthen added its tests). */
export interface Tally {
  counts: Record<MutantStatus, number>;
  /** Detected (killed or timed out) over every mutant but the ignored ones and compile errors, in percent (null: none). */
  score: number | null;
}

export interface Test {
  key: string;
  input: string;
  answer: string;
  /**
   * A game's call plays the jury's side too: it is stopped at the problem's limit plus twice the unmutated call's
   * time on this test (set by the unmutated pass; unset, ten times the problem's), and its player is held to the
   * problem's limit by its own time (verdictOf).
   */
  unmutatedMs?: number;
}

/** The limits of one call of a mutant on `test`: the problem's CPU limit, with a game's allowance for its jury. */
export function callLimits(problem: Problem, test: Test): { timeoutMs: number; wallMs: number } {
  const own = problem.limits.timeMs;
  const timeoutMs = !problem.interaction
    ? own
    : test.unmutatedMs === undefined
      ? 10 * own
      : Math.ceil(own + 2 * test.unmutatedMs);
  return { timeoutMs, wallMs: 3 * timeoutMs + 1000 };
}

export function tally(results: readonly MutantResult[]): Tally {
  const counts: Record<MutantStatus, number> = {
    killed: 0,
    timeout: 0,
    survived: 0,
    'no coverage': 0,
    'compile error': 0,
    ignored: 0,
  };
  for (const r of results) counts[r.status]++;
  const judged = results.length - counts.ignored - counts['compile error'];
  return { counts, score: judged === 0 ? null : (100 * (counts.killed + counts.timeout)) / judged };
}

/** The verdict of one answer, as the test judge decides a warm answer (decideWarmAnswer). */
export function verdictOf(problem: Problem, test: Test, answer: WarmAnswer): string {
  const group = test.key.slice(0, test.key.lastIndexOf('/'));
  const decided = decideWarmAnswer(problem, test.input, test.answer, answer, group);
  // The problem's checker broke its contract: no mutant is killed by that, and no score stands on it.
  if (decided.verdict === 'JE') throw new UserError(decided.checkerReason ?? 'the checker broke its contract');
  return decided.verdict;
}

/**
 * In a problem scored in points: whether failures (verdicts by test key, every other test taken as AC) cost the
 * problem a point. A failure that costs none (a test in no scoring group, or in a max group another test fills) does
 * not kill a mutant.
 */
export type LosesPoints = (failures: ReadonlyMap<string, string>) => boolean;

/** The LosesPoints of a scored problem over its tests; undefined for a pass-fail one (any failure kills). */
export function pointsLoss(problem: Problem, tests: readonly Test[]): LosesPoints | undefined {
  const scoring = problem.scoring;
  if (!scoring) return undefined;
  const found = groupMembers(
    scoring,
    tests.map((t) => ({ key: t.key, group: t.key.slice(0, t.key.lastIndexOf('/')), input: t.input })),
  );
  if ('error' in found) throw new UserError(`problems/${problem.id}/problem.ts: ${found.error}`);
  return (failures) => {
    const results = new Map(tests.map((t) => [t.key, { verdict: failures.get(t.key) ?? 'AC' }]));
    const score = scoreProblem(scoring, found.members, results);
    return !isFull(score.points, score.max);
  };
}

/**
 * One mutant judged on `tests`, in order, until a test's verdict is not AC (in a scored problem, until its failures
 * cost a point: `loses`): `module` is its run copy (the switches thrown for it, specialise), loaded afresh by lane
 * `laneId`'s worker (a static mutant runs as it loads, and no mutant leaves the next one a module-level buffer it
 * changed: each loads its own module). With `everyTest` (the kill table) it answers every test but stops at a call
 * past the limit, the status still the one its first failures decide.
 */
export async function judgeMutant(
  warm: WarmHost,
  laneId: number,
  problem: Problem,
  module: string,
  tests: readonly Test[],
  options: { signal?: AbortSignal; loses?: LosesPoints; everyTest?: boolean } = {},
): Promise<Pick<MutantResult, 'status' | 'killedBy' | 'testsRun' | 'caught' | 'unanswered'>> {
  const { signal, loses, everyTest = false } = options;
  const worker: Lane = await warm.reload(laneId, module);
  const failures = new Map<string, string>();
  const caught: { test: string; verdict: string }[] = [];
  let decided: Pick<MutantResult, 'status' | 'killedBy'> | null = null;
  let testsRun = 0;
  let stopped = false;
  const result = () => ({
    ...(decided ?? { status: 'survived' as const }),
    testsRun,
    ...(everyTest ? { caught, unanswered: tests.length - testsRun } : {}),
  });
  try {
    for (const test of tests) {
      const answer = await warm.ask(worker, { input: test.input }, callLimits(problem, test), signal);
      testsRun++;
      stopped = 'timeout' in answer;
      const verdict = verdictOf(problem, test, answer);
      if (verdict === 'AC') continue;
      caught.push({ test: test.key, verdict });
      // A call past the limit is detected, as Stryker counts a timeout; a failure that costs no point is not.
      if (verdict === 'TLE') decided ??= { status: 'timeout', killedBy: { test: test.key, verdict } };
      else {
        failures.set(test.key, verdict);
        if (!loses || loses(failures)) decided ??= { status: 'killed', killedBy: { test: test.key, verdict } };
      }
      // A worker stopped at the limit answers no more: the table's other cells of this mutant stay unknown.
      if ((decided && !everyTest) || stopped) return result();
    }
    return result();
  } finally {
    // A worker that ran past a limit is stopped (it may still be running); one that answered is reused.
    if (stopped || signal?.aborted) warm.stop(laneId);
  }
}
