// What the judge does in a run's scratch folder once the run is over, where the submission made every entry: a file
// read as a run's output (no link followed, a regular file only, never blocking, never past a cap), and the folder
// removed without following a link inside it, or left, in one line saying so, where something keeps it.
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { join } from 'node:path';

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants;

/**
 * Linux's /proc/self/fd/N names the folder a descriptor holds, whatever has been renamed or linked since: a path
 * through it is resolved as openat(2) resolves one, so a link made in place of a folder is never walked into.
 */
const BY_DESCRIPTOR = existsSync('/proc/self/fd');

/** Deeper than this, a folder is left (each level holds a descriptor while its entries go). */
const MAX_DEPTH = 1000;

/** Tries at removing a folder something keeps writing into, each after the run's processes were stopped again. */
const REMOVE_TRIES = 5;
const RETRY_MS = 100;

/** A file the judge names in a run's folder: one plain name, never a path, so that no folder on the way is the run's. */
function entryOf(scratch: string, name: string): string {
  if (name === '' || name === '.' || name === '..' || name.includes('/'))
    throw new Error(`not a plain file name in a run's folder: ${JSON.stringify(name)}`);
  return join(scratch, name);
}

/** What a run left under a name: its bytes up to a cap (and whether there was more), or why it is no output. */
export type ScratchFile = { bytes: Buffer; exceeded: boolean } | { refused: string };

/**
 * The file `name` in a run's folder, read up to `cap` bytes, with the judge's rights but none of the run's making:
 * a link there is not followed (it could name the test's answer), a FIFO does not block (O_NONBLOCK, then refused as
 * not a regular file), a folder or a device is refused, and at most one byte past the cap is read, whatever its size
 * says or becomes.
 */
export function readScratchFile(scratch: string, name: string, cap: number): ScratchFile {
  const path = entryOf(scratch, name);
  let fd: number;
  try {
    fd = openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { refused: code === 'ENOENT' ? 'not there' : code === 'ELOOP' ? 'a symbolic link' : `unreadable (${code})` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      return { refused: stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe' : 'not a regular file' };
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= cap) {
      const chunk = Buffer.alloc(Math.min(1 << 20, cap + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
    }
    const bytes = Buffer.concat(chunks);
    return { bytes: bytes.subarray(0, cap), exceeded: bytes.length > cap };
  } finally {
    closeSync(fd);
  }
}

/** Removes what the folder held open as `dirFd` contains, each entry named through the descriptor, never a link's target. */
function removeEntries(dirFd: number, depth: number): void {
  const at = `/proc/self/fd/${dirFd}`;
  for (const name of readdirSync(at)) {
    const path = `${at}/${name}`;
    let inner: number | null = null;
    try {
      inner = openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK);
    } catch {
      // Not a folder (a link to one included): the entry itself goes.
    }
    if (inner === null) {
      unlinkSync(path);
      continue;
    }
    try {
      if (depth >= MAX_DEPTH) throw new Error(`folders nested deeper than ${MAX_DEPTH}`);
      removeEntries(inner, depth + 1);
    } finally {
      closeSync(inner);
    }
    rmdirSync(path);
  }
}

/**
 * Removes a run's folder at once, without following any link in it; false where something in it stays (or keeps
 * coming), never an error.
 */
export function removeScratch(scratch: string): boolean {
  try {
    if (!existsSync(scratch)) return true;
    if (!BY_DESCRIPTOR) {
      // No /proc (macOS): Node.js's removal does not follow links either (lstat before each step), though a link
      // swapped in between two steps could be; there the sandbox is off and the run has the user's rights anyway.
      rmSync(scratch, { recursive: true, force: true });
      return true;
    }
    const fd = openSync(scratch, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    try {
      removeEntries(fd, 0);
    } finally {
      closeSync(fd);
    }
    rmdirSync(scratch);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes a run's scratch folder once the run is over; where something still writes into it (a process that outlived
 * the run), stops the run's processes again (`stopRun`) and tries again a few times. Returns null once it is gone,
 * else the one line that says it was left and what to do.
 */
export async function sweepScratch(scratch: string, stopRun: () => void): Promise<string | null> {
  for (let tried = 1; ; tried++) {
    if (removeScratch(scratch)) return null;
    if (tried === REMOVE_TRIES) break;
    stopRun();
    await new Promise((done) => setTimeout(done, RETRY_MS));
  }
  return (
    `scratch folder left: ${scratch} (something the run started kept it, writing into it or nested too deep); ` +
    `remove it once nothing runs there: rm -rf ${scratch}`
  );
}
