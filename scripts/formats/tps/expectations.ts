// A TPS solution's verdicts (solutions.json: its verdict, and "except" by subtask) as the kit holds an imported
// submission to them: the gallery folder whose verdicts cover every subtask it must fail, and the range of points its
// subtasks add up to. TPS's documentation names its web interface as what checks solutions.json, and tps-web
// (SolutionRun.validate_solution, SolutionRunResult.validate) reads it per test: a test that scores above 0 is
// "don't care"; every other test must show the verdict of the solution and of each subtask holding it; and at least one
// test must show it. So a solution expected to fail a subtask may still pass some or all of that subtask's tests (the
// IOI 2017 tasks in TPS's own samples rely on it: naive.cpp, "incorrect", passes the small subtask), while a subtask
// excepted as correct must be passed. `tps invoke` prints a stricter per-subtask "expected" beside its table (the
// subtask's least-score test), which fails nothing; the kit follows the web interface.
import { SUBMISSION_FOLDERS, type SubmissionFolder } from '../../../judge/registry/index.ts';
import type { Verdict } from '../../../judge/verdict/index.ts';
import type { TpsSolution, TpsVerdict } from './solutions-json.ts';

/** What a subtask expected to fail may show, in the kit's verdicts: TPS's words for a test's outcome, translated. */
const FAILING: Record<Exclude<TpsVerdict, 'model_solution' | 'correct'>, readonly Verdict[]> = {
  incorrect: ['WA'],
  time_limit: ['TLE'],
  // TPS reads a program stopped at its memory limit as a Runtime Error; the kit tells the two apart.
  memory_limit: ['MLE', 'RE'],
  runtime_error: ['RE'],
  time_limit_and_runtime_error: ['TLE', 'RE'],
  // Anything but full marks: a wrong answer or partial credit (the kit's WA with its fraction), or any failure.
  failed: ['WA', 'TLE', 'RE', 'MLE', 'OLE'],
  // 0 < score < 1: partial credit, which the kit gives as a WA with its fraction.
  partially_correct: ['WA'],
};

/** The gallery folders a failing solution may go to, narrowest first. */
const FOLDERS: readonly SubmissionFolder[] = [
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
  'brute_force',
  'rejected',
];

export interface Expectation {
  expect: SubmissionFolder;
  /** The points it must get, [least, most]; none for an accepted one, which must pass every test. */
  score?: [number, number];
}

/**
 * What `solution` must get on the scored subtasks `subtasks` (each with its points): accepted where every subtask
 * must be correct, else the narrowest folder allowing every verdict its failing subtasks may show (verify also holds
 * it to at least one failing test), with at least the points of the subtasks it must pass and at most all of them.
 */
export function expectationOf(
  solution: TpsSolution,
  subtasks: readonly { name: string; score: number }[],
): Expectation {
  let least = 0;
  const allowed = new Set<Verdict>();
  for (const { name, score } of subtasks) {
    const verdict = Object.hasOwn(solution.except, name) ? solution.except[name] : solution.verdict;
    if (verdict === 'correct' || verdict === 'model_solution') {
      least += score;
      continue;
    }
    for (const v of FAILING[verdict]) allowed.add(v);
  }
  if (allowed.size === 0) return { expect: 'accepted' };
  const folder = FOLDERS.find((f) =>
    [...allowed].every((v) =>
      (SUBMISSION_FOLDERS[f as keyof typeof SUBMISSION_FOLDERS] as readonly Verdict[]).includes(v),
    ),
  )!;
  // Its tests that score are "don't care": a subtask it must fail may be earned in part or whole, so all of them.
  const most = subtasks.reduce((sum, { score }) => sum + score, 0);
  return { expect: folder, score: [least, most] };
}
