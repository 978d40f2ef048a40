// Whether a compiler or interpreter the other-language tests need is installed; where it is not, the test that
// asked says it was skipped, naming the tool and how to get it (skip.ts), and returns.
import { spawnSync } from 'node:child_process';
import { skip } from './skip.ts';

/** Each tool asked once a process: a lane of npm test runs many files that ask for the same compilers. */
const found = new Map<string, boolean>();

/** How to get each tool the tests ask for, on Debian or Ubuntu (what .ci/run installs). */
const INSTALL: Record<string, string> = {
  'g++': 'apt-get install g++',
  gcc: 'apt-get install gcc',
  cc: 'apt-get install gcc',
  python3: 'apt-get install python3',
  javac: 'apt-get install default-jdk-headless',
  java: 'apt-get install default-jdk-headless',
  setpriv: 'apt-get install util-linux',
};

/**
 * True when `command flag` runs; else says "(<what> tests skipped: no <command>; <how to install it>)", which a lane
 * of npm test counts as the asking test skipped, and returns false: ask in the test, and return when false.
 */
export function hasTool(what: string, command: string, flag = '--version'): boolean {
  const key = `${command} ${flag}`;
  if (!found.has(key)) found.set(key, spawnSync(command, [flag], { stdio: 'ignore' }).status === 0);
  if (found.get(key)) return true;
  skip(`${what} tests`, `no ${command}; ${INSTALL[command] ?? `install ${command}`}`);
  return false;
}
