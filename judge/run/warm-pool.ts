// Warm workers: a solution's solve() loaded once into a few worker threads of this process, answering test after
// test with no process to start. For answers first (the judge's provisional pass); nothing here is measured or
// limited but by a timeout, so no verdict but AC or WA may rest on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** One answer: solve's output, what it threw, or no answer within the timeout (the worker was stopped). */
export type WarmAnswer = { output: string } | { error: string } | { timeout: true };

/**
 * The worker, as plain CommonJS source (no build step): it requires the module and answers each input posted to
 * it with solve's output, or what solve threw.
 */
const WORKER_SOURCE = `const { parentPort, workerData } = require('node:worker_threads');
let solve = null;
let loadError = null;
try {
  solve = require(workerData.module).solve;
  if (typeof solve !== 'function') loadError = 'the module exports no solve()';
} catch (error) {
  loadError = String((error && error.stack) || error);
}
parentPort.on('message', (input) => {
  if (loadError !== null) return parentPort.postMessage({ error: loadError });
  try {
    parentPort.postMessage({ output: String(solve(input)) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.stack) || error) });
  }
});
`;

/** Writes the worker's source into `dir` once; returns its path. */
function workerFile(dir: string): string {
  const file = join(dir, 'warm-worker.cjs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, WORKER_SOURCE);
  return file;
}

/**
 * Answers every input with the module's solve(), `workers` at a time, each input given `timeoutMs`: a worker that
 * passes it is stopped and a new one takes its place. `onAnswer` hears each answer as it comes (index, answer);
 * aborting stops every worker and leaves the rest unanswered.
 */
export async function answerInWarmWorkers(request: {
  module: string;
  inputs: readonly string[];
  workers: number;
  timeoutMs: number;
  /** The heap a worker may grow to: a solution that allocates without end stops its worker, not this process. */
  heapMb: number;
  /** Where the worker's own source is written (a scratch folder of the judge's). */
  scratch: string;
  signal?: AbortSignal;
  onAnswer: (index: number, answer: WarmAnswer) => void;
}): Promise<void> {
  const file = workerFile(request.scratch);
  let next = 0;
  const lane = async () => {
    let worker: Worker | null = null;
    const start = () => {
      const started = new Worker(file, {
        workerData: { module: request.module },
        stdout: true,
        stderr: true,
        resourceLimits: { maxOldGenerationSizeMb: request.heapMb },
      });
      // What solve() prints for itself is not its answer: drained, not kept.
      started.stdout.resume();
      started.stderr.resume();
      return started;
    };
    try {
      while (next < request.inputs.length && !request.signal?.aborted) {
        const index = next++;
        worker ??= start();
        const answer = await ask(worker, request.inputs[index], request.timeoutMs, request.signal);
        // A worker stopped by the timeout, or killed by what the solution threw outside solve(), is replaced.
        if ('timeout' in answer || worker.threadId === -1) {
          await worker.terminate();
          worker = null;
        }
        if (request.signal?.aborted) return;
        request.onAnswer(index, answer);
      }
    } finally {
      await worker?.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(request.workers, request.inputs.length)) }, lane));
}

/** One input to a worker: its answer, or a timeout (or an abort, which counts as one). */
function ask(worker: Worker, input: string, timeoutMs: number, signal?: AbortSignal): Promise<WarmAnswer> {
  return new Promise((done) => {
    const finish = (answer: WarmAnswer) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      signal?.removeEventListener('abort', onAbort);
      done(answer);
    };
    const onMessage = (answer: WarmAnswer) => finish(answer);
    const onError = (error: Error) => finish({ error: String(error.stack ?? error) });
    const onAbort = () => finish({ timeout: true });
    const timer = setTimeout(() => finish({ timeout: true }), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    signal?.addEventListener('abort', onAbort);
    worker.postMessage(input);
  });
}
