// Type-checks a TypeScript solution before it is judged, as the judges that take TypeScript compile it with tsc
// (LeetCode, Codeforces): a type error there is a compile error, so it is CE here, with tsc's messages as
// file:line:col. The settings are the kit's own strict ones (TYPECHECK_SETTINGS). The compiler runs in a process of
// its own (typecheck-child.cjs), started once and kept, so the judge bundles meanwhile and a later check (the live
// page's next save) reuses what it parsed. A result is kept by the solution's content and that of every file the
// check read, each named from the judge's root, in a cache beside the compiled programs', so an unchanged solution is
// not checked again, nor one changed back, nor a copy of the root elsewhere. The compiler reads only what the
// solution may import as a submission (confined-imports.ts): any other file is as if absent to it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type ReadFiles, readFiles, recallRemembered, sha, writeFileAtomic } from '../base/index.ts';
import { type FolderRule, submissionFolders } from './confined-imports.ts';
import { isTypeScript } from './make-program.ts';

/** Where the results are kept (KIT_TYPECHECK_CACHE, else the user's cache folder). */
function typecheckCache(): string {
  return process.env.KIT_TYPECHECK_CACHE ?? join(homedir(), '.cache', 'game-judge-kit', 'typechecked');
}

/**
 * The compiler's settings (tsconfig.json's form): the kit's own strict ones, less its lint-like checks (unused
 * names), for the language of ES2022 with no DOM, and imports resolved as esbuild resolves them.
 */
export const TYPECHECK_SETTINGS = {
  strict: true,
  target: 'ES2022',
  lib: ['ES2022'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  noEmit: true,
  typeRoots: [fileURLToPath(new URL('../../node_modules/@types', import.meta.url))],
} as const;

const CHILD = fileURLToPath(new URL('./typecheck-child.cjs', import.meta.url));
/** The module that keeps a compiler process's parsed library files, for another such process to require. */
export const KEPT_LIBRARIES = fileURLToPath(new URL('./kept-libraries.cjs', import.meta.url));
/** The compiler's version, read without loading it: a kept result is of one version. */
export const TYPESCRIPT_VERSION = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../node_modules/typescript/package.json', import.meta.url)), 'utf8'),
  ) as { version: string }
).version;

interface Kept {
  /** The files the check read. */
  files: ReadFiles;
  /** The errors, the root's path (with the separator after it) in them written as ROOT_MARK. */
  errors: string | null;
}

/** The root's path in a kept error, so that a copy of the root elsewhere reads it as its own. */
const ROOT_MARK = '\u0000root\u0000';

interface Reply {
  diagnostics: string[];
  more: number;
  read: string[];
}

/** A request for the checker: sent when the one before it is answered, unless its run is stopped first. */
interface Request {
  line: string;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

/** The checker's process, while there is one; the request it is answering; those waiting their turn. */
let child: ChildProcess | null = null;
let asked: Request | null = null;
const queued: Request[] = [];

/** The checker's process keeps this one alive only while a check is waiting on it. */
function holdOpen(hold: boolean): void {
  if (!child) return;
  for (const handle of [child, child.stdin, child.stdout] as { ref(): void; unref(): void }[])
    hold ? handle.ref() : handle.unref();
}

/** The next request waiting, if the checker (started if need be) is free. */
function sendNext(): void {
  if (asked) return;
  const next = queued.shift();
  if (!next) {
    holdOpen(false);
    return;
  }
  asked = next;
  const process = checker();
  holdOpen(true);
  process.stdin!.write(next.line);
}

function checker(): ChildProcess {
  if (child) return child;
  const started = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  child = started;
  createInterface({ input: started.stdout! }).on('line', (line) => {
    const answered = asked;
    asked = null;
    answered?.resolve(JSON.parse(line) as Reply);
    sendNext();
  });
  started.on('exit', (code, signal) => {
    child = null;
    const lost = [...(asked ? [asked] : []), ...queued.splice(0)];
    asked = null;
    for (const { reject } of lost) reject(new Error(`the type checker stopped (${signal ?? `exit code ${code}`})`));
  });
  return started;
}

/** How many runs hold the checker paused (pauseTypeChecker); it is stopped while any does. */
let pauses = 0;

/**
 * Stops the checker's process (SIGSTOP) until the function returned is called: while a run's answers are made (the
 * live page's), so that a check still being answered for the run before, which the save stopped, does not take a core
 * from the answers the page waits for (its own check starts after them). A check is not lost: it goes on when the
 * last pause ends. The process is continued at exit, so that it sees its input end and exits, never left stopped.
 * Where processes cannot be stopped (Windows), nothing is done.
 */
export function pauseTypeChecker(): () => void {
  if (process.platform === 'win32') return () => {};
  if (pauses++ === 0) {
    child?.kill('SIGSTOP');
    process.once('exit', continueChecker);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--pauses > 0) return;
    process.removeListener('exit', continueChecker);
    continueChecker();
  };
}

function continueChecker(): void {
  child?.kill('SIGCONT');
}

/**
 * Starts the checker and has it parse, now, what the checks to come will read: the libraries, and each of `entries`
 * (a TypeScript file the judge will check, with the roots it is judged under) with what it imports. For a judge that
 * will check soon (the live page): its first save's check then parses only the file saved, as a later one does (about
 * 20 ms), not the libraries and the solution's imports, a second and more while the page shows that save's verdicts.
 * With no TypeScript file among `entries`, a file of one line stands in, for the libraries.
 */
export function warmTypeChecker(entries: readonly { file: string; roots: readonly string[] }[] = []): void {
  const files = entries.flatMap(({ file, roots }) => {
    try {
      const real = realpathSync(resolve(file));
      return isTypeScript(real) ? [{ file: real, folders: submissionFolders(real, roots, false) }] : [];
    } catch {
      return []; // not there (yet): its first check parses it
    }
  });
  if (files.length > 0) {
    for (const { file, folders } of files) ask(file, folders, undefined).catch(() => {});
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'typecheck-warm-'));
  const file = join(folder, 'warm.ts');
  writeFileSync(file, 'export const warm: number = 1;\n');
  ask(file, [{ folder, refusal: null }], undefined)
    .catch(() => {})
    .finally(() => rmSync(folder, { recursive: true, force: true }));
}

/**
 * A check, in turn: the checker answers one request at a time, so a check still waiting when its run is stopped (the
 * live page's next save) is never made; its promise is rejected with the signal's reason.
 */
function ask(file: string, folders: FolderRule[], signal: AbortSignal | undefined): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // The listener goes when the check settles: a run's signal serves many checks (verify's, one a solution).
    const onAbort = () => {
      const at = queued.indexOf(request);
      if (at < 0) return; // being answered: it is kept, as it costs no more to finish
      queued.splice(at, 1);
      reject(signal!.reason);
    };
    const settled = () => signal?.removeEventListener('abort', onAbort);
    const request: Request = {
      line: `${JSON.stringify({ file, options: TYPECHECK_SETTINGS, folders })}\n`,
      resolve: (reply) => {
        settled();
        resolve(reply);
      },
      reject: (error) => {
        settled();
        reject(error);
      },
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    queued.push(request);
    sendNext();
  });
}

/** A kept result's errors, if every file it read (named from `root`) is unchanged; undefined where none is kept. */
function recall(keptFile: string, root: string): string | null | undefined {
  const kept = recallRemembered<Kept>(keptFile, root);
  if (kept === null) return undefined;
  return kept.errors === null ? null : kept.errors.replaceAll(ROOT_MARK, `${root}${sep}`);
}

/** Errors as the judge shows them: each one's file named from the working folder, where it is inside it. */
function fromHere(errors: string | null): string | null {
  if (errors === null) return null;
  const here = `${process.cwd()}${sep}`;
  return errors
    .split('\n')
    .map((line) => (line.startsWith(here) ? line.slice(here.length) : line))
    .join('\n');
}

/**
 * The compiler's errors for a TypeScript file and everything it imports, or null when there are none; the file is a
 * submission to the judge of `roots` (its root; the kit is always one), and the check reads only what it may import.
 * `untrusted`: someone else's code, which may read nothing of the kit (submissionFolders). A check not yet begun when `signal` aborts is not made: the promise is rejected with the signal's reason.
 */
export function typeCheck(
  entry: string,
  roots: readonly string[],
  signal?: AbortSignal,
  untrusted = false,
): Promise<string | null> {
  let file: string;
  let content: Buffer;
  try {
    // Its real path, as esbuild resolves its imports from: a solution linked into a folder imports beside itself.
    file = realpathSync(resolve(entry));
    content = readFileSync(file);
  } catch {
    return Promise.resolve(null); // not there: bundling says so, by name
  }
  // What it may read is a setting of the check too: a file let in under one root may be refused under another.
  const folders = submissionFolders(file, roots, untrusted);
  // Named from the judge's root: the settings, the file and what it read, so that a copy of the root finds them.
  const root = resolve(roots[0]);
  const fromRoot = folders.map((rule) => ({ ...rule, folder: relative(root, rule.folder) }));
  const settings = JSON.stringify([TYPECHECK_SETTINGS, fromRoot]);
  const own = sha(content);
  const keptFile = join(
    typecheckCache(),
    `${sha(`${TYPESCRIPT_VERSION}\n${settings}\n${relative(root, file)}\n${own}`)}.json`,
  );
  const kept = recall(keptFile, root);
  if (kept !== undefined) return Promise.resolve(fromHere(kept));
  return ask(file, folders, signal).then((reply) => {
    const more = reply.more > 0 ? [`... and ${reply.more} more`] : [];
    const errors = reply.diagnostics.length > 0 ? [...reply.diagnostics, ...more].join('\n') : null;
    const result: Kept = {
      // The solution as it was read for the check (a save meanwhile is checked again).
      files: readFiles(reply.read, root, new Map([[file, own]])),
      errors: errors === null ? null : errors.replaceAll(`${root}${sep}`, ROOT_MARK),
    };
    mkdirSync(typecheckCache(), { recursive: true });
    writeFileAtomic(keptFile, JSON.stringify(result));
    return fromHere(errors);
  });
}
