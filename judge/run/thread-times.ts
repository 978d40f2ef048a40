// A thread's own times, read from the kernel's schedstat (/proc/<pid>/task/<tid>/schedstat): what a solve() call in
// a worker thread is timed by, so that a busy machine never makes it look slow. Linux only; null elsewhere.
import { readFileSync } from 'node:fs';

/** A thread's time on a CPU and its time ready to run but waiting for one, in ms. */
export interface ThreadTimes {
  ranMs: number;
  waitedMs: number;
}

/** The thread's times; null where they cannot be read. */
export function threadTimes(schedstat: string | null): ThreadTimes | null {
  if (schedstat === null) return null;
  try {
    const [ran, waited] = readFileSync(schedstat, 'latin1').split(' ').map(Number);
    return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
  } catch {
    return null;
  }
}

/** What a call has spent so far: its thread's CPU time, and its wall-clock time less the thread's wait for a core. */
export interface Spent {
  ranMs: number;
  countedMs: number;
}

/**
 * Starts timing a call made on the thread whose schedstat is given: the function returned says what the call has
 * spent since, or null where the thread's times cannot be read (no /proc, or the thread is gone). `known`: the
 * thread's times as it last told them, while idle since, in place of a first reading (a warm worker's, WarmHost).
 */
export function timeCall(schedstat: string | null, known?: ThreadTimes): () => Spent | null {
  const startedAt = performance.now();
  const start = known ?? threadTimes(schedstat);
  return () => {
    const now = threadTimes(schedstat);
    if (start === null || now === null) return null;
    const wallMs = performance.now() - startedAt;
    return { ranMs: now.ranMs - start.ranMs, countedMs: wallMs - (now.waitedMs - start.waitedMs) };
  };
}
