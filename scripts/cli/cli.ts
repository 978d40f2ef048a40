// The one command-line helper every command uses: flags parsed and checked against a spec, --help, one-line errors,
// and the same command run either as the process's main or in-process with captured output (as the tests do).
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decodeTestText, readTestText, terminalSafe, UsageError, UserError } from '../../judge/base/index.ts';
import { checkProblemId } from '../../judge/registry/index.ts';
import { type CommandName, summaryOf } from './commands.ts';
import { watchLauncher } from './launcher-watch.ts';

/** This kit's own root: its problems/, solutions/ and testdata/, the default of --root. */
export const OWN_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Output {
  write(text: string): void;
  /** True on a terminal: progress may be drawn in place and colour used. */
  isTTY: boolean;
}

/** Everything a command may touch of its process, so that a test can hand it another. */
export interface Io {
  stdout: Output;
  stderr: Output;
  /** All of standard input, as bytes. */
  readStdin(): Buffer;
  /** Aborted on Ctrl-C, for commands that declare they stop cleanly. */
  signal: AbortSignal;
}

export type FlagSpec =
  | { kind: 'boolean'; help: string; short?: string }
  | { kind: 'string'; value: string; help: string; multiple?: boolean }
  | { kind: 'integer'; value: string; help: string; min: number };

type FlagValue<S extends FlagSpec> = S extends { kind: 'boolean' }
  ? boolean
  : S extends { kind: 'integer' }
    ? number | undefined
    : S extends { multiple: true }
      ? string[]
      : string | undefined;

export interface Parsed<F extends Record<string, FlagSpec>> {
  flags: { [K in keyof F]: FlagValue<F[K]> };
  positionals: string[];
  /** The root the command works on: --root, or this kit's own. */
  root: string;
}

export interface Command<F extends Record<string, FlagSpec>> {
  /** The npm script, e.g. "judge"; its one-line summary is in the list of commands (commands.ts). */
  name: CommandName;
  /** The positional arguments as the usage line shows them, e.g. "[problem-id ...]". */
  args: string;
  /** How many positional arguments are allowed. */
  positionals: { min: number; max: number };
  flags: F;
  /** Which arguments are problem ids, checked against the root's problems before the command runs. */
  problemIds?: 'first' | 'all';
  /** Ctrl-C aborts io.signal instead of ending the process at once; the command stops itself. */
  interruptible?: boolean;
  /** Returns the exit status. */
  run(parsed: Parsed<F>, io: Io): Promise<number> | number;
}

const COMMON: Record<string, FlagSpec> = {
  root: {
    kind: 'string',
    value: 'DIR',
    help: "the root: the folder holding problems/, solutions/ and testdata/ (default: this kit's own)",
  },
  help: { kind: 'boolean', short: 'h', help: 'print this help' },
};

export function usage(command: Command<Record<string, FlagSpec>>): string {
  const flags = { ...command.flags, ...COMMON };
  const rows = Object.entries(flags).map(([name, spec]) => [
    `--${name}${spec.kind === 'boolean' ? '' : ` ${spec.value}`}`,
    spec.help,
  ]);
  const width = Math.max(...rows.map(([left]) => left.length));
  return [
    `usage: npm run ${command.name} --${command.args ? ` ${command.args}` : ''} [flags]`,
    summaryOf(command.name),
    ...rows.map(([left, help]) => `  ${left.padEnd(width)}  ${help}`),
  ].join('\n');
}

function parse<F extends Record<string, FlagSpec>>(command: Command<F>, argv: string[]): Parsed<F> | 'help' {
  const flags: Record<string, FlagSpec> = { ...command.flags, ...COMMON };
  const options = Object.fromEntries(
    Object.entries(flags).map(([name, spec]) => [
      name,
      spec.kind === 'boolean'
        ? { type: 'boolean' as const, ...(spec.short ? { short: spec.short } : {}) }
        : { type: 'string' as const, multiple: spec.kind === 'string' && spec.multiple === true },
    ]),
  );
  let raw: ReturnType<typeof parseArgs>;
  try {
    raw = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw error;
    // node:util's messages name the flag and say what is wrong; its advice about '--' does not apply here.
    throw new UsageError((error as Error).message.split('. To specify a positional')[0]);
  }
  if (raw.values.help === true) return 'help';
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(flags)) {
    const value = raw.values[name];
    if (spec.kind === 'boolean') values[name] = value === true;
    else if (spec.kind === 'integer')
      values[name] = value === undefined ? undefined : integerFlag(name, String(value), spec.min);
    else values[name] = spec.multiple ? ((value as string[] | undefined) ?? []) : value;
  }
  const { min, max } = command.positionals;
  const count = raw.positionals.length;
  if (count < min || count > max) {
    const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    const got = count > 0 ? `${count}: ${raw.positionals.join(' ')}` : `${count}`;
    throw new UsageError(`expected ${wanted} argument${wanted === '1' ? '' : 's'} (${command.args}), got ${got}`);
  }
  const root = typeof values.root === 'string' ? resolve(values.root) : OWN_ROOT;
  return { flags: values as Parsed<F>['flags'], positionals: raw.positionals, root };
}

function integerFlag(name: string, text: string, min: number): number {
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min)
    throw new UsageError(`--${name} takes a whole number >= ${min}, got "${text}"`);
  return value;
}

/** Runs a command on argv; every error becomes a message on io.stderr and a non-zero status, never a throw. */
export async function runCommand<F extends Record<string, FlagSpec>>(
  command: Command<F>,
  argv: string[],
  io: Io,
): Promise<number> {
  try {
    const parsed = parse(command, argv);
    if (parsed === 'help') {
      io.stdout.write(`${usage(command as unknown as Command<Record<string, FlagSpec>>)}\n`);
      return 0;
    }
    const ids =
      command.problemIds === 'all'
        ? parsed.positionals
        : command.problemIds === 'first'
          ? parsed.positionals.slice(0, 1)
          : [];
    for (const id of ids) checkProblemId(parsed.root, id);
    return await command.run(parsed, io);
  } catch (error) {
    return reportError(error, command as unknown as Command<Record<string, FlagSpec>>, io);
  }
}

/** 2 for a wrong command line; 1 for a user error or a bug in the kit (which prints its stack). */
function reportError(error: unknown, command: Command<Record<string, FlagSpec>>, io: Io): number {
  const red = io.stderr.isTTY ? (s: string) => `\x1b[31m${s}\x1b[39m` : (s: string) => s;
  if (error instanceof UsageError) {
    io.stderr.write(`${red(`error: ${error.message}`)}\n${usage(command)}\n`);
    return 2;
  }
  if (error instanceof UserError) {
    // A user error may quote a program: a compiler's complaint, a checker's reason, a failing case's output.
    io.stderr.write(`${red(`error: ${terminalSafe(error.message)}`)}\n`);
    return 1;
  }
  io.stderr.write(
    `internal error (a bug in the kit, please report it):\n${error instanceof Error ? error.stack : String(error)}\n`,
  );
  return 1;
}

/** This process's own streams. Output piped into a reader that stops early (`| head`) ends the command quietly. */
export function processIo(signal: AbortSignal): Io {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(0);
    });
  }
  const tty = (stream: NodeJS.WriteStream): Output => ({
    write: (text) => void stream.write(text),
    isTTY: stream.isTTY === true,
  });
  return { stdout: tty(process.stdout), stderr: tty(process.stderr), readStdin: () => readFileSync(0), signal };
}

/** Runs the command when moduleUrl is the file node was started with; importing the file runs nothing. */
export function runIfMain<F extends Record<string, FlagSpec>>(moduleUrl: string, command: Command<F>): void {
  const entry = process.argv[1];
  if (entry === undefined || realpathSync(entry) !== realpathSync(fileURLToPath(moduleUrl))) return;
  const abort = new AbortController();
  // Ctrl-C, a stop asked by a supervisor or a closed terminal, and the end of whatever launched it (npm stopped by a
  // signal does not pass it on) end a long-running command cleanly.
  let unwatch = () => {};
  if (command.interruptible) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => abort.abort());
    unwatch = watchLauncher(() => abort.abort());
  }
  void runCommand(command, process.argv.slice(2), processIo(abort.signal)).then((status) => {
    unwatch();
    process.exitCode = status;
  });
}

/** A word quoted for a POSIX shell, to paste: in single quotes, each quote of its own written as '\''. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A command's input: the file named on its command line, or standard input when none is; a UserError if unusable. */
export function readInputArgument(io: Io, file: string | undefined): string {
  const read = file === undefined ? decodeTestText(io.readStdin()) : readTestText(file);
  if ('error' in read) throw new UserError(`${file ?? 'stdin'}: ${read.error}`);
  return read.text;
}
