// What this operating system lets the judge do. Linux (WSL 2 included) has all of it; macOS lacks /proc, so time is
// limited by RLIMIT_CPU and memory read from the kernel's figure at exit; native Windows cannot stop a process tree,
// so nothing that runs a solution starts there.
import { UserError } from '../base/index.ts';
import type { Sandbox } from './sandbox.ts';

/** Whether the judge can stop what it starts here: everywhere but native Windows. */
export const judgeRunsHere = (): boolean => process.platform !== 'win32';

/** Throws, before anything is started, where the judge could not stop what it starts (native Windows). */
export function refuseWhereUnstoppable(what: string): void {
  if (judgeRunsHere()) return;
  throw new UserError(
    `${what} does not run on native Windows: the judge cannot stop a runaway solution and all it started there; ` +
      'run the kit in WSL 2 (wsl --install), where it is fully supported',
  );
}

/** One line saying how judging differs on this system from Linux, or null where it does not. */
export function platformNotice(): string | null {
  if (process.platform === 'darwin')
    return (
      'macOS: CPU time is limited by RLIMIT_CPU and memory is the kernel figure at exit (no /proc to sample while a ' +
      'program runs, so a program that allocates without end is stopped by the wall-clock cap, which here also ' +
      'counts time spent waiting for a core: raise it with --wall-limit on a busy machine); figures the system ' +
      'cannot give show as —'
    );
  return null;
}

/**
 * What a command that runs solutions does first: refuse where it could not stop them, else say how this system
 * differs, and, given the sandbox the programs will run in, what of it is not enforced (one line; none when all is).
 */
export function beforeRunning(what: string, note: (line: string) => void, sandbox?: Sandbox): void {
  refuseWhereUnstoppable(what);
  const notice = platformNotice();
  if (notice !== null) note(`note: ${notice}\n`);
  if (sandbox?.line) note(`${sandbox.line}\n`);
}
