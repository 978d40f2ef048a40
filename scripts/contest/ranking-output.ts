// A contest's ranking written out: the terminal's table, CSV for a spreadsheet, JSON; and a cell's line of progress.
// Does no I/O: the command writes what these return.
import { terminalSafe } from '../../judge/base/index.ts';
import type { ContestResult, ProblemColumn } from './judge-contest.ts';
import { type Cell, type RankedRow, TIE_RULE } from './ranking.ts';

/** Points as a person reads them: whole, or to two decimals (33.33 of a group's third). */
export const shownPoints = (points: number): string => String(Math.round(points * 100) / 100);

/** A cell in the table: its points, or what it is where it earned nothing for want of a judged file. */
function tableCell(cell: Cell): string {
  return cell.status === 'judged' ? shownPoints(cell.points) : cell.status;
}

/** One line of progress as a cell is decided: the contestant, the problem, the verdict or status, the points. */
export function progressLine(contestant: string, problem: string, cell: Cell): string {
  const what = cell.status === 'judged' ? (cell.verdict ?? '') : cell.status;
  const count = cell.verdicts === undefined ? 0 : Object.keys(cell.verdicts).length;
  const run = cell.run ?? 0;
  const tests =
    cell.verdicts === undefined
      ? ''
      : `  ${count} test${count === 1 ? '' : 's'}: ${run} run${run === count ? '' : `, ${count - run} remembered`}`;
  const why =
    cell.failedAt !== undefined ? ` at ${cell.failedAt}` : cell.reason !== undefined ? `: ${cell.reason}` : '';
  return terminalSafe(
    `  ${contestant}  ${problem}  ${what}${why}  ${shownPoints(cell.points)}/${shownPoints(cell.max)}${tests}\n`,
  );
}

/**
 * A table's lines as the terminal shows it: each column as wide as its widest cell, the second (a name) to the left
 * and the others to the right, two spaces between; shared by the OI ranking and the ICPC scoreboard.
 */
export function alignedLines(head: readonly string[], body: readonly (readonly string[])[]): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((line) => line[c].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((text, c) => (c === 1 ? text.padEnd(widths[c]) : text.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)];
}

/** The table: rank, contestant, each problem's points (CE, missing), total; then the tie rule. */
export function formatTable(problems: readonly ProblemColumn[], ranked: readonly RankedRow[]): string {
  const head = ['rank', 'contestant', ...problems.map((p) => p.id), 'total'];
  const body = ranked.map((row) => [
    String(row.rank),
    terminalSafe(row.contestant),
    ...problems.map((p) => tableCell(row.cells[p.id])),
    shownPoints(row.total),
  ]);
  const most = `of ${problems.map((p) => `${p.id} ${shownPoints(p.max)}`).join(', ')}`;
  return `${alignedLines(head, body).join('\n')}\n${most}; ${TIE_RULE}\n`;
}

/**
 * A CSV field as RFC 4180 quotes it; a text beginning with = + - @ or a tab or carriage return gets a leading '
 * (OWASP's advice on CSV injection), so that a spreadsheet shows a folder's name and never runs it as a formula.
 */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV: rank, contestant, each problem's points, total, then each problem's status (judged's verdict, CE, missing). */
export function formatCsv(problems: readonly ProblemColumn[], ranked: readonly RankedRow[]): string {
  const head = ['rank', 'contestant', ...problems.map((p) => p.id), 'total', ...problems.map((p) => `${p.id} result`)];
  const rows = ranked.map((row) => [
    row.rank,
    row.contestant,
    ...problems.map((p) => row.cells[p.id].points),
    row.total,
    ...problems.map((p) => {
      const cell = row.cells[p.id];
      return cell.status === 'judged' ? (cell.verdict ?? '') : cell.status;
    }),
  ]);
  return csvText([head, ...rows]);
}

/** Records as CSV text, each field as csvField writes it, each record ended by CRLF (RFC 4180). */
export function csvText(records: readonly (readonly (string | number)[])[]): string {
  return `${records.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** JSON: the problems with their most points, the tie rule, and each ranked row with its cells. */
export function formatJson(result: Pick<ContestResult, 'problems'>, ranked: readonly RankedRow[]): string {
  return `${JSON.stringify({ problems: result.problems, tieRule: TIE_RULE, ranking: ranked }, null, 2)}\n`;
}
