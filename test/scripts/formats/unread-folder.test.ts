// A folder `import` cannot read says what it looks like: a CMS task, a TPS task's export for CMS or a CMS contest by the
// files that tell them; a package wrapped in one folder (as archives hold them) by the folder to import; else what the folder holds.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatOf } from '../../../scripts/formats/index.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';

const KNOWN = 'TPS task, Polygon package, Hydro problem export, Kattis package';
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

unread('a CMS task, a TPS task’s export for CMS and a CMS contest are named by the files that tell them', () => {
  writeFiles(join(dir, 'cms'), { 'task.yaml': 'name: sum\n', 'input/input0.txt': '1\n', 'output/output0.txt': '1\n' });
  writeFiles(join(dir, 'tps'), { 'problem.json': '{}\n', 'subtasks/01-small.json': '{}\n', 'tests/0-01.in': '' });
  writeFiles(join(dir, 'contest'), { 'contest.yaml': 'tasks: [sum]\n' });
  assert.is(
    refusal(join(dir, 'cms')),
    `${join(dir, 'cms')}: a CMS task (CMS's italy_yaml format), told by task.yaml at its root, which the kit does not import; it imports ${KNOWN}`,
  );
  assert.match(
    refusal(join(dir, 'tps')),
    `${join(dir, 'tps')}: a TPS task's export for CMS (CMS's tps_task loader reads it; import the TPS task itself), told by problem.json and subtasks/ at its root`,
  );
  assert.match(refusal(join(dir, 'contest')), 'a CMS contest (italy_yaml), told by contest.yaml at its root');
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
    `${join(dir, 'odd')}: not a package the kit reads (${KNOWN}): no problem.yaml, problem.xml or problem.json at its root; it holds a.txt, b.txt, c.txt, d.txt, e.txt, f.txt and 2 more`,
  );
  mkdirSync(join(dir, 'empty'));
  assert.match(refusal(join(dir, 'empty')), /at its root; it is empty$/);
});

unread.run();
