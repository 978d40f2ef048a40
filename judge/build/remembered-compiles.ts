// The remembered compiles held to a size: each different submission leaves its build there (a binary may be as large as
// its compile's scratch allows, 256 MB), and an attacker's stream of byte-different submissions filled the disk.
// A build is marked used each time it is taken; the least recently used go first, and none used in the last hour
// (another judge may be running it).
import { lstatSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** What the remembered compiles may hold, in MB, before their least recently used builds are removed. */
export const REMEMBERED_COMPILES_MB = 1024;
const IN_USE_MS = 60 * 60 * 1000;

/** Marks a build used now: its `.compiled` marker's time is what pruneCompiled orders by. */
export function markUsed(build: string): void {
  const now = new Date();
  try {
    utimesSync(join(build, '.compiled'), now, now);
  } catch {
    // Removed meanwhile: it is built again when next wanted.
  }
}

/** Bytes a build's folder holds, its folders' files too (a Java build's classes); links not followed. */
function sizeOf(path: string): number {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.isFile() ? stats.size : 0;
  return readdirSync(path).reduce((bytes, name) => bytes + sizeOf(join(path, name)), 0);
}

/** Removes the least recently used builds of `cache` until it holds at most `keptMb`, sparing those used lately. */
export function pruneCompiled(cache: string, keptMb = REMEMBERED_COMPILES_MB): void {
  let builds: { folder: string; used: number; bytes: number }[];
  try {
    builds = readdirSync(cache)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => join(cache, name))
      .map((folder) => ({
        folder,
        used: statSync(join(folder, '.compiled'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
        bytes: sizeOf(folder),
      }));
  } catch {
    return; // no cache yet, or one being changed: the next compile looks again
  }
  let total = builds.reduce((sum, build) => sum + build.bytes, 0);
  const recent = Date.now() - IN_USE_MS;
  for (const build of builds.sort((a, b) => a.used - b.used)) {
    if (total <= keptMb * 1024 * 1024 || build.used > recent) break;
    rmSync(build.folder, { recursive: true, force: true });
    total -= build.bytes;
  }
}
