// Solutions in other languages: how each is compiled and run, chosen by the file's extension. This table is the one
// place to change a compiler or its flags. Compiled programs are cached by the hash of their source and command, so
// judging an unchanged file again does not compile it again.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants as fsConstants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, extname, join, resolve } from 'node:path';
import { UserError } from '../base/index.ts';
import { javaFileName, mainClass } from './java-source.ts';
import { ownFolder, type Sandbox, type SandboxedRun } from '../sandbox/index.ts';
import { folderFiles, hashFiles } from './folder-files.ts';
import { type CompilerRun, runCompiler } from './run-compiler.ts';
import { type Language, removeScratch, spawnCollected } from '../run/index.ts';
import { toolVersion } from './tool-version.ts';
import { markUsed, pruneCompiled } from './remembered-compiles.ts';

export const LANGUAGES: Language[] = [
  {
    name: 'C++',
    extensions: ['.cpp', '.cc', '.cxx'],
    compile: (source, out) => ['g++', '-O2', '-std=c++17', '-o', join(out, 'main'), source],
    linksFolder: true,
    run: (_source, out) => [join(out, 'main')],
    empty: { file: 'empty.cpp', source: 'int main() {}\n' },
  },
  {
    name: 'C',
    extensions: ['.c'],
    compile: (source, out) => ['gcc', '-O2', '-std=c11', '-o', join(out, 'main'), source, '-lm'],
    linksFolder: true,
    run: (_source, out) => [join(out, 'main')],
    empty: { file: 'empty.c', source: 'int main(void) { return 0; }\n' },
  },
  {
    name: 'Python',
    // .py3: Kattis packages name Python 3 so too (problemtools takes it).
    extensions: ['.py', '.py3'],
    // Checked for syntax before it runs (nothing written), as judges that report CE for Python do.
    compile: (source) => [
      pythonExecutable(),
      '-c',
      'import ast, sys; ast.parse(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1])',
      source,
    ],
    run: (source) => [pythonExecutable(), source],
    empty: { file: 'empty.py', source: '' },
  },
  {
    name: 'Java',
    extensions: ['.java'],
    compile: (source, out) => ['javac', '-encoding', 'UTF-8', '-d', out, source],
    fileName: javaFileName,
    // Run as judges run Java: the heap starts small and is capped at the memory limit (Codeforces gives -Xms8M and
    // -Xmx at the limit), collected by the serial collector (AtCoder's choice). Left to its defaults on a machine
    // with much memory, the JVM grows its heap for long before it collects: a program holding 1 KB while it churns
    // through 2 GB of short-lived arrays peaked at 529 MB here, and at 41 MB with these flags.
    run: (source, out, memoryMb) => [
      'java',
      '-XX:+UseSerialGC',
      '-Xms8m',
      `-Xmx${memoryMb}m`,
      '-Xss64m',
      '-cp',
      out,
      mainClass(source),
    ],
    empty: { file: 'Empty.java', source: 'public class Empty { public static void main(String[] args) {} }\n' },
  },
];

let python: string | null = null;

/**
 * The interpreter python3 stands for, asked once: a version manager's shim (pyenv's is a bash script) would otherwise
 * add its own start-up, 0.2 s of CPU here, to every test. Plain `python3` if it cannot say.
 */
function pythonExecutable(): string {
  if (python === null) {
    const asked = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
    const path = asked.status === 0 ? asked.stdout.trim() : '';
    python = path !== '' && existsSync(path) ? path : 'python3';
  }
  return python;
}

let pruned = false;

/** The remembered compiles pruned once a process, after its first new build. */
function pruneOnce(cache: string): void {
  if (pruned) return;
  pruned = true;
  pruneCompiled(cache);
}

/** Where compiled programs are remembered, by hash: outside any root, so an unchanged file is compiled once. */
export function rememberedCompilesDir(): string {
  return process.env.KIT_COMPILE_CACHE ?? join(homedir(), '.cache', 'game-judge-kit', 'compiled');
}

/** TypeScript and JavaScript files, bundled by esbuild rather than compiled. */
export const BUNDLED_EXTENSIONS = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'];
/** Every extension --solution takes. */
export const SOLUTION_EXTENSIONS = [...BUNDLED_EXTENSIONS, ...LANGUAGES.flatMap((l) => l.extensions)];

/** A solution file's type is known, or the error says which are. */
export function checkSolutionExtension(file: string): void {
  if (SOLUTION_EXTENSIONS.includes(extname(file).toLowerCase())) return;
  throw new UserError(
    `${file}: the judge takes ${SOLUTION_EXTENSIONS.join(' ')} files; run anything else with --command (and --compile)`,
  );
}

export function languageOf(file: string): Language | null {
  return LANGUAGES.find((l) => l.extensions.includes(extname(file).toLowerCase())) ?? null;
}

/** C and C++ headers in the source's own folder, which `#include "..."` finds first: sorted, as absolute paths. */
function headersBeside(file: string): string[] {
  if (!/\.(c|cc|cpp|cxx)$/i.test(file)) return [];
  const folder = dirname(file);
  return readdirSync(folder)
    .filter((name) => /\.(h|hh|hpp|hxx)$/i.test(name))
    .sort()
    .map((name) => join(folder, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/**
 * The other sources a submission in a folder of its own is compiled with, where its language links them
 * (Language.linksFolder): those of its language in its folder, sorted. None for the problem's own programs
 * (`sandbox` null: a validator or checker), whose folder (TPS's validator/validator.cpp beside validator-small.cpp)
 * holds programs of their own.
 */
function sourcesBeside(file: string, language: Language, sandbox: Sandbox | null): string[] {
  const folder = ownFolder(file);
  if (!language.linksFolder || folder === null || sandbox === null) return [];
  return readdirSync(folder)
    .filter((name) => language.extensions.includes(extname(name).toLowerCase()) && name !== basename(file))
    .sort()
    .map((name) => join(folder, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/** How to install a compiler the judge looks for, on Debian and Ubuntu. */
const INSTALL: Record<string, string> = {
  'g++': 'apt-get install g++',
  gcc: 'apt-get install gcc',
  javac: 'apt-get install default-jdk-headless',
  python3: 'apt-get install python3',
};

/** Whether `command` names an executable: a path, or a name found on PATH. */
function onPath(command: string): boolean {
  const executable = (file: string) => {
    try {
      accessSync(file, fsConstants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (command.includes('/')) return executable(command);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && executable(join(dir, command)));
}

/**
 * A command that runs the compiled program and, for a compiled language, the cache folder the build sits in (whose
 * `.compiled` mark a run's judge error is told by: judge/core/test-judge.ts), or the compiler's complaint.
 */
export type Compiled = { command: string[]; built?: string } | { compileError: string };

/** The first lines of a compiler's complaint, enough to find the error. */
export const firstLines = (text: string) => text.split('\n').slice(0, 12).join('\n').trimEnd();

/**
 * Compiles `source`, a program of the problem's own (a validator, a checker: trusted, compiled with the user's rights
 * and no limit), cached under cacheDir by the hash of what it is made from (compileKey), and returns the command that
 * runs it, or the compiler's first lines of error.
 */
export function compileSource(source: string, cacheDir: string, language: Language, memoryMb: number): Compiled {
  const job = compileJob(source, cacheDir, language, memoryMb, null);
  if ('done' in job) return job.done;
  return job.finish(spawnSync(job.command[0], job.command.slice(1), { encoding: 'utf8', env: job.env }));
}

/**
 * compileSource with the compiler run beside other work (several programs built at once); a submission's (`sandbox`
 * given) in its sandbox and under the compile limits (run-compiler.ts: the compiler may read the system, its own
 * installation and the source, or a folder program's folder, and write its output folder alone: an `#include` of the
 * answers or of /dev/zero is refused), past which it is CE with the reason.
 */
export async function compileSourceAsync(
  source: string,
  cacheDir: string,
  language: Language,
  memoryMb: number,
  sandbox: Sandbox | null,
): Promise<Compiled> {
  const job = compileJob(source, cacheDir, language, memoryMb, sandbox);
  if ('done' in job) return job.done;
  if (sandbox === null) return job.finish(await spawnCollected(job.command, { env: job.env }));
  return job.finish(await runCompiler(sandbox, job.command, job.run));
}

/** A compile: its result where the cache has it, else the compiler's command and what makes the result of its run. */
type CompileJob =
  | { done: Compiled }
  | {
      command: string[];
      env: NodeJS.ProcessEnv;
      /** The compiler as a submission runs in its sandbox: its own files, its output folder its scratch. */
      run: SandboxedRun;
      finish: (result: CompilerRun) => Compiled;
    };

/**
 * A remembered compile's key: the command (with placeholders) and what its compiler says its version is, whether it
 * is sandboxed, and the name and bytes of every file the compile may read beside the system's: the source, and a
 * folder program's whole folder (in the sandbox, the folder is all of the submission the compiler may read; outside
 * it, the headers beside the source too, which `#include "..."` finds first).
 */
function compileKey(file: string, text: Buffer, language: Language, sandbox: Sandbox | null, linked: boolean): string {
  // Compiled in the sandbox or not is part of the key: what compiles outside it may not inside; so is a folder's
  // other sources linked in.
  const sandboxed = `${sandbox?.files ? `\u0000sandboxed ${sandbox.summary}` : ''}${linked ? '\u0000linked' : ''}`;
  // The source is named by its content, not its path: the same program in another folder (a package imported
  // again, a test's copy) is built once.
  const command = language.compile!('<source>', '<out>');
  // The compiler itself: an upgraded one compiles again.
  const probe = `${command.join('\u0000')}${sandboxed}\u0000${toolVersion(command[0]) ?? 'no version'}`;
  const hash = createHash('sha256').update(probe).update('\u0000').update(text);
  const beside = sandbox?.files ? [] : headersBeside(file);
  hashFiles(hash, [...new Set([...folderFiles(file), ...beside])].sort(), dirname(file));
  return hash.digest('hex').slice(0, 16);
}

function compileJob(
  source: string,
  cacheDir: string,
  language: Language,
  memoryMb: number,
  sandbox: Sandbox | null,
): CompileJob {
  const file = resolve(source);
  if (!existsSync(file)) throw new UserError(`solution file not found: ${source}`);
  if (!language.compile) return { done: { command: language.run(file, '', memoryMb) } };
  const text = readFileSync(file);
  const beside = sourcesBeside(file, language, sandbox);
  const out = join(cacheDir, compileKey(file, text, language, sandbox, beside.length > 0));
  if (existsSync(join(out, '.compiled'))) {
    markUsed(out);
    return { done: { command: language.run(file, out, memoryMb), built: out } };
  }
  // Its own work folder: another compile of the same text may be under way in this process.
  const work = `${out}.${process.pid}-${randomUUID()}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // A copy under the name the compiler needs, if the file's own will not do; its errors then name the user's file.
  const wanted = language.fileName?.(text.toString('utf8'));
  const compiled = wanted && wanted !== basename(file) ? join(work, 'src', wanted) : file;
  if (compiled !== file) {
    mkdirSync(join(work, 'src'));
    writeFileSync(compiled, text);
  }
  const own = language.compile(compiled, work);
  const at = own.indexOf(compiled) + 1;
  const command = [...own.slice(0, at), ...beside, ...own.slice(at)];
  const compiler = command[0];
  // Looked for before the compile: in the sandbox a missing compiler would read as the submission's CE.
  if (!onPath(compiler)) {
    removeScratch(work);
    throw new UserError(
      `cannot compile ${source}: ${compiler} is not installed (${INSTALL[compiler] ?? `install ${compiler}`})`,
    );
  }
  const program = { kind: 'native' as const, source: file, command, language };
  return {
    command,
    env: { ...process.env, TMPDIR: work },
    run: { program, scratch: work, path: process.env.PATH ?? '', reads: [] },
    finish: (result) => finishCompile(result, { source, file, compiled, compiler, work, out, language, memoryMb }),
  };
}

/** The compiler's run made the compile's result: its complaint, or the build put in place in the cache. */
function finishCompile(
  result: CompilerRun,
  c: {
    source: string;
    file: string;
    compiled: string;
    compiler: string;
    work: string;
    out: string;
    language: Language;
    memoryMb: number;
  },
): Compiled {
  const { source, file, compiled, compiler, work, out, language, memoryMb } = c;
  if (result.error) {
    removeScratch(work);
    throw new UserError(
      `cannot compile ${source}: ${compiler} is not installed (${(result.error as NodeJS.ErrnoException).code})`,
    );
  }
  if (result.status !== 0 || result.over) {
    removeScratch(work);
    const complaint = firstLines(`${result.stderr}${result.stdout}`.split(compiled).join(file));
    if (result.over) return { compileError: complaint ? `${result.over}\n${complaint}` : result.over };
    return { compileError: complaint || `${compiler} exited with status ${result.status}` };
  }
  // The sandbox lets no program change a file's mode (seccomp cannot tell scratch from the rest), so the linker's
  // chmod +x of its output is refused, quietly: the judge marks the program it will run executable, on bytes alone.
  const runs = language.run(file, work, memoryMb)[0];
  // The compiler's folder is a submission's scratch: a link there is not followed (chmod would change its target).
  if (runs.startsWith(`${work}/`) && lstatSync(runs, { throwIfNoEntry: false })?.isFile()) chmodSync(runs, 0o755);
  // Made new (O_EXCL): a `.compiled` the compiler left in its folder, a link above all, is never written through.
  try {
    writeFileSync(join(work, '.compiled'), '', { flag: 'wx' });
  } catch {
    removeScratch(work);
    return {
      compileError: `${compiler} left a file named .compiled in its output folder, which the judge keeps for itself`,
    };
  }
  // Put in place whole by one rename, and never replaced (another judge may be running it): if another judge
  // compiled the same file meanwhile, its folder stays and this one goes.
  try {
    renameSync(work, out);
    pruneOnce(dirname(out));
  } catch (error) {
    if (!existsSync(join(out, '.compiled'))) throw error;
    removeScratch(work);
  }
  return { command: language.run(file, out, memoryMb), built: out };
}
