// A CMS task's inputs made as cmsMake makes them (cmstaskenv/cmsMake.py, build_gen_list): gen/generatore.<ext> run in
// the task's folder with each gen/GEN line's words as its arguments, its standard output the input; a `# COPY:` line's
// file copied instead; then gen/valida.<ext> run on each input, `valida input [subtask]` (the subtask from 1, none
// before the first), which must exit 0. The generator and the validator are the task's own programs: trusted, run
// with the user's rights, as cmsMake runs them.
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { atOnce } from '../../../judge/base/index.ts';
import { compileSourceAsync, languageOf, rememberedCompilesDir } from '../../../judge/build/index.ts';
import { runGenerator } from '../run-generator.ts';
import type { GenTest } from './gen-file.ts';

/** cmsMake's names for the generator and the validator, and the languages it takes them in (GEN_EXTS). */
export const GENERATOR = 'generatore';
export const VALIDATOR = 'valida';
const GEN_EXTS = ['.py', '.sh', '.cpp', '.c', '.pas'];

/** The program of gen/ named `base` (gen/generatore.cpp...), as the path of its source; null where there is none. */
export function genProgram(pkg: string, base: string): string | null {
  const folder = join(pkg, 'gen');
  if (!existsSync(folder)) return null;
  const source = readdirSync(folder)
    .filter((name) => GEN_EXTS.includes(extname(name)) && name === `${base}${extname(name)}`)
    .sort()[0];
  return source === undefined ? null : join('gen', source);
}

/**
 * The command that runs a program of gen/ (its source, relative to the package): a compiled one built once, a Python
 * one by the interpreter, a shell script by the interpreter its first line names (as exec would), else by sh. A
 * string where it cannot be run: the reason.
 */
async function commandOf(pkg: string, source: string): Promise<string[] | string> {
  const file = join(pkg, source);
  if (extname(source) === '.sh') {
    const first = readFileSync(file, 'utf8').split('\n', 1)[0];
    return first.startsWith('#!') ? [...first.slice(2).trim().split(/\s+/), file] : ['sh', file];
  }
  const language = languageOf(source);
  if (language === null) return `${source}: a language the kit does not run`;
  // The task's own program, trusted: built outside the sandbox, its memory not limited by a problem's.
  const compiled = await compileSourceAsync(file, rememberedCompilesDir(), language, 2048, null);
  return 'compileError' in compiled ? `${source} does not compile: ${compiled.compileError}` : compiled.command;
}

/**
 * Every input of `tests` made into `into` (input0.txt, ...) and validated, `jobs` at a time. Returns a line for each
 * that could not be made or that the validator refused; none when all were made.
 */
export async function generateInputs(
  pkg: string,
  programs: { generator: string; validator: string },
  tests: readonly GenTest[],
  into: string,
  jobs: number,
): Promise<string[]> {
  const generator = tests.some((t) => !t.copy) ? await commandOf(pkg, programs.generator) : [];
  const validator = await commandOf(pkg, programs.validator);
  const unbuilt = [generator, validator].filter((c): c is string => typeof c === 'string');
  if (unbuilt.length > 0) return unbuilt;
  // Each failure with its test's number, to list them in gen/GEN's order.
  const failures: [number, string][] = [];
  const fail = (n: number, line: string) => failures.push([n, line]);
  await atOnce([...tests.entries()], jobs, async ([n, test]) => {
    const made = join(into, `input${n}.txt`);
    const shown = `gen/GEN:${test.line} (input ${n})`;
    if (test.copy) {
      // A path inside the task's folder, as cmsMake joins it to the folder.
      const from = resolve(pkg, test.words);
      if (!from.startsWith(`${resolve(pkg)}${sep}`) || !existsSync(from)) {
        fail(n, `${shown}: COPY: ${test.words} is not a file of the task's folder`);
        return;
      }
      copyFileSync(from, made);
    } else {
      const failure = await runGenerator([...(generator as string[]), ...test.words.split(/\s+/)], made, pkg);
      if (failure !== null) {
        fail(n, `${shown}: ${programs.generator} ${test.words}: ${failure}`);
        return;
      }
    }
    const args = test.subtask === 0 ? [made] : [made, String(test.subtask)];
    // The validator's output is nothing to keep: it goes beside the input, which the tests' list leaves out.
    const refused = await runGenerator([...(validator as string[]), ...args], `${made}.valida`, pkg);
    if (refused !== null) fail(n, `${shown}: ${programs.validator} refuses it: ${refused}`);
  });
  return failures.sort(([a], [b]) => a - b).map(([, line]) => line);
}
