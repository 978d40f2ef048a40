// What a folder the kit cannot import looks like, said in the one line `import` fails with: a format the kit knows
// of but does not read (a TPS task's export for CMS), a CMS contest (its tasks are folders of their own, each
// imported alone), a package one folder further down (an archive that wraps its package in a folder), or else what
// the folder holds, so a user sees what the import saw.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PackageFormat } from './plan.ts';

/** Formats of whole problems the kit does not import, each by the files that tell it. */
const UNREAD: readonly { name: string; tells: string; is: (dir: string) => boolean }[] = [
  {
    name: "a TPS task's export for CMS (CMS's tps_task loader reads it; import the TPS task itself)",
    tells: 'problem.json and subtasks/ at its root',
    is: (dir) => isFile(join(dir, 'problem.json')) && isFolder(join(dir, 'subtasks')),
  },
];

/** The most entries of a folder the line names. */
const SHOWN = 6;

/** Why `dir` is not a package of `formats`, in one line that starts with `dir`. */
export function unreadFolder(dir: string, formats: readonly PackageFormat[]): string {
  const known = formats.map((f) => f.name).join(', ');
  const unread = UNREAD.find((format) => format.is(dir));
  if (unread)
    return `${dir}: ${unread.name}, told by ${unread.tells}, which the kit does not import; it imports ${known}`;
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  const folders = entries.filter((entry) => entry.isDirectory());
  // A CMS contest: contest.yaml beside its tasks' folders, each a package of its own.
  if (isFile(join(dir, 'contest.yaml'))) {
    const tasks = folders.map((f) => f.name).filter((name) => formats.some((f) => f.recognises(join(dir, name))));
    const each =
      tasks.length === 0
        ? 'none of its folders is a task the kit reads'
        : `its tasks are the folders ${tasks.join(', ')}, each imported on its own (npm run import -- ${join(dir, tasks[0])})`;
    return `${dir}: a CMS contest (italy_yaml), told by contest.yaml at its root: ${each}`;
  }
  // An archive's package often sits in one folder of its own.
  if (entries.length === 1 && folders.length === 1) {
    const inner = join(dir, folders[0].name);
    const format = formats.find((f) => f.recognises(inner));
    if (format) return `${dir}: holds one folder, ${folders[0].name}, which is a ${format.name}: import ${inner}`;
  }
  const names = entries.slice(0, SHOWN).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  const more = entries.length > SHOWN ? ` and ${entries.length - SHOWN} more` : '';
  const holds = entries.length === 0 ? 'it is empty' : `it holds ${names.join(', ')}${more}`;
  return `${dir}: not a package the kit reads (${known}): no problem.yaml, problem.xml, problem.json or task.yaml at its root; ${holds}`;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
