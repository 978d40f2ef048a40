// The verdict of an interactive test, from both sides' ends (see decideInteractive).
import { ACCEPTED_EXIT, type InteractiveOutcome, WRONG_EXIT } from '../run/index.ts';
import { type Decision, decideLimits, type Limits } from './verdict.ts';

/** No verdict: the interactor did not keep its contract (the problem's fault), said in one line. */
export interface InteractorFailure {
  failure: string;
}

/**
 * Checked top to bottom; the first that applies wins:
 *   0. the interactor crashed, ran past its own limits or exited with neither 42 nor 43: no verdict, a failure;
 *   1. WA   the interactor rejected and ended first (the Kattis rule: whatever the solution did afterwards);
 *   2. TLE, MLE, OLE, RE as for any run (decideLimits), with ILE after a CPU TLE: stopped for idleness, or at the
 *      wall-clock cap under its CPU limit (which in a game counts the solution's own turns only: it waited for input
 *      that never came);
 *   3. WA   the interactor rejected, its message the reason;
 *   4. AC   it accepted.
 */
export function decideInteractive(outcome: InteractiveOutcome, limits: Limits): Decision | InteractorFailure {
  const { interactor } = outcome;
  if (interactor.overLimits) return { failure: 'the interactor ran past its own limits' };
  if (interactor.signal !== null) return { failure: `the interactor died of ${interactor.signal}` };
  if (interactor.exitCode !== ACCEPTED_EXIT && interactor.exitCode !== WRONG_EXIT) {
    const said = interactor.message || lastWords(interactor.stderrTail);
    const contract = `not ${ACCEPTED_EXIT} or ${WRONG_EXIT}`;
    return { failure: `the interactor exited with ${interactor.exitCode}, ${contract}${said ? `: ${said}` : ''}` };
  }
  const rejected = interactor.exitCode === WRONG_EXIT;
  const reason = interactor.message || 'the interactor rejected the exchange';
  if (rejected && outcome.firstExit === 'interactor') return { verdict: 'WA', checkerReason: reason };
  const limited = decideLimits(outcome.solution, limits);
  if (limited?.verdict === 'TLE' && !outcome.solution.wallTimeExceeded) return limited;
  if (outcome.idle || outcome.solution.wallTimeExceeded) return { verdict: 'ILE' };
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
