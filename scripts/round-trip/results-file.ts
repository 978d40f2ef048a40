// The matrix's results file, scripts/round-trip/results.json: each cell's state and line, the time each took and
// the whole run's, dated, with the commit and the machine. `npm run round-trip -- --write` writes it from a whole
// run; the README's table is written from it (table.ts), and test/docs.test.ts holds the README to it.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Cell } from './cell.ts';
import type { Matrix } from './matrix.ts';

export const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

/** A cell as the file keeps it: what it found, not how (its differences, notes and runs are the command's to print). */
export type CellResults = Pick<
  Cell,
  'problem' | 'fixture' | 'format' | 'state' | 'line' | 'notHeld' | 'tests' | 'solutions' | 'seconds'
>;

export interface MatrixResults {
  date: string;
  /** The commit measured, "+changes" where the working copy differed; null outside git. */
  commit: string | null;
  machine: string;
  /** The load average over the minute before the run began: other work beside it. */
  load: number;
  /** The whole matrix's time. */
  seconds: number;
  /** The tests judged on both sides in all, and how many were told from memory rather than run. */
  runs: { judged: number; remembered: number };
  formats: string[];
  importOnly: string[];
  cells: CellResults[];
}

/** A whole run as the results file keeps it. */
export function resultsOf(
  matrix: Matrix,
  where: { date: string; commit: string | null; machine: string; load?: number },
): MatrixResults {
  const round = (seconds: number) => Math.round(seconds * 10) / 10;
  return {
    date: where.date,
    commit: where.commit,
    machine: where.machine,
    load: round(where.load ?? matrix.load ?? loadavg()[0]),
    seconds: round(matrix.seconds),
    runs: matrix.runs,
    formats: matrix.formats,
    importOnly: matrix.importOnly,
    cells: matrix.cells.map(({ problem, fixture, format, state, line, notHeld, tests, solutions, seconds }) => ({
      problem,
      fixture,
      format,
      state,
      line,
      notHeld,
      tests,
      solutions,
      seconds: round(seconds),
    })),
  };
}

/** The results in `file`; null where there are none yet. A file that is not the matrix's is an error. */
export function readResults(file = RESULTS_FILE): MatrixResults | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as MatrixResults;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(parsed.cells) || !Array.isArray(parsed.formats))
    throw new Error(`${file}: not the round-trip matrix's results file (no "cells" or "formats")`);
  // A file kept before cells named what they hold in part: a refusal's line was all a cell named.
  for (const cell of parsed.cells) cell.notHeld ??= cell.state === 'not held' ? [cell.line] : [];
  return parsed;
}
