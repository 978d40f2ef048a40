// The solution under stress, loaded once into a worker thread so that a case that hangs can be stopped. A file
// that exports no solve() is run as a plain program instead, one process per case (much slower). On an interactive
// problem, a play() is played against the jury in the worker, and a program against the jury's own process; either
// way a case's output is "accepted" or "rejected: <the jury's reason>".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { UserError } from '../../judge/base/index.ts';
import { prepareJury } from '../../judge/core/index.ts';
import { juryFile, loadJury, type Problem } from '../../judge/registry/index.ts';
import {
  bundleExchangeModule,
  bundleModule,
  type Program,
  type ProgramSource,
  prepareEmptyProgram,
  overCpuLimit,
  prepareProgram,
  refuseWhereUnstoppable,
  runInteractive,
  runProgram,
  type Sandbox,
  sandboxFor,
  THIS_NODE,
  timeCall,
} from '../../judge/run/index.ts';
import { decideInteractive } from '../../judge/verdict/index.ts';
import {
  FLAGS,
  INPUT_POSTED,
  LOADED,
  RESULT_POSTED,
  type RunResult,
  SPIN,
  THREAD,
  type WorkerInput,
} from './worker-protocol.ts';

export type { RunResult } from './worker-protocol.ts';

/** A worker that has not loaded the solution after this long is given up on; its start never counts against a case. */
const WORKER_START_TIMEOUT_MS = 60_000;
const WARM_UP_TIMEOUT_MS = 10_000;
const WORKER_SOURCE = fileURLToPath(new URL('./worker.ts', import.meta.url));

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

/** A started worker and its side of the hand-over (worker-protocol.ts). */
interface Channel {
  worker: Worker;
  port: MessagePort;
  flags: Int32Array;
  /** Where the worker thread's times are read (timeCall); null without /proc. */
  schedstat: string | null;
  /** What killed the worker, if something did (an exception thrown outside solve, say, from a timer). */
  died?: Error;
}

export class Candidate {
  private channel: Channel | null = null;
  /** CPU time an empty program of the same language takes to start, measured on first use (programs only). */
  private startCpuMs: number | null = null;

  private constructor(
    private readonly dir: string,
    private readonly problem: Problem,
    /** The sandbox a program runs in, as the judge runs it (a solve() in a worker is not sandboxed). */
    private readonly sandbox: Sandbox,
    /**
     * How it runs: solve() in a worker, loaded from this module; or the program, a process per case (against the
     * jury's program, with the answer file from the jury's answer(), on an interactive problem).
     */
    private readonly runs:
      | { module: string }
      | { program: Program; jury?: { program: Program; answer: (input: string) => string } },
  ) {}

  /** 'solve': in-process, in a worker; 'program': a process per case (much slower). */
  get mode(): 'solve' | 'program' {
    return 'module' in this.runs ? 'solve' : 'program';
  }

  /**
   * Prepares the candidate as the judge prepares a solution (one prepareProgram); a bundle that exports solve is
   * bundled again as a module to load in a worker, anything else runs as a program, a process per case.
   */
  static async load(root: string, problem: Problem, source: ProgramSource): Promise<Candidate> {
    const refuse = () => refuseWhereUnstoppable('stress on a program run as a process (not a solve() in a worker)');
    if ('command' in source) refuse();
    const dir = mkdtempSync(join(tmpdir(), 'stress-'));
    const sandbox = sandboxFor(false, root);
    try {
      const prepared = await prepareProgram(source, problem, join(dir, 'program.js'), sandbox);
      if ('compileError' in prepared) {
        const what = 'file' in source ? source.file : `--compile "${source.compile}"`;
        throw new UserError(`${what} does not compile:\n${prepared.compileError}`);
      }
      const { program } = prepared;
      // A play() plays in the worker against a jury module; against a jury program, it runs as a program too.
      const juryModule = problem.interaction ? await loadJury(root, problem) : null;
      const inWorker = problem.interaction ? (juryModule ? 'play' : null) : 'solve';
      if (inWorker === null || program.kind === 'native' || program.wraps !== inWorker || !('file' in source)) {
        refuse();
        if (!problem.interaction) return new Candidate(dir, problem, sandbox, { program });
        // The jury as the judge runs it; a jury program is given an empty answer file, as gen writes for it.
        const jury = await prepareJury(root, problem);
        const answer = juryModule?.answer ?? (() => '');
        return new Candidate(dir, problem, sandbox, { program, jury: { program: jury, answer } });
      }
      const module = join(dir, 'module.cjs');
      if (problem.interaction)
        await bundleExchangeModule(source.file, juryFile(root, problem), problem.bundleTarget, module);
      else await bundleModule(source.file, problem.bundleTarget, module);
      await bundleModule(WORKER_SOURCE, THIS_NODE, join(dir, 'worker.cjs'));
      return new Candidate(dir, problem, sandbox, { module });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * A bundle made already, exporting solve (or, on an interactive problem, playing the jury): one mutant's run copy
   * (npm run mutants --strengthen), loaded as it is.
   */
  static async forModule(root: string, problem: Problem, module: string): Promise<Candidate> {
    const dir = mkdtempSync(join(tmpdir(), 'stress-'));
    try {
      await bundleModule(WORKER_SOURCE, THIS_NODE, join(dir, 'worker.cjs'));
      return new Candidate(dir, problem, sandboxFor(false, root), { module });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Starts a worker and waits until it has loaded the solution, so that no case's time includes the start. */
  private startWorker(): Channel | null {
    const { port1, port2 } = new MessageChannel();
    const flags = new Int32Array(new SharedArrayBuffer(4 * FLAGS));
    if (!('module' in this.runs)) throw new Error('a program runs as a process, not in a worker');
    const workerData: WorkerInput = { bundle: this.runs.module, port: port2, flags };
    // The worker is a plain CommonJS bundle: it needs none of this process's flags (tsx's loader would slow its start).
    const worker = new Worker(join(this.dir, 'worker.cjs'), { workerData, transferList: [port2], execArgv: [] });
    worker.unref();
    const channel: Channel = { worker, port: port1, flags, schedstat: null };
    // Without a listener, an error the worker dies of would end the whole stress run.
    worker.on('error', (error) => (channel.died = error));
    if (!waitForFlag(flags, LOADED, performance.now() + WORKER_START_TIMEOUT_MS)) {
      void worker.terminate();
      port1.close();
      return null;
    }
    const thread = Atomics.load(flags, THREAD);
    if (thread !== 0) channel.schedstat = `/proc/${process.pid}/task/${thread}/schedstat`;
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
   * Hands the input to the worker and blocks until it answers or spends timeoutMs of CPU time; a worker that does not
   * answer in time (a hang, or a worker that died) is stopped and the run reported as a timeout.
   */
  private async runInWorker(input: string, timeoutMs: number, fresh: boolean, keepFresh = false): Promise<RunResult> {
    if (fresh) await this.stopWorker();
    this.channel ??= this.startWorker();
    if (this.channel === null) return { kind: 'timeout', ms: WORKER_START_TIMEOUT_MS };
    const { port, flags, schedstat } = this.channel;
    const started = performance.now();
    const used = timeCall(schedstat);
    port.postMessage(input);
    Atomics.store(flags, RESULT_POSTED, 0);
    Atomics.store(flags, INPUT_POSTED, 1);
    Atomics.notify(flags, INPUT_POSTED);
    for (let spin = 0; spin < SPIN && Atomics.load(flags, RESULT_POSTED) === 0; spin++);
    // The limit is the call's CPU time where the thread's can be read: a busy machine does not make a case time out.
    // Its wall-clock time, less the time it waited for a core, stops a call that sleeps, at ten times the limit.
    for (let deadline = started + timeoutMs; !waitForFlag(flags, RESULT_POSTED, deadline); ) {
      const spent = used();
      if (spent === null || spent.ranMs >= timeoutMs || spent.countedMs >= 10 * timeoutMs) {
        const ms = spent?.ranMs ?? performance.now() - started;
        const died = await this.stopWorker();
        return died
          ? { kind: 'error', message: `the worker died: ${died.stack ?? died.message}`, ms }
          : { kind: 'timeout', ms };
      }
      deadline = performance.now() + Math.max(10, timeoutMs - spent.ranMs);
    }
    const result = receiveMessageOnPort(port)!.message as RunResult;
    const spent = used();
    if (keepFresh) await this.stopWorker();
    return spent === null || result.kind === 'timeout' ? result : { ...result, ms: spent.ranMs };
  }

  /**
   * A process's CPU time includes its runtime's start (Node.js, the JVM, Python), so the case's budget gets what an
   * empty program of the same language took to start on this machine in this run (Node.js's for a shell command,
   * whose language is unknown); the wall-clock cap, which only stops a program that sleeps, is ten times that.
   */
  private async runAsProcess(input: string, timeoutMs: number): Promise<RunResult> {
    if (!('program' in this.runs)) throw new Error('a solve() runs in a worker, not as a process');
    const inputFile = join(this.dir, 'input.txt');
    writeFileSync(inputFile, input);
    const memoryKb = this.problem.limits.memoryMb * 1024;
    const runOnce = (program: Program, timeMs: number) =>
      runProgram({
        program,
        inputFile,
        timeMs,
        wallMs: 10 * timeMs,
        memoryKb,
        outputBytes: 1 << 24,
        sandbox: this.sandbox,
      });
    if (this.startCpuMs === null) {
      const { program } = this.runs;
      const empty = prepareEmptyProgram(
        program.kind === 'native' ? program.language : null,
        this.dir,
        this.problem.limits.memoryMb,
      );
      // Where CPU time cannot be measured the allowance is none: the program gets the bare budget.
      this.startCpuMs = (await runOnce(empty, WORKER_START_TIMEOUT_MS)).cpuMs ?? 0;
    }
    const budgetMs = timeoutMs + this.startCpuMs;
    if (this.runs.jury) return this.playAsProcess(input, inputFile, budgetMs);
    const run = await runOnce(this.runs.program, budgetMs);
    if (run.wallTimeExceeded || overCpuLimit(run, budgetMs)) return { kind: 'timeout', ms: run.wallMs };
    if (run.exitCode !== 0)
      return { kind: 'error', message: run.stderrTail || `exit ${run.exitCode ?? run.signal}`, ms: run.wallMs };
    return { kind: 'output', output: run.stdout, ms: run.wallMs };
  }

  /** An interactive case: the program against the jury's program, decided as the judge decides it. */
  private async playAsProcess(input: string, inputFile: string, budgetMs: number): Promise<RunResult> {
    if (!('program' in this.runs) || !this.runs.jury) throw new Error('not an interactive program');
    const answerFile = join(this.dir, 'answer.txt');
    writeFileSync(answerFile, this.runs.jury.answer(input));
    const limits = { timeMs: budgetMs, wallMs: 10 * budgetMs, memoryKb: this.problem.limits.memoryMb * 1024 };
    const outcome = await runInteractive({
      solution: this.runs.program,
      interactor: this.runs.jury.program,
      inputFile,
      answerFile,
      ...limits,
      outputBytes: 1 << 24,
      idleMs: this.problem.interaction!.idleMs,
      sandbox: this.sandbox,
    });
    const decision = decideInteractive(outcome, limits);
    const ms = outcome.solution.wallMs;
    if ('failure' in decision) throw new UserError(`the jury failed: ${decision.failure}`);
    if (decision.verdict === 'AC') return { kind: 'output', output: 'accepted\n', ms };
    if (decision.verdict === 'WA') return { kind: 'output', output: `rejected: ${decision.checkerReason}\n`, ms };
    if (decision.verdict === 'TLE') return { kind: 'timeout', ms };
    const why =
      decision.verdict === 'ILE'
        ? 'idle: it neither wrote nor ran while the jury waited (a missing flush?)'
        : decision.verdict;
    return { kind: 'error', message: outcome.solution.stderrTail || why, ms };
  }

  async close(): Promise<void> {
    await this.stopWorker();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
