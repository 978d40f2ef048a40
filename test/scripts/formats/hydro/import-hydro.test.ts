// npm run import -- DIR with a Hydro problem export: config.yaml's min, sum and max subtasks and an `if` scored as
// Hydro scores them; without config.yaml, the subtasks Hydro reads from the files' names; bad config named by line.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from '../../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { writeFiles as write } from '../../../helpers/fixture-root.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

const hydro = suite('import a Hydro problem export');
let root = '';
let exports = '';
hydro.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-hydro-root-'));
  exports = mkdtempSync(join(tmpdir(), 'kit-hydro-'));
});
hydro.after.each(() => {
  for (const dir of [root, exports]) rmSync(dir, { recursive: true, force: true });
});

/** Cases that echo their number: n.in holds n, n.out the same. */
const cases = (names: string[], out = 'out') =>
  Object.fromEntries(
    names.flatMap((n) => [
      [`testdata/${n}.in`, `${n}\n`],
      [`testdata/${n}.${out}`, `${n}\n`],
    ]),
  );
/** A program echoing its input, wrong on the inputs given. */
const echoExcept = (wrong: string[]) =>
  `const s = require('fs').readFileSync(0, 'utf8').trim();\nconsole.log(${JSON.stringify(wrong)}.includes(s) ? 'no' : s);\n`;

const scoreOf = async (id: string, program: string) => {
  const file = join(exports, `${id}-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, program);
  const report = await judge({ root, problemIds: [id], solution: file });
  assert.equal(report.errors, []);
  const score = report.problems[0].score;
  return {
    total: [score?.points, score?.max],
    groups: score?.groups.map((g) => [g.name, g.points, g.waitedFor ?? null]),
  };
};

hydro.e2e('config.yaml: min, sum and max subtasks, a score shared out and an if, as Hydro scores them', async () => {
  write(join(exports, 'P1001'), {
    'problem.yaml': 'pid: P1001\nowner: 1\ntitle: Echo in parts\ntag: []\nnSubmit: 0\nnAccept: 0\n',
    'problem_zh.md': '# Echo\n\nPrint n.\n',
    'testdata/config.yaml': [
      'time: 2s',
      'memory: 128m',
      'langs: [cc]',
      'subtasks:',
      '  - id: 1',
      '    score: 20',
      '    type: min',
      '    cases: [{ input: a1.in, output: a1.out }, { input: a2.in, output: a2.out }]',
      '  - id: 2',
      '    score: 30',
      '    type: sum',
      '    cases: [{ input: b1.in, output: b1.out }, { input: b2.in, output: b2.out }, { input: b3.in, output: b3.out }]',
      '  - id: 3',
      '    score: 20',
      '    type: max',
      '    cases: [{ input: c1.in, output: c1.out }, { input: c2.in, output: c2.out }]',
      '  - id: 4',
      '    if: [1]',
      '    cases: [{ input: d1.in, output: d1.out }]',
      '',
    ].join('\n'),
    ...cases(['a1', 'a2', 'b1', 'b2', 'b3', 'c1', 'c2', 'd1']),
  });
  const done = await runInProcess(importCommand, [join(exports, 'P1001'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  assert.match(done.stdout, 'imported p1001 from');
  assert.match(done.stdout, 'Hydro problem export');
  assert.match(done.stdout, 'not taken: testdata/config.yaml: langs: the languages allowed');
  const source = readFileSync(join(root, 'problems/p1001/problem.ts'), 'utf8');
  assert.match(source, "title: 'Echo in parts'");
  assert.match(source, 'timeMs: 2000');
  assert.match(source, 'memoryMb: 128');
  assert.match(readFileSync(join(root, 'problems/p1001/statement.md'), 'utf8'), 'Print n.');
  // Subtask 4 gives no score: it has what the others leave of 100.
  assert.equal(await scoreOf('p1001', echoExcept([])), {
    total: [100, 100],
    groups: [
      ['subtask1', 20, null],
      ['subtask2', 30, null],
      ['subtask3', 20, null],
      ['subtask4', 30, null],
    ],
  });
  // Wrong on a1 (min: 0, and subtask 4 needs 1), b2 (sum: 20 of 30) and c1 (max: c2 still gives 20).
  assert.equal(await scoreOf('p1001', echoExcept(['a1', 'b2', 'c1'])), {
    total: [40, 100],
    groups: [
      ['subtask1', 0, null],
      ['subtask2', 20, null],
      ['subtask3', 20, null],
      ['subtask4', 0, 'subtask1'],
    ],
  });
});

hydro.e2e("without config.yaml: subtasks by Hydro's file names, 100 shared between them", async () => {
  write(join(exports, 'names'), {
    'problem.yaml': 'title: By names\n',
    ...cases(['x1-1', 'x1-2', 'x2-1'], 'ans'),
  });
  const done = await runInProcess(importCommand, [join(exports, 'names'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  assert.match(done.stdout, "format Hydro's file names");
  assert.equal(await scoreOf('names', echoExcept(['x1-2'])), {
    total: [50, 100],
    groups: [
      ['subtask1', 0, null],
      ['subtask2', 50, null],
    ],
  });
  // Cases numbered without a subtask are one sum subtask: 100 shared as Hydro shares, 33, 33 and 34.
  write(join(exports, 'flat'), { 'problem.yaml': 'title: Flat\n', ...cases(['t1', 't2', 't3']) });
  assert.is((await runInProcess(importCommand, [join(exports, 'flat'), '--root', root])).status, 0);
  assert.match(
    readFileSync(join(root, 'problems/flat/problem.ts'), 'utf8'),
    /testPoints: \{ 'subtask1\/t1': 33, 'subtask1\/t2': 33, 'subtask1\/t3': 34 \}/,
  );
  assert.equal((await scoreOf('flat', echoExcept(['t3']))).total, [66, 100]);
});

hydro('a config.yaml naming a missing file, or a bad field, is one line with its line; nothing written', async () => {
  write(join(exports, 'bad'), {
    'problem.yaml': 'title: Bad\n',
    'testdata/config.yaml': 'subtasks:\n  - score: 50\n    cases:\n      - input: a.in\n        output: a.out\n',
    'testdata/a.in': '1\n',
  });
  const done = await runInProcess(importCommand, [join(exports, 'bad'), '--root', root]);
  assert.is(done.status, 1);
  assert.match(done.stderr, 'testdata/config.yaml:5: field "subtasks.0.cases.0.output": no file "a.out" in testdata/');
  write(join(exports, 'bad'), {
    'testdata/a.out': '1\n',
    'testdata/config.yaml': 'subtasks:\n  - type: avg\n    cases: []\n',
  });
  const typed = await runInProcess(importCommand, [join(exports, 'bad'), '--root', root]);
  assert.match(typed.stderr, 'testdata/config.yaml:2: field "subtasks.0.type" must be min, max or sum, got "avg"');
  assert.equal(readFileSync(join(exports, 'bad/testdata/a.in'), 'utf8'), '1\n');
  assert.not.ok(existsSync(join(root, 'problems/bad')));
});

hydro.run();
