// The contest folder read as LemonLime lays it out: both forms of a contestant's file, the warnings naming what no
// problem takes, the picks, and the refusals, each one line naming the path.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import { readContestFolder } from '../../../scripts/contest/index.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';
import { assertRefusals } from '../../helpers/user-errors.ts';

const PROBLEMS = ['sum', 'sum-points'];
const ALL = { contestants: [], problems: [] };
let dir = '';

const read = suite('readContestFolder', {});
read.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-folder-'));
});
read.after.each(() => rmSync(dir, { recursive: true, force: true }));

read(
  'each contestant in name order, a file as <problem>.<ext> or <problem>/<problem>.<ext>, absent ones missing',
  () => {
    writeFiles(dir, {
      'source/team10/sum.py': '',
      'source/team2/sum-points/sum-points.cpp': '',
      'source/team2/sum-points/helper.h': '',
      'source/team2/sum.TS': '',
      'source/Alice/sum-points.java': '',
    });
    mkdirSync(join(dir, 'source/empty'));
    const folder = readContestFolder(dir, PROBLEMS, ALL);
    assert.equal(
      folder.contestants.map((c) => [c.name, c.files]),
      [
        ['Alice', { 'sum-points': join(dir, 'source/Alice/sum-points.java') }],
        ['empty', {}],
        [
          'team2',
          { sum: join(dir, 'source/team2/sum.TS'), 'sum-points': join(dir, 'source/team2/sum-points/sum-points.cpp') },
        ],
        ['team10', { sum: join(dir, 'source/team10/sum.py') }],
      ],
    );
    assert.equal(folder.warnings, []);
  },
);

read('what no problem takes is named in a warning, and left out; hidden entries are passed over', () => {
  writeFiles(dir, {
    'source/README.txt': '',
    'source/ann/notes.txt': '',
    'source/ann/prod.cpp': '',
    'source/ann/sum.txt': '',
    'source/ann/.sum.cpp.swp': '',
    'source/ann/old/sum.cpp': '',
    'source/ann/sum-points/main.cpp': '',
    'source/ann/sum.cpp': '',
  });
  const folder = readContestFolder(dir, PROBLEMS, ALL);
  assert.equal(folder.contestants, [{ name: 'ann', files: { sum: join(dir, 'source/ann/sum.cpp') } }]);
  const taken = SOLUTION_EXTENSIONS.join(' ');
  assert.equal(folder.warnings, [
    `${join(dir, 'source/README.txt')}: not a contestant's folder, left out`,
    `${join(dir, 'source/ann/notes.txt')}: a file for no problem (problems: sum, sum-points), left out`,
    `${join(dir, 'source/ann/old')}: a folder for no problem (problems: sum, sum-points), left out`,
    `${join(dir, 'source/ann/prod.cpp')}: a file for no problem (problems: sum, sum-points), left out`,
    `${join(dir, 'source/ann/sum-points')}: holds no sum-points.<ext> the judge takes (${taken})`,
    `${join(dir, 'source/ann/sum.txt')}: not a language the judge takes (${taken}), left out`,
  ]);
});

read('--contestant and --problem narrow what is read', () => {
  writeFiles(dir, { 'source/a/sum.ts': '', 'source/a/sum-points.ts': '', 'source/b/sum.ts': '' });
  const folder = readContestFolder(dir, PROBLEMS, { contestants: ['a'], problems: ['sum-points'] });
  assert.equal(folder.contestants, [{ name: 'a', files: { 'sum-points': join(dir, 'source/a/sum-points.ts') } }]);
});

read('refused in one line naming the path: no source/, a contestant not there, two files for one problem', () => {
  assertRefusals(
    [
      [
        () => readContestFolder(dir, PROBLEMS, ALL),
        `${join(dir, 'source')}: no such folder: a contest folder holds source/<contestant>/<problem>.<ext> (LemonLime's layout)`,
      ],
      [
        () => {
          writeFiles(dir, { 'source/a/sum.cpp': '', 'source/a/sum/sum.py': '' });
          return readContestFolder(dir, PROBLEMS, { contestants: ['zed'], problems: [] });
        },
        `${join(dir, 'source/zed')}: no such contestant's folder (--contestant zed)`,
      ],
      [
        () => readContestFolder(dir, PROBLEMS, ALL),
        `${join(dir, 'source/a/sum/sum.py')} and ${join(dir, 'source/a/sum.cpp')}: two files for problem sum of a: keep one of them`,
      ],
    ],
    (run) => run(),
  );
});

read.run();
