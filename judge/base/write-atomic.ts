// Writes files so that a crash or Ctrl-C leaves either the old content or the new one, never half a file.
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

function writeTemp(file: string, content: string): string {
  const temp = join(dirname(file), `.${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}.tmp`);
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/** Replaces file with content in one rename. */
export function writeFileAtomic(file: string, content: string): void {
  const temp = writeTemp(file, content);
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Creates file with content, failing with EEXIST if it already exists; never overwrites. */
export function createFileAtomic(file: string, content: string): void {
  const temp = writeTemp(file, content);
  try {
    linkSync(temp, file); // link() fails if file exists, unlike rename()
  } finally {
    rmSync(temp, { force: true });
  }
}
