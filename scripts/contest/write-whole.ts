// A folder the contest writes whole (--ccs, --cms): OUT must be new or an empty folder, and is filled in a hidden
// folder beside it, renamed into place at the end, so that a refusal, an error or Ctrl-C leaves nothing half-written.
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../../judge/base/index.ts';

/** A UserError naming `flag` where `out` (absolute) is there and is not an empty folder. */
export function checkEmptyOut(out: string, flag: string, given: string): void {
  if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length > 0))
    throw new UserError(`--${flag} ${given}: already exists and is not an empty folder (nothing written)`);
}

/** What `write` puts in the hidden folder it is given becomes `out` (absolute); on an error nothing of it stays. */
export async function writeWhole<T>(out: string, write: (work: string) => Promise<T>): Promise<T> {
  const work = join(dirname(out), `.${basename(out)}.contest-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const result = await write(work);
    // An empty folder given is taken out only now; rmdir fails where something came into it meanwhile.
    if (existsSync(out)) rmdirSync(out);
    renameSync(work, out);
    return result;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
