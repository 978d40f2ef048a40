// Verdicts, a closed set, decided from one finished run in a fixed order (see decideVerdict).
import type { CheckResult, OutputComparison } from '../../problems/_authoring/index.ts';
import { overCpuLimit, type RunOutcome } from '../run/index.ts';
import { type Comparison, compareWith } from './compare.ts';

/**
 * ILE (idleness) is given only in interactive tests (interactive.ts). JE (judge error) is the kit's own fault, never
 * the program's: a program the kit built gone from its cache while it ran, a run the kit could not start (the test
 * judge gives it, with its cause, and it is never remembered).
 */
export const VERDICTS = ['AC', 'WA', 'RE', 'TLE', 'MLE', 'OLE', 'ILE', 'JE'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Limits {
  timeMs: number;
  memoryKb: number;
}

export interface Decision {
  verdict: Verdict;
  /** The first differing line, for WA by comparison. */
  diff?: Extract<Comparison, { same: false }>;
  /** The checker's reason, for WA by a problem's checker. */
  checkerReason?: string;
  /** A checker's partial credit (CheckResult): a fraction of the test's score, or its points. */
  score?: number;
  points?: number;
}

/** A problem's checker applied to one output (see ProblemDefinition.checker). */
export type OutputCheck = (output: string) => CheckResult;

/**
 * The order is fixed and checked top to bottom; the first that applies wins:
 *   1. TLE  CPU time over the limit (or stopped by RLIMIT_CPU: SIGXCPU), or stopped by the wall-clock cap;
 *   2. MLE  peak resident memory over the limit;
 *   3. OLE  output past the cap, or files in its scratch folder past the sandbox's limit;
 *   4. RE   non-zero exit status or death by a signal;
 *   5. WA   output differs from the answer (compared as `compare` says, see compare.ts), or the problem's checker
 *           rejects it;
 *   6. AC   otherwise.
 * Limits come first because a process the judge stops for a limit dies by a signal, and the limit is the cause.
 */
export function decideVerdict(
  run: RunOutcome,
  limits: Limits,
  answer: string,
  check?: OutputCheck,
  compare?: OutputComparison,
): Decision {
  return decideLimits(run, limits) ?? decideOutput(run.stdout, answer, check, compare);
}

/**
 * Steps 5 and 6 of decideVerdict: an output held to the answer, by the checker where there is one, else compared as
 * `compare` says. Also what the answers-first pass decides by, with no run.
 */
export function decideOutput(
  output: string,
  answer: string,
  check?: OutputCheck,
  compare?: OutputComparison,
): Decision {
  if (check) {
    // A checker that throws throws: the caller says whose fault it is (the test judge: the problem's).
    const result = check(output);
    const credit = {
      ...(result.score === undefined ? {} : { score: Math.max(0, Math.min(1, result.score)) }),
      ...(result.points === undefined ? {} : { points: Math.max(0, result.points) }),
    };
    return result.accepted ? { verdict: 'AC', ...credit } : { verdict: 'WA', checkerReason: result.reason, ...credit };
  }
  const comparison = compareWith(compare, answer, output);
  if (!comparison.same) return { verdict: 'WA', diff: comparison };
  return { verdict: 'AC' };
}

/** Steps 1 to 4 of decideVerdict: how the run ended, before its output is looked at; null when it ended well. */
export function decideLimits(run: RunOutcome, limits: Limits): Decision | null {
  // A figure that was not measured (null) decides nothing.
  if (run.wallTimeExceeded || overCpuLimit(run, limits.timeMs)) return { verdict: 'TLE' };
  if (run.peakRssKb !== null && run.peakRssKb > limits.memoryKb) return { verdict: 'MLE' };
  if (run.outputExceeded || run.filesExceeded) return { verdict: 'OLE' };
  if (run.signal !== null || run.exitCode !== 0) return { verdict: 'RE' };
  return null;
}
