// Warm workers: a solution's solve() loaded once into a few worker threads of this process, answering test after
// test with no process to start. For answers first (the judge's provisional pass); nothing here is measured or
// limited but by a timeout on the solve() call's own CPU time, so no verdict but AC or WA may rest on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { timeCall } from './thread-times.ts';

/** One answer: solve's output, what it threw, or no answer within the timeout (the worker was stopped). */
export type WarmAnswer = { output: string } | { error: string } | { timeout: true };

/**
 * The worker, as plain CommonJS source (no build step): it requires the module, says it is ready with its thread's
 * /proc path (where there is one), and answers each input posted to it with solve's output, or what solve threw.
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
let thread = null;
try {
  thread = require('node:fs').readlinkSync('/proc/thread-self');
} catch {
  // no /proc: the timeout is wall-clock time
}
parentPort.postMessage({ ready: thread });
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
 * Answers every input with the module's solve(), `workers` at a time, each input held to `timeoutMs` and `wallMs`
 * (see ask): a worker that passes one is stopped and a new one takes its place. `onAnswer` hears each answer as it
 * comes (index, answer); aborting stops every worker and leaves the rest unanswered.
 */
export async function answerInWarmWorkers(request: {
  module: string;
  inputs: readonly string[];
  workers: number;
  /** The CPU time a solve() call may take (wall-clock time where a thread's CPU time cannot be read). */
  timeoutMs: number;
  /** The wall-clock time, less the time waiting for a core, a solve() call may take: one that sleeps. */
  wallMs: number;
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
    let worker: ReadyWorker | null = null;
    try {
      while (next < request.inputs.length && !request.signal?.aborted) {
        const index = next++;
        worker ??= await startWorker(file, request.module, request.heapMb);
        const answer = await ask(worker, request.inputs[index], request, request.signal);
        // A worker stopped by the timeout, or killed by what the solution threw outside solve(), is replaced.
        if ('timeout' in answer || worker.worker.threadId === -1) {
          await worker.worker.terminate();
          worker = null;
        }
        if (request.signal?.aborted) return;
        request.onAnswer(index, answer);
      }
    } finally {
      await worker?.worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(request.workers, request.inputs.length)) }, lane));
}

/** A worker that has loaded the module, and where its thread's CPU time can be read (null: nowhere). */
interface ReadyWorker {
  worker: Worker;
  schedstat: string | null;
}

/** Starts a worker and waits until it has loaded the module (a worker that dies loading is ready too: it answers). */
function startWorker(file: string, module: string, heapMb: number): Promise<ReadyWorker> {
  const worker = new Worker(file, {
    workerData: { module },
    stdout: true,
    stderr: true,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    // The module is a plain CommonJS bundle: nothing of this process's flags is needed, and a loader such as tsx's
    // (the commands run under it) would cost each worker some 200 ms to start.
    execArgv: [],
  });
  // What solve() prints for itself is not its answer: drained, not kept.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise((ready) => {
    const onReady = (message: { ready?: string | null }) => {
      worker.off('error', onError);
      ready({ worker, schedstat: message.ready ? `/proc/${message.ready}/schedstat` : null });
    };
    const onError = () => {
      worker.off('message', onReady);
      ready({ worker, schedstat: null });
    };
    worker.once('message', onReady);
    worker.once('error', onError);
  });
}

/**
 * One input to a worker: its answer, or a timeout (or an abort, which counts as one). The limits are the solve()
 * call's own: its CPU time against `timeoutMs`, and its wall-clock time less the time it waited for a core against
 * `wallMs` (a solve() that sleeps), where the thread's times can be read (Linux), so that a busy machine never
 * times an answer out; elsewhere, wall-clock time against `timeoutMs`.
 */
function ask(
  ready: ReadyWorker,
  input: string,
  limits: { timeoutMs: number; wallMs: number },
  signal?: AbortSignal,
): Promise<WarmAnswer> {
  const { worker, schedstat } = ready;
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
    const { timeoutMs, wallMs } = limits;
    const spent = timeCall(schedstat);
    // Looked at when a limit could first be reached, and again until the call has reached one.
    const check = () => {
      const so = spent();
      if (so === null || so.ranMs >= timeoutMs || so.countedMs >= wallMs) return finish({ timeout: true });
      timer = setTimeout(check, Math.max(10, Math.min(timeoutMs - so.ranMs, wallMs - so.countedMs)));
    };
    let timer = setTimeout(check, Math.min(timeoutMs, wallMs));
    worker.on('message', onMessage);
    worker.on('error', onError);
    signal?.addEventListener('abort', onAbort);
    worker.postMessage(input);
  });
}
