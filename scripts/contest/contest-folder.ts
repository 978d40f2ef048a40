// A contest folder as LemonLime and Arbiter lay one out: DIR/source/<contestant>/<problem>.<ext>, or
// <problem>/<problem>.<ext> in a folder of the problem's name; each contestant's file by problem, and a warning for
// each entry no problem takes.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { SOLUTION_EXTENSIONS } from '../../judge/build/index.ts';
import { byName } from './ranking.ts';

export interface Contestant {
  /** The folder's name under source/. */
  name: string;
  /** Each problem's file, absolute, by problem id; a problem absent here is missing. */
  files: Record<string, string>;
}

export interface ContestFolder {
  /** In name order (ranking.ts's byName). */
  contestants: Contestant[];
  /** One line each, naming the path: a file or folder of a contestant's that no problem takes. */
  warnings: string[];
}

export interface ContestPick {
  /** Only these contestants (source/ folder names); empty: all. */
  contestants: readonly string[];
  /** Only these problems; empty: all the root's. */
  problems: readonly string[];
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
const visible = (name: string) => !name.startsWith('.');

/**
 * The contestants of `dir` (its source/ folders) and their files for `problemIds`, as `pick` narrows them. A missing
 * source/, a contestant picked who has no folder, or two files for one problem is a UserError naming the path.
 */
export function readContestFolder(dir: string, problemIds: readonly string[], pick: ContestPick): ContestFolder {
  const source = join(dir, 'source');
  if (!isFolder(source))
    throw new UserError(
      `${source}: no such folder: a contest folder holds source/<contestant>/<problem>.<ext> (LemonLime's layout)`,
    );
  const warnings: string[] = [];
  const names = readdirSync(source).filter(visible).sort(byName);
  for (const name of names)
    if (!isFolder(join(source, name))) warnings.push(`${join(source, name)}: not a contestant's folder, left out`);
  for (const name of pick.contestants)
    if (!names.includes(name) || !isFolder(join(source, name)))
      throw new UserError(`${join(source, name)}: no such contestant's folder (--contestant ${name})`);
  const wanted = pick.problems.length > 0 ? pick.problems : problemIds;
  const contestants = names
    .filter(
      (name) => isFolder(join(source, name)) && (pick.contestants.length === 0 || pick.contestants.includes(name)),
    )
    .map((name) => readContestant(join(source, name), name, problemIds, wanted, warnings));
  return { contestants, warnings };
}

/** The stem of a file the judge takes (`sum` of `sum.cpp`), or null for any other file. */
function solutionStem(file: string): string | null {
  const ext = extname(file);
  return ext !== '' && SOLUTION_EXTENSIONS.includes(ext.toLowerCase()) ? file.slice(0, -ext.length) : null;
}

function readContestant(
  folder: string,
  name: string,
  problemIds: readonly string[],
  wanted: readonly string[],
  warnings: string[],
): Contestant {
  const found = new Map<string, string[]>();
  const take = (id: string, path: string) => found.set(id, [...(found.get(id) ?? []), path]);
  for (const entry of readdirSync(folder).filter(visible).sort(byName)) {
    const path = join(folder, entry);
    if (isFolder(path)) {
      if (!problemIds.includes(entry)) {
        warnings.push(`${path}: a folder for no problem (problems: ${problemIds.join(', ')}), left out`);
        continue;
      }
      const inside = readdirSync(path).filter((file) => solutionStem(file) === entry && !isFolder(join(path, file)));
      if (inside.length === 0)
        warnings.push(`${path}: holds no ${entry}.<ext> the judge takes (${SOLUTION_EXTENSIONS.join(' ')})`);
      for (const file of inside.sort(byName)) take(entry, join(path, file));
      continue;
    }
    const stem = solutionStem(entry);
    if (stem !== null && problemIds.includes(stem)) take(stem, path);
    else if (stem === null && problemIds.includes(entry.slice(0, entry.length - extname(entry).length)))
      warnings.push(`${path}: not a language the judge takes (${SOLUTION_EXTENSIONS.join(' ')}), left out`);
    else warnings.push(`${path}: a file for no problem (problems: ${problemIds.join(', ')}), left out`);
  }
  const files: Record<string, string> = {};
  for (const id of wanted) {
    const paths = found.get(id) ?? [];
    if (paths.length > 1)
      throw new UserError(`${paths.join(' and ')}: two files for problem ${id} of ${name}: keep one of them`);
    if (paths.length === 1) files[id] = resolve(paths[0]);
  }
  return { name, files };
}
