// The verdict of an interactive test, from both sides' ends (see decideInteractive).
import {
  ACCEPTED_EXIT,
  type InteractiveOutcome,
  PRESENTATION_ERROR,
  rejects,
  TESTLIB_REJECTS,
  WRONG_EXIT,
} from '../run/index.ts';
import { type Decision, decideLimits, type Limits } from './verdict.ts';

/** No verdict: the interactor did not keep its contract (the problem's fault), said in one line. */
export interface InteractorFailure {
  failure: string;
}

/**
 * Checked top to bottom; the first that applies wins:
 *   0. the interactor crashed, ran past its own limits or exited outside its contract (Kattis's 42 or 43; testlib's
 *      0, or a rejection: 1, 2, 4, 8): no verdict, a failure;
 *   1. ILE  stopped for idleness: the judge stopped it while both sides still ran, so whatever the interactor said
 *           afterwards (the solution's output ended) follows from the stop, however late the judge heard of either
 *           end on a busy machine;
 *   2. WA   the interactor rejected and ended first (the Kattis rule: whatever the solution did afterwards);
 *   3. TLE, MLE, OLE, RE as for any run (decideLimits), with ILE after a CPU TLE: stopped for idleness, or at the
 *      wall-clock cap under its CPU limit (which in a game counts the solution's own turns only: it waited for input
 *      that never came);
 *   4. WA   the interactor rejected, its message the reason;
 *   5. AC   it accepted.
 */
export function decideInteractive(
  outcome: InteractiveOutcome,
  limits: Limits,
  contract: 'kattis' | 'testlib' = 'kattis',
): Decision | InteractorFailure {
  const { interactor } = outcome;
  if (interactor.overLimits) return { failure: 'the interactor ran past its own limits' };
  if (interactor.signal !== null) return { failure: `the interactor died of ${interactor.signal}` };
  const accepted = contract === 'testlib' ? 0 : ACCEPTED_EXIT;
  const rejected = interactor.exitCode !== null && rejects(contract, interactor.exitCode);
  if (interactor.exitCode !== accepted && !rejected) {
    const said = interactor.message || lastWords(interactor.stderrTail);
    const kept =
      contract === 'testlib' ? `not 0 or ${TESTLIB_REJECTS.join(', ')}` : `not ${ACCEPTED_EXIT} or ${WRONG_EXIT}`;
    return { failure: `the interactor exited with ${interactor.exitCode}, ${kept}${said ? `: ${said}` : ''}` };
  }
  const said =
    interactor.message ||
    (contract === 'testlib' ? lastWords(interactor.stderrTail) : '') ||
    'the interactor rejected the exchange';
  // testlib's presentation error is a WA, as on Codeforces, said as one (a Polygon tag tells them apart).
  const reason = contract === 'testlib' && interactor.exitCode === 2 ? `${PRESENTATION_ERROR}${said}` : said;
  const limited = decideLimits(outcome.solution, limits);
  // Over its CPU limit (not stopped at the wall-clock cap): TLE, whatever else was seen.
  const overCpu = limited?.verdict === 'TLE' && !outcome.solution.wallTimeExceeded;
  if (outcome.idle && !overCpu) return { verdict: 'ILE' };
  if (rejected && outcome.firstExit === 'interactor') return { verdict: 'WA', checkerReason: reason };
  if (overCpu) return limited;
  if (outcome.solution.wallTimeExceeded) return { verdict: 'ILE' };
  if (limited) return limited;
  return rejected ? { verdict: 'WA', checkerReason: reason } : { verdict: 'AC' };
}

/**
 * The line of a stderr tail that says what went wrong: an error's own line (as Node.js prints an uncaught one), else
 * the last line but Node.js's version.
 */
function lastWords(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.filter((line) => !/^Node\.js v\d/.test(line)).at(-1) ?? ''
  );
}
