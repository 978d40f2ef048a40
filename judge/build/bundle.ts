// Bundles a solution with esbuild into one self-contained CommonJS file, and LeetCode's paste form.
import { build, buildSync, type BuildFailure, type Message, type Metafile, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shownFrom, sourceLiteral, UserError } from '../base/index.ts';
import type { Problem } from '../registry/index.ts';
import type { Bundle } from '../run/index.ts';
import { keptBuild } from './kept-builds.ts';
import { confinedImports } from './confined-imports.ts';

const STDIN_MAIN = fileURLToPath(new URL('../run/stdin-main.ts', import.meta.url));
const DIALOGUE_MAIN = fileURLToPath(new URL('../run/dialogue-main.ts', import.meta.url));
const EXCHANGE_IN_PROCESS = fileURLToPath(new URL('../run/exchange-in-process.ts', import.meta.url));
const RECORDED_JURY = fileURLToPath(new URL('../run/recorded-jury.ts', import.meta.url));

/** The esbuild target of this very Node.js: what runs in this process (a worker, a validator) needs no lowering. */
export const THIS_NODE = `node${process.versions.node.split('.')[0]}`;

/** How a file is bundled when it is a submission: a file the judge runs in its sandbox. */
export interface SubmissionOptions {
  /**
   * The judge's root and the kit the file is a submission to (Sandbox['guarded'].kit): given, the file's imports are
   * confined to its own folder, the kit's solution library and node_modules (confined-imports.ts), and a refused one
   * is a BundleError, CE. Left out for the kit's or the problem's own files (a jury, a checker, a timer).
   */
  submissionRoots?: readonly string[];
  /**
   * Also write the source map beside the bundle, as <outFile>.map (bundleSolution), for an RE's positions in the
   * submission's own lines: the bundle is the same bytes as without it (no sourceMappingURL comment).
   */
  sourceMap?: boolean;
  /** Someone else's code (--untrusted): its imports are held to its own file or folder alone (confined-imports.ts). */
  untrusted?: boolean;
}

/**
 * The plugins that confine a submission's bundle (none for a file of the kit's own); `trusted`, the judge's modules
 * that the generated entry (esbuild's stdin, `stdin`) imports.
 */
export function confinement(
  entry: string,
  options: SubmissionOptions,
  stdin?: { resolveDir: string; sourcefile: string },
  trusted: string[] = [],
): Plugin[] {
  if (!options.submissionRoots) return [];
  const generated = stdin && resolve(stdin.resolveDir, stdin.sourcefile);
  const { submissionRoots: roots, untrusted } = options;
  return [confinedImports({ entry, roots, trusted, generated, untrusted })];
}

/** Whether node reads a .js file in `dir` as an ES module: the nearest package.json up from it says "module". */
function inModuleScope(dir: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, 'package.json');
    if (existsSync(file)) {
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (dirname(at) === at) return false;
  }
}

/**
 * Bundles are CommonJS, as judges run them; where their folder lies in an ES module scope (this package's own, for
 * dist/), a marker in it says so. Elsewhere (a Kattis package, which marks itself) none is needed, so none is written.
 */
export function prepareOutDir(outFile: string): void {
  const dir = dirname(outFile);
  mkdirSync(dir, { recursive: true });
  if (inModuleScope(dir)) writeFileSync(resolve(dir, 'package.json'), '{ "type": "commonjs" }\n');
}

/** A file that esbuild cannot bundle (a syntax error, an import not found): for a solution, its compile error. */
export class BundleError extends UserError {
  constructor(
    entry: string,
    /** esbuild's errors, one a line, as a compiler gives them: file:line:col: error: text. */
    readonly messages: string,
  ) {
    super(`cannot bundle ${entry}: ${messages.replace(/\n/g, '; ')}`);
  }
}

/** Where the confinement refused an import (file:line:col), or null for any other message. */
const refusedAt = (m: Message) =>
  m.pluginName === 'confined-imports' && m.location
    ? `${m.location.file}:${m.location.line}:${m.location.column}`
    : null;

function describe(messages: Message[]): string {
  // A glob import refused is one error for each file it matches, all at the import: the first by name stands for all.
  const first = new Map<string, Message>();
  for (const m of messages) {
    const at = refusedAt(m);
    const least = at === null ? undefined : first.get(at);
    if (at !== null && (least === undefined || m.text < least.text)) first.set(at, m);
  }
  return messages
    .flatMap((m) => {
      const at = refusedAt(m);
      if (at === null) return [m];
      const shown = first.get(at);
      first.delete(at);
      return shown ? [shown] : [];
    })
    .map((m) =>
      m.location
        ? `${shownFrom(process.cwd(), m.location.file)}:${m.location.line}:${m.location.column + 1}: error: ${m.text}`
        : m.text,
    )
    .join('\n');
}

export async function bundleOrExplain(entry: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const errors = (error as BuildFailure).errors;
    if (Array.isArray(errors)) throw new BundleError(entry, describe(errors));
    throw error;
  }
}

/**
 * The function the module exports as an ES module that the bundle's entry calls: solve (stdin-main.ts), or for
 * interactive problems play or jury (dialogue-main.ts); null for none. Decided from esbuild's view of its exports.
 */
async function wrappedExport(
  entry: string,
  options: SubmissionOptions,
): Promise<{ wraps: Bundle['wraps']; read: string[] }> {
  let exportsList: string[] = [];
  let read: string[] = [];
  await bundleOrExplain(entry, async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      metafile: true,
      logLevel: 'silent',
      plugins: confinement(entry, options),
    });
    exportsList = Object.values(result.metafile.outputs).flatMap((output) => output.exports);
    read = inputsOf(result.metafile);
  });
  return { wraps: (['solve', 'play', 'jury'] as const).find((name) => exportsList.includes(name)) ?? null, read };
}

/** The dialogue entry's runner for a play or jury export, imported. */
function dialogue(wraps: 'play' | 'jury'): string {
  const runner = wraps === 'play' ? 'runPlayer' : 'runJury';
  return `import { ${runner} } from ${sourceLiteral(DIALOGUE_MAIN)};\n${runner}`;
}

/**
 * Writes outFile: the solution's solve wrapped in the shared stdin-to-stdout entry (an interactive solution's play,
 * or a jury, in the dialogue entry), or, for a file that exports none, the file itself as a program. Syntax is
 * lowered to the problem's judge's Node.js version. A submission's imports are confined (SubmissionOptions).
 */
export async function bundleSolution(
  entry: string,
  problem: Problem,
  outFile: string,
  options: SubmissionOptions = {},
): Promise<Bundle> {
  const source = resolve(entry);
  if (!existsSync(source)) throw new UserError(`solution file not found: ${entry}`);
  const key = JSON.stringify(['solution', source, problem.bundleTarget, problem.files ?? null, outFile, options]);
  return keptBuild(key, async () => {
    const made = await bundleSolutionNow(source, entry, problem, outFile, options);
    return { value: made.bundle, read: made.read, wrote: options.sourceMap ? [outFile, `${outFile}.map`] : [outFile] };
  });
}

/** bundleSolution's build, with every file it read (those of both of its esbuild builds). */
async function bundleSolutionNow(
  source: string,
  entry: string,
  problem: Problem,
  outFile: string,
  options: SubmissionOptions,
): Promise<{ bundle: Bundle; read: string[] }> {
  const { wraps, read: exportsRead } = await wrappedExport(source, options);
  const runtime = `import { runSolve } from ${sourceLiteral(STDIN_MAIN)};\n`;
  const from = sourceLiteral(source);
  // Without an ES export the file runs as a program (importing it runs it); should it be a CommonJS module whose
  // exports carry solve, known only once it has run, solve gets the shared entry all the same.
  // A problem that reads and writes named files gets an entry that does so (files are the judge's to supply).
  const files = problem.files ? `, ${sourceLiteral(problem.files)}` : '';
  let sources: string[] = [];
  let read: string[] = [];
  const contents =
    wraps === 'solve'
      ? `import { solve } from ${from};\n${runtime}runSolve(solve${files});\n`
      : wraps === 'play' || wraps === 'jury'
        ? `import { ${wraps} } from ${from};\n${dialogue(wraps)}(${wraps});\n`
        : `import * as solution from ${from};\n${runtime}const exported = solution.solve;\n` +
          `if (typeof exported === 'function') runSolve(exported${files});\n`;
  prepareOutDir(outFile);
  const stdin = { resolveDir: dirname(source), sourcefile: `${relative(process.cwd(), source)} (judge entry)` };
  await bundleOrExplain(entry, () =>
    build({
      stdin: { contents, ...stdin, loader: 'ts' },
      bundle: true,
      outfile: outFile,
      format: 'cjs',
      platform: 'node',
      target: problem.bundleTarget,
      metafile: true,
      ...(options.sourceMap ? { sourcemap: 'external', sourcesContent: false } : {}),
      logLevel: 'silent',
      plugins: confinement(source, options, stdin, [STDIN_MAIN, DIALOGUE_MAIN]),
    }).then((result) => {
      read = inputsOf(result.metafile);
      sources = sourcesOf(read);
    }),
  );
  return {
    bundle: { kind: 'node', file: outFile, bytes: statSync(outFile).size, wraps, sources },
    read: [...exportsRead, ...read],
  };
}

/** Every file an esbuild build read from disk, node_modules included, as absolute paths: what its output stands on. */
function inputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith('<') && !/^[a-z-]+:/.test(input))
    .map((input) => resolve(input))
    .filter((file) => existsSync(file));
}

/** Of the files a build read (inputsOf), its sources: those outside node_modules. */
function sourcesOf(read: string[]): string[] {
  return read.filter((file) => !file.includes(`${sep}node_modules${sep}`));
}

/**
 * The source files `entries` are made of, through every import (node_modules left out), as absolute paths: what a
 * change to any of them can change. An entry that does not bundle is a UserError naming it.
 */
export function moduleSources(entries: string[]): Promise<string[]> {
  const key = JSON.stringify(['sources', entries.map((e) => resolve(e))]);
  return keptBuild(key, async () => {
    const { sources, read } = await moduleSourcesNow(entries);
    return { value: sources, read };
  });
}

async function moduleSourcesNow(entries: string[]): Promise<{ sources: string[]; read: string[] }> {
  let sources: string[] = [];
  let read: string[] = [];
  await bundleOrExplain(entries.join(', '), async () => {
    const result = await build({
      entryPoints: entries.map((e) => resolve(e)),
      bundle: true,
      write: false,
      outdir: 'sources',
      format: 'esm',
      platform: 'node',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    read = inputsOf(result.metafile);
    sources = sourcesOf(read);
  });
  return { sources, read };
}

/**
 * Writes outFile: `entry` as one CommonJS module, for loading in-process (stress loads a solution's solve, and its
 * own worker, so), syntax lowered to `target` (an esbuild target such as node12); files `replaced` names are read as
 * the contents it gives (replacing). A submission's imports are confined (SubmissionOptions: answers first's, stress's).
 */
export async function bundleModule(
  entry: string,
  target: string,
  outFile: string,
  replaced?: ReadonlyMap<string, string>,
  options: SubmissionOptions = {},
): Promise<void> {
  const now = async () => {
    prepareOutDir(outFile);
    const plugins = [...confinement(resolve(entry), options), ...replacing(replaced)];
    let read: string[] = [];
    await bundleOrExplain(entry, async () => {
      const result = await build({
        entryPoints: [resolve(entry)],
        ...moduleOptions(target, outFile),
        metafile: true,
        plugins,
      });
      read = inputsOf(result.metafile);
    });
    return read;
  };
  // Contents read in place of a file's are not on disk to compare: such a build is made each time.
  if (replaced && replaced.size > 0) await now();
  else
    await keptBuild(JSON.stringify(['module', resolve(entry), target, outFile, options]), async () => ({
      value: undefined,
      read: await now(),
      wrote: [outFile],
    }));
}

/**
 * An esbuild plugin that reads the files `replaced` names (absolute paths) as the contents given instead of from disk:
 * a solution and its library instrumented with mutants (npm run mutants), bundled as they import one another. The
 * module `pristine` (a game's jury) and all it imports are read from disk in a namespace of their own, so a library
 * file the player and the jury share is the player's mutated copy and the jury's own.
 */
function replacing(replaced: ReadonlyMap<string, string> | undefined, pristine?: string): Plugin[] {
  if (!replaced || replaced.size === 0) return [];
  const loader = (path: string) => (/\.[cm]?ts$/.test(path) ? 'ts' : 'js');
  return [
    {
      name: 'replaced-contents',
      setup(on) {
        if (pristine !== undefined) {
          on.onResolve({ filter: /.*/ }, (args) => {
            if (args.path === pristine) return { path: pristine, namespace: 'pristine' };
            if (args.namespace !== 'pristine' || !/^\.\.?\//.test(args.path)) return undefined;
            const base = resolve(args.resolveDir, args.path);
            const path = [base, `${base}.ts`, `${base}.js`, join(base, 'index.ts')].find(
              (p) => existsSync(p) && statSync(p).isFile(),
            );
            return path ? { path, namespace: 'pristine' } : undefined;
          });
          on.onLoad({ filter: /.*/, namespace: 'pristine' }, (args) => ({
            contents: readFileSync(args.path, 'utf8'),
            loader: loader(args.path),
            resolveDir: dirname(args.path),
          }));
        }
        on.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
          const contents = replaced.get(args.path);
          if (contents === undefined) return undefined;
          return { contents, loader: loader(args.path), resolveDir: dirname(args.path) };
        });
      },
    },
  ];
}

/**
 * bundleModule without waiting on esbuild's service, for callers that must stay synchronous (a validator program
 * run from validate's synchronous callers); what does not bundle is a UserError, as bundleModule's. The paths the
 * bundle names are relative to `workingDir` (default: this process's folder).
 */
export function bundleModuleSync(entry: string, target: string, outFile: string, workingDir?: string): void {
  prepareOutDir(outFile);
  try {
    buildSync({
      entryPoints: [resolve(entry)],
      ...moduleOptions(target, outFile),
      ...(workingDir === undefined ? {} : { absWorkingDir: workingDir }),
    });
  } catch (error) {
    const errors = (error as BuildFailure).errors;
    if (Array.isArray(errors)) throw new UserError(`cannot bundle ${entry}: ${describe(errors)}`);
    throw error;
  }
}

/** esbuild's options for one CommonJS module to load in-process (bundleModule, bundleExchangeModule). */
export const moduleOptions = (target: string, outfile: string) =>
  ({ bundle: true, outfile, format: 'cjs', platform: 'node', target, logLevel: 'silent' }) as const;

/**
 * Writes outFile: a CommonJS module whose solve(input) plays an interactive solution's play() against the jury in
 * this process (exchangeInProcess), the jury's answer(input) as its answer file, and returns "accepted" or
 * "rejected: <the jury's reason>" on one line. Stress loads it as it loads any solve. With `juryRecords` (a JSON
 * file of [input, JuryRecord] pairs, read as the module loads), the jury of a recorded input answers from its record
 * until the player says something else (recorded-jury.ts): npm run mutants' run copies. A submitted player's imports
 * are confined (SubmissionOptions); the jury is the problem's own, trusted with all it imports.
 */
export async function bundleExchangeModule(
  player: string,
  jury: string,
  target: string,
  outFile: string,
  replaced?: ReadonlyMap<string, string>,
  juryRecords?: string,
  options: SubmissionOptions = {},
): Promise<void> {
  prepareOutDir(outFile);
  const live = 'jury(input, answer(input))';
  const contents = [
    `import { play } from ${sourceLiteral(resolve(player))};`,
    `import { answer, jury } from ${sourceLiteral(resolve(jury))};`,
    `import { exchangeInProcess } from ${sourceLiteral(EXCHANGE_IN_PROCESS)};`,
    ...(juryRecords === undefined
      ? [
          'export function solve(input) {',
          `  const { verdict } = exchangeInProcess(${live}, play());`,
          "  return verdict.accepted ? 'accepted\\n' : 'rejected: ' + verdict.reason + '\\n';",
        ]
      : [
          "import { readFileSync } from 'node:fs';",
          `import { juryRecordsFrom, replayingJury, timedJury } from ${sourceLiteral(RECORDED_JURY)};`,
          `const records = juryRecordsFrom(readFileSync(${sourceLiteral(resolve(juryRecords))}, 'utf8'));`,
          'export function solve(input) {',
          '  const record = records.get(input);',
          // The jury's own CPU time (a live jury's: the record's replies cost nothing), so that the player is held
          // to the problem's limit alone: handed to the warm worker beside the answer.
          `  const timed = timedJury(() => ${live});`,
          '  try {',
          '    const { verdict } = exchangeInProcess(record ? replayingJury(record, timed.live) : timed.live(), play());',
          "    return verdict.accepted ? 'accepted\\n' : 'rejected: ' + verdict.reason + '\\n';",
          '  } finally {',
          '    globalThis.__kitJuryCpuMs = timed.ms();',
          '  }',
        ]),
    '}',
  ].join('\n');
  const stdin = {
    contents,
    resolveDir: dirname(resolve(player)),
    sourcefile: 'exchange-entry.js',
    loader: 'js',
  } as const;
  // The jury is the problem's own: never a mutant, though it shares library files with the player.
  const plugins = [
    ...confinement(resolve(player), options, stdin, [resolve(jury), EXCHANGE_IN_PROCESS, RECORDED_JURY]),
    ...replacing(replaced, resolve(jury)),
  ];
  await bundleOrExplain(player, () => build({ stdin, ...moduleOptions(target, outFile), plugins }));
}
