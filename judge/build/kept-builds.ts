// esbuild's work kept for the life of the process: a build whose inputs are all as they were gives what it gave
// before instead of building again. What is compared: the bytes of every file the build read (node_modules too), the
// names in every folder holding one of them (a new file there can change what an import resolves to: helper.ts beside
// helper.js, a folder lib/ beside lib.ts), and the bytes of every file it wrote. A judge that runs a solution again
// (the live page on each save, a test judging one fixture many times) bundles only what changed. A build that failed
// is never remembered, nor one while a file it read changed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { sha } from '../base/index.ts';

/** A build's result and what it stands on. */
interface Remembered<T> {
  value: T;
  /** Each file read or written, with its bytes' hash; each folder of a file read, with its names' hash. */
  files: [string, string][];
  folders: [string, string][];
}

const remembered = new Map<string, Remembered<unknown>>();

const hashOf = (file: string): string => sha(readFileSync(file));
const namesOf = (folder: string): string => sha(readdirSync(folder).sort().join('\u0000'));

/** Whether every file and folder is as it was; a file or folder gone is a change. */
function unchanged(kept: Remembered<unknown>): boolean {
  try {
    return (
      kept.files.every(([file, hash]) => hashOf(file) === hash) && kept.folders.every(([f, h]) => namesOf(f) === h)
    );
  } catch {
    return false;
  }
}

/** What a build gives: its value, the files it read (absolute paths) and the files it wrote. */
export interface Built<T> {
  value: T;
  read: readonly string[];
  wrote?: readonly string[];
}

/**
 * The value of the build `key` names (everything its output depends on besides its inputs: entry, options, output
 * paths), from memory while its inputs and outputs are unchanged, else from `build`, then remembered.
 */
export async function keptBuild<T>(key: string, build: () => Promise<Built<T>>): Promise<T> {
  const kept = remembered.get(key);
  // A copy: what a caller does with its value is not what the next one gets.
  if (kept && unchanged(kept)) return structuredClone(kept.value as T);
  remembered.delete(key);
  const started = Date.now();
  const made = await build();
  const read = [...new Set(made.read)];
  // A file saved while the build ran may have been read before or after: the next build decides. A file's time is
  // the kernel's coarse clock, a tick behind this one at most (10 ms where HZ is 100): 50 ms of margin.
  if (read.some((file) => statSync(file).mtimeMs >= started - 50)) return structuredClone(made.value);
  remembered.set(key, {
    value: made.value,
    files: [...read, ...(made.wrote ?? [])].map((file) => [file, hashOf(file)]),
    folders: [...new Set(read.map((file) => dirname(file)))].map((folder) => [folder, namesOf(folder)]),
  });
  return structuredClone(made.value);
}

/** Forgets every build (for tests). */
export function forgetBuilds(): void {
  remembered.clear();
}
