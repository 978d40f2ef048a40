// The solution under stress, loaded once into a worker thread of a host process of its own (the judge's warm host,
// judge/run/warm-pool.ts), started in the sandbox the judge runs a submission in, so that a case that hangs can be
// stopped and a solve() can reach no more than a submission can. A file that exports no solve() is run as a plain
// program instead, one process per case (much slower). On an interactive problem, a play() is played against the
// jury in the worker, and a program against the jury's own process; either way a case's output is "accepted" or
// "rejected: <the jury's reason>".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { judgeTest, prepareJury, testLimits } from '../../judge/core/index.ts';
import { juryFile, loadJury, type Problem } from '../../judge/registry/index.ts';
import {
  bundleExchangeModule,
  bundleModule,
  type ProgramSource,
  prepareEmptyProgram,
  prepareProgram,
} from '../../judge/build/index.ts';
import { type Lane, type Program, runProgram, WarmHost } from '../../judge/run/index.ts';
import { refuseWhereUnstoppable, type Sandbox, sandboxFor } from '../../judge/sandbox/index.ts';

/**
 * One case's result: the output, the error solve threw (or the module's load error), or a timeout; `ms` is the
 * solve() call's CPU time where the worker's thread can be read (Linux), else its wall-clock time.
 */
export type RunResult =
  | { kind: 'output'; output: string; ms: number }
  | { kind: 'error'; message: string; ms: number }
  | { kind: 'timeout'; ms: number };

/** A worker that has not loaded the solution after this long is given up on; its start never counts against a case. */
const WORKER_START_TIMEOUT_MS = 60_000;
const WARM_UP_TIMEOUT_MS = 10_000;
/** The host's one lane: cases are checked one at a time. */
const LANE = 0;

export class Candidate {
  /** The sandboxed host of the solve()'s worker, started on first use and kept for the candidate's life. */
  private host: WarmHost | null = null;
  /** The host's worker, loaded and warm; null until the next case starts one. */
  private lane: Lane | null = null;
  /** CPU time an empty program of the same language takes to start, measured on first use (programs only). */
  private startCpuMs: number | null = null;

  private constructor(
    private readonly dir: string,
    private readonly problem: Problem,
    /** The sandbox the solve()'s host, or a program, runs in: the judge's for a submission. */
    private readonly sandbox: Sandbox,
    /**
     * How it runs: solve() in a worker of the host, loaded from this module (the host may read `reads` too); or the
     * program, a process per case (against the jury's program, with the answer file from the jury's answer(), on an
     * interactive problem).
     */
    private readonly runs:
      | { module: string; reads: string[] }
      | { program: Program; root: string; jury?: { program: Program; answer: (input: string) => string } },
  ) {}

  /** 'solve': in a worker of the sandboxed host; 'program': a process per case (much slower). */
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
        if (!problem.interaction) return new Candidate(dir, problem, sandbox, { program, root });
        // The jury as the judge runs it; a jury program is given an empty answer file, as gen writes for it.
        const jury = await prepareJury(root, problem);
        const answer = juryModule?.answer ?? (() => '');
        return new Candidate(dir, problem, sandbox, { program, root, jury: { program: jury, answer } });
      }
      const module = join(dir, 'module.cjs');
      // Bundled with what it may import as a submission, as prepareProgram bundled it (confined-imports.ts).
      const submission = { submissionRoots: sandbox.guarded.kit };
      const jury = juryFile(root, problem);
      if (problem.interaction)
        await bundleExchangeModule(source.file, jury, problem.bundleTarget, module, undefined, undefined, submission);
      else await bundleModule(source.file, problem.bundleTarget, module, undefined, submission);
      return new Candidate(dir, problem, sandbox, { module, reads: [] });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * A bundle made already, exporting solve (or, on an interactive problem, playing the jury): one mutant's run copy
   * (npm run mutants --strengthen), loaded as it is, in the same sandboxed host. Its folder is readable too: a game's
   * run copy reads the jury's records beside it as it loads (bundleExchangeModule's juryRecords).
   */
  static async forModule(root: string, problem: Problem, module: string): Promise<Candidate> {
    const dir = mkdtempSync(join(tmpdir(), 'stress-'));
    return new Candidate(dir, problem, sandboxFor(false, root), { module, reads: [dirname(module)] });
  }

  /**
   * The host's worker with the solution loaded, started (and the host with it) where none is live, so that no
   * case's time includes a start; null if it did not load in WORKER_START_TIMEOUT_MS. A host that ended (a solve()
   * that killed its own process, say) is started again.
   */
  private async startedLane(): Promise<Lane | null> {
    if (this.host?.gone) await this.stopHost();
    if (this.lane?.dead) this.stopLane();
    if (this.lane !== null) return this.lane;
    if (!('module' in this.runs)) throw new Error('a program runs as a process, not in a worker');
    const { module, reads } = this.runs;
    // The heap answers first allows its workers: a solve() that allocates without end kills its worker, not stress.
    this.host ??= new WarmHost(module, Math.max(64, this.problem.limits.memoryMb), this.sandbox, reads);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => (timer = setTimeout(done, WORKER_START_TIMEOUT_MS, null)));
    this.lane = await Promise.race([this.host.start(LANE), late]);
    clearTimeout(timer);
    if (this.lane === null) this.host.stop(LANE);
    return this.lane;
  }

  /** Stops the host's worker, if one runs; the next case starts another. */
  private stopLane(): void {
    if (this.lane === null) return;
    this.lane = null;
    this.host?.stop(LANE);
  }

  private async stopHost(): Promise<void> {
    const host = this.host;
    this.host = null;
    this.lane = null;
    await host?.close();
  }

  /** Runs one input; a run that takes longer than timeoutMs is stopped and reported as a timeout. */
  run(input: string, timeoutMs: number): Promise<RunResult> {
    return this.mode === 'solve' ? this.runInWorker(input, timeoutMs) : this.runAsProcess(input, timeoutMs);
  }

  /**
   * Runs one input in a new worker, after a warm-up call, so that no memo kept from earlier cases hides how slow
   * the solution is on this one.
   */
  async runFresh(input: string, warmUp: string, timeoutMs: number): Promise<RunResult> {
    if (this.mode === 'program') return this.runAsProcess(input, timeoutMs);
    this.stopLane();
    // The warm-up also waits out the worker's start, which must not count against the timed run.
    const ready = await this.runInWorker(warmUp, WARM_UP_TIMEOUT_MS);
    if (ready.kind === 'timeout') return ready;
    const run = await this.runInWorker(input, timeoutMs);
    this.stopLane();
    return run;
  }

  /**
   * Asks the host's worker and waits until it answers or spends timeoutMs of CPU time (wall-clock time where the
   * thread's cannot be read): a busy machine does not make a case time out. Its wall-clock time, less the time it
   * waited for a core, stops a call that sleeps, at ten times the limit. A worker that does not answer in time is
   * stopped and the run reported as a timeout; one that died is an error.
   */
  private async runInWorker(input: string, timeoutMs: number): Promise<RunResult> {
    const lane = await this.startedLane();
    if (lane === null || this.host === null) return { kind: 'timeout', ms: WORKER_START_TIMEOUT_MS };
    const started = performance.now();
    const answer = await this.host.ask(lane, { input }, { timeoutMs, wallMs: 10 * timeoutMs });
    const ms = answer.cpuMs ?? performance.now() - started;
    if ('timeout' in answer || lane.dead) this.stopLane();
    if ('timeout' in answer) return { kind: 'timeout', ms };
    if ('error' in answer)
      return { kind: 'error', message: lane.dead ? `the worker died: ${answer.error}` : answer.error, ms };
    return { kind: 'output', output: answer.output, ms };
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
    if (this.startCpuMs === null) {
      const { program } = this.runs;
      const { memoryMb } = this.problem.limits;
      const empty = prepareEmptyProgram(program.kind === 'native' ? program.language : null, this.dir, memoryMb);
      // Not a case: the start's own CPU time. Where CPU time cannot be measured the allowance is none.
      const timeMs = WORKER_START_TIMEOUT_MS;
      const limits = testLimits({ limits: { timeMs, wallMs: 10 * timeMs, memoryMb, outputMb: 16 } });
      this.startCpuMs = (await runProgram({ program: empty, inputFile, ...limits, sandbox: this.sandbox })).cpuMs ?? 0;
    }
    const budgetMs = timeoutMs + this.startCpuMs;
    return this.judgeCase(input, inputFile, budgetMs);
  }

  /**
   * One case judged as the judge judges a test (judgeTest), held to the case's budget: with no answer, its output is
   * what it printed; against the jury's program, the jury's verdict is the output ("accepted", "rejected: why").
   */
  private async judgeCase(input: string, inputFile: string, budgetMs: number): Promise<RunResult> {
    if (!('program' in this.runs)) throw new Error('a solve() runs in a worker, not as a process');
    const { program, root, jury } = this.runs;
    const limits = { ...this.problem.limits, timeMs: budgetMs, wallMs: 10 * budgetMs, outputMb: 16 };
    const answer = jury ? join(this.dir, 'answer.txt') : null;
    const answerText = jury ? jury.answer(input) : null;
    if (answer !== null) writeFileSync(answer, answerText!);
    const result = await judgeTest({
      root,
      programs: { program, ...(jury ? { interactor: jury.program } : {}) },
      test: {
        problem: { ...this.problem, limits },
        group: 'stress',
        name: 'case',
        input: inputFile,
        answer,
        inputText: input,
        answerText,
      },
      sandbox: this.sandbox,
    });
    if ('message' in result) throw new UserError(`the case could not be judged: ${result.file}: ${result.message}`);
    if (result.verdict === 'JE') throw new UserError(result.judgeError ?? 'judge error');
    const ms = result.wallMs ?? 0;
    if (result.madeAnswer !== undefined) return { kind: 'output', output: result.madeAnswer, ms };
    if (result.verdict === 'AC') return { kind: 'output', output: 'accepted\n', ms };
    if (result.verdict === 'WA') return { kind: 'output', output: `rejected: ${result.checkerReason}\n`, ms };
    if (result.verdict === 'TLE') return { kind: 'timeout', ms };
    const why =
      result.verdict === 'ILE'
        ? 'idle: it neither wrote nor ran while the jury waited (a missing flush?)'
        : result.verdict === 'RE'
          ? (result.errorReason ?? `exit ${result.exitCode ?? result.signal}`)
          : result.verdict;
    return { kind: 'error', message: result.stderrTail || why, ms };
  }

  async close(): Promise<void> {
    await this.stopHost();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
