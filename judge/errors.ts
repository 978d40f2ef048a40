// Two kinds of failure: a UserError (bad flag, bad file, bad data) prints one line; anything else is a bug.

export class UserError extends Error {
  override name = 'UserError';
}

/** Prints a user error as one red line and a bug with its stack; sets a failing exit status. */
export function handleError(error: unknown): void {
  if (error instanceof UserError) {
    const red = process.stderr.isTTY ? (s: string) => `\x1b[31m${s}\x1b[39m` : (s: string) => s;
    process.stderr.write(`${red(`error: ${error.message}`)}\n`);
  } else {
    process.stderr.write(`internal error (a bug in the kit, please report it):\n${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exitCode = 1;
}
