// One interactive test: the solution and the interactor as two processes, each one's output the other's input.
// The judge stands between them: it passes every byte on as it comes, records the exchange and watches for a
// solution that has stopped doing anything while the interactor waits for it. The interactor follows one of two
// contracts: Kattis's, `interactor input answer feedback_dir`, exit 42 accepted, 43 wrong, its reason in
// feedback_dir/judgemessage.txt; or testlib's (Polygon's), `interactor input tout answer`, exit 0 accepted, 1 wrong,
// 2 presentation error, its reason on stderr, and what it wrote to tout for the checker to judge after it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { ExchangeLine } from '../../problems/_authoring/index.ts';
import { WRONG_EXIT } from './kattis.ts';
import type { Program } from './program.ts';
import { overCpuLimit, type RunOutcome, type StartedRun, startProgram } from './run-process.ts';
import type { Sandbox } from '../sandbox/index.ts';

export interface InteractiveRequest {
  solution: Program;
  /**
   * Run as `interactor <input> <answer> <feedback_dir>/` (Kattis) or `interactor <input> <tout> <answer>` (testlib),
   * its stdin the solution's stdout and back.
   */
  interactor: Program;
  /** The interactor's contract; Kattis's by default. */
  contract?: 'kattis' | 'testlib';
  inputFile: string;
  answerFile: string;
  /** More arguments for the interactor, after the three of the contract. */
  args?: string[];
  /** The solution's limits, as for any run; the interactor's thinking does not count against them. */
  timeMs: number;
  wallMs: number;
  memoryKb: number;
  /** The cap on everything the solution writes over the whole exchange. */
  outputBytes: number;
  /** Idleness: neither side running nor writing for this long, both still there: the solution is stopped. */
  idleMs: number;
  signal?: AbortSignal;
  /** The solution's sandbox (run-process.ts); the interactor, the problem's own, runs with the user's rights. */
  sandbox: Sandbox | null;
}

/** One stretch of the exchange: what one side wrote before the other answered. */
export interface Exchange {
  from: 'solution' | 'interactor';
  text: string;
}

export interface InteractorOutcome {
  exitCode: number | null;
  signal: string | null;
  cpuMs: number | null;
  peakRssKb: number | null;
  wallMs: number;
  /** What it wrote to feedback_dir/judgemessage.txt, trimmed and cut to MESSAGE_BYTES; '' for nothing. */
  message: string;
  stderrTail: string;
  /** It ran past its own limits (INTERACTOR_LIMITS): the problem's fault, not the solution's. */
  overLimits: boolean;
  /** testlib's contract: what it wrote to tout, for the checker (null in Kattis's). */
  tout: string | null;
}

export interface InteractiveOutcome {
  solution: RunOutcome;
  interactor: InteractorOutcome;
  /** Which side ended first: the Kattis rule for races rests on it. */
  firstExit: 'solution' | 'interactor';
  /** The solution was stopped for idleness: it neither ran nor wrote for idleMs while the interactor waited. */
  idle: boolean;
  /** The exchange in order, up to TRANSCRIPT_BYTES. */
  transcript: Exchange[];
  /** Bytes of the exchange past TRANSCRIPT_BYTES, not kept. */
  transcriptDropped: number;
}

export const TRANSCRIPT_BYTES = 64 * 1024;

/**
 * The exchange as whole lines, in the order each was completed, without line ends (a side's last line without one
 * too): what a problem's explainPlayed reads. A line split over stretches comes out whole.
 */
export function exchangeLines(stretches: readonly Exchange[]): ExchangeLine[] {
  const pending = { solution: '', interactor: '' };
  const lines: ExchangeLine[] = [];
  for (const { from, text } of stretches) {
    pending[from] += text;
    for (let at = pending[from].indexOf('\n'); at >= 0; at = pending[from].indexOf('\n')) {
      lines.push({ from, line: pending[from].slice(0, at).replace(/\r$/, '') });
      pending[from] = pending[from].slice(at + 1);
    }
  }
  for (const from of ['solution', 'interactor'] as const)
    if (pending[from] !== '') lines.push({ from, line: pending[from] });
  return lines;
}
const MESSAGE_BYTES = 4096;
/** How often idleness is looked for; the judge's /proc samples come every 10 ms. */
const IDLE_CHECK_MS = 50;
/**
 * The interactor's own limits: generous (its time is not the contestant's) but finite. It outlives the solution's
 * wall-clock cap, so that it is there to hear the solution's end.
 */
const INTERACTOR_LIMITS = { minTimeMs: 10_000, extraWallMs: 10_000, memoryKb: 4 << 20, outputBytes: 64 << 20 };

/** The exchange as it passes, each side decoded as UTF-8 on its own, kept up to a cap. */
class Transcript {
  readonly stretches: Exchange[] = [];
  dropped = 0;
  private kept = 0;
  private readonly decoders = { solution: new StringDecoder('utf8'), interactor: new StringDecoder('utf8') };

  add(from: Exchange['from'], chunk: Buffer): void {
    if (this.kept + chunk.length > TRANSCRIPT_BYTES) {
      this.dropped += chunk.length;
      return;
    }
    this.kept += chunk.length;
    const text = this.decoders[from].write(chunk);
    const last = this.stretches.at(-1);
    if (last?.from === from) last.text += text;
    else this.stretches.push({ from, text });
  }
}

/**
 * Whether the interactor ended before the solution: by their measuring parents' clock where both have one (the
 * judge may hear of two ends in either order once both have happened), else by when the judge heard of each.
 */
function interactorEndedFirst(solution: StartedRun, interactor: StartedRun): boolean {
  const [s, i] = [solution.endedUs(), interactor.endedUs()];
  if (s !== null && i !== null) return i < s;
  return (interactor.exitedAt() ?? Number.POSITIVE_INFINITY) < (solution.exitedAt() ?? Number.POSITIVE_INFINITY);
}

/** testlib's exits that reject an exchange: wrong answer, presentation error, and their kin (testlib.h's _dirt, _unexpected_eof). */
export const TESTLIB_REJECTS = [1, 2, 4, 8];

/** Whether an interactor's exit rejects the exchange, in its contract. */
export function rejects(contract: InteractiveRequest['contract'], exitCode: number): boolean {
  return contract === 'testlib' ? TESTLIB_REJECTS.includes(exitCode) : exitCode === WRONG_EXIT;
}

/** Runs the solution against the interactor on one test; both measured, only the solution limited as it is judged. */
export async function runInteractive(request: InteractiveRequest): Promise<InteractiveOutcome> {
  const feedback = mkdtempSync(join(tmpdir(), 'judge-feedback-'));
  const testlib = request.contract === 'testlib';
  const tout = join(feedback, 'tout');
  const transcript = new Transcript();
  let lastTrafficAt = performance.now();
  let idle = false;
  // Each side's output goes to the other as it comes; the end of one's output is the end of the other's input. Once
  // passed on, it is the other side's turn: each side's wall-clock cap counts its own turns only, so that neither is
  // charged for the other's thinking or for the judge passing bytes on.
  const sides: { solution?: StartedRun; interactor?: StartedRun } = {};
  const passOn = (from: Exchange['from'], to: Exchange['from']) => ({
    data: (chunk: Buffer) => {
      lastTrafficAt = performance.now();
      transcript.add(from, chunk);
      sides[from]?.turn(false);
      sides[to]?.stdin?.write(chunk);
      sides[to]?.turn(true);
    },
    end: () => sides[to]?.stdin?.end(),
  });
  const solution = startProgram({
    program: request.solution,
    stdin: 'pipe',
    timeMs: request.timeMs,
    wallMs: request.wallMs,
    memoryKb: request.memoryKb,
    outputBytes: request.outputBytes,
    signal: request.signal,
    stdout: passOn('solution', 'interactor'),
    turns: 'second',
    sandbox: request.sandbox,
  });
  sides.solution = solution;
  const interactorTimeMs = Math.max(INTERACTOR_LIMITS.minTimeMs, 4 * request.timeMs);
  const interactor = startProgram({
    program: request.interactor,
    stdin: 'pipe',
    args: [
      ...(testlib
        ? [request.inputFile, tout, request.answerFile]
        : [request.inputFile, request.answerFile, `${feedback}/`]),
      ...(request.args ?? []),
    ],
    timeMs: interactorTimeMs,
    wallMs: request.wallMs + INTERACTOR_LIMITS.extraWallMs,
    memoryKb: INTERACTOR_LIMITS.memoryKb,
    outputBytes: INTERACTOR_LIMITS.outputBytes,
    signal: request.signal,
    stdout: passOn('interactor', 'solution'),
    turns: 'first',
    sandbox: null, // the problem's own jury: trusted
  });
  sides.interactor = interactor;

  // Idle: both still running, neither seen running or with more CPU time, and nothing written, for idleMs. Looked at
  // again after pending input is read (setImmediate runs after the poll phase), so that bytes the judge has not yet
  // passed on never count as silence. Where /proc cannot be read, idleness is not decided: the wall-clock cap is.
  const quietSince = () => {
    const busy = [solution.lastBusyAt(), interactor.lastBusyAt()];
    if (busy.includes(null) || solution.exitedAt() !== null || interactor.exitedAt() !== null) return null;
    return Math.max(lastTrafficAt, ...(busy as number[]));
  };
  const isIdle = () => {
    const since = quietSince();
    return since !== null && performance.now() - since >= request.idleMs;
  };
  const idleWatch = setInterval(() => {
    if (isIdle())
      setImmediate(() => {
        if (!idle && isIdle()) {
          idle = true;
          solution.stop();
        }
      });
  }, IDLE_CHECK_MS);
  // An interactor that has rejected has the last word (the Kattis rule, and testlib's): the solution is not waited
  // for. (A start that failed is the awaited outcome's to report, below.)
  interactor.outcome.then(
    (run) => {
      if (run.exitCode !== null && rejects(request.contract, run.exitCode)) solution.stop();
    },
    () => {},
  );

  try {
    const [solutionRun, interactorRun] = await Promise.all([solution.outcome, interactor.outcome]);
    const messageFile = join(feedback, 'judgemessage.txt');
    // testlib's message is on stderr, where the verdict's reasons are read from.
    const message =
      !testlib && existsSync(messageFile)
        ? readFileSync(messageFile).subarray(0, MESSAGE_BYTES).toString('utf8').trim()
        : '';
    return {
      solution: solutionRun,
      interactor: {
        exitCode: interactorRun.exitCode,
        signal: interactorRun.signal,
        cpuMs: interactorRun.cpuMs,
        peakRssKb: interactorRun.peakRssKb,
        wallMs: interactorRun.wallMs,
        message,
        stderrTail: interactorRun.stderrTail,
        tout: testlib ? (existsSync(tout) ? readFileSync(tout, 'utf8') : '') : null,
        overLimits:
          interactorRun.wallTimeExceeded ||
          interactorRun.outputExceeded ||
          overCpuLimit(interactorRun, interactorTimeMs) ||
          (interactorRun.peakRssKb ?? 0) > INTERACTOR_LIMITS.memoryKb,
      },
      firstExit: interactorEndedFirst(solution, interactor) ? 'interactor' : 'solution',
      idle,
      transcript: transcript.stretches,
      transcriptDropped: transcript.dropped,
    };
  } finally {
    clearInterval(idleWatch);
    rmSync(feedback, { recursive: true, force: true });
  }
}
