// Type-checks a TypeScript solution before it is judged, as the judges that take TypeScript compile it with tsc
// (LeetCode, Codeforces): a type error there is a compile error, so it is CE here, with tsc's messages as
// file:line:col. The settings are the kit's own strict ones (TYPECHECK_SETTINGS). The compiler runs in a process of
// its own (typecheck-child.cjs), started once and kept, so the judge bundles meanwhile and a later check (the live
// page's next save) reuses what it parsed. A result is kept by the content of every file the check read, in a cache
// beside the compiled programs', so an unchanged solution is not checked again. The compiler reads only what the
// solution may import as a submission (confined-imports.ts): any other file is as if absent to it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../base/index.ts';
import { type FolderRule, submissionFolders } from './confined-imports.ts';

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
/** The compiler's version, read without loading it: a kept result is of one version. */
const TYPESCRIPT_VERSION = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../node_modules/typescript/package.json', import.meta.url)), 'utf8'),
  ) as { version: string }
).version;

interface Kept {
  /** The files the check read, each with its content's hash. */
  files: [string, string][];
  errors: string | null;
}

interface Reply {
  id: number;
  diagnostics: string[];
  more: number;
  read: string[];
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The checker's process, while there is one, and the requests it has not answered. */
let child: ChildProcess | null = null;
const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
let requests = 0;

/** The checker's process keeps this one alive only while a check is waiting on it. */
function holdOpen(hold: boolean): void {
  if (!child) return;
  for (const handle of [child, child.stdin, child.stdout] as { ref(): void; unref(): void }[])
    hold ? handle.ref() : handle.unref();
}

function checker(): ChildProcess {
  if (child) return child;
  const started = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  child = started;
  createInterface({ input: started.stdout! }).on('line', (line) => {
    const reply = JSON.parse(line) as Reply;
    waiting.get(reply.id)?.resolve(reply);
    waiting.delete(reply.id);
    if (waiting.size === 0) holdOpen(false);
  });
  started.on('exit', (code, signal) => {
    child = null;
    for (const { reject } of waiting.values())
      reject(new Error(`the type checker stopped (${signal ?? `exit code ${code}`})`));
    waiting.clear();
  });
  return started;
}

function ask(file: string, folders: FolderRule[]): Promise<Reply> {
  const id = ++requests;
  const process = checker();
  const reply = new Promise<Reply>((resolve, reject) => waiting.set(id, { resolve, reject }));
  holdOpen(true);
  process.stdin!.write(`${JSON.stringify({ id, file, options: TYPECHECK_SETTINGS, folders })}\n`);
  return reply;
}

/** A kept result, if every file it read is unchanged. */
function recall(keptFile: string): Kept | null {
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as Kept;
    for (const [file, hash] of kept.files) if (sha(readFileSync(file)) !== hash) return null;
    return kept;
  } catch {
    return null;
  }
}

/**
 * The compiler's errors for a TypeScript file and everything it imports, or null when there are none; the file is a
 * submission to the judge of `roots` (its root; the kit is always one), and the check reads only what it may import.
 */
export function typeCheck(entry: string, roots: readonly string[]): Promise<string | null> {
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
  const folders = submissionFolders(file, roots);
  const settings = JSON.stringify([TYPECHECK_SETTINGS, folders]);
  const keptFile = join(typecheckCache(), `${sha(`${TYPESCRIPT_VERSION}\n${settings}\n${file}`)}.json`);
  const kept = recall(keptFile);
  if (kept) return Promise.resolve(kept.errors);
  const own = sha(content);
  return ask(file, folders).then((reply) => {
    const more = reply.more > 0 ? [`... and ${reply.more} more`] : [];
    const result: Kept = {
      // The solution as it was read for the check (a save meanwhile is checked again).
      files: reply.read.map((f) => [f, resolve(f) === file ? own : sha(readFileSync(f))]),
      errors: reply.diagnostics.length > 0 ? [...reply.diagnostics, ...more].join('\n') : null,
    };
    mkdirSync(typecheckCache(), { recursive: true });
    writeFileAtomic(keptFile, JSON.stringify(result));
    return result.errors;
  });
}
