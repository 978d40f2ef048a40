// A TPS task (problem.json, subtasks.json, gen/data, gen/, validator/, checker/, grader/, solution/ with
// solutions.json, statement/) read into a plan as TPS's own scripts build and score it: every test of gen/data made by
// its generators or copied, validated by the global validators and those of its subtasks, answered by the model
// solution; each subtask a group scored as CMS's GroupMin (its points times its least test score, the sum TPS's
// invoke.py adds up); the checker in CMS's contract; each solution compiled with its grader and held to its verdicts.
// What would judge otherwise than TPS does stops the import; what the kit does not take is named in a line each.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import type { Scoring } from '../../../problems/_authoring/index.ts';
import type { PackagePlan, ReadContext } from '../plan.ts';
import { asId } from '../write-problem.ts';
import { GEN_DATA, parseGenData } from './gen-data.ts';
import { lineOf, makeInputs } from './generate.ts';
import { PROBLEM_JSON, readProblemJson, type TpsProblem } from './problem-json.ts';
import { readSolutionsJson } from './solutions-json.ts';
import { readSubtasksJson, SUBTASKS_JSON, type TpsSubtasks } from './subtasks-json.ts';
import { takeSolutions } from './submissions.ts';
import { testLayout } from './test-layout.ts';
import { validatorPlan } from './validator-runs.ts';

/**
 * Whether a folder is a TPS task: problem.json at its root, with subtasks.json or gen/data (its export for CMS has
 * problem.json beside subtasks/ and neither).
 */
export const isTpsTask = (dir: string) =>
  isFile(join(dir, PROBLEM_JSON)) && (isFile(join(dir, SUBTASKS_JSON)) || isFile(join(dir, GEN_DATA)));

const CHECKER = 'checker/checker.cpp';

export async function readTpsTask(pkg: string, context: ReadContext): Promise<PackagePlan> {
  const problem = readProblemJson(pkg);
  refuseOtherTaskTypes(problem);
  const subtasks = readSubtasksJson(pkg);
  if (!isFile(join(pkg, GEN_DATA))) throw new UserError(`${GEN_DATA}: not in the package (the task's test plan)`);
  const data = parseGenData(readFileSync(join(pkg, GEN_DATA), 'utf8'), problem.type === 'OutputOnly');
  matchSubtasks(subtasks, data.testsets);
  const layout = testLayout(data);
  const notTaken: string[] = [];
  const said: string[] = [];

  // Scored as TPS's invoke.py adds up and CMS's GroupMin scores: a subtask with no test is in neither.
  const byIndex = [...subtasks.subtasks].sort((a, b) => a.index - b.index);
  const scored = byIndex.filter((s) => layout.selectorOf.get(s.name)?.length);
  for (const s of byIndex)
    if (!scored.includes(s))
      notTaken.push(`subtask "${s.name}": no test in gen/data, so not scored (${s.score} points)`);
  const scoring: Scoring | null =
    scored.length === 0
      ? null
      : {
          groups: scored.map((s) => ({
            name: s.name,
            tests: layout.selectorOf.get(s.name)!,
            points: s.score,
            aggregation: 'min',
          })),
        };
  for (const [folder, held] of layout.subtasksOf)
    if (held.length === 0) notTaken.push(`testdata/${folder}/: its tests are in no subtask, so score nothing`);

  const validators = validatorPlan(pkg, subtasks);
  notTaken.push(...validators.notTaken);
  // Made from entries, so that a test-set named __proto__ is a group like any other.
  const groups: PackagePlan['groups'] =
    validators.programs.length === 0
      ? {}
      : Object.fromEntries([
          ['', { validatorRuns: validators.runsOf([]) }],
          ...[...layout.subtasksOf].map(([folder, held]) => [folder, { validatorRuns: validators.runsOf(held) }]),
        ]);

  const solutions = takeSolutions(
    pkg,
    problem,
    readSolutionsJson(
      pkg,
      subtasks.subtasks.map((s) => s.name),
    ),
    scored,
  );
  notTaken.push(...solutions.notTaken);
  const grader = solutions.submissions[0]?.include;
  if (grader?.length)
    said.push(
      `grader: each C++ solution is a folder with ${grader.map((g) => g.from).join(' and ')} beside it, compiled and linked with it; a --solution of your own needs them beside it too (x/x.cpp)`,
    );
  if (solutions.usesEval)
    notTaken.push(
      'EVAL: TPS compiles C++ with -DEVAL (and --std=gnu++14), which the grader or a solution tests; the kit compiles with g++ -O2 -std=c++17, EVAL undefined',
    );

  if (problem.hasChecker && !isFile(join(pkg, CHECKER)))
    throw new UserError(
      `${problem.at(['has_checker'])}: the task has a checker (the default but in a communication task), and ${CHECKER} is not in the package`,
    );
  if (!problem.hasChecker)
    notTaken.push(
      "comparison: TPS compares an output without a checker by diff -b (any run of blanks alike); the kit line by line, blanks at a line's end and empty lines at the end aside",
    );
  if (problem.type === 'OutputOnly')
    notTaken.push(
      'OutputOnly: a contestant submits an output file for each test; the kit judges the solutions as programs run on each input, as TPS invokes them',
    );
  else if (!['Batch', 'OutputOnly'].includes(problem.type))
    said.push(`task type "${problem.type}": judged as a batch task, as TPS runs a task of a type it does not know`);
  if (existsSync(join(pkg, 'public')))
    notTaken.push("public/: the contestants' files (public graders, examples, scripts), not used in judging");

  const made = await makeInputs(pkg, data.tests, join(context.scratch, 'tests'), context.jobs);
  if (made.failures.length > 0)
    throw new UserError(
      `${pkg}: ${made.failures.length} of gen/data's tests cannot be made (nothing written):\n${made.failures.map((l) => `  ${l}`).join('\n')}`,
    );
  if (made.converted.length > 0)
    said.push(
      `line ends: ${made.converted.length} tests had Windows line ends (or a byte order mark), made Unix ones as TPS's dos2unix does: ${made.converted.join(', ')}`,
    );
  const tests = data.tests.map((test) => ({
    from: made.files.get(test.name)!,
    to: `${layout.folderOf.get(test.testset)}/${test.name}.in`,
    shown: `test ${test.name}, ${lineOf(test)}`,
  }));

  const statement = join(pkg, 'statement', 'index.md');
  return {
    id: asId(problem.name),
    origin: 'TPS task',
    format: `problem.json, type ${problem.type}`,
    defaultComparison: 'line by line (TPS: diff -b)',
    name: problem.title,
    interactive: false,
    limits: { timeMs: problem.timeMs, memoryMb: problem.memoryMb, outputMb: 64 },
    timeSource: 'problem.json, time_limit',
    timeMultiplier: 1,
    timeResolutionMs: 1,
    statementFolder: existsSync(join(pkg, 'statement')) ? 'statement' : null,
    statementMarkdown: isFile(statement) ? readFileSync(statement, 'utf8') : null,
    tests,
    answers: 'main',
    validators: validators.programs,
    ...(validators.programs.length > 0 ? { validatorContract: 'testlib' as const } : {}),
    unvalidated: 'the task has no validator the kit runs',
    outputValidator: problem.hasChecker ? { main: CHECKER, folder: 'checker' } : null,
    ...(problem.hasChecker ? { checkerContract: 'cms' as const } : {}),
    groups,
    ...(scoring ? { scoring } : {}),
    validatorArgs: [],
    compare: problem.hasChecker ? null : { by: 'lines' },
    compareFrom: 'default',
    submissions: solutions.submissions,
    preferredAccepted: solutions.model,
    said,
    notTaken,
  };
}

/** A communication or two-step task, or one with a manager, is judged in a way the kit cannot: refused whole. */
function refuseOtherTaskTypes(problem: TpsProblem): void {
  const refuse = (field: string, why: string): never => {
    throw new UserError(`${problem.at([field])}: ${why} (nothing written)`);
  };
  if (problem.type.startsWith('Communicat') || problem.hasManager)
    refuse(
      problem.hasManager && !problem.type.startsWith('Communicat') ? 'has_manager' : 'type',
      `a ${problem.type} task's manager (grader/manager.cpp) talks to the solution through named pipes it is given, which the kit's interactors (Kattis's and testlib's contracts, on standard input and output) cannot do`,
    );
  if (problem.type === 'TwoSteps')
    refuse(
      'type',
      "a TwoSteps task runs the solution twice, the first run's output the second's input, which the kit does not",
    );
}

/** subtasks.json's subtasks and gen/data's @subtask lines name the same subtasks (TPS's verify.py checks it). */
function matchSubtasks(subtasks: TpsSubtasks, testsets: ReturnType<typeof parseGenData>['testsets']): void {
  const planned = testsets.filter((t) => t.subtask);
  for (const t of planned)
    if (!subtasks.subtasks.some((s) => s.name === t.name))
      throw new UserError(`${GEN_DATA}:${t.line}: subtask "${t.name}" is not in ${SUBTASKS_JSON}`);
  for (const s of subtasks.subtasks)
    if (!planned.some((t) => t.name === s.name))
      throw new UserError(`${subtasks.at(['subtasks', s.name])}: no "@subtask ${s.name}" in ${GEN_DATA}`);
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
