// Runs a command in-process, as `npm run <name>` would, with its output captured: no process start to pay.
import { runCommand, type Command, type FlagSpec } from '../../scripts/cli/cli.ts';

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `tty`: the command's output looks like a terminal (progress drawn in place), as when a person runs it. */
export async function runInProcess<F extends Record<string, FlagSpec>>(
  command: Command<F>,
  argv: string[],
  stdin = '',
  tty = false,
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
    signal: new AbortController().signal,
  });
  return { status, stdout, stderr };
}
