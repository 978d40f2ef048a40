// A CMS task read into a plan as CMS's loader and cmsMake read it: limits and file names, tests by codename in
// public/ and secret/, the score type as scoring, the checker in CMS's contract, sol/ as the solutions (solutions.ts's
// own test); a Communication manager or a checker without its source refused whole; a test that is neither there nor made, one line naming what is missing. Nothing here runs a program: the
// inputs gen/GEN makes are generate-tests.test.ts's, the tasks judged import-task.e2e.test.ts's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transformSync } from 'esbuild';
import { loadProblem } from '../../../../judge/registry/index.ts';
import { isCmsTask, readCmsTask } from '../../../../scripts/formats/cms/read-task.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { APPROX, GROUPSUM, OUTPUTS, SUBTASKS, SUM } from '../../../helpers/cms-packages.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { HOSTILE_STRINGS, pwned } from '../../../helpers/hostile-text.ts';
import { runInProcess } from '../../../helpers/run-command.ts';
import { refusalOf } from '../../../helpers/user-errors.ts';

let dir = '';
const context = () => ({ scratch: join(dir, 'scratch'), jobs: 1 });
const task = (name: string, files: Record<string, string>) => {
  writeFiles(join(dir, name), files);
  return join(dir, name);
};
const refusal = (pkg: string) => refusalOf(() => readCmsTask(pkg, context()));

const reading = suite('readCmsTask');
reading.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-cms-'));
});
reading.after.each(() => rmSync(dir, { recursive: true, force: true }));

reading('a Batch task with a checker: limits, standard streams, tests by codename, GroupMin by patterns', async () => {
  const plan = await readCmsTask(task('approx', APPROX), context());
  assert.equal(
    [plan.id, plan.name, plan.origin, plan.format],
    ['approx', 'Approximately double', 'CMS task', 'italy_yaml'],
  );
  assert.equal(plan.limits, { timeMs: 2000, memoryMb: 256, outputMb: 64 });
  assert.is(plan.files, undefined);
  assert.equal(plan.tests.slice(0, 4), [
    { from: 'input/input0.txt', to: 'public/000.in' },
    { from: 'input/input1.txt', to: 'public/001.in' },
    { from: 'input/input2.txt', to: 'secret/002.in' },
    { from: 'input/input3.txt', to: 'secret/003.in' },
  ]);
  assert.equal(plan.tests.at(-1), { from: 'output/output4.txt', to: 'secret/004.ans' });
  assert.equal(
    [plan.outputValidator, plan.checkerContract, plan.compare],
    [{ main: 'check/checker.py', folder: 'check' }, 'cms', null],
  );
  assert.equal(plan.scoring, {
    groups: [
      { name: 'subtask 0', tests: ['public/000', 'public/001'], points: 40, aggregation: 'min' },
      { name: 'subtask 1', tests: ['secret/002', 'secret/003', 'secret/004'], points: 60, aggregation: 'min' },
    ],
  });
  assert.equal(
    plan.submissions.map((s) => [s.main, s.expect]),
    [
      ['sol/near.py', 'do-not-run'],
      ['sol/small.py', 'do-not-run'],
      ['sol/soluzione.py', 'accepted'],
      ['sol/wrong.py', 'do-not-run'],
    ],
  );
  assert.is(plan.answers, undefined);
  assert.is(plan.statementFolder, 'statement');
  assert.ok(
    plan.said.includes('public/: tests 000, 001, whose results CMS shows contestants in full (public_testcases)'),
  );
  assert.equal(plan.notTaken, []);
});
reading("without a checker, CMS's white diff; a Sum task's tokens named; Italian names; GroupSum's lists", async () => {
  const sum = await readCmsTask(task('sum', SUM), context());
  assert.equal(sum.compare, { by: 'line-tokens' });
  assert.equal(
    sum.scoring?.groups.map((g) => [g.name, (g.tests as string[]).length, g.points, g.aggregation]),
    [['tests', 8, 100, 'sum']],
  );
  assert.ok(
    sum.tests.every((t) => t.to.startsWith('public/')),
    'public_testcases: all',
  );
  assert.match(sum.notTaken[0], "task.yaml:11: token_mode, token_max_number: CMS's tokens");
  const groupsum = await readCmsTask(task('groupsum', GROUPSUM), context());
  assert.equal([groupsum.id, groupsum.name, groupsum.limits.timeMs], ['groupsum', 'Squares', 2000]);
  assert.equal(
    groupsum.scoring?.groups.map((g) => [g.tests, g.aggregation]),
    [
      [['secret/000', 'secret/001', 'secret/002', 'secret/003'], 'sum'],
      [['secret/004', 'secret/005'], 'sum'],
    ],
  );
});
reading("an output-only task: no limits from CMS (the time limit measured), the loader's Sum of 100", async () => {
  const plan = await readCmsTask(task('outputs', OUTPUTS), context());
  assert.equal([plan.limits.timeMs, plan.limits.memoryMb, plan.timeSource], [null, 2048, null]);
  assert.equal(plan.scoring?.groups[0].points, 100);
  assert.match(
    plan.notTaken[0],
    /^output-only: CMS takes the output files a contestant submits \(output_000\.txt, \.\.\.\), which the kit's judge cannot take/,
  );
});
reading("the loader's input.txt and output.txt where task.yaml names no files; answers by sol/soluzione", async () => {
  const files: Record<string, string> = { ...SUBTASKS, 'input/input0.txt': '1\n5\n' };
  for (const n of [1, 2, 3, 4, 5]) files[`input/input${n}.txt`] = '1\n5\n';
  const plan = await readCmsTask(task('subtasks', files), context());
  assert.equal(plan.files, { input: 'input.txt', output: 'output.txt' });
  assert.is(plan.answers, 'main');
  assert.equal(
    plan.scoring?.groups.map((g) => [g.points, (g.tests as string[]).length]),
    [
      [20, 2],
      [30, 2],
      [50, 2],
    ],
  );
  assert.is(plan.statementFolder, 'testo');
});
reading('what CMS judges as the kit cannot is refused whole, saying what it is', async () => {
  assert.match(
    await refusal(task('talk', { ...SUM, 'check/manager.cpp': 'int main() {}\n' })),
    /^check\/manager\.cpp: a Communication task \(CMS runs this manager, .* FIFOs/,
  );
  assert.match(
    await refusal(task('built', { ...SUM, 'cor/correttore': '\u007fELF' })),
    /^cor\/correttore: a Batch task with a checker built already, without its source/,
  );
});
reading(
  'a test neither there nor made, and counts that disagree: one line naming the file, line and field',
  async () => {
    const noInput = { ...SUM };
    delete noInput['input/input7.txt'];
    assert.is(
      await refusal(task('missing', noInput)),
      "input/input7.txt: not in the task, and no gen/GEN to make it from: CMS's loader reads input/input<n>.txt for every test",
    );
    const noGenerator = { ...SUBTASKS };
    delete noGenerator['gen/generatore.py'];
    assert.is(
      await refusal(task('nogen', noGenerator)),
      "gen/GEN:4: input/input0.txt is to be generated, but the task has no gen/generatore.py, .sh, .cpp, .c or .pas to run with the line's words (cmsMake needs it)",
    );
    assert.is(
      await refusal(task('count', { ...SUBTASKS, 'task.yaml': `${SUBTASKS['task.yaml']}n_input: 5\n` })),
      'task.yaml:5: field "n_input" is 5, but gen/GEN has 6 tests (CMS\'s loader asserts they agree)',
    );
    const scored = `${SUBTASKS['task.yaml']}n_input: 4\nscore_type: Sum\nscore_type_parameters: 25\n`;
    assert.is(
      await refusal(task('override', { ...SUBTASKS, 'task.yaml': scored })),
      "gen/GEN: 6 tests, but task.yaml's n_input is 4: input/input0.txt is not in the task and gen/GEN cannot make every input",
    );
    assert.is(
      await refusal(task('public', { ...APPROX, 'task.yaml': APPROX['task.yaml'].replace('0, 1', '0, 5') })),
      'task.yaml:10: field "public_testcases" names test 5, but the task has 5 (0 to 4)',
    );
    assert.is(
      await refusal(task('none', { 'task.yaml': 'name: none\ntitle: None\n' })),
      'task.yaml: no field "n_input" and no gen/GEN: CMS\'s loader counts the tests from one of them (give n_input: <tests>)',
    );
  },
);
reading('an input with Windows line ends is kept as it is, as CMS judges it; converted only when asked', async () => {
  const pkg = task('crlf', {
    'task.yaml': 'name: crlf\ntitle: Lines\ntime_limit: 1\nn_input: 1\n',
    'input/input0.txt': '2\r\n3\r\n',
    'output/output0.txt': '2\n',
  });
  const root = join(dir, 'root');
  const run = await runInProcess(importCommand, [pkg, '--root', root]);
  assert.is(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    'line ends: input/input0.txt:1: a Windows line end (CRLF), kept as it is, as CMS judges it, its loader and workers changing no byte of a test (--normalize-line-ends converts it)',
  );
  assert.is(readFileSync(join(root, 'testdata', 'crlf', 'secret', '000.in'), 'utf8'), '2\r\n3\r\n');
  const converted = await runInProcess(importCommand, [pkg, '--root', root, '--id', 'lf', '--normalize-line-ends']);
  assert.is(converted.status, 0, converted.stderr);
  assert.is(readFileSync(join(root, 'testdata', 'lf', 'secret', '000.in'), 'utf8'), '2\n3\n');
});
reading("a task in a contest whose YAML is the contest's <task>.yaml (the loader's deprecated place)", async () => {
  writeFiles(join(dir, 'contest'), { 'contest.yaml': 'tasks: [sum]\n', 'sum.yaml': SUM['task.yaml'] });
  const { 'task.yaml': _, ...rest } = SUM;
  writeFiles(join(dir, 'contest', 'sum'), rest);
  assert.ok(isCmsTask(join(dir, 'contest', 'sum')));
  assert.not.ok(isCmsTask(join(dir, 'contest')));
  const plan = await readCmsTask(join(dir, 'contest', 'sum'), context());
  assert.match(plan.notTaken[0], '../sum.yaml:11: token_mode');
});
reading.run();

const hostile = suite('a task whose text tries to become code');
hostile.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-cms-hostile-'));
});
hostile.after.each(() => {
  rmSync(dir, { recursive: true, force: true });
  delete (globalThis as { __pwned?: unknown }).__pwned;
});
hostile(
  'the hostile strings as the title: problem.ts loads, the title read back as it was, nothing planted runs',
  async () => {
    // YAML takes no lone surrogate and no control character but tab and line ends; the others go in one title, joined
    // (an import is most of a second). JSON is YAML: the title read back as it is, line ends and all.
    const unreadable = (c: string) =>
      (c < ' ' && !'\t\n\r'.includes(c)) || (c.length === 1 && c >= '\ud800' && c <= '\udfff');
    const title = HOSTILE_STRINGS.filter((t) => t !== '' && ![...t].some(unreadable)).join(' | ');
    // Tests and a time limit, and no program: nothing of it runs.
    const pkg = task('hostile', {
      'task.yaml': `name: t\ntitle: ${JSON.stringify(title)}\ntime_limit: 1\nn_input: 1\n`,
      'input/input0.txt': '1\n',
      'output/output0.txt': '1\n',
    });
    const run = await runInProcess(importCommand, [pkg, '--root', join(dir, 'root'), '--id', 'hostile']);
    assert.is(run.status, 0, run.stderr);
    transformSync(readFileSync(join(dir, 'root', 'problems', 'hostile', 'problem.ts'), 'utf8'), { loader: 'ts' });
    const problem = await loadProblem(join(dir, 'root'), 'hostile');
    assert.not.ok(pwned(), 'a planted statement ran');
    assert.is(problem.title, title);
  },
);
hostile.run();
