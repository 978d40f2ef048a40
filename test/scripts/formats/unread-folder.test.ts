// A folder `import` cannot read says what it looks like: a TPS task's export for CMS by the files that tell it; a CMS
// contest with the task folders it holds, each imported on its own; a package wrapped in one folder (as archives hold
// them) by the folder to import; else what the folder holds.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatOf } from '../../../scripts/formats/index.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';

const KNOWN = 'TPS task, Polygon package, Hydro problem export, Kattis package, CMS task';
let dir = '';
const unread = suite('a folder the import cannot read');
unread.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-unread-'));
});
unread.after.each(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (folder: string) => {
  try {
    formatOf(folder);
  } catch (error) {
    return (error as Error).message;
  }
  return 'read';
};

unread('a TPS task’s export for CMS is named by the files that tell it', () => {
  writeFiles(join(dir, 'tps'), { 'problem.json': '{}\n', 'subtasks/01-small.json': '{}\n', 'tests/0-01.in': '' });
  assert.is(
    refusal(join(dir, 'tps')),
    `${join(dir, 'tps')}: a TPS task's export for CMS (CMS's tps_task loader reads it; import the TPS task itself), told by problem.json and subtasks/ at its root, which the kit does not import; it imports ${KNOWN}`,
  );
});

unread('a CMS contest names its task folders, each imported on its own', () => {
  const task = (name: string) => ({ 'task.yaml': `name: ${name}\ntitle: T\nn_input: 0\n` });
  writeFiles(join(dir, 'contest'), { 'contest.yaml': 'tasks: [sum, max]\n', 'notes.txt': '' });
  writeFiles(join(dir, 'contest', 'sum'), task('sum'));
  writeFiles(join(dir, 'contest', 'max'), task('max'));
  writeFiles(join(dir, 'contest', 'old'), { 'input/input0.txt': '' });
  // The loader's deprecated place: the task's YAML beside its folder, in the contest.
  writeFiles(join(dir, 'contest'), { 'old.yaml': 'name: old\ntitle: T\nn_input: 1\n' });
  assert.is(
    refusal(join(dir, 'contest')),
    `${join(dir, 'contest')}: a CMS contest (italy_yaml), told by contest.yaml at its root: its tasks are the folders max, old, sum, each imported on its own (npm run import -- ${join(dir, 'contest', 'max')})`,
  );
  writeFiles(join(dir, 'bare'), { 'contest.yaml': 'tasks: []\n' });
  assert.match(
    refusal(join(dir, 'bare')),
    /told by contest\.yaml at its root: none of its folders is a task the kit reads$/,
  );
});

unread('a package one folder down is named with the folder to import', () => {
  writeFiles(join(dir, 'zipped', 'echo'), { 'problem.yaml': 'name: Echo\n', 'data/sample/1.in': '1\n' });
  assert.is(
    refusal(join(dir, 'zipped')),
    `${join(dir, 'zipped')}: holds one folder, echo, which is a Kattis package: import ${join(dir, 'zipped', 'echo')}`,
  );
});

unread('anything else: what the folder holds, its first six entries, folders marked', () => {
  writeFiles(join(dir, 'odd'), Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => [`${n}.txt`, ''])));
  mkdirSync(join(dir, 'odd', 'tests'));
  assert.is(
    refusal(join(dir, 'odd')),
    `${join(dir, 'odd')}: not a package the kit reads (${KNOWN}): no problem.yaml, problem.xml, problem.json or task.yaml at its root; it holds a.txt, b.txt, c.txt, d.txt, e.txt, f.txt and 2 more`,
  );
  mkdirSync(join(dir, 'empty'));
  assert.match(refusal(join(dir, 'empty')), /at its root; it is empty$/);
});

unread.run();
