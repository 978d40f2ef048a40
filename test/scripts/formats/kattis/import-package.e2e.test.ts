// npm run import -- DIR, end to end: the problems the import writes (the packages of test/helpers/kattis-packages.ts)
// judged and verified with all their submissions, each by its folder's verdict or its score, and an interactive one
// whose time limit the import measures by running its solutions. Half a minute of CPU (C++ compiled, Python run many
// times, submissions run to the limit and past it), so npm run test:full's alone; import-package.test.ts checks what
// the import writes and says.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { verifyProblem, verifyReport } from '../../../../scripts/testdata/index.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { exportKattis } from '../../../../scripts/formats/kattis/export-package.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles as write } from '../../../helpers/fixture-root.ts';
import {
  BY_GROUP,
  CONSTS,
  DRAFT_SCORING,
  INCLUDED,
  SUBTASK_GROUPS,
  SUBTASKS,
  inputsRow,
  OLD_SCORING,
  ORDER,
  SLOW,
  legacyImportFor,
} from '../../../helpers/kattis-packages.ts';
import { PARTS } from '../../../helpers/scoring-package.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

let root = '';
let pkgs = '';

/** Writes the package into pkgs/<id> and imports it into root; the import is the unit file's to check. */
async function imported(id: string, files: Record<string, string>): Promise<void> {
  write(join(pkgs, id), files);
  const done = await runInProcess(importCommand, [join(pkgs, id), '--root', root]);
  assert.is(done.status, 0, done.stderr);
}

const legacy = suite('import the legacy package, end to end');
const legacyImport = legacyImportFor(
  legacy,
  () => hasTool('Kattis import (C++ and Python submissions)', 'g++') && hasTool('Kattis import', 'python3'),
);

legacy(
  'legacy: limits, nested groups, validators, the checker and the submissions, judged by their folders: judged and verified',
  async () => {
    const imported = legacyImport();
    if (!imported) return;
    const { root, done } = imported;
    assert.is(done.status, 0, done.stderr);
    const report = await judge({ root, problemIds: ['twosum'] });
    assert.equal(
      report.problems[0].results.map((r) => `${r.group}/${r.name} ${r.verdict}`),
      ['sample/1 AC', 'secret/10 AC', 'secret/9 AC', 'secret/big/deep/1000 AC'],
    );
    const wrong = await judge({
      root,
      problemIds: ['twosum'],
      solution: join(root, 'solutions/submissions/twosum/wrong_answer/one.py'),
    });
    assert.is(wrong.problems[0].results[0].checkerReason, 'got 1 5 for 5');

    const rows = await verifyProblem(root, 'twosum', undefined);
    assert.equal(
      rows.map((r) => [r.solution.replace('solutions/submissions/twosum/', ''), r.got, r.ok]),
      [
        ['(every input, by the validators)', 'AC', true],
        ['(invalid inputs, refused)', 'AC', true],
        ['solutions/twosum.cpp', 'AC', true],
        ['accepted/withheader/withheader.cpp', 'AC', true],
        ['accepted/zero.py', 'AC', true],
        ['wrong_answer/one.py', 'WA', true],
        ['time_limit_exceeded/spin.js', 'TLE', true],
        ['run_time_error/ten.js', 'RE', true],
      ],
    );
  },
);
legacy.run();

const importing = suite('import a Kattis package, end to end');
importing.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  pkgs = mkdtempSync(join(tmpdir(), 'kit-import-pkgs-'));
});
importing.after.each(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(pkgs, { recursive: true, force: true });
});

importing(
  '2025-09 scoring: groups with max_score, sum and min aggregation, require_pass, a score multiplier by group arguments: scored and verified',
  async () => {
    await imported('parts', PARTS);
    // The accepted submission is the problem's solution; the others stay in solutions/submissions/parts/.
    const scoreOf = async (submission?: string) => {
      const report = await judge({
        root,
        problemIds: ['parts'],
        solution: submission && join(root, 'solutions/submissions/parts', submission),
      });
      assert.equal(report.errors, []);
      return report.problems[0].score;
    };
    const accepted = await scoreOf();
    assert.equal([accepted?.points, accepted?.max], [85, 100], 'g2 scores half: its validator says so');
    const off = await scoreOf('wrong_answer/off-on-two.js');
    assert.equal(
      off?.groups.map((g) => [g.name, g.points, g.waitedFor ?? null]),
      [
        ['sample', 0, null],
        ['secret/g1', 0, null],
        ['secret/g2', 15, null],
        ['secret/g3', 0, 'secret/g1'],
      ],
    );
    // verify holds each submission to its submissions.yaml score.
    const rows = await verifyProblem(root, 'parts', undefined);
    const row = (file: string) => rows.find((r) => r.solution.endsWith(file))!;
    assert.equal(
      [row('off-on-two.js').ok, row('off-on-two.js').caughtBy.split(';')[0]],
      [true, '15 / 100 points, expected 15'],
    );
    assert.equal(
      [row('promised.js').ok, row('promised.js').caughtBy.split(';')[0]],
      [false, '15 / 100 points, expected 50-60'],
    );
  },
);

importing(
  'a legacy scoring package: scored as problemtools grades its testdata.yaml, partially_accepted held below full: scored and verified',
  async () => {
    await imported('old-scoring', OLD_SCORING);
    const report = await judge({
      root,
      problemIds: ['old-scoring'],
      solution: join(root, 'solutions/submissions/old-scoring/partially_accepted/off.js'),
    });
    assert.equal(
      report.problems[0].score?.groups.map((g) => [g.name, g.points, g.lostAt ?? null]),
      [
        ['secret/a', 0, 'secret/a/1'],
        ['secret/b', 30, 'secret/b/5'],
        ['secret/c', 30, null],
      ],
    );
    const rows = await verifyProblem(root, 'old-scoring', undefined);
    const row = (file: string) => rows.find((r) => r.solution.endsWith(file))!;
    assert.equal(
      [row('off.js').ok, row('off.js').caughtBy.split(';')[0]],
      [true, '60 / 100 points, expected below 100'],
    );
    assert.is(row('full.js').ok, false);
    assert.match(
      verifyReport(rows, 1).text,
      /FAILED solutions\/submissions\/old-scoring\/partially_accepted\/full\.js: its folder, submissions\/old-scoring\/partially_accepted\/ says it gets a score below the full 100 points; it got 100 \/ 100 points/,
    );
  },
);

importing(
  'tests in problemtools’ order: whole file names, subfolders among the tests; the first failure decides: verified',
  async () => {
    await imported('order', ORDER);
    const rows = await verifyProblem(root, 'order', undefined);
    const late = rows.find((r) => r.solution.endsWith('wrong_answer/late.js'));
    assert.equal([late?.got, late?.ok], ['WA', true]);
  },
);

importing(
  'constants: {{name}} and {{name.variant}} substituted into validators, submissions, test_group.yaml and the statement: verified',
  async () => {
    await imported('consts', CONSTS);
    const rows = await verifyProblem(root, 'consts', undefined);
    assert.equal(
      rows.map((r) => [r.solution, r.got, r.ok]),
      [
        ['(every input, by the validators)', 'AC', true],
        ['(invalid inputs, refused)', 'AC', true],
        ['solutions/consts.js', 'AC', true],
        ['solutions/submissions/consts/wrong_answer/coarse.js', 'WA', true],
      ],
    );
  },
);

importing(
  'as problemtools, verify passes a submission that gets its folder’s verdict only with time_limit_to_tle times the limit, and says so: judged and verified',
  async () => {
    await imported('slow', SLOW);
    const judged = await judge({
      root,
      problemIds: ['slow'],
      solution: join(root, 'solutions/submissions/slow/accepted/slow.js'),
    });
    assert.equal(
      judged.problems[0].results.map((r) => r.verdict),
      ['TLE'],
      'the judge’s verdict is by the limit itself',
    );
    const rows = await verifyProblem(root, 'slow', undefined);
    const row = (name: string) => rows.find((r) => r.solution.endsWith(name));
    assert.equal([row('accepted/slow.js')?.got, row('accepted/slow.js')?.ok], ['AC', true]);
    assert.match(
      row('accepted/slow.js')?.caughtBy ?? '',
      'all 1 tests AC; only with extra time: TLE at 500 ms, AC at 750 ms (problemtools warns: sensitive to the time limit)',
    );
    assert.equal([row('wrong_answer/slow-wrong.js')?.got, row('wrong_answer/slow-wrong.js')?.ok], ['WA', true]);
    assert.equal([row('time_limit_exceeded/spin.js')?.got, row('time_limit_exceeded/spin.js')?.ok], ['TLE', true]);
    assert.not.match(row('time_limit_exceeded/spin.js')?.caughtBy ?? '', 'extra time');
  },
);

importing(
  'validator arguments by group: input ones as a list or a map by name, output ones to the checker; subgroups inherit: verified',
  async () => {
    await imported('bygroup', BY_GROUP);
    const rows = await verifyProblem(root, 'bygroup', undefined);
    assert.equal(
      rows.map((r) => [r.got, r.caughtBy]),
      [
        ['AC', 'all 4 inputs valid'],
        [
          'AC',
          'refused 6 of 7 (0 hand-made); 1 accepted that may be valid: npm run verify -- --invalid-inputs lists them',
        ],
        ['AC', 'all 4 tests AC'],
      ],
    );
    // The args are what makes the data valid: a group past them is caught, naming the validator.
    write(root, { 'testdata/bygroup/secret/4.in': '30\n', 'testdata/bygroup/secret/4.ans': '30\n' });
    const inputs = await inputsRow(root, 'bygroup');
    assert.equal(
      [inputs.ok, inputs.caughtBy],
      [false, 'bygroup: testdata/bygroup/secret/4.in: validator first.js: first: 30 > 20 (exit 43)'],
    );
  },
);

importing('interactive: the output validator becomes the jury; a time limit measured where none is given', async () => {
  write(join(pkgs, 'guessing'), {
    'problem.yaml': 'problem_format_version: 2025-09\ntype: interactive\nname: Guessing\n',
    'data/sample/1.interaction': '< ?\n> 3\n',
    'data/secret/1.in': '3\n',
    'data/secret/1.ans': '',
    'data/secret/2.in': '7\n',
    // The jury's guess limit comes as its arguments: without them it allows one guess, and search fails.
    'data/test_group.yaml': 'output_validator_args: [limit, "10"]\n',
    'input_validators/n.js': "process.exit(/^\\d{1,9}\\n$/.test(require('fs').readFileSync(0, 'utf8')) ? 42 : 43);\n",
    'output_validator/jury.js': `const fs = require('fs');
const [input, , feedback] = process.argv.slice(2);
const secret = Number(fs.readFileSync(input, 'utf8'));
let buffered = '';
let guesses = 0;
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let at;
  while ((at = buffered.indexOf('\\n')) >= 0) {
    const guess = Number(buffered.slice(0, at));
    buffered = buffered.slice(at + 1);
    guesses++;
    if (guess === secret) { process.stdout.write('correct\\n'); process.exit(42); }
    const limit = process.argv[5] === 'limit' ? Number(process.argv[6]) : 1;
    if (guesses >= limit) { fs.writeFileSync(feedback + 'judgemessage.txt', limit + ' guesses, none right'); process.exit(43); }
    process.stdout.write(guess < secret ? 'higher\\n' : 'lower\\n');
  }
});
process.stdin.on('end', () => { fs.writeFileSync(feedback + 'judgemessage.txt', 'stopped guessing'); process.exit(43); });
`,
    'submissions/accepted/search.js': `let lo = 1, hi = 10, guess = 5, buffered = '';
console.log(guess);
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (const reply of buffered.split('\\n').slice(0, -1)) {
    if (reply === 'correct') process.exit(0);
    if (reply === 'higher') lo = guess + 1; else hi = guess - 1;
    guess = (lo + hi) >> 1;
    console.log(guess);
  }
  buffered = buffered.slice(buffered.lastIndexOf('\\n') + 1);
});
`,
    'submissions/wrong_answer/always-one.js': "console.log(1);\nprocess.stdin.on('data', () => console.log(1));\n",
  });
  const done = await runInProcess(importCommand, [join(pkgs, 'guessing'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  assert.match(done.stdout, 'none in the package: the slowest test of');
  assert.match(done.stdout, 'interactive: the jury is output_validator/jury.js');
  assert.match(done.stdout, 'not taken: 1 interactive tests without .ans: given an empty one each');
  const source = readFileSync(join(root, 'problems', 'guessing', 'problem.ts'), 'utf8');
  assert.match(source, "interaction: { jury: 'output_validator/jury.js', args: ['limit', '10'] },");
  assert.match(source, /timeMs: (\d+)000,/);
  const rows = await verifyProblem(root, 'guessing', undefined);
  assert.equal(
    rows.map((r) => [r.solution, r.got, r.ok]),
    [
      ['(every input, by the validators)', 'AC', true],
      ['(invalid inputs, refused)', 'AC', true],
      ['solutions/guessing.js', 'AC', true],
      ['solutions/submissions/guessing/wrong_answer/always-one.js', 'WA', true],
    ],
  );
});
importing(
  'include/: the Python and C++ submissions pass with the included files beside them; exported back',
  async () => {
    if (!hasTool('Kattis include/ (C++ and Python)', 'g++') || !hasTool('Kattis include/', 'python3')) return;
    await imported('included', INCLUDED);
    const rows = await verifyProblem(root, 'included', undefined);
    assert.ok(
      rows.every((r) => r.ok),
      verifyReport(rows, 1).text,
    );
    assert.equal(
      rows.filter((r) => !r.solution.startsWith('(')).map((r) => [r.solution, r.got]),
      [
        ['solutions/included/included.cpp', 'AC'],
        ['solutions/submissions/included/accepted/plus/plus.py', 'AC'],
        ['solutions/submissions/included/wrong_answer/minus/minus.py', 'WA'],
      ],
    );
    const out = join(pkgs, 'includedout');
    await exportKattis({ root, id: 'included', dir: out, say: () => {} });
    assert.is(readFileSync(join(out, 'include/python3/helper.py'), 'utf8'), 'ADD = 1\n');
    assert.ok(existsSync(join(out, 'include/cpp/helper.h')));
    // The copies beside each submission are the package's include/ again, not the submission's own.
    assert.equal(readdirSync(join(out, 'submissions/accepted/included')), ['included.cpp']);
  },
);

importing('2025-09 scoring: secret one sum without test_group.yaml, groups with it: scored and verified', async () => {
  await imported('subtasks', SUBTASKS);
  await imported('subtask-groups', SUBTASK_GROUPS);
  const points = async (id: string) =>
    (
      await judge({
        root,
        problemIds: [id],
        solution: join(root, `solutions/submissions/${id}/partially_accepted/small.js`),
      })
    ).problems[0].score?.points;
  // Two of four tests in the one group secret: 50 of 100; as two pass-fail groups, only subtask1's 30.
  assert.is(await points('subtasks'), 50);
  assert.is(await points('subtask-groups'), 30);
  for (const id of ['subtasks', 'subtask-groups']) {
    const rows = await verifyProblem(root, id, undefined);
    assert.ok(
      rows.every((r) => r.ok),
      verifyReport(rows, 1).text,
    );
  }
});

importing(
  '2023-07-draft scoring with ignore_sample and on_reject continue: partially_accepted passes though it fails a sample',
  async () => {
    await imported('draft-scoring', DRAFT_SCORING);
    const rows = await verifyProblem(root, 'draft-scoring', undefined);
    const row = rows.find((r) => r.solution.endsWith('off.js'))!;
    // off.js is wrong on sample/1 (n = 1), which ignore_sample leaves out of the score.
    assert.equal([row.ok, row.caughtBy.split(';')[0]], [true, '60 / 100 points, expected below 100']);
  },
);

importing.run();
