// An input checked against everything its problem validates with: validate(), then each validator program in its
// contract (the input on stdin; Kattis's: exit 42 when valid, testlib's: exit 0), compiled through the remembered compiles.
// A validator is deterministic (Kattis requires it): an input it accepted is remembered by content, the program's
// own bytes (its command names a content-hashed bundle or build) with its arguments and the input, so an unchanged
// package's data is run through its validators once, not at every check.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { atOnce, UserError } from '../base/index.ts';
import type { Invalid } from '../../problems/_authoring/index.ts';
import { groupSetting, type Problem } from '../registry/index.ts';
import {
  BUNDLED_EXTENSIONS,
  bundleModuleSync,
  rememberedCompilesDir,
  compileSource,
  languageOf,
  THIS_NODE,
} from '../build/index.ts';
import { ACCEPTED_EXIT, type Collected, spawnCollected } from '../run/index.ts';

const VALIDATOR_LIMITS = { timeoutMs: 60_000, maxBuffer: 16 * 1024 * 1024 };

/** The command that runs a validator program, compiled where its language needs it. */
function validatorCommand(file: string): string[] {
  // A Node.js validator is bundled into one CommonJS file (so a package's module type does not matter), run by node.
  // The bundle is named by its own bytes, made from the validator's folder (the paths it names are relative to it):
  // the same program in another root (a package imported again, a test's copy) is one program, so the inputs it
  // accepted are remembered for every copy.
  if (BUNDLED_EXTENSIONS.includes(extname(file).toLowerCase())) {
    const folder = join(rememberedCompilesDir(), 'validators');
    const made = join(folder, `${process.pid}-${randomUUID()}.tmp`);
    bundleModuleSync(file, THIS_NODE, made, dirname(resolve(file)));
    const hash = createHash('sha256').update(readFileSync(made)).digest('hex').slice(0, 16);
    // Renamed whole over any bundle of the same bytes: another judge may be reading it, and reads the same.
    const bundle = join(folder, `${hash}.cjs`);
    renameSync(made, bundle);
    return [process.execPath, bundle];
  }
  const language = languageOf(file);
  if (language === null)
    throw new UserError(`${file}: a validator program must be in a language the judge runs (or export validate())`);
  const compiled = compileSource(file, rememberedCompilesDir(), language, 2048); // the problem's own: trusted
  if ('compileError' in compiled) throw new UserError(`${file}: does not compile: ${compiled.compileError}`);
  return compiled.command;
}

const commands = new Map<string, string[]>();

/** What of a problem checking an input needs. */
type Validated = Pick<Problem, 'validate' | 'validators' | 'groups' | 'validatorContract'>;

/**
 * The command run with an unlimited stack, as problemtools runs validators (a validator that recurses over a large
 * input, such as a recursive regex, would overflow the default 8 MB); the hard limit where it is lower. Windows has no
 * such limit to raise.
 */
function withUnlimitedStack(command: string[]): string[] {
  if (process.platform === 'win32') return command;
  return [
    '/bin/sh',
    '-c',
    'ulimit -s unlimited 2>/dev/null || ulimit -s "$(ulimit -H -s)"; exec "$0" "$@"',
    ...command,
  ];
}

/**
 * The arguments a validator program gets on a test of `group` (the problem's `groups`): a list as it is; a map's
 * entry by the validator's name (file name without extension, or its folder's name where it is a folder of its own).
 */
export function validatorArgsFor(problem: Pick<Problem, 'groups'>, file: string, group: string | undefined): string[] {
  const args = groupSetting(problem, group, 'validatorArgs');
  if (args === undefined || Array.isArray(args)) return args ?? [];
  const name = [basename(file, extname(file)), basename(dirname(file))].find((n) => n in args);
  return name === undefined ? [] : args[name];
}

/**
 * Where an input a validator program accepted is marked: by the hash of the validator's source, the command that runs
 * it (a content-hashed bundle or build) and the input. A validator that is a folder is not remembered.
 */
function acceptedMark(source: string, command: string[], input: string): string {
  const hash = createHash('sha256')
    .update(`${source}\u0000${JSON.stringify(command)}\u0000`)
    .update(input)
    .digest('hex');
  return join(rememberedCompilesDir(), 'validated', hash.slice(0, 2), hash.slice(2));
}

/** A validator program to run on an input: the command, with its arguments; where its acceptance is marked. */
interface ValidatorRun {
  file: string;
  command: string[];
  accepted: string | null;
  /** The exit that says the input is valid: 42 (Kattis) or 0 (testlib). */
  validExit: number;
}

/**
 * Each validator program a test of `group` goes through, with its arguments: the group's validatorRuns where it has
 * them, else every validator with the group's validatorArgs.
 */
function plannedRuns(problem: Validated, group: string | undefined): { file: string; args: string[] }[] {
  const runs = groupSetting(problem, group, 'validatorRuns');
  if (runs !== undefined) return runs.map(({ program, args }) => ({ file: program, args }));
  return problem.validators.map((file) => ({ file, args: validatorArgsFor(problem, file, group) }));
}

/** The validator programs still to run on `input`, in order: those that accepted it before are left out. */
function runsToMake(problem: Validated, input: string, group?: string): ValidatorRun[] {
  const validExit = problem.validatorContract === 'testlib' ? 0 : ACCEPTED_EXIT;
  const runs: ValidatorRun[] = [];
  for (const { file, args } of plannedRuns(problem, group)) {
    // Made again when the validator's source changes (the live page runs for hours).
    const source = statSync(file).isFile() ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
    const made = `${file}\u0000${source}`;
    let command = commands.get(made);
    if (!command) {
      command = validatorCommand(file);
      commands.set(made, command);
    }
    const full = [...command, ...args];
    // The contract is part of what was accepted: an exit of 0 means valid to testlib, not to Kattis.
    const accepted = source === null ? null : acceptedMark(source, [...full, `valid on ${validExit}`], input);
    if (accepted !== null && existsSync(accepted)) continue;
    runs.push({ file, command: withUnlimitedStack(full), accepted, validExit });
  }
  return runs;
}

/** The run's verdict: null where the program accepted the input (marked so), else why not. */
function verdictOf(run: ValidatorRun, outcome: Collected): Invalid | null {
  if (outcome.error) throw new UserError(`${run.file}: cannot run the validator: ${outcome.error.message}`);
  if (outcome.status === run.validExit) {
    if (run.accepted !== null) {
      mkdirSync(dirname(run.accepted), { recursive: true });
      writeFileSync(run.accepted, '');
    }
    return null;
  }
  const said = `${outcome.stderr}\n${outcome.stdout}`.trim().split('\n')[0] ?? '';
  const how = outcome.signal ? `died by ${outcome.signal}` : `exit ${outcome.status}`;
  // A program says no line; 0 stands for "not known" (formatInvalid leaves it out).
  return {
    line: 0,
    field: `validator ${basename(run.file)}`,
    message: said ? `${said} (${how})` : `rejects it (${how})`,
  };
}

/**
 * Why the input is not valid, or null: validate()'s complaint first, else the first validator program's. `group` is
 * the test's group where the input is a test's (its validators may take arguments by group).
 */
export function checkInput(problem: Validated, input: string, group?: string): Invalid | null {
  const invalid = problem.validate?.(input) ?? null;
  if (invalid) return invalid;
  for (const run of runsToMake(problem, input, group)) {
    const [program, ...args] = run.command;
    const outcome = spawnSync(program, args, {
      input,
      encoding: 'utf8',
      timeout: VALIDATOR_LIMITS.timeoutMs,
      maxBuffer: VALIDATOR_LIMITS.maxBuffer,
    });
    const refused = verdictOf(run, outcome);
    if (refused) return refused;
  }
  return null;
}

/**
 * checkInput on many inputs, `jobs` validator processes at a time (each input's validators in order, the first
 * refusal deciding): the verdicts, in the inputs' order.
 */
export async function checkInputs(
  problem: Validated,
  inputs: { input: string; group?: string }[],
  jobs: number,
): Promise<(Invalid | null)[]> {
  const verdicts: (Invalid | null)[] = inputs.map(() => null);
  await atOnce(inputs, jobs, async ({ input, group }, at) => {
    verdicts[at] = problem.validate?.(input) ?? null;
    if (verdicts[at]) return;
    for (const run of runsToMake(problem, input, group)) {
      verdicts[at] = verdictOf(
        run,
        await spawnCollected(run.command, {
          input,
          timeoutMs: VALIDATOR_LIMITS.timeoutMs,
          maxBuffer: VALIDATOR_LIMITS.maxBuffer,
        }),
      );
      if (verdicts[at]) break;
    }
  });
  return verdicts;
}
