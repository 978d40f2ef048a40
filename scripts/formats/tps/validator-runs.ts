// A TPS task's validators as the kit runs them: a test goes through the global validators, then, for each subtask
// holding it, the subtask-sensitive ones told that subtask and the subtask's own, each command line once
// (get_test_validators.py), in testlib's contract (exit 0: valid). A command line names a program of validator/ and
// its arguments (convert_validator_names_to_commands in problem_util.sh); one the kit cannot run is named, not run.
import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import type { ValidatorRun } from '../../../problems/_authoring/index.ts';
import type { PackageProgram } from '../plan.ts';
import { shellWords } from './shell-words.ts';
import { forSubtask, SUBTASKS_JSON, type TpsSubtasks } from './subtasks-json.ts';

export interface ValidatorPlan {
  /** Every program some run uses, once each. */
  programs: PackageProgram[];
  /** The runs a test goes through, held by these subtasks in gen/data's order (none: the global validators alone). */
  runsOf: (subtasks: readonly string[]) => ValidatorRun[];
  /** One line for each command line the kit does not run. */
  notTaken: string[];
}

/** What a shell would read in an argument (a variable, a pattern, a pipe): such a line needs TPS's bash. */
const SHELL_SYNTAX = /[$`;|&<>()*?[\]~{}!#]/;

/** The validators of subtasks.json as runs; a command line naming a file validator/ does not hold is refused. */
export function validatorPlan(pkg: string, given: TpsSubtasks): ValidatorPlan {
  const programs = new Map<string, PackageProgram>();
  const notTaken = new Map<string, string>();
  const runs = new Map<string, ValidatorRun | null>();
  // Each command line read once: its run, or null (said in notTaken) where the kit cannot run it.
  const runOf = (command: string, where: string): ValidatorRun | null => {
    if (runs.has(command)) return runs.get(command)!;
    const name = command.trim().split(/\s+/)[0];
    const argsText = command.trim().slice(name.length);
    const ext = extname(name).toLowerCase();
    const skip = (why: string) => {
      notTaken.set(command, `${SUBTASKS_JSON}: validator "${command}": ${why}`);
      runs.set(command, null);
      return null;
    };
    if (ext === '') return skip('a shell command, which the kit does not run as a validator');
    // C++ and Pascal validators run as the .exe TPS's Makefile builds from them; the others from their source.
    const source = join('validator', ext === '.exe' ? `${basename(name, ext)}.cpp` : name);
    if (!existsSync(join(pkg, source))) {
      if (ext === '.exe') return skip('a built program whose source, validator/*.cpp, is not in the package');
      throw new UserError(`${where}: "${command}" names ${source}, which is not in the package`);
    }
    if (!['.cpp', '.cc', '.exe', '.py', '.java'].includes(ext))
      return skip(`${ext.slice(1)} is not a language the kit runs validators in`);
    const args = shellWords(argsText);
    if (args === null || SHELL_SYNTAX.test(argsText)) return skip('its arguments need a shell to read them');
    if (!programs.has(source)) programs.set(source, { main: source, folder: 'validator' });
    const run = { program: source, args };
    runs.set(command, run);
    return run;
  };
  const subtasks = new Map(given.subtasks.map((s) => [s.name, s]));
  const globalRuns = given.global.map((c, k) => ({ command: c, where: given.at(['global_validators', k]) }));
  const runsOf = (held: readonly string[]) => {
    const commands = [...globalRuns];
    for (const subtask of held) {
      for (const [k, c] of given.sensitive.entries())
        commands.push({ command: forSubtask(c, subtask)!, where: given.at(['subtask_sensitive_validators', k]) });
      for (const [k, c] of (subtasks.get(subtask)?.validators ?? []).entries())
        commands.push({ command: c, where: given.at(['subtasks', subtask, 'validators', k]) });
    }
    // Each command line once, in its first place (unify_list).
    const once = commands.filter((c, k) => commands.findIndex((d) => d.command === c.command) === k);
    return once.flatMap(({ command, where }) => runOf(command, where) ?? []);
  };
  // Every command line read now, so that what is not taken, and a missing file, is known before anything runs.
  runsOf(given.subtasks.map((s) => s.name));
  return { programs: [...programs.values()], runsOf, notTaken: [...notTaken.values()] };
}
