// One stress case checked: the expected answer (second solver and accepted solution), the candidate's run, and the
// verdict on it: a wrong answer, an exception, a hang, or far slower than the accepted solution.
import fc from 'fast-check';
import { UserError } from '../../judge/base/index.ts';
import { decideWarmAnswer } from '../../judge/core/index.ts';
import type { StressSubject } from '../../problems/_authoring/index.ts';
import type { Problem, Solve } from '../../judge/registry/index.ts';
import { compareAnswers } from '../testdata/index.ts';
import type { Candidate, RunResult } from './candidate.ts';

/** A case with no answer after this much CPU time has hung (or is hopelessly slow). */
export const CASE_TIMEOUT_MS = 1000;
/**
 * "Far slower than expected": over both this many milliseconds and this many times the accepted solution's time,
 * both measured the same way (a fresh worker, warmed up on a tiny case), so no memo or cold start tips the scales.
 */
const SLOW_FLOOR_MS = 20;
const SLOW_RATIO = 30;
/** A case is too slow only if it is in each of this many fresh runs: a busy machine can stretch one, hardly all. */
const SLOW_CONFIRMATIONS = 3;

export type FailureKind = 'wrong answer' | 'exception' | 'timeout' | 'too slow';

export interface Failure {
  kind: FailureKind;
  expected: string;
  actual: string;
}

/** A case's expected answer, and the accepted solution's time on it in ms. */
export interface Expected {
  answer: string;
  ms: number;
}

export class CaseChecker {
  /** Cases checked so far, shrinking included. */
  tried = 0;
  private acceptedCandidate: Candidate | null = null;
  private readonly warmUp: string;

  constructor(
    private readonly problem: Problem,
    private readonly subject: StressSubject<unknown>,
    /** The two solvers that give a case's expected answer; null on an interactive problem (see expectedAnswer). */
    private readonly solvers: { accepted: Solve; second: Solve } | null,
    private readonly candidate: Candidate,
    /** Loads the accepted solution as a candidate, for timing it the same way (only when a case looks slow). */
    private readonly loadAccepted: () => Promise<Candidate>,
    /** Expected answers kept by input (shared by several runs); whether a far slower run is a failure. */
    private readonly options: { expected?: Map<string, Expected>; speed: boolean } = { speed: true },
  ) {
    this.warmUp = subject.format(fc.sample(subject.arbitrary, { seed: 1, numRuns: 1 })[0]);
  }

  /** Checks one case; with `slowOnly`, checks it for slowness alone (used while shrinking a too-slow case). */
  async check(value: unknown, slowOnly = false): Promise<Failure | null> {
    this.tried++;
    const input = this.subject.format(value);
    const { answer, ms: acceptedMs } = this.expectedAnswer(value, input);
    if (slowOnly) return this.options.speed ? this.confirmSlow(input, answer) : null;
    const run = await this.candidate.run(input, CASE_TIMEOUT_MS);
    const failure = this.judgeRun(run, input, answer);
    // A plain program pays a process start per case, so only the hard timeout speaks to its speed; so does a game,
    // whose time is the jury's too.
    const timedAlone = this.candidate.mode === 'solve' && this.solvers !== null && this.options.speed;
    if (failure || !timedAlone || run.ms <= Math.max(SLOW_FLOOR_MS, SLOW_RATIO * acceptedMs)) return failure;
    // Slow here may be a pause or a cold start; it counts only if timing both solutions afresh agrees.
    return this.confirmSlow(input, answer);
  }

  async close(): Promise<void> {
    await this.acceptedCandidate?.close();
  }

  /**
   * The expected answer: the second solver where it can tell quickly, the accepted solution elsewhere. With a
   * checker (more than one right answer), the accepted solution's answer, which the checker judges against. On an
   * interactive problem, "accepted": the jury's word on the game (the candidate's output is that word).
   */
  private expectedAnswer(value: unknown, input: string): Expected {
    if (this.solvers === null) return { answer: 'accepted\n', ms: 0 };
    const known = this.options.expected?.get(input);
    if (known) return known;
    const expected = this.answer(this.solvers, value, input);
    this.options.expected?.set(input, expected);
    return expected;
  }

  private answer(solvers: { accepted: Solve; second: Solve }, value: unknown, input: string): Expected {
    const started = performance.now();
    const accepted = solvers.accepted(input);
    const ms = performance.now() - started;
    if (this.problem.checker || !this.subject.secondSolverIsQuick(value)) return { answer: accepted, ms };
    return { answer: compareAnswers(accepted, solvers.second(input)).expected, ms };
  }

  private judgeRun(run: RunResult, input: string, expected: string): Failure | null {
    if (run.kind === 'timeout')
      return { kind: 'timeout', expected, actual: `(no answer within ${CASE_TIMEOUT_MS} ms of CPU)` };
    if (run.kind === 'error') return { kind: 'exception', expected, actual: `(threw) ${run.message.split('\n')[0]}` };
    // Decided by the test judge, as the judge decides a warm answer: the problem's checker or its comparison; on a
    // game, the jury's word ("accepted", or "rejected: why") that the candidate's run printed.
    const decided = decideWarmAnswer(this.problem, input, expected, { output: run.output });
    if (decided.verdict === 'AC') return null;
    // The problem's checker broke its contract: its fault, never a failing case of the candidate.
    if (decided.verdict === 'JE') throw new UserError(decided.checkerReason ?? 'the checker broke its contract');
    const checked = decided.checkerReason !== undefined && !this.problem.interaction;
    const actual = checked ? `${run.output.trimEnd()}\n(checker: ${decided.checkerReason})` : run.output;
    return { kind: 'wrong answer', expected, actual };
  }

  /**
   * Times the accepted solution and then the candidate on input, each in a fresh worker; null if the candidate is
   * not far slower. The candidate is stopped once it passes the limit, so a slow check costs little.
   */
  private async confirmSlow(input: string, answer: string): Promise<Failure | null> {
    this.acceptedCandidate ??= await this.loadAccepted();
    const baseline = await this.acceptedCandidate.runFresh(input, this.warmUp, CASE_TIMEOUT_MS);
    const limit = Math.max(SLOW_FLOOR_MS, SLOW_RATIO * baseline.ms);
    for (let k = 0; k < SLOW_CONFIRMATIONS; k++) {
      // The run is timed by the worker thread's CPU time (by the clock where that cannot be read).
      const run = await this.candidate.runFresh(input, this.warmUp, Math.max(limit, CASE_TIMEOUT_MS));
      if (run.kind === 'timeout') continue;
      const wrong = this.judgeRun(run, input, answer);
      if (wrong !== null) return wrong;
      if (run.ms <= limit) return null;
    }
    const actual =
      `(no answer within ${limit.toFixed(0)} ms of CPU; ` +
      `the accepted solution, timed the same way, took ${baseline.ms.toFixed(2)} ms)`;
    return { kind: 'too slow', expected: answer, actual };
  }
}
