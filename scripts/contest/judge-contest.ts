// A contest judged: each contestant's files by the judge itself, one judge() a contestant, as someone else's code
// (untrusted, sandboxed) with the judge's remembered results; each problem's cell scored as the judge scores it.
import { shownFrom } from '../../judge/base/index.ts';
import { type JudgeOptions, type JudgeReport, judge, type ProblemReport } from '../../judge/core/index.ts';
import { loadProblem, testKey } from '../../judge/registry/index.ts';
import type { ContestFolder, Contestant } from './contest-folder.ts';
import { type Cell, type Row, totalOf } from './ranking.ts';

/** A pass-fail problem's points when every test is AC: 100, or 0. */
export const PASS_FAIL_POINTS = 100;

/** With the judge's own choices for every file: its selection of tests (--group), its remembering (--fresh). */
export interface ContestOptions extends Pick<JudgeOptions, 'select' | 'remember'> {
  /** The root holding the problems and their test data. */
  root: string;
  /** The contest folder, for the files' names in the cells. */
  dir: string;
  folder: ContestFolder;
  /** The problems judged, in the ranking's order. */
  problemIds: readonly string[];
  jobs?: number;
  signal?: AbortSignal;
  /** false: the contestants' programs run with the user's rights (the judge's --no-sandbox). */
  sandbox?: boolean;
  /** Keep each judged file's report in the result (for the page, --html). */
  keepReports?: boolean;
  /** Told of each contestant as it starts (k from 1 of n), and of each cell once it is decided. */
  onContestant?: (contestant: Contestant, k: number, n: number) => void;
  onCell?: (contestant: string, problem: string, cell: Cell) => void;
}

export interface ProblemColumn {
  id: string;
  title: string;
  max: number;
}

export interface ContestResult {
  problems: ProblemColumn[];
  /** The contestants judged in full, in the folder's order. */
  rows: Row[];
  /** Stopped (Ctrl-C) before every contestant was judged: rows holds those judged in full. */
  interrupted: boolean;
  /** What is the problem's or the kit's fault, not a contestant's (a problem that cannot load, broken test data, JE). */
  faults: string[];
  /** With keepReports: each judged file's report, by reportKey(contestant, problem). */
  reports: Map<string, ProblemReport>;
  /** The sandbox the files ran in, as the judge told it (absent where nothing was judged). */
  sandbox?: JudgeReport['sandbox'];
}

/** The key of a contestant's report on a problem, which no name or id holds a newline to confuse. */
export const reportKey = (contestant: string, problem: string): string => `${contestant}\n${problem}`;

/** A problem's most points: its scoring groups', or PASS_FAIL_POINTS. */
export async function problemColumn(root: string, id: string): Promise<ProblemColumn> {
  const problem = await loadProblem(root, id);
  const max = problem.scoring ? problem.scoring.groups.reduce((sum, g) => sum + g.points, 0) : PASS_FAIL_POINTS;
  return { id, title: problem.title, max };
}

/** A compiler's complaint in one line: its first line naming an error (g++ says "In function" first), else its first. */
const compilerLine = (text: string): string => {
  const lines = text.split('\n');
  return lines.find((line) => /\berror\b/i.test(line)) ?? lines[0];
};

/** A judged problem's cell: the judge's points for a scored problem, all AC or nothing for a pass-fail one. */
export function cellOf(report: ProblemReport, max: number, file: string): Cell {
  if (report.compileError !== undefined)
    return { status: 'CE', points: 0, max, file, reason: compilerLine(report.compileError) };
  const { results } = report;
  const failed = results.find((r) => r.verdict !== 'AC');
  const passed = failed === undefined && results.length > 0 && report.dataErrors.length === 0;
  return {
    status: 'judged',
    points: report.score ? report.score.points : passed ? PASS_FAIL_POINTS : 0,
    max,
    file,
    verdict: failed?.verdict ?? (passed ? 'AC' : 'JE'),
    ...(failed ? { failedAt: testKey(failed) } : {}),
    verdicts: Object.fromEntries(results.map((r) => [testKey(r), r.verdict])),
    run: results.filter((r) => r.remembered !== true).length,
  };
}

export async function judgeContest(options: ContestOptions): Promise<ContestResult> {
  const { root, dir, folder, problemIds, signal } = options;
  const problems: ProblemColumn[] = [];
  for (const id of problemIds) problems.push(await problemColumn(root, id));
  const rows: Row[] = [];
  const faults: string[] = [];
  const reports = new Map<string, ProblemReport>();
  let sandbox: JudgeReport['sandbox'] | undefined;
  for (const [k, contestant] of folder.contestants.entries()) {
    if (signal?.aborted) return { problems, rows, interrupted: true, faults, reports };
    options.onContestant?.(contestant, k + 1, folder.contestants.length);
    const ids = problemIds.filter((id) => contestant.files[id] !== undefined);
    const report =
      ids.length === 0
        ? null
        : await judge({
            root,
            problemIds: ids,
            solutions: contestant.files,
            untrusted: true,
            sandbox: options.sandbox !== false,
            remember: options.remember ?? 'use',
            select: options.select,
            jobs: options.jobs,
            signal,
          });
    if (report?.interrupted) return { problems, rows, interrupted: true, faults, reports };
    sandbox ??= report?.sandbox;
    const cells: Record<string, Cell> = {};
    for (const { id, max } of problems) {
      const file = contestant.files[id];
      const judged = report?.problems.find((p) => p.problem.id === id);
      const error = report?.errors.find((e) => e.problem === id);
      const cell: Cell =
        file === undefined
          ? { status: 'missing', points: 0, max }
          : judged
            ? cellOf(judged, max, shownFrom(dir, file))
            : { status: 'error', points: 0, max, file: shownFrom(dir, file), reason: error?.message ?? 'not judged' };
      if (cell.status === 'error') faults.push(`${id}: ${cell.reason}`);
      if (judged && (judged.dataErrors.length > 0 || judged.results.some((r) => r.verdict === 'JE')))
        faults.push(
          `${id}: broken test data or a judge error on ${contestant.name}'s file (npm run judge -- ${id} --solution FILE says which)`,
        );
      cells[id] = cell;
      if (judged && options.keepReports) reports.set(reportKey(contestant.name, id), judged);
      options.onCell?.(contestant.name, id, cell);
    }
    rows.push({ contestant: contestant.name, cells, total: totalOf(cells) });
  }
  return { problems, rows, interrupted: false, faults: [...new Set(faults)], reports, ...(sandbox ? { sandbox } : {}) };
}
