// npm run import on the TPS task of test/helpers/tps-packages.ts, built and judged whole: its generator, validators,
// checker and grader compiled with g++, each subtask's points as TPS's invoke.py adds them (the least test score of a
// subtask times its points), and every solution held by verify to what solutions.json expects of it. What the reader
// makes of the task, building nothing, is read-task.test.ts's, in npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { loadProblem } from '../../../../judge/registry/index.ts';
import { exportCms } from '../../../../scripts/formats/cms/export-task.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { verifyProblem } from '../../../../scripts/testdata/index.ts';
import { cmsLoader } from '../../../helpers/cms-loader.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { runInProcess } from '../../../helpers/run-command.ts';
import { skip } from '../../../helpers/skip.ts';
import { pairsumTask } from '../../../helpers/tps-packages.ts';

const ready = () => hasTool('TPS import (a C++ generator, validators, checker and grader)', 'g++');

let dir = '';
let root = '';
let imported: { status: number; stdout: string; stderr: string } | null = null;

const tps = suite('a TPS task imported and judged');
tps.before(async () => {
  if (!ready()) return;
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-'));
  root = join(dir, 'root');
  writeFiles(join(dir, 'pairsum'), pairsumTask());
  imported = await runInProcess(importCommand, [join(dir, 'pairsum'), '--root', root, '--jobs', '2']);
});
tps.after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

tps(
  'npm run import takes the task: its tests made by its generator, answered by its model solution, its subtasks’ points',
  async () => {
    if (!ready() || !imported) return;
    assert.is(imported.status, 0, imported.stderr);
    assert.match(imported.stdout, 'imported pairsum from');
    assert.match(imported.stdout, 'testdata/pairsum/: 6 tests in sample, small, medium, full');
    assert.match(imported.stdout, "checker: checker/checker.cpp (CMS's contract)");
    assert.match(imported.stdout, 'not taken: solution/correct.java: its grader, grader/java/grader.java');
    const problem = await loadProblem(root, 'pairsum');
    assert.equal(
      problem.scoring?.groups.map((g) => [g.name, g.points, g.aggregation]),
      [
        ['samples', 0, 'min'],
        ['small', 20, 'min'],
        ['medium', 30, 'min'],
        ['full', 50, 'min'],
      ],
    );
    // The generated test, made by gen/gen.cpp, and its answer, by the model solution with the grader.
    const [a, b] = readFileSync(join(root, 'testdata/pairsum/full/3-01.in'), 'utf8').split(' ').map(Number);
    assert.ok(a >= 1.5e9 && b >= 1.5e9 && a <= 2e9 && b <= 2e9, `${a} ${b}`);
    assert.is(readFileSync(join(root, 'testdata/pairsum/full/3-01.ans'), 'utf8'), `${a + b}\n`);
  },
);

tps('each solution gets the verdict and the points solutions.json expects, subtask by subtask', async () => {
  if (!ready() || !imported) return;
  const bySubtask = async (file: string) => {
    // Judged whole (runAll), as TPS's invoke runs every test.
    const report = await judge({
      root,
      problemIds: ['pairsum'],
      solution: join(root, file),
      jobs: 2,
      runAll: true,
      untrusted: true,
    });
    const { score, results } = report.problems[0];
    return {
      points: score?.points,
      subtasks: score?.groups.map((g) => g.points),
      verdicts: [...new Set(results.map((r) => r.verdict))].sort(),
    };
  };
  assert.equal(await bySubtask('solutions/pairsum/pairsum.cpp'), {
    points: 100,
    subtasks: [0, 20, 30, 50],
    verdicts: ['AC'],
  });
  assert.equal(await bySubtask('solutions/submissions/pairsum/wrong_answer/overflow/overflow.cpp'), {
    points: 50,
    subtasks: [0, 20, 30, 0],
    verdicts: ['AC', 'WA'],
  });
  // The checker's half marks on every test: each subtask half its points, as CMS's GroupMin gives them.
  assert.equal(await bySubtask('solutions/submissions/pairsum/wrong_answer/off-by-one/off-by-one.cpp'), {
    points: 50,
    subtasks: [0, 10, 15, 25],
    verdicts: ['WA'],
  });
  assert.equal(await bySubtask('solutions/submissions/pairsum/time_limit_exceeded/spins/spins.cpp'), {
    points: 20,
    subtasks: [0, 20, 0, 0],
    verdicts: ['AC', 'TLE'],
  });
  const rows = await verifyProblem(root, 'pairsum', 2);
  assert.equal(
    rows.map((r) => [r.solution.replace('solutions/submissions/pairsum/', ''), r.ok, r.got]),
    [
      ['(every input, by the validators)', true, 'AC'],
      ['(invalid inputs, refused)', true, 'AC'],
      ['solutions/pairsum/pairsum.cpp', true, 'AC'],
      ['wrong_answer/off-by-one/off-by-one.cpp', true, 'WA'],
      ['wrong_answer/overflow/overflow.cpp', true, 'WA'],
      ['time_limit_exceeded/spins/spins.cpp', true, 'TLE'],
    ],
  );
});
tps(
  "exported to CMS: its checker built as cmsMake builds it, its grader and header in sol/, as CMS's loader and the import read them",
  async () => {
    if (!ready() || !imported) return;
    const task = join(dir, 'out', 'pairsum');
    const said: string[] = [];
    await exportCms({ root, id: 'pairsum', dir: task, say: (line) => said.push(line) });
    assert.ok(
      said.some((line) => line.startsWith('check/checker: problems/pairsum/checker/checker.cpp')),
      said.join('\n'),
    );
    assert.ok(
      said.includes(
        "sol/grader.cpp, sol/pairsum.h: compiled with the accepted solution as its folder has them, CMS's grader and headers (a Batch task with a grader)",
      ),
      said.join('\n'),
    );
    // The built checker keeps CMS's contract: checker input answer output, the outcome on stdout.
    const input = join(root, 'testdata/pairsum/small/1-01.in');
    const answer = join(root, 'testdata/pairsum/small/1-01.ans');
    const run = spawnSync(join(task, 'check', 'checker'), [input, answer, answer], { encoding: 'utf8' });
    assert.is(run.stdout.trim(), '1', run.stderr);
    assert.ok(existsSync(join(task, 'check', 'checker.cpp')), 'its source beside it');

    const loader = cmsLoader();
    if ('missing' in loader) skip("CMS's loader on pairsum's export", loader.missing);
    else
      try {
        const loaded = loader.load(task, []);
        assert.equal(
          [loaded.task_type, loaded.task_type_parameters[0], loaded.task_type_parameters[2]],
          ['Batch', 'grader', 'comparator'],
        );
        assert.equal([...loaded.managers].sort(), ['checker', 'grader.cpp', 'pairsum.h']);
      } finally {
        loader.close();
      }

    // And back: the same points for the accepted and the half-marks solutions.
    const back = await runInProcess(importCommand, [task, '--root', root, '--id', 'pairsum-back', '--jobs', '2']);
    assert.is(back.status, 0, back.stderr);
    const points = async (id: string, file: string) =>
      (await judge({ root, problemIds: [id], solution: join(root, file), jobs: 2, runAll: true, untrusted: true }))
        .problems[0].score?.points;
    assert.is(await points('pairsum-back', 'solutions/pairsum-back/pairsum-back.cpp'), 100);
    assert.is(
      await points('pairsum-back', 'solutions/submissions/pairsum/wrong_answer/off-by-one/off-by-one.cpp'),
      await points('pairsum', 'solutions/submissions/pairsum/wrong_answer/off-by-one/off-by-one.cpp'),
    );
  },
);
tps.run();
