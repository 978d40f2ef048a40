// Faithful results remembered by content: a test's result is kept under a key made of everything that can change
// it, and a later run with the same key reports it instead of running the test again. What goes into the key:
// - the kit's judge (every file of judge/), the Node.js that runs it and its programs, the platform, and whether runs
//   are measured by the measuring parent or the Node.js probe;
// - the problem: its limits and every source file its definition and explainer are made of;
// - the program judged, the jury and the checker: a bundle's bytes and its sources'; a compiled or interpreted file's
//   bytes (a folder program's: every file of its folder) and the compiled program's, the command that runs it and what its compiler and runtime say their versions
//   are (asked of g++, javac, java or python3, never of the program: a submission runs only in its sandbox);
// - the test: its name, its input and its answer.
// A shell command (--command) is never remembered: what it runs can change without the kit seeing it. Neither is a
// provisional answer, nor a run that was stopped.
import { createHash, type Hash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { explainerFile, problemFile, type Problem } from '../registry/index.ts';
import { folderFiles, hashFiles, moduleSources, toolVersion } from '../build/index.ts';
import { type Program, readScratchFile } from '../run/index.ts';
import { FILES_LIMIT_MB, measuringParent } from '../sandbox/index.ts';
import type { TestResult } from './types.ts';

/** Where results are kept: in the root's dist/ (ignored by git), beside the judge's bundles. */
export const rememberedDir = (root: string) => join(root, 'dist', '.judge', 'remembered');

/** How many results are kept at most; past it, those used longest ago are forgotten. */
const KEPT_RESULTS = 20_000;

const JUDGE_DIR = fileURLToPath(new URL('../', import.meta.url));

let judgeHash: string | null = null;

/**
 * Every file of judge/ (the verdicts, the measuring, the report's figures), with the Node.js, the platform and how
 * runs are measured there.
 */
function judgeVersion(): string {
  if (judgeHash === null) {
    // How runs are measured is part of it: the measuring parent, or the Node.js probe where there is no C compiler.
    const measuring = measuringParent() === null ? 'probe' : 'parent';
    const hash = createHash('sha256').update(`${process.version} ${process.platform} ${process.arch} ${measuring}\n`);
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else hash.update(`${path.slice(JUDGE_DIR.length)}\n`).update(readFileSync(path));
      }
    };
    walk(JUDGE_DIR);
    judgeHash = hash.digest('hex');
  }
  return judgeHash;
}

/** A build folder that is no path (a NUL is in no file name): what the language's table names in it is the build's. */
const NO_FOLDER = '\u0000build';

/**
 * A program's identity for the key, or null when it has none the kit can see (a shell command, or a compiler or
 * runtime that does not say its version). Nothing of the program itself is run for it.
 */
export function programIdentity(program: Program): string | null {
  const hash = createHash('sha256');
  if (program.kind === 'node') {
    // The sources too: an edit that leaves the bundle as it was (a comment) is still judged again, as the user expects.
    hash.update('node\n').update(readFileSync(program.file));
    for (const file of program.sources ?? []) hash.update(`\n${file}\n`).update(readFileSync(file));
    return hash.digest('hex');
  }
  const { language } = program;
  if (language === null) return null;
  hash.update(`${language.name}\n${program.command.join('\u0000')}\n`).update(readFileSync(program.source));
  // A folder program reads its whole folder (a Python program's other modules): each file is part of what it is.
  hashFiles(hash, folderFiles(program.source), dirname(resolve(program.source)));
  // The build (a C++ binary in its cache folder) is the submission: known by its bytes, never run here (asked its
  // --version, it could do anything, unsandboxed). Its folder is the one the compile put it in (program.built), not
  // where the compile cache is now: KIT_COMPILE_CACHE or the home changed since, a relative cache, or a build kept
  // elsewhere would have made it look like a system tool.
  const built = program.built === undefined ? null : resolve(program.built);
  if (language.compile && built === null) return null; // a build the kit cannot tell from the system's tools
  const inBuild = (word: string) => built !== null && `${resolve(word)}${sep}`.startsWith(`${built}${sep}`);
  for (const word of program.command.filter(inBuild)) {
    // Read as a run's file is (the build folder was the compiler's scratch): a link there is not followed, a FIFO
    // does not block, a folder (Java's classes) is no file; no build is larger than a scratch folder may hold.
    const read = readScratchFile(dirname(resolve(word)), basename(word), FILES_LIMIT_MB * 1024 * 1024);
    if ('bytes' in read) hash.update(`${word}\n`).update(read.bytes);
  }
  // The tools asked are the language's own (g++, javac, java, python3), as its table names them for a build folder
  // that is no path: a word that names the build folder is the build's, and no word of the command is asked as it is.
  const tools = [language.run(program.source, NO_FOLDER, 0)[0]];
  if (language.compile) tools.push(language.compile(program.source, NO_FOLDER)[0]);
  for (const tool of new Set(tools.filter((word) => !word.includes(NO_FOLDER)))) {
    const version = toolVersion(tool);
    if (version === null) return null;
    hash.update(`${tool}\n${version}\n`);
  }
  return hash.digest('hex');
}

/** The source files a problem's definition and explainer are made of: a change to one may change any result. */
export async function problemSources(root: string, problem: Problem): Promise<string[]> {
  const entries = [problemFile(root, problem.id), explainerFile(root, problem.id)].filter((f) => existsSync(f));
  return moduleSources(entries);
}

/** The problem's part of every key: its sources' bytes, its limits and what it runs against. */
export function problemIdentity(problem: Problem, sources: string[]): string {
  const hash = createHash('sha256').update(`${JSON.stringify(problem.limits)}\n`);
  for (const file of [...sources].sort()) hash.update(`${file}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/** One test's key: the parts above, then the test itself. */
export function testIdentity(parts: string[], key: string, input: string, answer: string): string {
  const hash: Hash = createHash('sha256').update(`${judgeVersion()}\n`);
  for (const part of parts) hash.update(`${part}\n`);
  return hash
    .update(`${key}\n${input.length}\n`)
    .update(input)
    .update(`\n${answer.length}\n`)
    .update(answer)
    .digest('hex');
}

/** Results kept on disk, one file a key; a file that does not read back as a result is as good as none. */
export class ResultMemory {
  private wrote = false;

  constructor(private readonly dir: string) {}

  recall(key: string): TestResult | undefined {
    const file = join(this.dir, `${key}.json`);
    try {
      const result = JSON.parse(readFileSync(file, 'utf8')) as TestResult;
      if (typeof result.verdict !== 'string' || typeof result.group !== 'string') return undefined;
      // Used now: kept longer than those not used since.
      const now = new Date();
      utimesSync(file, now, now);
      return result;
    } catch {
      return undefined;
    }
  }

  keep(key: string, result: TestResult): void {
    // A judge error is the kit's, of this run alone: the next run judges the test again.
    if (result.verdict === 'JE') return;
    const { provisional: _p, disagreement: _d, ...kept } = result;
    mkdirSync(this.dir, { recursive: true });
    // Written whole, then renamed into place: a reader never sees half a result. Not synced to disk: a result lost in
    // a crash is only judged again, and a sync per test cost more than the test.
    const file = join(this.dir, `${key}.json`);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(kept));
    renameSync(temp, file);
    this.wrote = true;
  }

  /** Forgets the results used longest ago while more than KEPT_RESULTS are kept. */
  prune(limit = KEPT_RESULTS): void {
    if (!this.wrote) return;
    const names = readdirSync(this.dir).filter((n) => n.endsWith('.json'));
    if (names.length <= limit) return;
    const aged = names
      .map((name) => ({ name, used: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => a.used - b.used);
    for (const { name } of aged.slice(0, names.length - limit)) rmSync(join(this.dir, name), { force: true });
  }
}
