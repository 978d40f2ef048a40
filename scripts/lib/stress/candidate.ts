// The solution under stress, loaded once into a worker thread so that a case that hangs can be stopped. A file
// that exports no solve() is run as a plain program instead, one process per case (much slower).
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleSolution } from '../../../judge/bundle.ts';
import { UserError } from '../../../judge/errors.ts';
import { loadProblem } from '../../../judge/problems.ts';
import { runBundle } from '../../../judge/run-process.ts';

export type RunResult =
  | { kind: 'output'; output: string; ms: number }
  | { kind: 'error'; message: string; ms: number }
  | { kind: 'timeout'; ms: number };

const WARM_UP_TIMEOUT_MS = 10_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { solve } = require(workerData.bundle);
parentPort.on('message', (input) => {
  const started = process.hrtime.bigint();
  try {
    const output = String(solve(input));
    parentPort.postMessage({ kind: 'output', output, ms: Number(process.hrtime.bigint() - started) / 1e6 });
  } catch (error) {
    const message = error && error.stack ? error.stack : String(error);
    parentPort.postMessage({ kind: 'error', message, ms: Number(process.hrtime.bigint() - started) / 1e6 });
  }
});
`;

export class Candidate {
  private worker: Worker | null = null;

  private constructor(
    private readonly dir: string,
    private readonly bundle: string,
    readonly mode: 'solve' | 'program',
    private readonly root: string,
    private readonly problemId: string,
  ) {}

  /** Bundles the file (.ts or .js) with esbuild: as a module exporting solve, or as a plain program. */
  static async load(root: string, problemId: string, file: string): Promise<Candidate> {
    const dir = mkdtempSync(join(tmpdir(), 'stress-'));
    const source = resolve(file);
    const problem = loadProblem(root, problemId);
    const program = await bundleSolution(source, problem, join(dir, 'program.js'));
    if (program.kind === 'program') return new Candidate(dir, program.file, 'program', root, problemId);
    const bundle = join(dir, 'module.cjs');
    try {
      await build({ entryPoints: [source], bundle: true, outfile: bundle, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'silent' });
    } catch (error) {
      throw new UserError(`cannot bundle ${file}: ${(error as Error).message}`);
    }
    return new Candidate(dir, bundle, 'solve', root, problemId);
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundle: this.bundle } });
    worker.unref();
    return worker;
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

  private runInWorker(input: string, timeoutMs: number, fresh: boolean, keepFresh = false): Promise<RunResult> {
    if (fresh || this.worker === null) {
      void this.worker?.terminate();
      this.worker = this.startWorker();
    }
    const worker = this.worker;
    return new Promise((done) => {
      const started = performance.now();
      const timer = setTimeout(() => {
        cleanup();
        void worker.terminate();
        this.worker = null;
        done({ kind: 'timeout', ms: performance.now() - started });
      }, timeoutMs);
      const onMessage = (message: RunResult) => {
        cleanup();
        if (keepFresh) {
          void worker.terminate();
          this.worker = null;
        }
        done(message);
      };
      const onError = (error: Error) => {
        cleanup();
        this.worker = null;
        done({ kind: 'error', message: error.stack ?? String(error), ms: performance.now() - started });
      };
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage(input);
    });
  }

  private async runAsProcess(input: string, timeoutMs: number): Promise<RunResult> {
    const inputFile = join(this.dir, 'input.txt');
    writeFileSync(inputFile, input);
    const problem = loadProblem(this.root, this.problemId);
    const run = await runBundle({ bundle: this.bundle, inputFile, timeMs: timeoutMs, wallMs: timeoutMs, memoryKb: problem.memoryLimitMb * 1024, outputBytes: 1 << 24 });
    if (run.wallTimeExceeded || run.cpuMs > timeoutMs) return { kind: 'timeout', ms: run.wallMs };
    if (run.exitCode !== 0) return { kind: 'error', message: run.stderrTail || `exit ${run.exitCode ?? run.signal}`, ms: run.wallMs };
    return { kind: 'output', output: run.stdout, ms: run.wallMs };
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
