// A package's generator run as the formats run them (Polygon's, a TPS task's): the problem's own program, trusted,
// run with the user's rights in the folder given, its standard output written byte for byte into a file, stopped
// only where it hangs.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** What a generator may take: far more than any test needs, so that only a program that hangs is stopped. */
export const GENERATOR_WALL_MS = 120_000;

/** Runs `command` in `cwd`, its stdout into `to`; null when it exited 0, else what went wrong, in one line. */
export function runGenerator(
  command: string[],
  to: string,
  cwd: string,
  wallMs = GENERATOR_WALL_MS,
): Promise<string | null> {
  const out = openSync(to, 'w');
  return new Promise((done) => {
    const [program, ...args] = command;
    // In a process group of its own, so that a hang is stopped with everything it started.
    const child = spawn(program, args, { cwd, stdio: ['ignore', out, 'pipe'], detached: true });
    let stderr = '';
    let failure: string | null = null;
    const timer = setTimeout(() => {
      failure = `still running after ${wallMs / 1000} s`;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, wallMs);
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4096) stderr += chunk;
    });
    child.on('error', (error) => {
      failure = error.message;
    });
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      closeSync(out);
      const said = stderr.trim().split('\n')[0] ?? '';
      if (failure === null && status !== 0)
        failure = `${signal ? `died by ${signal}` : `exited with ${status}`}${said ? `: ${said}` : ''}`;
      done(failure);
    });
  });
}
