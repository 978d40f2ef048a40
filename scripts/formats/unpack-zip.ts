// A package given as a .zip (as Polygon hands them out), unpacked into a temporary folder for the import to read: an
// entry whose path would land outside it is refused, and a zip holding one folder is that folder's package.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { UserError } from '../../judge/base/index.ts';

/** The package's folder inside the unpacked copy, and the copy itself (removed by the caller). */
export function unpackZip(file: string): { dir: string; scratch: string } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch (error) {
    throw new UserError(`${file}: not a zip archive the kit can read (${(error as Error).message})`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'kit-zip-'));
  try {
    for (const [name, bytes] of Object.entries(entries)) {
      const path = normalize(name);
      if (isAbsolute(path) || path === '..' || path.startsWith(`..${sep}`))
        throw new UserError(`${file}: entry "${name}" would be written outside the package (nothing written)`);
      if (name.endsWith('/')) {
        mkdirSync(join(scratch, path), { recursive: true });
        continue;
      }
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), bytes);
    }
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  const top = readdirSync(scratch);
  const dir = top.length === 1 && statSync(join(scratch, top[0])).isDirectory() ? join(scratch, top[0]) : scratch;
  return { dir, scratch };
}
