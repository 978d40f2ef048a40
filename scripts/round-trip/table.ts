// The matrix as text: what `npm run round-trip` prints (each cell's renaming, notes and differences, then the table,
// a cell's line in each place), and the short table scripts/README.md holds, written from the results file (a mark
// in each cell, a footnote for each kind of "not held", when and where it was measured), between two markers.
import { terminalSafe } from '../../judge/base/index.ts';
import type { Cell } from './cell.ts';
import type { Matrix } from './matrix.ts';
import type { CellResults, MatrixResults } from './results-file.ts';

export const TABLE_START =
  '<!-- round-trip: written by npm run round-trip -- --write from scripts/round-trip/results.json -->';
export const TABLE_END = '<!-- /round-trip -->';

/** The README's width, and the indent of a list item's following lines. */
const WIDTH = 118;

const escaped = (text: string) => text.replace(/\|/g, '\\|');

/**
 * Text from a cell (the export's line quotes the problem's names) as Markdown that stays on its line and in its
 * cell: line ends as blanks, control characters as escapes, and no `<` or `>` to open or close a comment (the table's
 * markers are comments) or a tag.
 */
const markdownText = (text: string) =>
  terminalSafe(text.replace(/\r\n|[\n\r\u2028\u2029]/g, ' '))
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function markdownTable(header: string[], rows: string[][]): string[] {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(escaped).join(' | ')} |`);
}

/** The printed table's cells: a terminal's text (the command makes it safe), one line each, its `|` escaped. */
const oneLine = (text: string) => text.replace(/\r\n|[\n\r\u2028\u2029]/g, ' ');

/** The problems in the order the cells give them, each with its cells by column. */
function byProblem<T extends { problem: string; fixture: boolean; format: string }>(cells: readonly T[]) {
  const problems = new Map<string, { fixture: boolean; cells: Map<string, T> }>();
  for (const cell of cells) {
    const row = problems.get(cell.problem) ?? { fixture: cell.fixture, cells: new Map<string, T>() };
    row.cells.set(cell.format, cell);
    problems.set(cell.problem, row);
  }
  return problems;
}

const problemLabel = (id: string, fixture: boolean) => `\`${id}\`${fixture ? ' (fixture)' : ''}`;

/** What the command prints: each cell's renaming, notes and differences, one line each, then the table. */
export function matrixReport(matrix: Matrix): string {
  const out: string[] = [];
  for (const cell of matrix.cells) {
    const at = `${cell.problem} x ${cell.format}`;
    if (cell.renamed.length > 0) out.push(`${at}: renamed ${cell.renamed.join(', ')}`);
    for (const note of cell.notes) out.push(`${at}: ${note}`);
    for (const difference of cell.differences) out.push(`${at}: DIFFERS: ${difference}`);
  }
  const shown = (cell: Cell | undefined) =>
    cell === undefined
      ? ''
      : cell.state === 'same'
        ? `${cell.line} (${cell.tests} tests, ${cell.solutions} solutions)`
        : `${cell.state}: ${oneLine(cell.line)}`;
  const rows = [...byProblem(matrix.cells)].map(([id, row]) => [
    problemLabel(id, row.fixture),
    ...matrix.formats.map((format) => shown(row.cells.get(format))),
  ]);
  const differing = matrix.cells.filter((c) => c.state === 'differs').length;
  const { judged, remembered } = matrix.runs;
  return [
    ...out,
    ...(out.length > 0 ? [''] : []),
    ...markdownTable(['problem', ...matrix.formats], rows),
    '',
    ...matrix.importOnly,
    `${matrix.cells.length} cells in ${matrix.seconds.toFixed(1)} s (${judged} tests judged, ${remembered} of them told from memory): ${differing === 0 ? 'none differs' : `${differing} differ${differing === 1 ? 's' : ''}`}`,
  ].join('\n');
}

/** Text wrapped to the README's width, the first line opening with `head`, the others indented as far. */
function wrapped(text: string, head: string): string[] {
  const indent = ' '.repeat(head.length);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const opening = lines.length === 0 ? head : indent;
    if (line !== '' && opening.length + line.length + 1 + word.length > WIDTH) {
      lines.push(`${opening}${line}`);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, `${lines.length === 0 ? head : indent}${line}`];
}

/** A list item wrapped to the README's width, its following lines indented. */
const listItem = (text: string) => wrapped(text, '- ');

/** The README's block: the table with a mark in each cell, a footnote for each kind of "not held", markers included. */
export function readmeTable(results: MatrixResults): string {
  const kinds: { line: string; cells: CellResults[] }[] = [];
  for (const cell of results.cells.filter((c) => c.state === 'not held')) {
    const kind = kinds.find((k) => k.line === cell.line);
    if (kind) kind.cells.push(cell);
    else kinds.push({ line: cell.line, cells: [cell] });
  }
  const mark = (cell: CellResults | undefined) =>
    cell === undefined
      ? ''
      : cell.state === 'same'
        ? '✓'
        : cell.state === 'differs'
          ? '✗'
          : `(${kinds.findIndex((k) => k.line === cell.line) + 1})`;
  const rows = [...byProblem(results.cells)].map(([id, row]) => [
    problemLabel(id, row.fixture),
    ...results.formats.map((format) => mark(row.cells.get(format))),
  ]);
  const listed = (items: string[]) => [...new Set(items)].join(', ');
  const footnotes = kinds.flatMap((kind, i) =>
    listItem(
      `(${i + 1}) not held: ${listed(kind.cells.map((c) => `\`${c.problem}\``))} in ${listed(kind.cells.map((c) => c.format))}: ${markdownText(kind.line)}.`,
    ),
  );
  const through = results.cells.filter((c) => c.state !== 'not held').length;
  const { judged, remembered } = results.runs;
  return [
    TABLE_START,
    ...markdownTable(['problem', ...results.formats], rows),
    '',
    ...listItem(
      "✓ the same tests, the same verdict on each test for every solution, the same points; ✗ a difference (`npm run round-trip` names it); (n) what the format cannot hold, the export's one line:",
    ),
    ...footnotes,
    ...results.importOnly.flatMap((line) => listItem(`${markdownText(line)}.`)),
    '',
    ...wrapped(
      `The last whole run: ${results.cells.length} cells, ${through} gone through and back, in ${results.seconds.toFixed(1)} s: ${judged} tests judged on both sides, ${remembered} of them told from memory; on ${markdownText(results.machine)}, load average ${results.load.toFixed(1)} as it began, ${results.date}, at ${results.commit ?? 'no commit'}.`,
      '',
    ),
    TABLE_END,
  ].join('\n');
}

/** `readme` with its round-trip block replaced by `block`; an error where the markers are not there once each. */
export function withReadmeTable(readme: string, block: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start || readme.indexOf(TABLE_START, start + 1) >= 0)
    throw new Error(`README.md: the round-trip table must sit once between ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start)}${block}${readme.slice(end + TABLE_END.length)}`;
}

/** The README's round-trip block as it stands, markers included; null where it has none. */
export function readmeTableIn(readme: string): string | null {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start < 0 || end < start ? null : readme.slice(start, end + TABLE_END.length);
}
