// The invocation matrix (as Polygon shows it): the accepted solution, the second solver and every wrong solution,
// each judged on every test of a problem, a verdict in each cell, so one sees which test catches which solution.
import { relative } from 'node:path';
import { judge } from '../../judge/core/index.ts';
import {
  acceptedFile,
  loadProblem,
  loadSuite,
  secondSolverFile,
  testKey,
  wrongFiles,
} from '../../judge/registry/index.ts';
import { expectedVerdicts } from './wrong-solutions.ts';

export interface Matrix {
  problem: string;
  /** "group/name" of each test, in suite order. */
  tests: string[];
  rows: { solution: string; expected: string[]; verdicts: string[]; error?: string }[];
}

export async function invocationMatrix(
  root: string,
  problem: string,
  jobs?: number,
  signal?: AbortSignal,
  wrongOnly = false,
): Promise<Matrix> {
  const files: [string, string[]][] = [
    ...(wrongOnly
      ? []
      : ([
          [acceptedFile(root, problem), ['AC']],
          [secondSolverFile(root, problem), ['AC']],
        ] as [string, string[]][])),
    ...wrongFiles(root, problem).map((file): [string, string[]] => [file, expectedVerdicts(file)]),
  ];
  // Every test, in the judge's order (read here: a solution that does not compile judges none).
  const tests = loadSuite(root, problem, (await loadProblem(root, problem)).testOrder).tests.map(testKey);
  const rows: Matrix['rows'] = [];
  for (const [file, expected] of files) {
    const report = await judge({ root, problemIds: [problem], solution: file, jobs, signal });
    const results = report.problems[0]?.results ?? [];
    const byTest = new Map(results.map((r) => [testKey(r), r.verdict as string]));
    rows.push({
      solution: relative(root, file),
      expected,
      verdicts: tests.map((t) => byTest.get(t) ?? '-'),
      error: report.errors[0]?.message ?? compileError(report.problems[0]?.compileError),
    });
  }
  return { problem, tests, rows };
}

/** A compile error's first line, as a row's error: no test ran, so no cell is a verdict. */
const compileError = (text: string | undefined) =>
  text === undefined ? undefined : `compile error: ${text.split('\n').find((line) => line.trim() !== '') ?? ''}`;
