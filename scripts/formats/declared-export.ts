// A module of the problem's own (its checker.ts, validator.ts) checked, before an export bundles it as the program
// that stands for a function of problem.ts, to export under that name the very function problem.ts declares.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../../judge/base/index.ts';

/** A UserError naming `file` where it is missing or exports as `name` another function than `declared`. */
export async function requireDeclaredExport(
  root: string,
  file: string,
  name: string,
  declared: unknown,
): Promise<void> {
  const shown = relative(root, file);
  if (!existsSync(file))
    throw new UserError(`${shown}: missing; the export bundles its ${name} program from it (nothing written)`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (module[name] !== declared)
    throw new UserError(`${shown}: its export ${name} is not the one problem.ts declares, so it cannot stand for it`);
}
