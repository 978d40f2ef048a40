// A Polygon package's generated tests made as Polygon makes them: each generator built once from its source in the
// package (beside the package's testlib.h), then run with its test's command line, its standard output written byte
// for byte as the test's input. Generators are the problem's own programs: trusted, run with the user's rights.
import { mkdtempSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { atOnce } from '../../../judge/base/index.ts';
import { rememberedCompilesDir, compileSourceAsync, languageOf } from '../../../judge/build/index.ts';
import { runGenerator } from '../run-generator.ts';
import type { Source } from './problem-xml.ts';

/** One test to make: the generator's command line and the file its output becomes. */
export interface GeneratorRun {
  cmd: string;
  to: string;
  /** The test in words, for a failure: "test 5". */
  shown: string;
}

/** A generator's command line split as Polygon splits it: words separated by blanks, quotes keeping blanks inside. */
export function commandWords(cmd: string): string[] {
  const words: string[] = [];
  for (const match of cmd.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]);
  return words;
}

/**
 * Makes every test of `runs`, `jobs` at a time: the executables by the name a command starts with (a source's file
 * name without its extension, as Polygon names them), each built once. Returns a line for each test that could not be
 * made (a generator missing, not compiling, in a language the kit does not run, failing); none when all were made.
 */
export async function runGenerators(
  pkg: string,
  executables: readonly Source[],
  runs: readonly GeneratorRun[],
  jobs: number,
): Promise<string[]> {
  // Every generator the commands name, built first, `jobs` compilers at a time.
  const names = [...new Set(runs.map((run) => commandWords(run.cmd)[0] ?? ''))];
  const built = new Map<string, string[] | string>();
  const build = async (name: string): Promise<string[] | string> => {
    const source = executables.find((e) => basename(e.path, extname(e.path)) === name);
    const language = source ? languageOf(source.path) : null;
    if (!source) return `no executable named ${name} among problem.xml's <executables>`;
    if (language === null || /^python\.2/.test(source.type))
      return `${source.path} (${source.type}) is in a language the kit does not run`;
    // The problem's own program, trusted: built outside the sandbox, its memory not limited by a problem's.
    const compiled = await compileSourceAsync(join(pkg, source.path), rememberedCompilesDir(), language, 2048, null);
    return 'compileError' in compiled ? `${source.path} does not compile: ${compiled.compileError}` : compiled.command;
  };
  await atOnce(names, jobs, async (name) => {
    built.set(name, await build(name));
  });
  const commandOf = (name: string) => built.get(name) ?? `no executable named ${name}`;
  const failures: string[] = [];
  // A generator that cannot be built is said once, with the tests that needed it.
  const unbuilt = new Map<string, string[]>();
  await atOnce(runs, jobs, async (run) => {
    const [name, ...args] = commandWords(run.cmd);
    const command = commandOf(name ?? '');
    if (typeof command === 'string') {
      unbuilt.set(command, [...(unbuilt.get(command) ?? []), run.shown]);
      return;
    }
    const failure = await generate([...command, ...args], run.to);
    if (failure !== null) failures.push(`${run.shown} ("${run.cmd}"): ${failure}`);
  });
  for (const [why, tests] of unbuilt) failures.push(`${why} (needed by ${tests.join(', ')})`);
  return failures;
}

/** Runs one generator in a folder of its own, its stdout into `to`; null when it exited 0, else what went wrong. */
async function generate(command: string[], to: string): Promise<string | null> {
  const cwd = mkdtempSync(join(rememberedCompilesDir(), 'generating-'));
  try {
    return await runGenerator(command, to, cwd);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
