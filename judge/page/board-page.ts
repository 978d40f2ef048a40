// A board as one self-contained HTML page (`npm run contest -- --html FILE`): a table of results whose cells open the
// judge's report of the runs behind them, drawn by the judge's own page; the data and the script inline, so that it
// opens anywhere, with no server and no network. The texts every run of a test shares (its input, its answer, its
// cases drawn) are held once, however many contestants ran it.
import { fileURLToPath } from 'node:url';
import type { JudgeReport, ProblemReport } from '../core/index.ts';
import type { BoardCell, BoardData, BoardProblem, BoardReport, SharedTest } from './board-data.ts';
import { sharedKey } from './board-data.ts';
import { type KeptCases, pageHtml, pageProblem } from './html-report.ts';

const BOARD_SCRIPT = fileURLToPath(new URL('./browser/board.tsx', import.meta.url));

/** One run a cell opens: a problem's report, named on the page by `name` where a cell opens several. */
export interface BoardRun {
  report: ProblemReport;
  name?: string;
}

/** A cell as its maker gives it: the runs it opens, as judged, or none. */
export interface BoardSourceCell extends Omit<BoardCell, 'opens'> {
  opens?: { title: string; notes: string[]; ok: boolean; runs: BoardRun[]; errors?: JudgeReport['errors'] };
}

export interface BoardSource {
  title: string;
  notes: string[];
  head: string[];
  rows: { cells: BoardSourceCell[] }[];
  /** The root the problems' test data is read from. */
  root: string;
  sandbox?: JudgeReport['sandbox'];
}

/** The board's data: each run's report as the judge's --html holds it, its tests' shared texts moved to `shared`. */
export async function boardData(source: BoardSource): Promise<BoardData> {
  const shared: Record<string, SharedTest> = {};
  const cases: KeptCases = new Map();
  const boardProblem = async ({ report, name }: BoardRun): Promise<BoardProblem> => {
    const whole = await pageProblem(report, source.root, cases);
    const problem = whole.id;
    const tests = whole.tests.map(({ input, expected, cases: drawn, ...test }) => {
      shared[sharedKey(problem, test.key)] ??= { input, expected, cases: drawn };
      return test;
    });
    return { ...whole, id: name === undefined ? problem : `${problem} · ${name}`, problem, tests };
  };
  const boardCell = async ({ opens, ...cell }: BoardSourceCell): Promise<BoardCell> => {
    if (opens === undefined) return cell;
    const problems: BoardProblem[] = [];
    for (const run of opens.runs) problems.push(await boardProblem(run));
    const report: BoardReport = {
      title: opens.title,
      notes: opens.notes,
      ok: opens.ok,
      errors: opens.errors ?? [],
      problems,
    };
    return { ...cell, opens: report };
  };
  const rows: BoardData['rows'] = [];
  for (const row of source.rows) {
    const cells: BoardCell[] = [];
    for (const cell of row.cells) cells.push(await boardCell(cell));
    rows.push({ cells });
  }
  return {
    title: source.title,
    generated: new Date().toISOString(),
    notes: source.notes,
    head: source.head,
    rows,
    shared,
    ...(source.sandbox ? { sandbox: source.sandbox } : {}),
  };
}

/** The board's page: its data gzipped in the page, drawn by browser/board.tsx, nothing loaded from elsewhere. */
export async function boardHtml(source: BoardSource): Promise<string> {
  return pageHtml(await boardData(source), true, BOARD_SCRIPT);
}
