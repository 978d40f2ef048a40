// Runs a command in-process, as `npm run <name>` would, with its output captured: no process start to pay; or, for
// the few tests of the real command, as a process.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runCommand, type Command, type FlagSpec } from '../../scripts/cli/cli.ts';

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `tty`: the command's output looks like a terminal (progress drawn in place), as when a person runs it; `signal`:
 * its Ctrl-C.
 */
export async function runInProcess<F extends Record<string, FlagSpec>>(
  command: Command<F>,
  argv: string[],
  stdin = '',
  tty = false,
  signal = new AbortController().signal,
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const status = await runCommand(command, argv, {
    stdout: {
      write: (text) => {
        stdout += text;
      },
      isTTY: tty,
    },
    stderr: {
      write: (text) => {
        stderr += text;
      },
      isTTY: tty,
    },
    readStdin: () => Buffer.from(stdin),
    signal,
  });
  return { status, stdout, stderr };
}

/**
 * Runs `scripts/<script>.ts` as its own process, as `npm run <script>` does but without the tsx command's relaying
 * parent (`node --import tsx`, one process start instead of two): for the few tests of the real command.
 */
export function runScript(script: string, args: string[], input = ''): CommandRun {
  const run = spawnSync(process.execPath, ['--import', 'tsx', resolve(`scripts/${script}.ts`), ...args], {
    encoding: 'utf8',
    input,
  });
  return { status: run.status ?? 1, stdout: run.stdout, stderr: run.stderr };
}
