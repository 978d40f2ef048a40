// Results remembered across runs in the user's cache folder by the files they were made from: each remembered file
// holds the files its work read, named from a root, with their contents' hashes, and stands only while every one of
// them is unchanged. The judge's type checks and the mutants' type answers are remembered so.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/** The hex SHA-256 of a text or of bytes. */
export const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** The files a result was made from: each by its path from the root, with its content's hash. */
export type ReadFiles = [string, string][];

/** The files read (absolute paths), named from `root`, each hashed as it is now unless `known` gives its hash. */
export function readFiles(paths: readonly string[], root: string, known?: ReadonlyMap<string, string>): ReadFiles {
  return paths.map((path) => [relative(root, path), known?.get(resolve(path)) ?? sha(readFileSync(path))]);
}

/** A kept result (JSON holding `files`), if it is there and every file it read is unchanged under `root`. */
export function recallRemembered<T extends { files: ReadFiles }>(keptFile: string, root: string): T | null {
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as T;
    for (const [file, hash] of kept.files) if (sha(readFileSync(resolve(root, file))) !== hash) return null;
    return kept;
  } catch {
    return null;
  }
}
