// Warm workers: a solution's solve() loaded once into a few worker threads, answering test after test with no
// process to start. For answers first (the judge's provisional pass); nothing here is measured or limited but by a
// timeout on the solve() call's own CPU time, so no verdict but AC or WA may rest on it. The threads live in a host
// process of their own (warm-host.cjs) started through the measuring parent in the submission's sandbox, so a
// solve() answering early is held to the same walls as the faithful run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Sandbox, sandboxedCommand } from '../sandbox/index.ts';
import { type ThreadTimes, threadTimes, timeCall } from './thread-times.ts';
import { removeScratch } from './scratch-folder.ts';

const HOST = fileURLToPath(new URL('./warm-host.cjs', import.meta.url));
const WORKER = fileURLToPath(new URL('./warm-worker.cjs', import.meta.url));

/**
 * A thread as its worker told it ("<pid>/task/<tid>", from /proc/thread-self): digits alone, so that the schedstat
 * this process reads is always a file of /proc, never a path a submission named (a FIFO there would block the judge).
 */
const isThread = (told: unknown): told is string => typeof told === 'string' && /^\d+\/task\/\d+$/.test(told);

/**
 * One answer: solve's output, what it threw, or no answer within the timeout (the worker was stopped): `stalled` where
 * the clock's cap stopped it (WarmHost.ask), not its CPU time; with the mutants the call ran through, where the module
 * is instrumented and the call named a test (WarmCall).
 */
export type WarmAnswer = ({ output: string } | { error: string } | { timeout: true; stalled?: true }) & {
  covered?: string[];
  /** The call's CPU time (its thread's), where it could be read. */
  cpuMs?: number;
  /** Of that, a game's jury's, where its module measured it (the player's own is the rest). */
  juryCpuMs?: number;
};

/**
 * One call: the input, and for a module instrumented for mutant switching (StrykerJS's instrumenter), what to set on
 * its switch board (globalThis.__stryker__) first: `activeMutant`, and `currentTestId` to have the mutants the call
 * runs through reported (WarmAnswer.covered).
 */
export interface WarmCall {
  input: string;
  switches?: { activeMutant?: string; currentTestId?: string };
}

/**
 * Answers every input with the module's solve(), `workers` at a time, each input held to `timeoutMs` and `wallMs`
 * (WarmHost.ask): a worker that passes one is stopped and a new one takes its place. `onAnswer` hears each answer as it
 * comes (index, answer); aborting stops every worker and leaves the rest unanswered. The host is started here, or is
 * `spare`, started ahead with `workers` lanes and no module (SpareSettings: the module in a folder it may read);
 * either way it is closed at the end.
 */
export async function answerInWarmWorkers(request: {
  module: string;
  spare?: WarmHost;
  inputs: readonly string[];
  workers: number;
  /** The CPU time a solve() call may take (wall-clock time where a thread's CPU time cannot be read). */
  timeoutMs: number;
  /** The wall-clock time, less the time waiting for a core, a solve() call may take: one that sleeps. */
  wallMs: number;
  /** The heap a worker may grow to: a solution that allocates without end stops its worker, not the judge. */
  heapMb: number;
  /** The sandbox the host process runs in (the submission's), or null. */
  sandbox: Sandbox | null;
  signal?: AbortSignal;
  onAnswer: (index: number, answer: WarmAnswer) => void;
}): Promise<void> {
  // The host is held to the run's memory limit a worker, and one more for the host's own Node.js: an answer that
  // allocates past it off the heap (a Buffer, a typed array), which no worker's heap limit sees, ends the host.
  const lanes = Math.max(1, Math.min(request.workers, request.inputs.length));
  const host =
    request.spare ?? new WarmHost(request.module, request.heapMb, request.sandbox, [], (lanes + 1) * request.heapMb);
  let next = 0;
  const lane = async (id: number) => {
    // A spare's lane has its worker, to be told the module; a worker stopped is replaced by one started with it.
    let worker: Lane | null = request.spare ? await host.reload(id, request.module) : null;
    while (next < request.inputs.length && !request.signal?.aborted && !host.gone) {
      const index = next++;
      worker ??= await host.start(id, undefined, request.module);
      const answer = await host.ask(worker, { input: request.inputs[index] }, request, request.signal);
      // A worker stopped by the timeout, or killed by what the solution threw outside solve(), is replaced.
      if ('timeout' in answer || worker.dead) {
        host.stop(id);
        worker = null;
      }
      if (request.signal?.aborted) return;
      request.onAnswer(index, answer);
    }
  };
  try {
    await Promise.all(Array.from({ length: lanes }, (_, id) => lane(id)));
  } finally {
    await host.close();
  }
}

/**
 * A worker thread of the host: its lane, where its CPU time can be read (null: nowhere; checked as it starts), whether
 * it died, and the mutants its module's loading ran through (an instrumented module's static mutants).
 */
export interface Lane {
  id: number;
  schedstat: string | null;
  dead: boolean;
  covered: string[];
  /** The thread's times after its last line (null: none were told): the next call is timed from them. */
  times: ThreadTimes | null;
}

/** A line of the host's: `times` is the worker thread's [ms on a CPU, ms waiting for one] after it (warm-host.cjs). */
type HostMessage = {
  lane: number;
  gen?: number;
  covered?: string[];
  juryCpuMs?: number;
  times?: [number, number];
} & ({ ready: string | null } | { loaded: true } | { output: string } | { error: string; dead?: true });

/**
 * The host process of warm workers (warm-host.cjs), in the submission's sandbox, and its lanes: a worker thread each,
 * started, asked and stopped one at a time.
 */
export class WarmHost {
  private readonly child: ChildProcess;
  /** The host's own folder: its working directory, and all it may write. */
  private readonly scratch = mkdtempSync(join(tmpdir(), 'judge-warm-'));
  private readonly waiting = new Map<number, (message: HostMessage) => void>();
  private readonly lanes = new Map<number, Lane>();
  /** Each lane's current worker, by the number its start was given: a stopped worker's last lines are dropped. */
  private readonly gens = new Map<number, number>();
  private started = 0;
  private readonly exited: Promise<void>;
  /** True once the host has ended: every lane still waiting is answered with an error. */
  gone = false;

  /**
   * `module` exports solve() (null: a spare host, whose workers start with no module and are told theirs with
   * `reload`); each worker may grow its heap to heapMb; the host runs in `sandbox` (null: none), where it may read
   * `reads` too (a folder of other modules a start may name); held to `memoryMb` where it is given, past which the host
   * is killed and every lane waiting is answered ERR_WORKER_OUT_OF_MEMORY, as a worker out of its heap.
   */
  constructor(
    module: string | null,
    heapMb: number,
    sandbox: Sandbox | null,
    reads: readonly string[] = [],
    memoryMb?: number,
  ) {
    const path = process.env.PATH ?? '/usr/bin:/bin';
    const program = { kind: 'node' as const, file: HOST, bytes: 0, wraps: null };
    // Besides the host (the program), the worker's source and the module are all of the kit it may read.
    const run = { program, scratch: this.scratch, path, reads: [...(module ? [module] : []), WORKER, ...reads] };
    const limits = memoryMb === undefined ? undefined : { cpuMs: 0, memoryKb: memoryMb * 1024 };
    const host = [process.execPath, HOST, WORKER, module ?? '', String(heapMb)];
    const [command, ...rest] = sandboxedCommand(sandbox, host, run, limits);
    this.child = spawn(command, rest, {
      cwd: this.scratch,
      env: { PATH: path, HOME: this.scratch, TMPDIR: this.scratch, LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'ignore', 'pipe'],
      detached: true,
    });
    // The measuring parent's report: "over memory" when it killed the host.
    let report = '';
    (this.child.stdio[3] as NodeJS.ReadableStream | null)?.setEncoding('latin1').on('data', (chunk: string) => {
      report += chunk;
    });
    this.child.stdin!.on('error', () => {});
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as HostMessage;
      if (message.gen !== undefined && message.gen !== this.gens.get(message.lane)) return;
      const lane = this.lanes.get(message.lane);
      if (lane && 'dead' in message) lane.dead = true;
      if (lane) lane.times = toTimes(message.times);
      const waiting = this.waiting.get(message.lane);
      this.waiting.delete(message.lane);
      waiting?.(message);
    });
    this.exited = new Promise((done) =>
      this.child.on('close', () => {
        this.gone = true;
        const error = /^over memory$/m.test(report)
          ? `ERR_WORKER_OUT_OF_MEMORY: the warm host went over its limit of ${memoryMb} MB`
          : 'the warm host ended';
        for (const [lane, waiting] of this.waiting) waiting({ lane, error, dead: true });
        this.waiting.clear();
        done();
      }),
    );
  }

  private send(message: object): void {
    if (!this.gone) this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  /** The next message for a lane. */
  private next(lane: number): Promise<HostMessage> {
    return new Promise((done) => {
      if (this.gone) return done({ lane, error: 'the warm host ended', dead: true });
      this.waiting.set(lane, done);
    });
  }

  /**
   * Starts a lane's worker and waits until it has loaded the module (a worker that dies loading is ready too);
   * `switches` are set before the module loads (a static mutant's, which runs as the module loads). `module`: this
   * worker loads another module than the host's (one of its `reads`).
   */
  async start(id: number, switches?: WarmCall['switches'], module?: string): Promise<Lane> {
    const ready = this.next(id);
    const gen = ++this.started;
    this.gens.set(id, gen);
    this.send({ lane: id, start: true, switches, module, gen });
    const message = await ready;
    const told = 'ready' in message && isThread(message.ready) ? `/proc/${message.ready}/schedstat` : null;
    const lane: Lane = {
      id,
      // Read once here: a thread whose times this process can read is timed by them, and one whose times then
      // cannot be read has ended; one never readable here is timed by the clock.
      schedstat: told !== null && threadTimes(told) !== null ? told : null,
      dead: 'dead' in message,
      covered: message.covered ?? [],
      times: toTimes(message.times),
    };
    this.lanes.set(id, lane);
    return lane;
  }

  /**
   * The lane's worker with `module` loaded in place of the one it had (a fresh module: nothing of the last one's
   * state is left in it), or, where the lane has no live worker, a worker started with it.
   */
  async reload(id: number, module: string): Promise<Lane> {
    const lane = this.lanes.get(id);
    if (!lane || lane.dead) return this.start(id, undefined, module);
    const loaded = this.next(id);
    this.send({ lane: id, load: module });
    const message = await loaded;
    if ('dead' in message) lane.dead = true;
    return lane;
  }

  /**
   * One call on a lane: its answer, or a timeout (or an abort, which counts as one). The limits are the solve()
   * call's own: its CPU time against `timeoutMs`, and its wall-clock time less the time it waited for a core against
   * `wallMs` (a solve() that sleeps: `stalled`), where the thread's times can be read (Linux), so that a busy machine
   * never times an answer out; elsewhere, wall-clock time against `timeoutMs`. A thread that ends during the call (its
   * worker died: out of its heap) is not a timeout: the host's line saying so is on its way, and is waited for up to
   * `wallMs` of the clock (then stalled), however long a busy host takes to send it. A lane that timed out must be
   * stopped.
   */
  ask(
    lane: Lane,
    call: WarmCall,
    limits: { timeoutMs: number; wallMs: number },
    signal?: AbortSignal,
  ): Promise<WarmAnswer> {
    return new Promise((done) => {
      let settled = false;
      const finish = (answer: WarmAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        done(answer);
      };
      const onAbort = () => finish({ timeout: true });
      const { timeoutMs, wallMs } = limits;
      // From the times the lane's last line told: no reading of its own before or after a call that ends in time.
      const since = lane.times;
      const spent = timeCall(lane.schedstat, since ?? undefined);
      const startedAt = performance.now();
      // Looked at when a limit could first be reached, and again until the call has reached one.
      const check = () => {
        const so = spent();
        if (so === null) {
          // No thread's times on this system: the clock is all there is, and it stops the call at the CPU limit.
          if (lane.schedstat === null) return finish({ timeout: true });
          // The thread has ended: its worker died, and the host's line saying how is awaited.
          if (performance.now() - startedAt >= wallMs) return finish({ timeout: true, stalled: true });
          timer = setTimeout(check, 10);
          return;
        }
        // The CPU time spent goes with the timeout too: stress reports it as the case's (candidate.ts).
        if (so.ranMs >= timeoutMs) return finish({ timeout: true, cpuMs: so.ranMs });
        if (so.countedMs >= wallMs) return finish({ timeout: true, stalled: true, cpuMs: so.ranMs });
        timer = setTimeout(check, Math.max(10, Math.min(timeoutMs - so.ranMs, wallMs - so.countedMs)));
      };
      let timer = setTimeout(check, Math.min(timeoutMs, wallMs));
      signal?.addEventListener('abort', onAbort);
      const answer = this.next(lane.id);
      this.send({ lane: lane.id, ...call });
      void answer.then((message) => {
        const told = toTimes(message.times);
        const ranMs = since && told ? told.ranMs - since.ranMs : spent()?.ranMs;
        const covered = {
          ...(message.covered ? { covered: message.covered } : {}),
          ...(message.juryCpuMs === undefined ? {} : { juryCpuMs: message.juryCpuMs }),
        };
        const extra = ranMs === undefined ? covered : { ...covered, cpuMs: ranMs };
        if ('output' in message) finish({ output: message.output, ...extra });
        else if ('error' in message) finish({ error: message.error, ...extra });
      });
    });
  }

  /** Stops a lane's worker (its answer is no longer waited for). */
  stop(id: number): void {
    this.waiting.delete(id);
    this.lanes.delete(id);
    this.gens.delete(id);
    this.send({ lane: id, stop: true });
  }

  /** Ends the host and whatever it left: its workers with it. */
  /**
   * Whether the host keeps this process running (it does, from its start): a spare waiting for its run does not, so
   * a process that is done exits though one is kept (its host then ends with it: it reads its stdin to the end).
   */
  keepsAlive(keep: boolean): void {
    for (const handle of [this.child, ...this.child.stdio]) {
      const held = handle as { ref?: () => void; unref?: () => void } | null;
      if (keep) held?.ref?.();
      else held?.unref?.();
    }
  }

  /** Kills the host's process group, all its workers with it. */
  private kill(): void {
    try {
      process.kill(-this.child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  }

  /** Ends the host now, from an exit handler (nothing awaited): its process group killed, its scratch removed. */
  endNow(): void {
    this.kill();
    removeScratch(this.scratch);
  }

  async close(): Promise<void> {
    this.kill();
    await this.exited;
    // Its workers' solve() wrote there: removed without following their links; what outlived the kill keeps it.
    removeScratch(this.scratch);
  }
}

function toTimes(told: [number, number] | undefined): ThreadTimes | null {
  return told ? { ranMs: told[0], waitedMs: told[1] } : null;
}
