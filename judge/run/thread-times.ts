// A thread's own times, read from the kernel's schedstat (/proc/<pid>/task/<tid>/schedstat): what a solve() call in
// a worker thread is timed by, so that a busy machine never makes it look slow. Linux only; null elsewhere.
import { readFileSync } from 'node:fs';

/** A thread's time on a CPU and its time ready to run but waiting for one, in ms; null where it cannot be read. */
export function threadTimes(schedstat: string | null): { ranMs: number; waitedMs: number } | null {
  if (schedstat === null) return null;
  try {
    const [ran, waited] = readFileSync(schedstat, 'latin1').split(' ').map(Number);
    return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
  } catch {
    return null;
  }
}
