// The matrix as text: what `npm run round-trip` prints (each cell's renaming, notes and differences, then the table,
// a cell's line in each place); the table scripts/README.md holds, written from the results file (a mark in each
// cell, a footnote for each line of what a format cannot hold, when and where it was measured); and its compact form
// for the root README (a word or a letter a cell, each footnote a few words); each between its two markers.
import { terminalSafe } from '../../judge/base/index.ts';
import { type Cell, IMPORT_REFUSES } from './cell.ts';
import { briefOfNamed, briefOfRefusal } from './named-changes.ts';
import type { Matrix } from './matrix.ts';
import type { CellResults, MatrixResults } from './results-file.ts';

export const TABLE_START =
  '<!-- round-trip: written by npm run round-trip -- --write from scripts/round-trip/results.json -->';
export const TABLE_END = '<!-- /round-trip -->';
export const COMPACT_START = '<!-- round-trip-compact: written by npm run round-trip -- --write -->';
export const COMPACT_END = '<!-- /round-trip-compact -->';

/** A block's two markers: the long table's (scripts/README.md) by default, or the compact one's (README.md). */
export interface Markers {
  start: string;
  end: string;
}
const LONG: Markers = { start: TABLE_START, end: TABLE_END };
export const COMPACT: Markers = { start: COMPACT_START, end: COMPACT_END };

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

/** Each line of what a format cannot hold, in the order the cells give them, with the cells that name it. */
function notHeldLines(results: MatrixResults): { line: string; refused: boolean; cells: CellResults[] }[] {
  const kinds: { line: string; refused: boolean; cells: CellResults[] }[] = [];
  for (const cell of results.cells)
    for (const line of cell.notHeld) {
      const kind = kinds.find((k) => k.line === line);
      if (kind) kind.cells.push(cell);
      else kinds.push({ line, refused: cell.state === 'not held', cells: [cell] });
    }
  return kinds;
}

/** The README's block: the table with a mark in each cell, a footnote for each line not held, markers included. */
export function readmeTable(results: MatrixResults): string {
  const kinds = notHeldLines(results);
  const numbers = (cell: CellResults) => cell.notHeld.map((line) => kinds.findIndex((k) => k.line === line) + 1);
  const mark = (cell: CellResults | undefined) => {
    if (cell === undefined) return '';
    if (cell.state === 'same') return '✓';
    if (cell.state === 'differs') return '✗';
    const footnotes = `(${numbers(cell).join(', ')})`;
    return cell.state === 'held in part' ? `✓ ${footnotes}` : footnotes;
  };
  const rows = [...byProblem(results.cells)].map(([id, row]) => [
    problemLabel(id, row.fixture),
    ...results.formats.map((format) => mark(row.cells.get(format))),
  ]);
  const listed = (items: string[]) => [...new Set(items)].join(', ');
  const footnotes = kinds.flatMap((kind, i) =>
    listItem(
      `(${i + 1}) ${kind.refused ? 'not held' : 'held in part'}: ${listed(kind.cells.map((c) => `\`${c.problem}\``))} in ${listed(kind.cells.map((c) => c.format))}: ${markdownText(kind.line)}.`,
    ),
  );
  const through = results.cells.filter((c) => c.state !== 'not held').length;
  const { judged, remembered } = results.runs;
  return [
    TABLE_START,
    ...markdownTable(['problem', ...results.formats], rows),
    '',
    ...listItem(
      "✓ the same tests, the same verdict on each test for every solution, the same points; ✗ a difference (`npm run round-trip` names it); (n) what the format cannot hold, the export's one line (or the import's refusal the export foretold), nothing gone through; ✓ (n) gone through and back the same but for what (n) names, as the export says it:",
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

/** An export's refusals the kit's exports say, by their words, each in a few words. */
const REFUSALS: readonly { said: RegExp; brief: string }[] = [
  {
    said: /^the problem reads or writes .*, and a Kattis package's programs use standard input and output only$/,
    brief: 'file I/O',
  },
  {
    said: /^the problem writes .*, and a 2025-09 Kattis package's output validator reads standard output only$/,
    brief: 'an output file',
  },
  { said: /^scoring group ".*" requires ".*", and without that requirement /, brief: 'a requirement between groups' },
  { said: /^scoring group ".*" gives its tests unequal shares, /, brief: 'unequal shares in a group' },
  { said: /^the jury is a program, which CMS's Communication task type cannot run /, brief: 'a jury program' },
];

/**
 * A line of what a format cannot hold in a few words, for the compact table: a change (or an import's refusal) named
 * beforehand in its own few words (named-changes.ts), or an export's refusal of those above; else its label ("not taken: ", "scoring: ", a file's "task.yaml:4: ") taken off, and cut
 * before its reasons (at " (", ": ", "; ", ", which", ", and", ", so", ", as").
 */
export function briefly(line: string): string {
  const refused = line.startsWith(IMPORT_REFUSES);
  const named = refused
    ? briefOfRefusal(line.slice(IMPORT_REFUSES.length))
    : (briefOfNamed(line) ?? REFUSALS.find((refusal) => refusal.said.test(line))?.brief ?? null);
  if (named !== null) return named;
  const text = (refused ? line.slice(IMPORT_REFUSES.length) : line)
    .replace(/^(not taken|scoring|requires): /, '')
    .replace(/^[\w./-]+(:\d+)?: /, '');
  const cut = [' (', ': ', '; ', ', which', ', and', ', so', ', as']
    .map((at) => text.indexOf(at))
    .filter((at) => at > 0);
  const brief = cut.length === 0 ? text : text.slice(0, Math.min(...cut));
  return refused ? `the import refuses ${brief}` : brief;
}

/** A footnote's letter: a to z, then aa, ab... */
const letter = (index: number): string =>
  index < 26 ? String.fromCharCode(97 + index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;

/**
 * The root README's block: a row a problem, a column a format and version, "same" or "✗" in a cell, a letter for
 * each line of what the format cannot hold (alone: not held; after "same": held but for it), each letter's few words
 * in footnotes wrapped to the README's width; markers included.
 */
export function compactTable(results: MatrixResults): string {
  const briefs: string[] = [];
  for (const kind of notHeldLines(results)) {
    const brief = briefly(kind.line);
    if (!briefs.includes(brief)) briefs.push(brief);
  }
  const letters = (cell: CellResults) =>
    `(${[...new Set(cell.notHeld.map((line) => letter(briefs.indexOf(briefly(line)))))].join(',')})`;
  const mark = (cell: CellResults | undefined) =>
    cell === undefined
      ? ''
      : cell.state === 'same'
        ? 'same'
        : cell.state === 'differs'
          ? '✗'
          : cell.state === 'held in part'
            ? `same ${letters(cell)}`
            : letters(cell);
  const rows = [...byProblem(results.cells)].map(([id, row]) => [
    `\`${id}\``,
    ...results.formats.map((format) => mark(row.cells.get(format))),
  ]);
  const notes = briefs.map((brief, i) => `(${letter(i)}) ${markdownText(brief)}`).join('; ');
  const differs = results.cells.some((cell) => cell.state === 'differs') ? ' ✗ differs;' : '';
  return [
    COMPACT_START,
    ...markdownTable(['problem', ...results.formats], rows),
    '',
    ...wrapped(`same: tests, verdicts, points;${differs} (x) not held; same (x) all but: ${notes}.`, ''),
    COMPACT_END,
  ].join('\n');
}

/** `readme` with its round-trip block replaced by `block`; an error where the markers are not there once each. */
export function withReadmeTable(readme: string, block: string, { start, end }: Markers = LONG): string {
  const at = readme.indexOf(start);
  const until = readme.indexOf(end);
  if (at < 0 || until < at || readme.indexOf(start, at + 1) >= 0)
    throw new Error(`README.md: the round-trip table must sit once between ${start} and ${end}`);
  return `${readme.slice(0, at)}${block}${readme.slice(until + end.length)}`;
}

/** The README's round-trip block as it stands, markers included; null where it has none. */
export function readmeTableIn(readme: string, { start, end }: Markers = LONG): string | null {
  const at = readme.indexOf(start);
  const until = readme.indexOf(end);
  return at < 0 || until < at ? null : readme.slice(at, until + end.length);
}
