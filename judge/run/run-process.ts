// Runs one program on one input file as its own process, enforces the limits and measures time and memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, copyFileSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeOutput } from '../base/index.ts';
import { LimitWatch, parseTreeLine, type TreeLine, type WatchMode } from './limit-watch.ts';
import type { Program } from './program.ts';
import { readScratchFile, sweepScratch } from './scratch-folder.ts';
import {
  combineFigures,
  FILES_LIMIT_ENTRIES,
  FILES_LIMIT_MB,
  measuringParent,
  PROBE,
  parseReport,
  requireMeasuringParent,
  type Sandbox,
  sandboxOptions,
} from '../sandbox/index.ts';

const STDERR_TAIL_BYTES = 2048;
const STDERR_HEAD_BYTES = 2048;
const RUN_TOKEN_VAR = 'JUDGE_RUN_TOKEN';

/** What the judge measured about one run of a solution on one input. */
export interface RunOutcome {
  exitCode: number | null;
  signal: string | null;
  /**
   * CPU time (user + system, all threads) of every process the run started, in milliseconds; null if it could not
   * be measured.
   */
  cpuMs: number | null;
  wallMs: number;
  /** Time the program was ready to run and waited for a core, in ms; null where it was not measured. */
  waitedMs: number | null;
  /**
   * The wall time counted against the cap: the program's own time (in a game, its turns only), less the time it
   * waited for a core.
   */
  countedWallMs: number;
  /** Peak resident memory of the run's processes together, in KiB; null if it could not be measured. */
  peakRssKb: number | null;
  stdout: string;
  /** True when stdout passed the output cap and the process was stopped. */
  outputExceeded: boolean;
  /**
   * Set when the files it wrote in its scratch folder passed the sandbox's limit (FILES_LIMIT_MB): the folder's total,
   * seen by the measuring parent, or one file, stopped by RLIMIT_FSIZE (SIGXFSZ). OLE, as output past the cap is.
   */
  filesExceeded?: { mb: number; entries: number };
  /** True when the process was stopped at the wall-clock cap while under its CPU limit. */
  wallTimeExceeded: boolean;
  /** The first STDERR_HEAD_BYTES of stderr (where Java names its exception) and the last STDERR_TAIL_BYTES. */
  stderrHead: string;
  stderrTail: string;
  /** Where its scratch folder could not be removed (something kept writing into it): the line that says so. */
  scratchLeft?: string;
}

export interface RunRequest {
  /** Run through the measuring parent (measure.c); a bundle, where there is no C compiler, with the preloaded probe. */
  program: Program;
  /** Becomes the process's stdin, as a judge redirects a file. */
  inputFile: string;
  /** Arguments after the program's own (an interactor is told its files so). */
  args?: string[];
  /**
   * For problems that read and write files instead of the standard streams: the input is also put in the scratch
   * folder under `input`, and the file `output` the program leaves there is its output instead of stdout.
   */
  files?: { input?: string; output?: string };
  /** CPU time limit in milliseconds. */
  timeMs: number;
  /** Wall-clock cap in milliseconds: stops a process that waits or sleeps without using CPU. */
  wallMs: number;
  memoryKb: number;
  outputBytes: number;
  /** Aborting stops the process at once. */
  signal?: AbortSignal;
  /**
   * The sandbox a submitted program runs in (sandbox.ts), applied by the measuring parent; null for the problem's own
   * trusted programs (jury, checker, validator), which run with the user's rights.
   */
  sandbox: Sandbox | null;
}

/**
 * Whether a run went past its CPU limit: its CPU time is over it (where measured), or the measuring parent's
 * RLIMIT_CPU stopped it (SIGXCPU), which the kernel counts in its own ticks, so getrusage may read a little under.
 */
export function overCpuLimit(run: Pick<RunOutcome, 'cpuMs' | 'signal'>, timeMs: number): boolean {
  return (run.cpuMs !== null && run.cpuMs > timeMs) || run.signal === 'SIGXCPU';
}

/** Kills the process group the solution leads: it and every process it started that stayed in the group. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Kills every process whose environment carries this run's token but `spare` (the run's measuring parent): its
 * descendants that left the process group (setsid, a detached spawn) still inherit the environment. A program that
 * scrubs its environment escapes this; the measuring parent, a subreaper, catches those.
 */
function killTagged(token: string, spare: number | null): void {
  const tag = `${RUN_TOKEN_VAR}=${token}`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return; // not Linux: the process group kill is all there is
  }
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    try {
      if (Number(entry) === spare) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(tag)) process.kill(Number(entry), 'SIGKILL');
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

/**
 * What the solution's output pipes carried: stdout kept up to the cap, stderr to its tail, fd 3's report lines (the
 * measuring parent's tree lines handed on as they come, where `onTree` takes them).
 */
class Outputs {
  private stdoutChunks: Buffer[] = [];
  private stdoutBytes = 0;
  exceeded = false;
  private stderrTail = Buffer.alloc(0);
  private stderrHead = Buffer.alloc(0);
  probeText = '';
  private partialLine = '';

  constructor(
    child: ChildProcess,
    outputBytes: number,
    onExceeded: () => void,
    hooks: { stdout?: StdoutListener; onTree?: (line: TreeLine) => void; onStderr?: () => void },
  ) {
    const { stdout: listener, onTree, onStderr } = hooks;
    child.stdout!.on('data', (chunk: Buffer) => {
      if (this.exceeded) return;
      this.stdoutBytes += chunk.length;
      if (this.stdoutBytes > outputBytes) {
        this.exceeded = true;
        onExceeded();
        return;
      }
      this.stdoutChunks.push(chunk);
      listener?.data(chunk);
    });
    if (listener) child.stdout!.on('end', listener.end);
    child.stderr!.on('data', (chunk: Buffer) => {
      onStderr?.();
      if (this.stderrHead.length < STDERR_HEAD_BYTES)
        this.stderrHead = Buffer.concat([this.stderrHead, chunk]).subarray(0, STDERR_HEAD_BYTES);
      this.stderrTail = Buffer.concat([this.stderrTail, chunk]);
      if (this.stderrTail.length > STDERR_TAIL_BYTES)
        this.stderrTail = this.stderrTail.subarray(this.stderrTail.length - STDERR_TAIL_BYTES);
    });
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      const lines = (this.partialLine + chunk.toString('latin1')).split('\n');
      this.partialLine = lines.pop()!;
      for (const line of lines) {
        const tree = onTree ? parseTreeLine(line) : null;
        if (tree) onTree!(tree);
        else this.probeText += `${line}\n`;
      }
    });
  }

  /** The report as written, a last line without its end included. */
  report(): string {
    return this.probeText + this.partialLine;
  }

  stdout(): string {
    return decodeOutput(Buffer.concat(this.stdoutChunks));
  }

  stderr(): string {
    return this.stderrTail.toString('utf8');
  }

  stderrStart(): string {
    return this.stderrHead.toString('utf8');
  }
}

/**
 * Starts the program in an empty scratch directory, with the input file (or, for `'pipe'`, a pipe) as stdin,
 * leading its own process group: through the measuring parent where there is one, else under the Node.js probe;
 * `mode` says how it is then watched (see WatchMode).
 */
function startProcess(request: StartRequest, scratch: string, token: string): { child: ChildProcess; mode: WatchMode } {
  const inputFd = request.stdin === 'pipe' ? 'pipe' : openSync(request.stdin, 'r');
  // A judge's environment is bare: nothing like NODE_OPTIONS or FORCE_COLOR leaks in from the caller's shell.
  // The token marks every process this run starts, so that all of them can be found and killed afterwards.
  const path = process.env.PATH ?? '/usr/bin:/bin';
  const env = { PATH: path, HOME: scratch, TMPDIR: scratch, LANG: 'C.UTF-8', [RUN_TOKEN_VAR]: token };
  const { program } = request;
  // The measuring parent holds the whole process tree to the limits where it can look at it (Linux: /proc); elsewhere
  // it sets RLIMIT_CPU only, which stops a CPU loop where nothing samples it.
  const looks = process.platform === 'linux';
  const measured = [String(request.timeMs), String(request.memoryKb), looks ? '1' : '0'];
  const parent = program.kind === 'native' ? requireMeasuringParent() : measuringParent();
  // A game's player: its stdout closed is the end of its output to the jury at once, not when its measuring parent
  // ends (which otherwise holds its streams until it has said when the program ended: a jury's end must reach the
  // player only after that, for the order of the two ends).
  if (request.turns === 'second') measured.push('-R');
  // The sandbox's options go between the limits and the program: the measuring parent applies them in its child.
  if (parent !== null && request.sandbox)
    measured.push(
      // The test's input is its stdin already: a program that opens /dev/stdin opens this file.
      ...sandboxOptions(request.sandbox, { program, scratch, path, reads: inputFd === 'pipe' ? [] : [request.stdin] }),
    );
  const [command, ...args] = [
    ...(program.kind === 'native'
      ? [parent!, ...measured, ...program.command]
      : parent !== null
        ? [parent, ...measured, process.execPath, program.file]
        : [process.execPath, '--require', PROBE, program.file]),
    ...(request.args ?? []),
  ];
  try {
    const child = spawn(command, args, {
      cwd: scratch,
      env,
      stdio: [inputFd, 'pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, killed whole
    });
    return { child, mode: command === process.execPath ? 'process' : looks ? 'tree' : 'none' };
  } finally {
    if (inputFd !== 'pipe') closeSync(inputFd);
  }
}

/**
 * The output file a program left, up to the cap, read without following a link or blocking on a FIFO
 * (readScratchFile): none left, or anything but a regular file, is an empty output, as a real judge finds none.
 */
function readOutputFile(scratch: string, name: string, cap: number): { text: string; exceeded: boolean } {
  const file = readScratchFile(scratch, name, cap);
  return 'refused' in file
    ? { text: '', exceeded: false }
    : { text: decodeOutput(file.bytes), exceeded: file.exceeded };
}

/** Runs the program on the request's input in its own process, within the limits, and measures it. */
export function runProgram(request: RunRequest): Promise<RunOutcome> {
  return startProgram({ ...request, stdin: request.inputFile }).outcome;
}

/** What the program writes, as it writes it, and the end of its output. */
export interface StdoutListener {
  data: (chunk: Buffer) => void;
  end: () => void;
}

export interface StartRequest extends Omit<RunRequest, 'inputFile'> {
  /** A file to read, or `'pipe'`: then the caller writes the program's input as it goes (StartedRun.stdin). */
  stdin: string;
  stdout?: StdoutListener;
  /**
   * A side of a game, which moves first or second: the wall-clock cap's clock then runs only while it is this side's
   * turn, as the caller says (StartedRun.turn); from the start only for the side that moves first.
   */
  turns?: 'first' | 'second';
}

/** A program started: its input, its end, and whether it is doing anything. */
export interface StartedRun {
  /** Its standard input, for a program started with `stdin: 'pipe'`; else null. */
  stdin: NodeJS.WritableStream | null;
  /** Settles once it has exited and its output is read: what was measured. */
  outcome: Promise<RunOutcome>;
  /** When the judge saw it exit (performance.now()), or null while it runs. */
  exitedAt(): number | null;
  /**
   * When it ended on the system's monotonic clock (µs), as its measuring parent saw it: comparable between runs side
   * by side, however late the judge hears of either. Null without a measuring parent, or before the end.
   */
  endedUs(): number | null;
  /**
   * When it was last seen doing anything: running, ready to run, its CPU time grown, writing to stderr; null where
   * it cannot be seen (no /proc, or not yet).
   */
  lastBusyAt(): number | null;
  /** In a game (StartRequest.turns): whether it is this side's turn, which is all its wall-clock cap counts. */
  turn(mine: boolean): void;
  /** Stops it and whatever it started. */
  stop(): void;
}

/** Starts the program in its own process, within the limits, measured; the caller feeds and reads it as it goes. */
export function startProgram(request: StartRequest): StartedRun {
  const scratch = mkdtempSync(join(tmpdir(), 'judge-run-'));
  const token = randomUUID();
  const started = process.hrtime.bigint();
  if (request.files?.input && request.stdin !== 'pipe') copyFileSync(request.stdin, join(scratch, request.files.input));
  const { child, mode } = startProcess(request, scratch, token);
  const parent = mode !== 'process';
  // Through the measuring parent, the process to sample and stop is its child, in a group of its own, whose pid it
  // reports first on fd 3; the parent then kills whatever the child left behind. Before that line (or with no
  // parent) the group the judge started is stopped.
  let reportedPid: number | null = null;
  const solutionPid = () => {
    reportedPid ??= parseReport(outputs.report()).pid;
    return reportedPid ?? child.pid;
  };
  // The environment scan is the second net: not needed once the measuring parent has reported that it swept up
  // (under the probe, fd 3 is the program's own to write, so it is never taken at its word).
  const stop = () => {
    killGroup(solutionPid());
    // The measuring parent carries the token too, but it is the judge's own: killed here, before it has written
    // when the program ended, it would leave the race of an interactive test to the order the judge hears of the
    // two exits, which load decides (seen: TLE read as the interactor's WA). It sweeps up after itself.
    if (!(parent && parseReport(outputs.report()).swept)) killTagged(token, parent ? (child.pid ?? null) : null);
  };
  // Tree lines come from the measuring parent alone: under the probe, fd 3 is the program's own to write.
  const outputs = new Outputs(child, request.outputBytes, stop, {
    stdout: request.stdout,
    onTree: mode === 'tree' ? (line) => watch.take(line) : undefined,
    onStderr: () => watch.wrote(),
  });
  const watch = new LimitWatch(mode, solutionPid, request, request.turns !== 'second', stop);
  request.signal?.addEventListener('abort', stop);
  let exitedAt: number | null = null;
  // A program that stops reading is an answer, not an error: writes to its closed stdin are dropped.
  child.stdin?.on('error', () => {});

  const outcome = new Promise<RunOutcome>((resolve, reject) => {
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      exitedAt = performance.now();
      watch.clock.pause(); // its time ends with it
      // Anything the solution left running would keep its pipes open; it goes with it. Should something that
      // escaped still hold them, they are closed from this side after a grace period.
      stop();
      setTimeout(() => {
        for (const stream of [child.stdout, child.stderr, child.stdio[3]])
          (stream as NodeJS.ReadableStream & { destroy(): void })?.destroy();
      }, 2000).unref();
    });
    child.on('close', async () => {
      watch.end();
      request.signal?.removeEventListener('abort', stop);
      const written = request.files?.output ? readOutputFile(scratch, request.files.output, request.outputBytes) : null;
      const scratchLeft = await sweepScratch(scratch, stop);
      const report = parseReport(outputs.report());
      const figures = combineFigures(report, watch.polled);
      const signal = exit?.signal ?? null;
      resolve({
        exitCode: exit?.code ?? null,
        signal,
        ...figures,
        wallMs: Number(process.hrtime.bigint() - started) / 1e6,
        waitedMs: watch.clock.waitedMs,
        countedWallMs: watch.clock.countedMs(),
        stdout: written ? written.text : outputs.stdout(),
        outputExceeded: outputs.exceeded || written?.exceeded === true,
        ...(report.overFiles || signal === 'SIGXFSZ'
          ? { filesExceeded: { mb: FILES_LIMIT_MB, entries: FILES_LIMIT_ENTRIES } }
          : {}),
        // A run over its CPU limit is a CPU TLE, whichever stopped it first.
        wallTimeExceeded: watch.wallTimeExceeded && !overCpuLimit({ ...figures, signal }, request.timeMs),
        stderrHead: outputs.stderrStart(),
        stderrTail: outputs.stderr(),
        ...(scratchLeft === null ? {} : { scratchLeft }),
      });
    });
  });
  return {
    stdin: child.stdin,
    outcome,
    exitedAt: () => exitedAt,
    endedUs: () => (parent ? parseReport(outputs.report()).endedUs : null),
    lastBusyAt: () => watch.lastBusyAt,
    turn: (mine) => (mine && exitedAt === null ? watch.clock.run() : watch.clock.pause()),
    stop,
  };
}
