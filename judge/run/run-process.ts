// Runs one program on one input file as its own process, enforces the limits and measures time and memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, copyFileSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  combineFigures,
  type Figures,
  larger,
  measuringParent,
  parseReport,
  requireMeasuringParent,
} from './measure.ts';
import type { Program } from './program.ts';

const PROBE = fileURLToPath(new URL('./probe.cjs', import.meta.url));
const STDERR_TAIL_BYTES = 2048;
const POLL_MS = 10;
// /proc reports CPU time in clock ticks; Linux fixes USER_HZ at 100 on every architecture Node supports.
const MS_PER_TICK = 10;
const RUN_TOKEN_VAR = 'JUDGE_RUN_TOKEN';

/** What the judge measured about one run of a solution on one input. */
export interface RunOutcome {
  exitCode: number | null;
  signal: string | null;
  /** CPU time (user + system, all threads) of the process, in milliseconds; null if it could not be measured. */
  cpuMs: number | null;
  wallMs: number;
  /** Peak resident set size of the process, in KiB; null if it could not be measured. */
  peakRssKb: number | null;
  stdout: string;
  /** True when stdout passed the output cap and the process was stopped. */
  outputExceeded: boolean;
  /** True when the process was stopped for running past the wall-clock cap. */
  wallTimeExceeded: boolean;
  stderrTail: string;
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
}

/**
 * Whether a run went past its CPU limit: its CPU time is over it (where measured), or the measuring parent's
 * RLIMIT_CPU stopped it (SIGXCPU), which the kernel counts in its own ticks, so getrusage may read a little under.
 */
export function overCpuLimit(run: Pick<RunOutcome, 'cpuMs' | 'signal'>, timeMs: number): boolean {
  return (run.cpuMs !== null && run.cpuMs > timeMs) || run.signal === 'SIGXCPU';
}

interface ProcSample {
  cpuMs: number;
  peakRssKb: number | null;
  /** stat(5)'s state: R running or runnable, S waiting (for input, a timer...), D, Z, T... */
  state: string;
}

/** Reads CPU time, peak RSS and state of a live process from /proc; null once it is gone (or off Linux). */
function sampleProc(pid: number): ProcSample | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3 of stat(5), so utime (14) and stime (15) sit at 11 and 12.
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const hwm = /VmHWM:\s+(\d+)/.exec(status);
    return { cpuMs, peakRssKb: hwm ? Number(hwm[1]) : null, state: fields[0] };
  } catch {
    return null;
  }
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

/** What the solution's three output pipes carried, stdout kept up to the cap and stderr to its tail. */
class Outputs {
  private stdoutChunks: Buffer[] = [];
  private stdoutBytes = 0;
  exceeded = false;
  private stderrTail = Buffer.alloc(0);
  probeText = '';

  constructor(child: ChildProcess, outputBytes: number, onExceeded: () => void, listener?: StdoutListener) {
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
      this.stderrTail = Buffer.concat([this.stderrTail, chunk]);
      if (this.stderrTail.length > STDERR_TAIL_BYTES)
        this.stderrTail = this.stderrTail.subarray(this.stderrTail.length - STDERR_TAIL_BYTES);
    });
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      this.probeText += chunk.toString('latin1');
    });
  }

  stdout(): string {
    return Buffer.concat(this.stdoutChunks).toString('utf8');
  }

  stderr(): string {
    return this.stderrTail.toString('utf8');
  }
}

/** Samples the process in /proc every POLL_MS and stops it past a limit; stops it at the wall-clock cap too. */
class LimitWatch {
  /** What the samples saw; null until a sample is had (and always, without /proc). */
  polled: Figures = { cpuMs: null, peakRssKb: null };
  /**
   * When a sample last found the process anything but waiting, or its CPU time grown (performance.now()); null
   * before the first sample.
   */
  lastBusyAt: number | null = null;
  wallTimeExceeded = false;
  private readonly poll: NodeJS.Timeout;
  private readonly wallTimer: NodeJS.Timeout;

  constructor(
    pid: () => number | undefined,
    request: Pick<RunRequest, 'timeMs' | 'wallMs' | 'memoryKb'>,
    stop: () => void,
  ) {
    this.poll = setInterval(() => {
      const target = pid();
      const sample = target === undefined ? null : sampleProc(target);
      if (sample === null) return;
      // Busy: anything but waiting (S), e.g. running or runnable (R) or in the disk's hands (D); or more CPU time.
      if (this.lastBusyAt === null || sample.state !== 'S' || sample.cpuMs > (this.polled.cpuMs ?? 0))
        this.lastBusyAt = performance.now();
      this.polled = {
        cpuMs: larger(this.polled.cpuMs, sample.cpuMs),
        peakRssKb: larger(this.polled.peakRssKb, sample.peakRssKb),
      };
      if ((this.polled.cpuMs ?? 0) > request.timeMs || (this.polled.peakRssKb ?? 0) > request.memoryKb) stop();
    }, POLL_MS);
    this.wallTimer = setTimeout(() => {
      this.wallTimeExceeded = true;
      stop();
    }, request.wallMs);
  }

  end(): void {
    clearInterval(this.poll);
    clearTimeout(this.wallTimer);
  }
}

/**
 * Starts the program in an empty scratch directory, with the input file (or, for `'pipe'`, a pipe) as stdin,
 * leading its own process group: through the measuring parent (`parent` true) where there is one, else under the
 * Node.js probe.
 */
function startProcess(request: StartRequest, scratch: string, token: string): { child: ChildProcess; parent: boolean } {
  const inputFd = request.stdin === 'pipe' ? 'pipe' : openSync(request.stdin, 'r');
  // A judge's environment is bare: nothing like NODE_OPTIONS or FORCE_COLOR leaks in from the caller's shell.
  // The token marks every process this run starts, so that all of them can be found and killed afterwards.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch, LANG: 'C.UTF-8', [RUN_TOKEN_VAR]: token };
  const { program } = request;
  // The measuring parent's CPU limit, in whole seconds, is the first past the judge's (so a run it stops is over the
  // limit) and comes before the wall-clock cap (2 x limit + 1 s): it stops a CPU loop where nothing samples it.
  const cpuSeconds = String(Math.floor(request.timeMs / 1000) + 1);
  const parent = measuringParent();
  const [command, ...args] = [
    ...(program.kind === 'native'
      ? [requireMeasuringParent(), cpuSeconds, ...program.command]
      : parent !== null
        ? [parent, cpuSeconds, process.execPath, program.file]
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
    return { child, parent: command !== process.execPath };
  } finally {
    if (inputFd !== 'pipe') closeSync(inputFd);
  }
}

/** The output file a program left, up to the cap: none left is an empty output. */
function readOutputFile(file: string, cap: number): { text: string; exceeded: boolean } {
  try {
    const bytes = readFileSync(file);
    return { text: bytes.subarray(0, cap).toString('utf8'), exceeded: bytes.length > cap };
  } catch {
    return { text: '', exceeded: false };
  }
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
   * When /proc last saw it other than waiting, or its CPU time grow; null where it cannot be seen (no /proc, or
   * not yet).
   */
  lastBusyAt(): number | null;
  /** Stops it and whatever it started. */
  stop(): void;
}

/** Starts the program in its own process, within the limits, measured; the caller feeds and reads it as it goes. */
export function startProgram(request: StartRequest): StartedRun {
  const scratch = mkdtempSync(join(tmpdir(), 'judge-run-'));
  const token = randomUUID();
  const started = process.hrtime.bigint();
  if (request.files?.input && request.stdin !== 'pipe') copyFileSync(request.stdin, join(scratch, request.files.input));
  const { child, parent } = startProcess(request, scratch, token);
  // Through the measuring parent, the process to sample and stop is its child, in a group of its own, whose pid it
  // reports first on fd 3; the parent then kills whatever the child left behind. Before that line (or with no
  // parent) the group the judge started is stopped.
  let reportedPid: number | null = null;
  const solutionPid = () => {
    reportedPid ??= parseReport(outputs.probeText).pid;
    return reportedPid ?? child.pid;
  };
  // The environment scan is the second net: not needed once the measuring parent has reported that it swept up
  // (under the probe, fd 3 is the program's own to write, so it is never taken at its word).
  const stop = () => {
    killGroup(solutionPid());
    // The measuring parent carries the token too, but it is the judge's own: killed here, before it has written
    // when the program ended, it would leave the race of an interactive test to the order the judge hears of the
    // two exits, which load decides (seen: TLE read as the interactor's WA). It sweeps up after itself.
    if (!(parent && parseReport(outputs.probeText).swept)) killTagged(token, parent ? (child.pid ?? null) : null);
  };
  const outputs = new Outputs(child, request.outputBytes, stop, request.stdout);
  const watch = new LimitWatch(solutionPid, request, stop);
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
      // Anything the solution left running would keep its pipes open; it goes with it. Should something that
      // escaped still hold them, they are closed from this side after a grace period.
      stop();
      setTimeout(() => {
        for (const stream of [child.stdout, child.stderr, child.stdio[3]])
          (stream as NodeJS.ReadableStream & { destroy(): void })?.destroy();
      }, 2000).unref();
    });
    child.on('close', () => {
      watch.end();
      request.signal?.removeEventListener('abort', stop);
      const written = request.files?.output
        ? readOutputFile(join(scratch, request.files.output), request.outputBytes)
        : null;
      rmSync(scratch, { recursive: true, force: true });
      const figures = combineFigures(parseReport(outputs.probeText), watch.polled);
      const signal = exit?.signal ?? null;
      resolve({
        exitCode: exit?.code ?? null,
        signal,
        ...figures,
        wallMs: Number(process.hrtime.bigint() - started) / 1e6,
        stdout: written ? written.text : outputs.stdout(),
        outputExceeded: outputs.exceeded || written?.exceeded === true,
        // A run over its CPU limit is a CPU TLE, whichever stopped it first.
        wallTimeExceeded: watch.wallTimeExceeded && !overCpuLimit({ ...figures, signal }, request.timeMs),
        stderrTail: outputs.stderr(),
      });
    });
  });
  return {
    stdin: child.stdin,
    outcome,
    exitedAt: () => exitedAt,
    endedUs: () => (parent ? parseReport(outputs.probeText).endedUs : null),
    lastBusyAt: () => watch.lastBusyAt,
    stop,
  };
}
