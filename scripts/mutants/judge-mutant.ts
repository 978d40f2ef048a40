// One mutant judged: its verdict on each test in turn, in a warm worker of its own, and the tally of a run's results.
import { UserError } from '../../judge/base/index.ts';
import { decideWarmAnswer, groupMembers, isFull, scoreProblem } from '../../judge/core/index.ts';
import type { Problem } from '../../judge/registry/index.ts';
import type { Lane, WarmAnswer, WarmHost } from '../../judge/run/index.ts';
import type { MutantInfo } from './instrument.ts';

/**
 * What became of a mutant: a test's verdict was not AC (killed), a call passed the CPU limit (timed out; detected,
 * as Stryker counts it), every test that runs through it stayed AC (survived), or no test runs through it at all; a
 * call that neither answered nor spent its CPU limit in the clock's generous cap (callLimits) stalled: blocked, not
 * computing, and no score rests on it.
 */
export type MutantStatus = 'killed' | 'timeout' | 'survived' | 'no coverage' | 'stalled' | 'compile error' | 'ignored';

export interface MutantResult extends MutantInfo {
  status: MutantStatus;
  /**
   * The test that killed it, ran past the limit or stalled ("group/name"), and the verdict it got there (a stall's is
   * "stalled"); `cpuMs`, a timeout's CPU time when it was stopped; `newTest` when that test is one --strengthen found.
   */
  killedBy?: { test: string; verdict: string; cpuMs?: number; newTest?: boolean };
  /**
   * A survivor's slowest call: the test and the CPU time the judge holds to the limit (a game's player's own). One
   * that took half its limit or more is named in the report: a slower machine may time it out (the time-limit rule
   * of verify --time-limit, 2 x the slowest accepted run, is the margin a survivor lacks then).
   */
  slowest?: { test: string; cpuMs: number };
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
  /**
   * Detected (killed or timed out) over every mutant but the ignored ones, compile errors and stalled ones, in
   * percent (null: none).
   */
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

/** Past ten times its CPU limit, how much more of the clock's cap (callLimits) a call of a mutant is given. */
export const STALL_AFTER_MS = 10_000;

/**
 * The limits of one call of a mutant on `test`: the problem's CPU limit, with a game's allowance for its jury; and the
 * clock's cap. Only CPU time times a mutant out, so that a busy machine times out no more mutants than an idle one.
 * The clock's cap (wall-clock time less the time the thread waited for a core) cannot be left out, a call blocked for
 * good spends no CPU, but it decides nothing a busy machine changes: it is ten times the CPU limit and 10 s more, and
 * what it stops is a status of its own, stalled, outside the score. A call that computes meets its CPU limit long
 * before: the measure also counts the time the thread sleeps while its garbage collector's helper threads wait for a
 * core, which beside busy processes came to 2.3 to 3.5 times a call's CPU time here (an allocating loop, 1.4 s of
 * CPU), where the cap this replaces was 3 times the limit and 1 s.
 */
export function callLimits(problem: Problem, test: Test): { timeoutMs: number; wallMs: number } {
  const own = problem.limits.timeMs;
  const timeoutMs = !problem.interaction
    ? own
    : test.unmutatedMs === undefined
      ? 10 * own
      : Math.ceil(own + 2 * test.unmutatedMs);
  return { timeoutMs, wallMs: 10 * timeoutMs + STALL_AFTER_MS };
}

export function tally(results: readonly MutantResult[]): Tally {
  const counts: Record<MutantStatus, number> = {
    killed: 0,
    timeout: 0,
    survived: 0,
    'no coverage': 0,
    stalled: 0,
    'compile error': 0,
    ignored: 0,
  };
  for (const r of results) counts[r.status]++;
  const judged = results.length - counts.ignored - counts['compile error'] - counts.stalled;
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
 * past the limit, the status still the one its first failures decide. A call stopped by the clock's cap, not by its
 * CPU time, stops it too: stalled, unless a test had already killed it.
 */
export async function judgeMutant(
  warm: WarmHost,
  laneId: number,
  problem: Problem,
  module: string,
  tests: readonly Test[],
  options: { signal?: AbortSignal; loses?: LosesPoints; everyTest?: boolean } = {},
): Promise<Pick<MutantResult, 'status' | 'killedBy' | 'slowest' | 'testsRun' | 'caught' | 'unanswered'>> {
  const { signal, loses, everyTest = false } = options;
  const worker: Lane = await warm.reload(laneId, module);
  const failures = new Map<string, string>();
  const caught: { test: string; verdict: string }[] = [];
  let decided: Pick<MutantResult, 'status' | 'killedBy'> | null = null;
  let slowest: MutantResult['slowest'];
  let testsRun = 0;
  let stopped = false;
  const result = () => ({
    ...(decided ?? { status: 'survived' as const, ...(slowest ? { slowest } : {}) }),
    testsRun,
    ...(everyTest ? { caught, unanswered: tests.length - testsRun } : {}),
  });
  try {
    for (const test of tests) {
      const answer = await warm.ask(worker, { input: test.input }, callLimits(problem, test), signal);
      stopped = 'timeout' in answer;
      // Stopped by the clock, not by its CPU time: no answer, and no verdict the score could rest on.
      if ('stalled' in answer && !signal?.aborted) {
        decided ??= { status: 'stalled', killedBy: { test: test.key, verdict: 'stalled' } };
        return result();
      }
      testsRun++;
      const verdict = verdictOf(problem, test, answer);
      if (verdict === 'AC') {
        const own = answer.cpuMs === undefined ? undefined : answer.cpuMs - (answer.juryCpuMs ?? 0);
        if (own !== undefined && own > (slowest?.cpuMs ?? -1)) slowest = { test: test.key, cpuMs: Math.round(own) };
        continue;
      }
      caught.push({ test: test.key, verdict });
      // A call past the limit is detected, as Stryker counts a timeout; a failure that costs no point is not.
      if (verdict === 'TLE') {
        const cpuMs = answer.cpuMs === undefined ? {} : { cpuMs: Math.round(answer.cpuMs) };
        decided ??= { status: 'timeout', killedBy: { test: test.key, verdict, ...cpuMs } };
      } else {
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
