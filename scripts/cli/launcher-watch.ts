// A long-running command stops when whatever launched it is gone. `npm run ui` is npm, then `sh -c`, then tsx, then
// this process: a SIGTERM or SIGHUP to npm (or to the shell npm started) ends those, but reaches neither tsx nor
// this process, which were left running, holding the port. So the command watches its two nearest ancestors: if
// either is gone, or the chain is not the one it started with (an orphan is taken in by init or a subreaper), the
// command stops as on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const POLL_MS = 500;

/** A process's parent pid: from /proc on Linux, from ps elsewhere; null when the process is gone or unknown. */
export function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    if (process.platform === 'linux' || process.platform === 'win32') return null;
    const ps = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' });
    const ppid = Number(ps.stdout.trim());
    return ps.status === 0 && ppid > 0 ? ppid : null;
  }
}

/**
 * Calls `stop` once the process's parent or grandparent is gone or changed; returns a function that stops watching.
 * Nothing is watched where the chain cannot be read (native Windows, where long-running commands refuse to start),
 * or where the parent is init already (a process started as a daemon has nothing to lose).
 */
export function watchLauncher(stop: () => void): () => void {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  if (process.platform === 'win32' || parent <= 1 || grandparent === null) return () => {};
  const timer = setInterval(() => {
    if (
      process.ppid !== parent ||
      parentOf(parent) !== grandparent ||
      (grandparent > 1 && parentOf(grandparent) === null)
    ) {
      clearInterval(timer);
      stop();
    }
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
