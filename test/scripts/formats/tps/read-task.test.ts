import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from '../../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { UserError } from '../../../../judge/base/index.ts';
import { loadProblem } from '../../../../judge/registry/index.ts';
import { formatOf } from '../../../../scripts/formats/index.ts';
import { readTpsTask } from '../../../../scripts/formats/tps/read-task.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { pairsumTask } from '../../../helpers/tps-packages.ts';
import { HOSTILE_STRINGS, PLANTED, pwned } from '../../../helpers/hostile-text.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { runInProcess } from '../../../helpers/run-command.ts';
import { importCommand } from '../../../../scripts/import.ts';

// The task read into a plan, building nothing: its generator is gen/gen.sh (the C++ one is end to end's).
let dir = '';
const read = async (changes: Record<string, string | null> = {}) => {
  const files: Record<string, string> = { ...pairsumTask({ shellGenerator: true }) };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  const pkg = join(dir, `task-${Math.random().toString(36).slice(2)}`);
  writeFiles(pkg, files);
  return readTpsTask(pkg, { scratch: mkdtempSync(join(dir, 'scratch-')), jobs: 2 });
};
// The task as it is, read once for the tests that only look at it.
let asIs: ReturnType<typeof readTpsTask> | null = null;
const readAsIs = () => {
  asIs ??= read();
  return asIs;
};
const problemJson = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(pairsumTask()['problem.json']), ...fields }, null, 4);
const refused = async (changes: Record<string, string | null>, message: string | RegExp) => {
  await read(changes).then(
    () => assert.unreachable(`read: ${JSON.stringify(changes)}`),
    (error: Error) => {
      assert.instance(error, UserError);
      if (typeof message === 'string') assert.is(error.message, message);
      else assert.match(error.message, message);
    },
  );
};

const task = suite('readTpsTask');
task.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-read-'));
});
task.after(() => rmSync(dir, { recursive: true, force: true }));

task('a TPS task is told by problem.json with subtasks.json or gen/data; its export for CMS is not one', () => {
  writeFiles(join(dir, 'task'), pairsumTask({ shellGenerator: true }));
  assert.is(formatOf(join(dir, 'task')).name, 'TPS task');
  writeFiles(join(dir, 'gen-only'), { 'problem.json': '{}', 'gen/data': '' });
  assert.is(formatOf(join(dir, 'gen-only')).name, 'TPS task');
  writeFiles(join(dir, 'export'), { 'problem.json': '{}', 'subtasks/00-samples.json': '{}', 'tests/0-01.in': '' });
  assert.throws(() => formatOf(join(dir, 'export')), /a TPS task's export for CMS/);
});

task(
  'the limits, the tests in a folder for each test-set, the subtasks scored as GroupMin, each with its validators',
  async () => {
    const plan = await readAsIs();
    assert.equal(
      [plan.id, plan.name, plan.origin, plan.format],
      ['pairsum', 'Pair Sum', 'TPS task', 'problem.json, type Batch'],
    );
    assert.equal(plan.limits, { timeMs: 500, memoryMb: 256, outputMb: 64 });
    assert.equal(
      plan.tests.map((t) => [t.to, t.shown, readFileSync(t.from!, 'utf8')]),
      [
        ['sample/0-01.in', 'test 0-01, gen/data:3 (copy ../public/examples/01.in)', '3 4\n'],
        ['small/1-01.in', 'test 1-01, gen/data:7 (manual small-1.in)', '10 10\n'],
        ['small/1-02.in', 'test 1-02, gen/data:8 (gen 1 10 1)', '1 10\n'],
        ['small/1-03.in', 'test 1-03, gen/data:9 (gen 1 10 2)', '1 10\n'],
        ['medium/2-01.in', 'test 2-01, gen/data:13 (gen 11 1000 3)', '11 1000\n'],
        ['full/3-01.in', 'test 3-01, gen/data:17 (gen 1500000000 2000000000 4)', '1500000000 2000000000\n'],
      ],
    );
    assert.is(plan.answers, 'main');
    assert.equal(plan.scoring?.groups, [
      { name: 'samples', tests: ['sample'], points: 0, aggregation: 'min' },
      { name: 'small', tests: ['sample', 'small'], points: 20, aggregation: 'min' },
      { name: 'medium', tests: ['sample', 'small', 'medium'], points: 30, aggregation: 'min' },
      { name: 'full', tests: ['sample', 'small', 'medium', 'full'], points: 50, aggregation: 'min' },
    ]);
    const all = { program: 'validator/validator.cpp', args: [] };
    const small = { program: 'validator/validator-small.cpp', args: [] };
    const medium = { program: 'validator/validator-medium.cpp', args: [] };
    assert.equal(plan.groups, {
      '': { validatorRuns: [all] },
      sample: { validatorRuns: [all, small, medium] },
      small: { validatorRuns: [all, small, medium] },
      medium: { validatorRuns: [all, medium] },
      full: { validatorRuns: [all] },
    });
    assert.equal(
      plan.validators.map((v) => v.main),
      ['validator/validator.cpp', 'validator/validator-small.cpp', 'validator/validator-medium.cpp'],
    );
    assert.is(plan.validatorContract, 'testlib');
    assert.equal(
      [plan.outputValidator, plan.checkerContract, plan.compare],
      [{ main: 'checker/checker.cpp', folder: 'checker' }, 'cms', null],
    );
    assert.is(plan.statementMarkdown, '# Pair Sum\n\nPrint a + b.\n');
  },
);

task('the solutions, each with the grader and held to its verdicts; what is not taken named', async () => {
  const plan = await readAsIs();
  const grader = [
    { from: 'grader/cpp/pairsum.h', to: 'pairsum.h' },
    { from: 'grader/cpp/grader.cpp', to: 'grader.cpp' },
  ];
  assert.equal(plan.submissions, [
    { main: 'solution/correct.cpp', folder: null, name: 'correct.cpp', expect: 'accepted', include: grader },
    {
      main: 'solution/overflow.cpp',
      folder: null,
      name: 'overflow.cpp',
      expect: 'wrong_answer',
      score: [50, 100],
      include: grader,
    },
    {
      main: 'solution/off-by-one.cpp',
      folder: null,
      name: 'off-by-one.cpp',
      expect: 'wrong_answer',
      score: [0, 100],
      include: grader,
    },
    {
      main: 'solution/spins.cpp',
      folder: null,
      name: 'spins.cpp',
      expect: 'time_limit_exceeded',
      score: [20, 100],
      include: grader,
    },
  ]);
  assert.is(plan.preferredAccepted, 'solution/correct.cpp');
  assert.equal(plan.notTaken, [
    "solution/correct.java: its grader, grader/java/grader.java, is the program's entry, calling the solution, where the kit runs the solution's own file",
    "public/: the contestants' files (public graders, examples, scripts), not used in judging",
  ]);
  assert.equal(plan.said, [
    'grader: each C++ solution is a folder with grader/cpp/pairsum.h and grader/cpp/grader.cpp beside it, compiled and linked with it; a --solution of your own needs them beside it too (x/x.cpp)',
  ]);
});

task(
  'without a grader, checker or validators; an output-only task; a solution solutions.json does not name',
  async () => {
    const plan = await read({
      'problem.json': problemJson({ type: 'OutputOnly', has_checker: false, has_grader: undefined }),
      'subtasks.json': JSON.stringify({
        subtasks: {
          samples: { index: 0, score: 0 },
          small: { index: 1, score: 20 },
          medium: { index: 2, score: 30 },
          full: { index: 3, score: 50 },
        },
      }),
      'solution/correct.cpp': 'int main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }\n',
      'solution/notes.py': '',
      'solution/correct.exe': '',
      'public/examples/01.in': '3 4\r\n',
    });
    assert.equal(
      plan.tests.map((t) => t.to),
      ['sample/01.in', 'small/02.in', 'small/03.in', 'small/04.in', 'medium/05.in', 'full/06.in'],
    );
    assert.equal([plan.outputValidator, plan.checkerContract, plan.compare], [null, undefined, { by: 'lines' }]);
    assert.equal([plan.validators, plan.groups], [[], {}]);
    assert.is(plan.submissions[0].include, undefined);
    assert.equal(plan.notTaken, [
      'solution/: notes.py: not in solutions.json, so with no verdict to hold them to',
      "comparison: TPS compares an output without a checker by diff -b (any run of blanks alike); the kit line by line, blanks at a line's end and empty lines at the end aside",
      'OutputOnly: a contestant submits an output file for each test; the kit judges the solutions as programs run on each input, as TPS invokes them',
      "public/: the contestants' files (public graders, examples, scripts), not used in judging",
    ]);
    assert.equal(plan.said, [
      "line ends: 1 tests had Windows line ends (or a byte order mark), made Unix ones as TPS's dos2unix does: 01",
    ]);
  },
);

task(
  'a grader or solution testing EVAL, a subtask with no test, a test in none, a type TPS runs as batch',
  async () => {
    const plan = await read({
      'problem.json': problemJson({ type: 'Batch2017' }),
      'grader/cpp/grader.cpp': `#ifdef EVAL\n${pairsumTask()['grader/cpp/grader.cpp']}#endif\n`,
      'subtasks.json': pairsumTask()['subtasks.json'].replace(
        '"full"',
        '"none": { "index": 4, "score": 0 },\n\t\t"full"',
      ),
      'gen/data': `${pairsumTask()['gen/data']}\n@subtask none\n@testset spare\nmanual small-1.in\n`,
    });
    assert.ok(
      plan.notTaken.includes('subtask "none": no test in gen/data, so not scored (0 points)'),
      plan.notTaken.join('\n'),
    );
    assert.ok(plan.notTaken.includes('testdata/spare/: its tests are in no subtask, so score nothing'));
    assert.ok(plan.notTaken.some((line) => line.startsWith('EVAL: TPS compiles C++ with -DEVAL')));
    assert.equal(plan.said.slice(1), [
      'task type "Batch2017": judged as a batch task, as TPS runs a task of a type it does not know',
    ]);
    assert.equal(
      plan.scoring?.groups.map((g) => g.name),
      ['samples', 'small', 'medium', 'full'],
    );
  },
);

task('what the kit cannot judge as TPS does stops the import, named at its file and line', async () => {
  await refused(
    { 'problem.json': problemJson({ type: 'Communication' }) },
    `problem.json:5: field "type": a Communication task's manager (grader/manager.cpp) talks to the solution through named pipes it is given, which the kit's interactors (Kattis's and testlib's contracts, on standard input and output) cannot do (nothing written)`,
  );
  await refused(
    { 'problem.json': problemJson({ has_manager: true }) },
    /^problem\.json:10: field "has_manager": a Batch task's manager/,
  );
  await refused(
    { 'problem.json': problemJson({ type: 'TwoSteps' }) },
    `problem.json:5: field "type": a TwoSteps task runs the solution twice, the first run's output the second's input, which the kit does not (nothing written)`,
  );
  await refused(
    { 'checker/checker.cpp': null },
    'problem.json:1: field "has_checker": the task has a checker (the default but in a communication task), and checker/checker.cpp is not in the package',
  );
  await refused(
    { 'gen/data': '@subtask samples\n@subtask small\n@subtask medium\n@subtask huge\n' },
    'gen/data:4: subtask "huge" is not in subtasks.json',
  );
  await refused(
    { 'gen/data': '@subtask samples\n@subtask small\n@subtask medium\n' },
    'subtasks.json:7: field "subtasks.full": no "@subtask full" in gen/data',
  );
  await refused({ 'gen/data': null }, "gen/data: not in the package (the task's test plan)");
  await refused(
    { 'solutions.json': '{\n  "correct.java": { "verdict": "model_solution" }\n}\n' },
    `solutions.json:2: the model solution, solution/correct.java, makes the answers, and the kit cannot run it: its grader, grader/java/grader.java, is the program's entry, calling the solution, where the kit runs the solution's own file`,
  );
  await refused(
    { 'gen/gen.sh': 'exit 1\n' },
    /: 4 of gen\/data's tests cannot be made \(nothing written\):\n {2}gen\/data:8 \(gen 1 10 1\): test 1-02: the generator exited with 1\n/,
  );
});
task.e2e(
  'the task’s text (its title, type and subtask names) is data in problem.ts: nothing planted runs',
  async () => {
    if (!hasTool('TPS import (a Python model solution)', 'python3')) return;
    // JSON holds any string; a subtask's name in gen/data is one word, so those with a blank are the title's alone.
    const texts = HOSTILE_STRINGS.filter((t) => t !== '' && t.length < 1000);
    const words = texts.filter((t) => !/\s/.test(t));
    const subtasks = Object.fromEntries(words.map((name, index) => [name, { index, score: index === 0 ? 100 : 0 }]));
    const pkg = join(dir, `task\u2028${PLANTED}`);
    writeFiles(pkg, {
      'problem.json': JSON.stringify({
        name: 'hostile',
        title: texts.join(' | '),
        type: `Batch${texts.join(' | ')}`,
        has_grader: false,
        has_checker: false,
        time_limit: 1,
        memory_limit: 256,
      }),
      'subtasks.json': JSON.stringify({ subtasks }),
      'solutions.json': JSON.stringify({ 'echo.py': { verdict: 'model_solution' } }),
      'solution/echo.py': 'print(input())\n',
      'gen/manual/1.in': '1\n',
      // One test, which every later subtask includes: one run of the model solution.
      'gen/data': words
        .map((name, k) => `@subtask ${name}\n${k === 0 ? 'manual 1.in' : `@include ${words[0]}`}\n`)
        .join(''),
    });
    const root = join(dir, 'root');
    const run = await runInProcess(importCommand, [pkg, '--root', root]);
    assert.is(run.status, 0, run.stderr);
    const problem = await loadProblem(root, 'hostile');
    assert.not.ok(pwned(), 'a planted statement ran');
    assert.is(problem.title, texts.join(' | '));
    assert.equal(
      problem.scoring?.groups.map((g) => g.name),
      words,
    );
    delete (globalThis as { __pwned?: unknown }).__pwned;
  },
);
task.run();
