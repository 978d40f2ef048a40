// How the stress worker and the main thread hand over one case: a shared Int32Array of flags and a
// MessagePort. Both sides wait on a flag instead of going through their event loops, polling it for a moment
// before they sleep: waking a sleeping thread took tens of microseconds here, most of a small case's cost.
import type { MessagePort } from 'node:worker_threads';

/** flags[INPUT_POSTED]: set by the main thread when an input is on the port. */
export const INPUT_POSTED = 0;
/** flags[RESULT_POSTED]: set by the worker when its result is on the port. */
export const RESULT_POSTED = 1;
/** flags[LOADED]: set by the worker once the solution is loaded (or failed to load). */
export const LOADED = 2;
/** flags[THREAD]: the worker's thread id, set before LOADED (0 where there is no /proc to tell it). */
export const THREAD = 3;
/** How many flags there are. */
export const FLAGS = 4;
/** Polls of a flag before a thread sleeps on it. */
export const SPIN = 20_000;

/** What the worker is started with. */
export interface WorkerInput {
  /** The solution bundled as a CommonJS module exporting solve. */
  bundle: string;
  port: MessagePort;
  flags: Int32Array;
}

/**
 * One case's result: the output, the error solve threw (or the module's load error), or a timeout; `ms` is the
 * solve() call's CPU time where the worker's thread can be read (Linux), else its wall-clock time.
 */
export type RunResult =
  | { kind: 'output'; output: string; ms: number }
  | { kind: 'error'; message: string; ms: number }
  | { kind: 'timeout'; ms: number };
