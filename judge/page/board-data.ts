// The data of a board page: a table of results whose cells open judge reports (`npm run contest -- --html`: a
// contest's ranking, each cell a contestant's tests on a problem). Shared by the code that writes it (board-page.ts)
// and the page that reads it (browser/board.tsx).
import type { PageCase, PageData, PageTest, ReportData, ReportProblem } from './page-data.ts';

/** The texts of a test that are the same whoever's code ran on it: written once on a board, however many ran it. */
export type SharedTest = Pick<PageTest, 'input' | 'expected'> & { cases: PageCase[] };

/** A test as a board holds it: its result, without the texts it shares with every other run of the test. */
export type BoardTest = Omit<PageTest, keyof SharedTest>;

/** A problem's report as a board holds it: `problem` names the problem whose shared tests its tests are. */
export type BoardProblem = Omit<ReportProblem, 'tests' | 'problem'> & { problem: string; tests: BoardTest[] };

/** What a cell opens: a judge report of one or more runs (an ICPC cell: each judged submission), with notes above it. */
export interface BoardReport extends Omit<ReportData, 'problems' | 'generated' | 'sandbox'> {
  notes: string[];
  problems: BoardProblem[];
}

export interface BoardCell {
  text: string;
  /** Its colour, as the judge's page colours a verdict (AC, WA, CE), or missing, pending, frozen. */
  cls?: string;
  /** What the cell says on hovering it (a compiler's line, a frozen submission's minute). */
  title?: string;
  /** The report a click on the cell opens; absent: the cell opens nothing. */
  opens?: BoardReport;
}

export interface BoardData {
  title: string;
  generated: string;
  /** The lines under the table: the tie rule, a legend, the freeze. */
  notes: string[];
  head: string[];
  rows: { cells: BoardCell[] }[];
  /** Each test's shared texts, by sharedKey(problem, test key). */
  shared: Record<string, SharedTest>;
  sandbox?: PageData['sandbox'];
}

/** The key of a test's shared texts: its problem and its key, which no problem id holds a NUL to confuse. */
export const sharedKey = (problem: string, key: string): string => `${problem}\u0000${key}`;

/** The report a cell opens as the judge's page reads it: each test whole again, its shared texts put back. */
export function reportOf(board: BoardData, report: BoardReport): ReportData {
  return {
    ...report,
    generated: board.generated,
    sandbox: board.sandbox,
    problems: report.problems.map((p) => ({
      ...p,
      tests: p.tests.map((t) => ({ ...t, ...(board.shared[sharedKey(p.problem, t.key)] ?? NO_TEXTS) })),
    })),
  };
}

const NO_TEXTS: SharedTest = { input: '(not kept)', expected: '(not kept)', cases: [] };
