// scripts/formats: the problem package formats the kit speaks, under one face. Each is a folder of its own reading
// its packages into the same problem model (plan.ts), which write-problem.ts writes as a problem folder; `import`
// tells them apart by what a package folder holds, and `export` writes a problem back out. A new format is a new
// folder here, added to FORMATS.
import { existsSync, rmSync, statSync } from 'node:fs';
import { UserError } from '../../judge/base/index.ts';
import { cms } from './cms/index.ts';
import { hydro } from './hydro/index.ts';
import { kattis } from './kattis/index.ts';
import { polygon } from './polygon/index.ts';
import type { PackageFormat } from './plan.ts';
import { tps } from './tps/index.ts';
import { unpackZip } from './unpack-zip.ts';
import { unreadFolder } from './unread-folder.ts';
import { type ImportOptions, type ImportSummary, importPlan, onInterrupt } from './write-problem.ts';

export { biomeExecutable, type ImportOptions, type ImportSummary } from './write-problem.ts';
export type { ExportOptions, PackageFormat, PackagePlan } from './plan.ts';
export { yamlNumber, yamlScalar } from './yaml-scalar.ts';

/** The formats the kit speaks: those that read (in the order `import` asks them) and those that write. */
export const FORMATS: readonly PackageFormat[] = [tps, polygon, hydro, kattis, cms];

type ReadFormat = PackageFormat & Required<Pick<PackageFormat, 'read'>>;

/** The formats `import` asks, in order; the first that recognises a folder reads it. */
const READ_FORMATS = FORMATS.filter((format): format is ReadFormat => format.read !== undefined);

/** The format of the package in `dir`, by what it holds; a UserError saying what it looks like where none reads it. */
export function formatOf(dir: string): ReadFormat {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UserError(`${dir}: no such package folder`);
  const format = READ_FORMATS.find((f) => f.recognises(dir));
  if (format === undefined) throw new UserError(unreadFolder(dir, READ_FORMATS));
  return format;
}

/**
 * What an import says first, before it runs anything: the package's own programs (Polygon's and CMS's generators, the
 * validators, a checker or interactor, their compilers) run as the kit's own trusted programs do, outside the
 * judge's sandbox; only its solutions are judged in it.
 */
export const PACKAGE_PROGRAMS_NOTICE =
  "note: the import runs the package's own generators, validators, checker and interactor with your rights, " +
  'unsandboxed: import only packages you trust';

/**
 * `npm run import`: the package in `options.dir` (a folder, or a .zip of one), in whichever format it is, written as a
 * problem folder; a .zip is unpacked into a temporary folder first, and named by its own name. Says
 * PACKAGE_PROGRAMS_NOTICE before anything else.
 */
export async function importPackage(options: ImportOptions): Promise<ImportSummary> {
  options.say(PACKAGE_PROGRAMS_NOTICE);
  if (!/\.zip$/i.test(options.dir) || !existsSync(options.dir) || !statSync(options.dir).isFile())
    return importPlan(options, formatOf(options.dir).read);
  const unpacked = unpackZip(options.dir);
  const stop = onInterrupt(() => rmSync(unpacked.scratch, { recursive: true, force: true }));
  try {
    return await importPlan({ ...options, dir: unpacked.dir, shownAs: options.dir }, formatOf(unpacked.dir).read);
  } catch (error) {
    // What went wrong is told of the archive, not of the temporary folder it was unpacked into.
    if (error instanceof UserError) throw new UserError(error.message.split(unpacked.dir).join(options.dir));
    throw error;
  } finally {
    stop();
    rmSync(unpacked.scratch, { recursive: true, force: true });
  }
}
