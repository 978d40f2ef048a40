// The CMS task set of test/helpers/cms-packages.ts imported with `npm run import` into one root (a Batch task whose
// checker gives partial outcomes, GroupMin over gen/GEN's subtasks with inputs made by its generator and answers by
// sol/soluzione, an output-only task, GroupSum and Sum; with g++, a task whose submissions are compiled with its
// grader), then every solution of each judged: each gets the points CMS gives it, worked out by hand from CMS's score
// types (SCORES, with the source lines); verify passes each task.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { verifyProblem } from '../../../../scripts/testdata/index.ts';
import { CMS_TASKS, GRADED, SCORES } from '../../../helpers/cms-packages.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

const ready = () => hasTool('CMS tasks (Python programs)', 'python3');
const graders = () => hasTool('a CMS task with a C++ grader', 'g++');

let pkgs = '';
let root = '';
const imports: Record<string, { status: number; stdout: string; stderr: string }> = {};

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
      // Shares of a sum add up with a float's rounding: compared to 1e-9.
      const points = report.problems[0].score?.points ?? Number.NaN;
      got[name][solution] = Math.abs(points - solutions[solution]) < 1e-9 ? solutions[solution] : points;
    }
  }
  assert.equal(got, wanted);
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
