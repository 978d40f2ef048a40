// The stress loop: random small cases from fast-check (which also shrinks what fails), guided cases in between,
// each compared with the oracle; a failure is then shrunk further by removing nodes, edges, cells and letters.
import fc from 'fast-check';
import { compareOutput } from '../judge/compare.ts';
import { UserError } from '../kit/errors.ts';
import type { StressSubject } from '../kit/problem-definition.ts';
import { loadProblem } from '../kit/registry.ts';
import { Rng } from '../kit/rng.ts';
import { acceptedFile, loadSolvers } from '../kit/solutions.ts';
import { compareAnswers } from '../testdata-tools/answers.ts';
import { Candidate, type RunResult } from './candidate.ts';

/** A case with no answer after this long has hung (or is hopelessly slow). */
const CASE_TIMEOUT_MS = 1000;
/**
 * "Far slower than the oracle": over both this many milliseconds and this many times the accepted solution's time,
 * both measured the same way (a fresh worker, warmed up on a tiny case), so no memo or cold start tips the scales.
 */
const SLOW_FLOOR_MS = 20;
const SLOW_RATIO = 30;
const SLOW_CONFIRMATIONS = 3;
/** Cases per fast-check round and per guided round; the two alternate. */
const ROUND = 200;

export interface StressOptions {
  root: string;
  id: string;
  solution: string;
  seed: number;
  /** Stop after this long (ms) or this many cases, whichever comes first. */
  timeMs: number;
  runs: number;
  onProgress?: (tried: number, elapsedMs: number) => void;
  /** Leave out the guided cases (the benchmark measures fast-check's small random cases alone). */
  randomOnly?: boolean;
}

export type FailureKind = 'wrong answer' | 'exception' | 'timeout' | 'too slow';

export interface StressResult {
  found: boolean;
  seed: number;
  casesTried: number;
  /** Time until a failing case was found (or the whole run, when none was); shrinking comes after. */
  elapsedMs: number;
  shrinkMs?: number;
  failure?: FailureKind;
  input?: string;
  expected?: string;
  actual?: string;
  /** Size of the case as first found and after shrinking, e.g. "9 nodes, 14 edges". */
  foundSize?: string;
  size?: string;
  /** How the failing case was found: a random case from fast-check or a guided one. */
  source?: 'random' | 'guided';
}

interface Failure {
  kind: FailureKind;
  expected: string;
  actual: string;
}

export async function stress(options: StressOptions): Promise<StressResult> {
  const problem = await loadProblem(options.root, options.id);
  const subject = problem.stress;
  if (!subject) throw new UserError(`${options.id}: problem.ts declares no stress subject (stress), so there is nothing to draw cases from`);
  const solvers = await loadSolvers(options.root, options.id);
  const candidate = await Candidate.load(problem, options.solution);
  const started = performance.now();
  let tried = 0;
  let lastProgress = 0;
  const elapsed = () => performance.now() - started;
  const outOfBudget = () => tried >= options.runs || elapsed() >= options.timeMs;

  /**
   * The oracle's answer: the second solver where it can tell quickly, the accepted solution elsewhere. With a
   * checker (more than one right answer), the accepted solution's answer, which the checker judges against.
   */
  const oracle = (value: unknown, input: string): { answer: string; ms: number } => {
    const t = performance.now();
    const accepted = solvers.accepted(input);
    const ms = performance.now() - t;
    if (problem.checker || !subject.referenceIsQuick(value)) return { answer: accepted, ms };
    return { answer: compareAnswers(accepted, solvers.reference(input)).oracle, ms };
  };

  const judgeRun = (run: RunResult, input: string, expected: string): Failure | null => {
    if (run.kind === 'timeout') return { kind: 'timeout', expected, actual: `(no answer within ${CASE_TIMEOUT_MS} ms)` };
    if (run.kind === 'error') return { kind: 'exception', expected, actual: `(threw) ${run.message.split('\n')[0]}` };
    if (problem.checker) {
      const verdict = problem.checker(input, expected, run.output);
      return verdict.accepted ? null : { kind: 'wrong answer', expected, actual: `${run.output.trimEnd()}\n(checker: ${verdict.reason})` };
    }
    if (!compareOutput(expected, run.output).same) return { kind: 'wrong answer', expected, actual: run.output };
    return null;
  };

  let acceptedCandidate: Candidate | null = null;
  const warmUp = subject.format(fc.sample(subject.arbitrary, { seed: 1, numRuns: 1 })[0]);
  /**
   * Times the accepted solution and then the candidate on input, each in a fresh worker; null if the candidate is
   * not far slower. The candidate is stopped as soon as it passes the limit, so a slow check costs little. It must
   * be slow in each of SLOW_CONFIRMATIONS fresh runs: one run can be stretched by a busy machine, all of them hardly.
   */
  const confirmSlow = async (input: string, answer: string): Promise<Failure | null> => {
    acceptedCandidate ??= await Candidate.load(problem, acceptedFile(options.root, options.id));
    const baseline = await acceptedCandidate.runFresh(input, warmUp, CASE_TIMEOUT_MS);
    const limit = Math.max(SLOW_FLOOR_MS, SLOW_RATIO * baseline.ms);
    const slow = { kind: 'too slow' as const, expected: answer, actual: `(no answer within ${limit.toFixed(0)} ms; the accepted solution, timed the same way, took ${baseline.ms.toFixed(2)} ms)` };
    for (let k = 0; k < SLOW_CONFIRMATIONS; k++) {
      // The worker times solve() itself, so a thread woken late does not count; the wait only stops a hang.
      const run = await candidate.runFresh(input, warmUp, Math.max(limit, CASE_TIMEOUT_MS));
      if (run.kind === 'timeout') continue;
      const wrong = judgeRun(run, input, answer);
      if (wrong !== null) return wrong;
      if (run.ms <= limit) return null;
    }
    return slow;
  };

  /** Checks one case; with `slowOnly`, checks it for slowness alone (used while shrinking a too-slow case). */
  const check = async (value: unknown, slowOnly = false): Promise<Failure | null> => {
    tried++;
    if (options.onProgress && performance.now() - lastProgress > 200) {
      lastProgress = performance.now();
      options.onProgress(tried, elapsed());
    }
    const input = subject.format(value);
    const { answer, ms: acceptedMs } = oracle(value, input);
    if (slowOnly) return confirmSlow(input, answer);
    const run = await candidate.run(input, CASE_TIMEOUT_MS);
    const failure = judgeRun(run, input, answer);
    // A plain program pays a process start per case, so only the hard timeout speaks to its speed.
    if (failure || candidate.mode === 'program' || run.ms <= Math.max(SLOW_FLOOR_MS, SLOW_RATIO * acceptedMs)) return failure;
    // Slow here may be a pause or a cold start; it counts only if timing both solutions afresh agrees.
    return confirmSlow(input, answer);
  };

  try {
    const rng = new Rng(options.seed);
    const nextGuided = subject.guided(rng);
    let round = 0;
    /** The next case that fails, or null when the budget is spent. */
    const search = async (): Promise<{ value: unknown; source: 'random' | 'guided' } | null> => {
      for (; !outOfBudget(); round++) {
        const checkResult = await fc.check(
          fc.asyncProperty(subject.arbitrary, async (value) => (await check(value)) === null),
          { seed: options.seed + round, numRuns: Math.min(ROUND, options.runs - tried) },
        );
        if (checkResult.failed && checkResult.counterexample) return { value: checkResult.counterexample[0], source: 'random' };
        for (let k = 0; k < ROUND && !outOfBudget() && !options.randomOnly; k++) {
          const value = nextGuided();
          if ((await check(value)) !== null) return { value, source: 'guided' };
        }
      }
      return null;
    };
    // A failure must happen again when the case is checked again: one that does not was the machine (a stall
    // that passed a timeout), not the solution, and the search goes on.
    let found: { value: unknown; source: 'random' | 'guided' } | null = null;
    let first: Failure | null = null;
    while (first === null && (found = await search()) !== null) {
      first = await check(found.value);
      if (first === null) round++;
    }
    const casesTried = tried;
    const foundAfterMs = elapsed();
    if (found === null || first === null) return { found: false, seed: options.seed, casesTried, elapsedMs: elapsed() };

    const slowOnly = first.kind === 'too slow';
    const minimal = await shrink(subject, found.value, async (v) => (await check(v, slowOnly)) !== null);
    const failure = (await check(minimal, slowOnly)) ?? first;
    return {
      found: true,
      seed: options.seed,
      casesTried,
      elapsedMs: foundAfterMs,
      shrinkMs: elapsed() - foundAfterMs,
      failure: failure.kind,
      input: subject.format(minimal),
      expected: failure.expected,
      actual: failure.actual,
      foundSize: subject.describe(found.value),
      size: subject.describe(minimal),
      source: found.source,
    };
  } finally {
    await candidate.close();
    await (acceptedCandidate as Candidate | null)?.close();
  }
}

/** Greedy: take the first smaller variant that still fails, until none does. */
async function shrink<T>(subject: StressSubject<T>, value: T, stillFails: (value: T) => Promise<boolean>): Promise<T> {
  let current = value;
  for (let improved = true; improved; ) {
    improved = false;
    for (const smaller of subject.smaller(current)) {
      if (await stillFails(smaller)) {
        current = smaller;
        improved = true;
        break;
      }
    }
  }
  return current;
}
