// The solution under stress, loaded once into a worker thread so that a case that hangs can be stopped. A file
// that exports no solve() is run as a plain program instead, one process per case (much slower).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { bundleModule, bundleSolution, checkSolutionExtension, compileCache, languageOf, prepareCommand, prepareEmptyProgram, prepareProgram, runBundle, type Language, type Prepared } from '../../judge/run/index.ts';
import { UserError } from '../../judge/base/index.ts';
import type { Problem } from '../../judge/registry/index.ts';

export type RunResult =
  | { kind: 'output'; output: string; ms: number }
  | { kind: 'error'; message: string; ms: number }
  | { kind: 'timeout'; ms: number };

/** A worker that has not loaded the solution after this long is given up on; its start never counts against a case. */
const WORKER_START_TIMEOUT_MS = 60_000;
const WARM_UP_TIMEOUT_MS = 10_000;

// The worker answers one input at a time over a MessagePort, with both sides waiting on a shared flag instead of
// going through their event loops, and polling it for a moment before they sleep: waking a sleeping thread took
// tens of microseconds here, most of a small case's cost. A module that fails to load answers every input with
// that error.
const SPIN = 20_000;
const WORKER_SOURCE = `
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const { port, flags } = workerData;
const describe = (error) => (error && error.stack ? error.stack : String(error));
let solve = null;
let loadError = null;
try {
  solve = require(workerData.bundle).solve;
} catch (error) {
  loadError = describe(error);
}
Atomics.store(flags, 2, 1);
Atomics.notify(flags, 2);
for (;;) {
  for (let spin = 0; spin < ${SPIN} && Atomics.load(flags, 0) === 0; spin++);
  while (Atomics.load(flags, 0) === 0) Atomics.wait(flags, 0, 0);
  Atomics.store(flags, 0, 0);
  const input = receiveMessageOnPort(port).message;
  const started = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
  let result;
  if (loadError !== null) {
    result = { kind: 'error', message: loadError, ms: 0 };
  } else {
    try {
      result = { kind: 'output', output: String(solve(input)), ms: ms() };
    } catch (error) {
      result = { kind: 'error', message: describe(error), ms: ms() };
    }
  }
  port.postMessage(result);
  Atomics.store(flags, 1, 1);
  Atomics.notify(flags, 1);
}
`;

/**
 * Blocks until flags[index] is set or the deadline (a performance.now() time) passes; false on the deadline.
 * Atomics.wait can return before the flag is set (seen here, about once in a few hundred thousand waits while
 * other workers were stopping), so the flag itself, not the wait's return value, says whether it was set.
 */
function waitForFlag(flags: Int32Array, index: number, deadline: number): boolean {
  while (Atomics.load(flags, index) === 0) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    Atomics.wait(flags, index, 0, left);
  }
  return true;
}

/**
 * A started worker: flags[0] is set for "input posted", flags[1] by the worker for "result posted", flags[2] by the
 * worker once the solution is loaded.
 */
interface Channel {
  worker: Worker;
  port: MessagePort;
  flags: Int32Array;
  /** What killed the worker, if something did (an exception thrown outside solve, say, from a timer). */
  died?: Error;
}

/** What to stress: a file (any language the judge takes), or a shell command with an optional compile step. */
export type CandidateSource = { file: string } | { command: string; compile?: string; cwd: string };

export class Candidate {
  private channel: Channel | null = null;
  /** CPU time an empty program of the same language takes to start, measured on first use (programs only). */
  private startCpuMs: number | null = null;

  private constructor(
    private readonly dir: string,
    private readonly bundle: string,
    readonly mode: 'solve' | 'program',
    private readonly problem: Problem,
    /** A program of another language, as the judge runs it (compiled first, through the same cache). */
    private readonly command?: string[],
    /** Its language, whose empty program measures the start-up allowance; none for a shell command. */
    private readonly language?: Language,
  ) {}

  /**
   * Bundles a .ts or .js file as the judge does: as a module exporting solve, or as a plain program; compiles a
   * file of another language (C++, C, Python, Java), or prepares a shell command, which then runs as a program, a
   * process per case.
   */
  static async load(problem: Problem, source: CandidateSource): Promise<Candidate> {
    const dir = mkdtempSync(join(tmpdir(), 'stress-'));
    try {
      return await Candidate.prepare(dir, problem, source);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private static async prepare(dir: string, problem: Problem, source: CandidateSource): Promise<Candidate> {
    const asProgram = (prepared: Prepared, what: string, language?: Language) => {
      if ('compileError' in prepared) throw new UserError(`${what} does not compile:\n${prepared.compileError}`);
      return new Candidate(dir, '', 'program', problem, prepared.command, language);
    };
    if ('command' in source) return asProgram(prepareCommand(source.command, source.compile, source.cwd), `--compile "${source.compile}"`);
    checkSolutionExtension(source.file);
    const file = resolve(source.file);
    const language = languageOf(file);
    if (language) return asProgram(prepareProgram(file, compileCache(), language, problem.memoryLimitMb), source.file, language);
    const program = await bundleSolution(file, problem, join(dir, 'program.js'));
    if (program.kind === 'program') return new Candidate(dir, program.file, 'program', problem);
    const bundle = join(dir, 'module.cjs');
    await bundleModule(file, problem, bundle);
    return new Candidate(dir, bundle, 'solve', problem);
  }

  /** Starts a worker and waits until it has loaded the solution, so that no case's time includes the start. */
  private startWorker(): Channel | null {
    const { port1, port2 } = new MessageChannel();
    const flags = new Int32Array(new SharedArrayBuffer(12));
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundle: this.bundle, port: port2, flags }, transferList: [port2] });
    worker.unref();
    const channel: Channel = { worker, port: port1, flags };
    // Without a listener, an error the worker dies of would end the whole stress run.
    worker.on('error', (error) => (channel.died = error));
    if (!waitForFlag(flags, 2, performance.now() + WORKER_START_TIMEOUT_MS)) {
      void worker.terminate();
      port1.close();
      return null;
    }
    return channel;
  }

  /**
   * Stops the worker, if one runs; the promise settles once it has exited. Awaiting it lets the event loop turn, so
   * that stopped workers are cleaned up before the next one starts and errors they died of are heard.
   */
  private async stopWorker(): Promise<Error | undefined> {
    const channel = this.channel;
    if (channel === null) return undefined;
    this.channel = null;
    await channel.worker.terminate();
    channel.port.close();
    return channel.died;
  }

  /** Runs one input; a run that takes longer than timeoutMs is stopped and reported as a timeout. */
  run(input: string, timeoutMs: number): Promise<RunResult> {
    return this.mode === 'solve' ? this.runInWorker(input, timeoutMs, false) : this.runAsProcess(input, timeoutMs);
  }

  /**
   * Runs one input in a new worker, after a warm-up call, so that no memo kept from earlier cases hides how slow
   * the solution is on this one.
   */
  async runFresh(input: string, warmUp: string, timeoutMs: number): Promise<RunResult> {
    if (this.mode === 'program') return this.runAsProcess(input, timeoutMs);
    // The warm-up also waits out the worker's start, which must not count against the timed run.
    const ready = await this.runInWorker(warmUp, WARM_UP_TIMEOUT_MS, true);
    if (ready.kind === 'timeout') return ready;
    return this.runInWorker(input, timeoutMs, false, true);
  }

  /**
   * Hands the input to the worker and blocks until it answers or timeoutMs pass; a worker that does not answer in
   * time (a hang, or a worker that died) is stopped and the run reported as a timeout.
   */
  private async runInWorker(input: string, timeoutMs: number, fresh: boolean, keepFresh = false): Promise<RunResult> {
    if (fresh) await this.stopWorker();
    this.channel ??= this.startWorker();
    if (this.channel === null) return { kind: 'timeout', ms: WORKER_START_TIMEOUT_MS };
    const { port, flags } = this.channel;
    const started = performance.now();
    port.postMessage(input);
    Atomics.store(flags, 1, 0);
    Atomics.store(flags, 0, 1);
    Atomics.notify(flags, 0);
    for (let spin = 0; spin < SPIN && Atomics.load(flags, 1) === 0; spin++);
    if (!waitForFlag(flags, 1, started + timeoutMs)) {
      const ms = performance.now() - started;
      const died = await this.stopWorker();
      return died ? { kind: 'error', message: `the worker died: ${died.stack ?? died.message}`, ms } : { kind: 'timeout', ms };
    }
    const result = receiveMessageOnPort(port)!.message as RunResult;
    if (keepFresh) await this.stopWorker();
    return result;
  }

  /**
   * A process's CPU time includes its runtime's start (Node.js, the JVM, Python), so the case's budget gets what an
   * empty program of the same language took to start on this machine in this run (Node.js's for a shell command,
   * whose language is unknown); the wall-clock cap, which only stops a program that sleeps, is ten times that.
   */
  private async runAsProcess(input: string, timeoutMs: number): Promise<RunResult> {
    const inputFile = join(this.dir, 'input.txt');
    writeFileSync(inputFile, input);
    const { problem } = this;
    const runProgram = (bundle: string, timeMs: number, command?: string[]) =>
      runBundle({ bundle, command, inputFile, timeMs, wallMs: 10 * timeMs, memoryKb: problem.memoryLimitMb * 1024, outputBytes: 1 << 24 });
    if (this.startCpuMs === null) {
      const empty = this.emptyProgram();
      this.startCpuMs = (await runProgram(empty.bundle, WORKER_START_TIMEOUT_MS, empty.command)).cpuMs;
    }
    const budgetMs = timeoutMs + this.startCpuMs;
    const run = await runProgram(this.bundle, budgetMs, this.command);
    if (run.wallTimeExceeded || run.cpuMs > budgetMs) return { kind: 'timeout', ms: run.wallMs };
    if (run.exitCode !== 0) return { kind: 'error', message: run.stderrTail || `exit ${run.exitCode ?? run.signal}`, ms: run.wallMs };
    return { kind: 'output', output: run.stdout, ms: run.wallMs };
  }

  /** An empty program of the candidate's language, written and compiled; Node.js's for a shell command. */
  private emptyProgram(): { bundle: string; command?: string[] } {
    if (this.language) {
      const empty = prepareEmptyProgram(this.language, this.dir, compileCache(), this.problem.memoryLimitMb);
      if ('command' in empty) return { bundle: '', command: empty.command };
    }
    const file = join(this.dir, 'empty.js');
    writeFileSync(file, '');
    return { bundle: file };
  }

  async close(): Promise<void> {
    await this.stopWorker();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
