// What a folder program may read of its own, for the keys that must change when any of it does: the remembered compiles'
// and the remembered results'. A program in a folder named after it (x/x.cpp, x/x.py) has the whole folder in its
// sandbox (its headers, its other modules), so every file in it is part of what it is.
import type { Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ownFolder } from '../sandbox/index.ts';

/** Every file of a folder program's folder, however deep, as sorted absolute paths; none for a lone file. */
export function folderFiles(source: string): string[] {
  const folder = ownFolder(source);
  if (folder === null) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile())
    .sort();
}

/** Each file's name (from `base`) and bytes into `hash`, the length first: no two sets of files hash alike. */
export function hashFiles(hash: Hash, files: readonly string[], base: string): void {
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`\u0000${relative(base, file)}\u0000${bytes.length}\u0000`).update(bytes);
  }
}
