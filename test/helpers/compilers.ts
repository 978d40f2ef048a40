// Whether a compiler or interpreter the other-language tests need is installed; where it is not, the test that
// asked says on a line of its own that it was skipped.
import { spawnSync } from 'node:child_process';

/** Each tool asked once a process: a lane of npm test runs many files that ask for the same compilers. */
const found = new Map<string, boolean>();

/** True when `command flag` runs; else prints "(<what> tests skipped: no <command>)" and returns false. */
export function hasTool(what: string, command: string, flag = '--version'): boolean {
  const key = `${command} ${flag}`;
  if (!found.has(key)) found.set(key, spawnSync(command, [flag], { stdio: 'ignore' }).status === 0);
  if (found.get(key)) return true;
  process.stdout.write(`\n  (${what} tests skipped: no ${command})\n`);
  return false;
}
