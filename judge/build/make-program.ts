// A program made ready to run (judge/run/program.ts), by the one function that makes it from what a user names: a
// solution file in any language the judge takes, or a shell command. The judge, stress, verify, the page and the bench all run these.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UserError } from '../base/index.ts';
import type { Problem } from '../registry/index.ts';
import { BundleError, bundleSolution, type SubmissionOptions } from './bundle.ts';
import type { Language, Program } from '../run/index.ts';
import { requireMeasuringParent } from '../sandbox/index.ts';
import { refuseGuardedWords, type Sandbox } from '../sandbox/index.ts';
import {
  checkSolutionExtension,
  rememberedCompilesDir,
  compileSource,
  compileSourceAsync,
  firstLines,
  languageOf,
} from './languages.ts';

/**
 * What a program is made from: a solution file (`untrusted`: someone else's, which may import nothing of the kit), or
 * a shell command with a compile step run once before it.
 */
export type ProgramSource = { file: string; untrusted?: boolean } | { command: string; compile?: string; cwd: string };

/** A program, or the compiler's first lines when the source does not compile (CE). */
export type Prepared = { program: Program } | { compileError: string };

/**
 * Makes a program for `problem`: a .ts or .js file is bundled into `bundleFile` (syntax lowered to the problem's
 * judge); a file of another language is compiled through the remembered compiles (memory-limited runtimes are told the
 * problem's limit); a command's compile step runs in `cwd`. A file of a type the judge does not take, a missing
 * compiler, or no C compiler to build the measuring parent with (for anything but a bundle), is a UserError. A
 * submission's compiler runs in `sandbox`, and its bundle holds only what it may import (SubmissionOptions); the
 * problem's own programs (jury, checker) are prepared with null.
 */
export async function prepareProgram(
  source: ProgramSource,
  problem: Problem,
  bundleFile: string,
  sandbox: Sandbox | null,
): Promise<Prepared> {
  if ('command' in source) {
    requireMeasuringParent();
    if (sandbox?.on) refuseGuardedWords(sandbox, source.command);
    const prepared = prepareCommand(source.command, source.compile, source.cwd);
    return 'compileError' in prepared
      ? prepared
      : { program: { kind: 'native', source: source.command, command: prepared.command, language: null } };
  }
  checkSolutionExtension(source.file);
  const language = languageOf(source.file);
  if (language === null) {
    const submission = sandbox ? { submissionRoots: sandbox.guarded.kit, untrusted: source.untrusted } : {};
    return prepareBundle(source.file, problem, bundleFile, submission);
  }
  requireMeasuringParent();
  const compiled = await compileSourceAsync(
    source.file,
    rememberedCompilesDir(),
    language,
    problem.limits.memoryMb,
    sandbox,
  );
  return 'compileError' in compiled
    ? compiled
    : { program: { kind: 'native', source: source.file, command: compiled.command, language, built: compiled.built } };
}

/** What bundling makes, or, where esbuild cannot bundle the solution (a syntax error, an import not found), CE. */
export async function bundledOrCompileError<T>(bundle: () => Promise<T>): Promise<T | { compileError: string }> {
  try {
    return await bundle();
  } catch (error) {
    if (error instanceof BundleError) return { compileError: error.messages };
    throw error;
  }
}

/** A .ts or .js solution bundled, or its CE. */
async function prepareBundle(
  file: string,
  problem: Problem,
  bundleFile: string,
  options: SubmissionOptions,
): Promise<Prepared> {
  // With its source map: an RE's reason and stderr are told in the submission's own lines.
  const bundled = await bundledOrCompileError(() =>
    bundleSolution(file, problem, bundleFile, { ...options, sourceMap: true }),
  );
  return 'compileError' in bundled ? bundled : { program: bundled };
}

/** A TypeScript file, which tsc checks: .ts, .mts, .cts. */
export const isTypeScript = (file: string) => /\.[mc]?ts$/i.test(file);

/**
 * A program that does nothing, in `language` (Node.js for null), written into `dir` and prepared as a solution is:
 * what starting a program of that language costs (stress's allowance, the bench's start-up section).
 */
export function prepareEmptyProgram(language: Language | null, dir: string, memoryMb: number): Program {
  if (language === null) {
    const file = join(dir, 'empty.js');
    writeFileSync(file, '');
    return { kind: 'node', file, bytes: 0, wraps: null };
  }
  const file = join(dir, language.empty.file);
  writeFileSync(file, language.empty.source);
  const compiled = compileSource(resolve(file), rememberedCompilesDir(), language, memoryMb);
  if ('compileError' in compiled)
    throw new Error(`the empty ${language.name} program does not compile:\n${compiled.compileError}`);
  return { kind: 'native', source: file, command: compiled.command, language, built: compiled.built };
}

/** --command, with --compile run once before it (in cwd); a failing compile is a compile error. */
function prepareCommand(
  command: string,
  compile: string | undefined,
  cwd: string,
): { command: string[] } | { compileError: string } {
  if (compile !== undefined) {
    const result = spawnSync('sh', ['-c', compile], { cwd, encoding: 'utf8' });
    if (result.error) throw new UserError(`cannot run --compile: ${result.error.message}`);
    if (result.status !== 0)
      return { compileError: firstLines(`${result.stderr}${result.stdout}`) || `exit status ${result.status}` };
  }
  return { command: ['sh', '-c', command] };
}
