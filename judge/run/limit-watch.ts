// What the judge sees of a program while it runs: whether it is doing anything, how long it waited for a core, and
// the wall-clock cap, whose clock counts only the program's own time. A verdict never rests on the machine's load.
import { readFileSync } from 'node:fs';
import { type Figures, larger } from '../sandbox/index.ts';

const POLL_MS = 10;
// /proc reports CPU time in clock ticks; Linux fixes USER_HZ at 100 on every architecture Node supports.
const MS_PER_TICK = 10;
// The measuring parent stamps its lines with the monotonic clock (µs); process.hrtime reads the same clock, and
// performance.now() is it less a fixed origin.
const MONOTONIC_ORIGIN_MS = Number(process.hrtime.bigint()) / 1e6 - performance.now();

/** A measuring parent's "tree" line in performance.now() time: the tree was busy, or stopped being so. */
export interface TreeLine {
  atMs: number;
  busy: boolean;
  /** Time so far that the tree was ready to run and waited for a core. */
  waitedMs: number;
}

/** Reads a "tree <at-us> <busy> <waited-us>" line (see measure.c); null for any other line. */
export function parseTreeLine(line: string): TreeLine | null {
  const match = /^tree (\d+) ([01]) (\d+)$/.exec(line);
  if (!match) return null;
  return {
    atMs: Number(match[1]) / 1000 - MONOTONIC_ORIGIN_MS,
    busy: match[2] === '1',
    waitedMs: Number(match[3]) / 1000,
  };
}

/**
 * The wall-clock cap's clock. It runs while the time is the program's: always in a plain run, only on its own turn
 * in a game (from when the other side's bytes reach it until its own reach the judge). What it counts is that time
 * less the time the program was ready to run and waited for a core, where that was measured.
 */
export class CapClock {
  private countedBefore = 0;
  private runningSince: number | null;
  /** Time the program waited for a core, as last reported; null where nobody can tell (no /proc). */
  waitedMs: number | null = null;

  /** `now` reads the time in ms (performance.now(), or a test's own clock). */
  constructor(
    running: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.runningSince = running ? now() : null;
  }

  run(): void {
    this.runningSince ??= this.now();
  }

  pause(): void {
    if (this.runningSince === null) return;
    this.countedBefore += this.now() - this.runningSince;
    this.runningSince = null;
  }

  /** The time counted against the cap so far. */
  countedMs(): number {
    const running = this.runningSince === null ? 0 : this.now() - this.runningSince;
    return Math.max(0, this.countedBefore + running - (this.waitedMs ?? 0));
  }
}

interface ProcSample {
  cpuMs: number;
  peakRssKb: number | null;
  /** stat(5)'s state: R running or runnable, S waiting (for input, a timer...), D, Z, T... */
  state: string;
  /** The main thread's run delay (schedstat), in ms; null where the kernel does not say. */
  waitedMs: number | null;
}

/** Reads CPU time, peak RSS, state and run delay of a live process from /proc; null once it is gone (or off Linux). */
function sampleProc(pid: number): ProcSample | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3 of stat(5), so utime (14) and stime (15) sit at 11 and 12.
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const hwm = /VmHWM:\s+(\d+)/.exec(status);
    let waitedMs: number | null = null;
    try {
      waitedMs = Number(readFileSync(`/proc/${pid}/schedstat`, 'latin1').split(' ')[1]) / 1e6;
    } catch {
      // a kernel without schedstat
    }
    return { cpuMs, peakRssKb: hwm ? Number(hwm[1]) : null, state: fields[0], waitedMs };
  } catch {
    return null;
  }
}

/**
 * How the program is watched: by its measuring parent's tree lines (Linux), by sampling its one process from here
 * (the Node.js probe, where there is no measuring parent), or not at all while it runs (no /proc: macOS).
 */
export type WatchMode = 'tree' | 'process' | 'none';

/**
 * Watches one run. With the measuring parent on Linux ('tree'), the parent samples the whole process tree and holds
 * it to the CPU and memory limits itself; the judge takes its lines (take()). Under the Node.js probe ('process'),
 * the judge samples the one process in /proc every POLL_MS and stops it past a limit. Either way the judge keeps the
 * wall-clock cap, by a CapClock.
 */
export class LimitWatch {
  /** What the judge's own samples saw (the probe's process); null until a sample is had, and always in 'tree' mode. */
  polled: Figures = { cpuMs: null, peakRssKb: null };
  /**
   * When the program was last seen doing anything: running, ready to run, its CPU time grown, or writing to stderr
   * (performance.now()); null before the first look (and always where nothing can look).
   */
  lastBusyAt: number | null = null;
  wallTimeExceeded = false;
  readonly clock: CapClock;
  private poll: NodeJS.Timeout | null = null;
  private wallTimer: NodeJS.Timeout;

  constructor(
    mode: WatchMode,
    pid: () => number | undefined,
    limits: { timeMs: number; wallMs: number; memoryKb: number },
    clockRunning: boolean,
    stop: () => void,
  ) {
    this.clock = new CapClock(clockRunning);
    if (mode === 'process') {
      this.poll = setInterval(() => {
        const target = pid();
        const sample = target === undefined ? null : sampleProc(target);
        if (sample === null) return;
        if (this.lastBusyAt === null || sample.state !== 'S' || sample.cpuMs > (this.polled.cpuMs ?? 0))
          this.lastBusyAt = performance.now();
        if (sample.waitedMs !== null) this.clock.waitedMs = sample.waitedMs;
        this.polled = {
          cpuMs: larger(this.polled.cpuMs, sample.cpuMs),
          peakRssKb: larger(this.polled.peakRssKb, sample.peakRssKb),
        };
        if ((this.polled.cpuMs ?? 0) > limits.timeMs || (this.polled.peakRssKb ?? 0) > limits.memoryKb) stop();
      }, POLL_MS);
    }
    // The cap is looked at when it could first be reached, and again as long as the clock has not reached it.
    const check = () => {
      const left = limits.wallMs - this.clock.countedMs();
      if (left > 0) {
        this.wallTimer = setTimeout(check, Math.max(left, POLL_MS));
        return;
      }
      this.wallTimeExceeded = true;
      this.clock.pause();
      stop();
    };
    this.wallTimer = setTimeout(check, limits.wallMs);
  }

  /** A line from the measuring parent: a tree line updates what the judge knows of the run. */
  take(line: TreeLine): void {
    if (line.busy) this.lastBusyAt = Math.max(this.lastBusyAt ?? 0, line.atMs);
    else this.lastBusyAt ??= line.atMs;
    this.clock.waitedMs = Math.max(this.clock.waitedMs ?? 0, line.waitedMs);
  }

  /** It wrote to stderr: a program writing is not idle, however slowly its pipe is drained (where busyness is seen). */
  wrote(): void {
    if (this.lastBusyAt !== null) this.lastBusyAt = performance.now();
  }

  end(): void {
    if (this.poll) clearInterval(this.poll);
    clearTimeout(this.wallTimer);
  }
}
