// The CMS task set of test/helpers/cms-packages.ts imported with `npm run import` into one root (a Batch task whose
// checker gives partial outcomes, GroupMin over gen/GEN's subtasks with inputs made by its generator and answers by
// sol/soluzione, an output-only task, GroupSum and Sum; with g++, a task whose submissions are compiled with its
// grader), then every solution of each judged: each gets the points CMS gives it, worked out by hand from CMS's score
// types (SCORES, with the source lines), and the same points from CMS's own loader and score types run from its
// source on the tests' outcomes the kit judged (helpers/cms-loader.ts); verify passes each task.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { verifyProblem } from '../../../../scripts/testdata/index.ts';
import { CMS_TASKS, GRADED, SCORES } from '../../../helpers/cms-packages.ts';
import { cmsLoader } from '../../../helpers/cms-loader.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { runInProcess } from '../../../helpers/run-command.ts';
import { skip } from '../../../helpers/skip.ts';

const ready = () => hasTool('CMS tasks (Python programs)', 'python3');
const graders = () => hasTool('a CMS task with a C++ grader', 'g++');

let pkgs = '';
let root = '';
const imports: Record<string, { status: number; stdout: string; stderr: string }> = {};
/** Each solution's outcome on each test as the kit judged it (CMS's codename: the checker's, else 1 or 0), by task. */
const outcomes: Record<string, Record<string, Record<string, number>>> = {};

/** Imports a task of the set into the root, keeping what the import said. */
async function importTask(name: string, files: Record<string, string>): Promise<void> {
  writeFiles(join(pkgs, name), files);
  imports[name] = await runInProcess(importCommand, [join(pkgs, name), '--root', root, '--jobs', '2']);
}

/**
 * Where the import put a solution of sol/: the accepted one as solutions/<id>.<ext>, the others in do-not-run/; one
 * compiled with a grader as a folder of its own, named after it (solutions/<id>/<id>.cpp, do-not-run/x/x.cpp).
 */
function placed(task: string, solution: string): string {
  const ext = extname(solution);
  const entry = solution === `soluzione${ext}` ? task : solution.slice(0, -ext.length);
  const at = solution === `soluzione${ext}` ? ['solutions'] : ['solutions', 'submissions', task, 'do-not-run'];
  const folder = join(root, ...at, entry, `${entry}${ext}`);
  return existsSync(folder) ? folder : join(root, ...at, `${entry}${ext}`);
}

const tasks = suite('a CMS task set, imported and judged');
tasks.before(async () => {
  if (!ready()) return;
  pkgs = mkdtempSync(join(tmpdir(), 'kit-cms-'));
  root = mkdtempSync(join(tmpdir(), 'kit-cms-root-'));
  for (const [name, files] of Object.entries(CMS_TASKS)) await importTask(name, files);
  if (graders()) await importTask('graded', GRADED);
});
tasks.after(() => {
  for (const dir of [pkgs, root]) if (dir) rmSync(dir, { recursive: true, force: true });
});

tasks('each task imports, saying how it is scored and what is not taken', () => {
  if (!ready()) return;
  for (const [name, run] of Object.entries(imports)) assert.is(run.status, 0, `${name}: ${run.stderr}`);
  assert.match(
    imports.subtasks.stdout,
    'tests: 6 inputs made as cmsMake makes them, by gen/generatore.py from gen/GEN',
  );
  assert.match(imports.subtasks.stdout, 'files: the solution reads input.txt and writes output.txt');
  assert.match(imports.approx.stdout, "checker: check/checker.py (CMS's contract)");
  assert.match(imports.groupsum.stdout, 'its pull request #1251 defines it so');
  assert.match(imports.sum.stdout, "not taken: task.yaml:11: token_mode, token_max_number: CMS's tokens");
  assert.match(imports.outputs.stdout, 'not taken: output-only: CMS takes the output files a contestant submits');
  if (imports.graded) {
    assert.match(imports.graded.stdout, 'accepted solution: solutions/graded/graded.cpp (from sol/soluzione.cpp)');
    assert.match(imports.graded.stdout, "not taken: sol/twice.py: CMS runs the task's grader as the program");
  }
});

tasks("every solution gets the points CMS gives it, as worked out by hand from CMS's score types", async () => {
  if (!ready()) return;
  const got: Record<string, Record<string, number>> = {};
  const wanted = Object.fromEntries(Object.entries(SCORES).filter(([name]) => name in imports));
  for (const [name, solutions] of Object.entries(wanted)) {
    got[name] = {};
    for (const solution of Object.keys(solutions)) {
      const report = await judge({
        root,
        problemIds: [name],
        solution: placed(name, solution),
        jobs: 2,
        untrusted: true,
        runAll: true,
      });
      assert.equal(report.errors, [], `${name}/${solution}`);
      outcomes[name] ??= {};
      outcomes[name][solution] = Object.fromEntries(
        report.problems[0].results.map((r) => [r.name, r.score ?? (r.verdict === 'AC' ? 1 : 0)]),
      );
      // Shares of a sum add up with a float's rounding: compared to 1e-9.
      const points = report.problems[0].score?.points ?? Number.NaN;
      got[name][solution] = Math.abs(points - solutions[solution]) < 1e-9 ? solutions[solution] : points;
    }
  }
  assert.equal(got, wanted);
});

tasks("CMS's own loader and score types give each solution the same points from the kit's outcomes", () => {
  if (!ready()) return;
  const loader = cmsLoader();
  if ('missing' in loader) return skip("CMS's own loader on the imported tasks", loader.missing);
  try {
    // GroupSum is not in CMS's release (its pull request #1251): its own code cannot score that task.
    for (const name of Object.keys(outcomes).filter((n) => n !== 'groupsum')) {
      // The task as CMS's loader reads it: a statement, and input/ and output/ where gen/GEN made them.
      const task = join(pkgs, 'for-cms', name);
      cpSync(join(pkgs, name), task, { recursive: true });
      rmSync(join(task, 'testo'), { recursive: true, force: true });
      writeFiles(task, { 'statement/statement.pdf': '%PDF-1.4\n' });
      const data = join(root, 'testdata', name);
      for (const n of Object.keys(Object.values(outcomes[name])[0]).map(Number)) {
        const key = (ext: string) =>
          ['public', 'secret'].map((g) => join(data, g, `${String(n).padStart(3, '0')}.${ext}`));
        const [input, answer] = ['in', 'ans'].map((ext) => key(ext).find(existsSync)!);
        writeFiles(task, {
          [`input/input${n}.txt`]: readFileSync(input, 'utf8'),
          [`output/output${n}.txt`]: readFileSync(answer, 'utf8'),
        });
      }
      const solutions = Object.keys(outcomes[name]);
      const loaded = loader.load(task, Object.values(outcomes[name]));
      const scored = Object.fromEntries(solutions.map((solution, k) => [solution, loaded.scores[k]]));
      for (const solution of solutions)
        assert.ok(
          Math.abs(scored[solution] - SCORES[name][solution]) < 1e-9,
          `${name}/${solution}: CMS scores ${scored[solution]}, the hand ${SCORES[name][solution]}`,
        );
    }
  } finally {
    loader.close();
  }
});

tasks('verify passes each task: its accepted solution all AC, the others kept unjudged', async () => {
  if (!ready()) return;
  for (const name of Object.keys(imports)) {
    const rows = await verifyProblem(root, name, 2);
    assert.ok(
      rows.every((r) => r.ok),
      `${name}: ${JSON.stringify(rows.filter((r) => !r.ok).map((r) => [r.solution, r.caughtBy]))}`,
    );
  }
});
tasks.run();
