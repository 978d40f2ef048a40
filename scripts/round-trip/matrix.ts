// The round-trip matrix: every problem (the kit's own and the matrix's fixtures) through every format the kit
// writes and back through its import (cell.ts), each original solution judged once however many formats ask for it.
// Returns data; the command prints it and writes its table (table.ts, results-file.ts).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../../judge/base/index.ts';
import { listProblemIds } from '../../judge/registry/index.ts';
import { FORMATS } from '../formats/index.ts';
import { type Cell, judgeOn, type ProblemSource, roundTripCell } from './cell.ts';
import { importOnly, type RoundTripFormat, roundTripFormats } from './formats.ts';
import type { Judged } from './same-verdicts.ts';

/** The matrix's own fixtures: a problem scored in points, one beyond what Kattis scores, an interactive one, file I/O. */
export const FIXTURE_ROOT = fileURLToPath(new URL('../../test/fixtures/round-trip', import.meta.url));

/**
 * The problems of `root` and the matrix's fixtures, or those of them named in `ids`; a UsageError names an id that
 * is neither.
 */
export function matrixProblems(root: string, ids: readonly string[] = []): ProblemSource[] {
  const all = [
    ...listProblemIds(root).map((id) => ({ root, id })),
    ...listProblemIds(FIXTURE_ROOT).map((id) => ({ root: FIXTURE_ROOT, id, fixture: true })),
  ];
  const unknown = ids.filter((id) => !all.some((p) => p.id === id));
  if (unknown.length > 0)
    throw new UsageError(
      `${unknown.join(', ')}: not a problem of the root or of the matrix's fixtures (${all.map((p) => p.id).join(', ')})`,
    );
  return ids.length === 0 ? all : all.filter((p) => ids.includes(p.id));
}

/** The columns, or those named in `names` ("kattis 2025-09"); a UsageError names one that is not a column. */
export function matrixFormats(names: readonly string[] = []): RoundTripFormat[] {
  const all = roundTripFormats(FORMATS);
  const unknown = names.filter((name) => !all.some((f) => f.name === name));
  if (unknown.length > 0)
    throw new UsageError(
      `--format ${unknown.map((n) => JSON.stringify(n)).join(', ')}: not a column of the matrix (${all.map((f) => JSON.stringify(f.name)).join(', ')})`,
    );
  return names.length === 0 ? all : all.filter((f) => names.includes(f.name));
}

export interface MatrixOptions {
  problems: ProblemSource[];
  /** The columns to go through; default every format and version the kit writes. */
  formats?: RoundTripFormat[];
  /** Where the packages and the import roots are written (an import root's remembered results kept run to run). */
  work: string;
  jobs?: number;
  /** Told of each cell as it ends, one line. */
  say: (line: string) => void;
}

export interface Matrix {
  /** The columns, in order. */
  formats: string[];
  /** The formats no round trip goes through, one line each. */
  importOnly: string[];
  /** Problem by problem, each in the columns' order. */
  cells: Cell[];
  /** The tests judged on both sides in all, and how many were told from memory (a later run's cost). */
  runs: { judged: number; remembered: number };
  seconds: number;
  /** The load average over the minute before the run began: other work beside it. */
  load?: number;
}

export async function roundTripMatrix(options: MatrixOptions): Promise<Matrix> {
  const started = performance.now();
  const load = loadavg()[0];
  const formats = options.formats ?? matrixFormats();
  const ids = options.problems.map((p) => p.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`round trip: two problems named ${twice}: each import root holds one`);
  const judged = new Map<string, Promise<Judged>>();
  const runs = { judged: 0, remembered: 0 };
  const add = (more: Matrix['runs']) => {
    runs.judged += more.judged;
    runs.remembered += more.remembered;
  };
  const count = (judgement: Judged) => {
    add(judgement.runs);
    return judgement;
  };
  const judgeOriginal = (source: ProblemSource, file: string, scored: boolean) => {
    const key = `${source.root}\u0000${source.id}\u0000${file}`;
    if (!judged.has(key)) judged.set(key, judgeOn(source, file, { scored, jobs: options.jobs }).then(count));
    return judged.get(key)!;
  };
  const cells: Cell[] = [];
  for (const problem of options.problems)
    for (const format of formats) {
      const cell = await roundTripCell(problem, format, { work: options.work, jobs: options.jobs, judgeOriginal });
      cells.push(cell);
      add(cell.runs);
      options.say(`${cell.problem} x ${cell.format}: ${cell.line} (${cell.seconds.toFixed(1)} s)`);
    }
  return {
    formats: formats.map((f) => f.name),
    importOnly: importOnly(FORMATS),
    cells,
    runs,
    seconds: (performance.now() - started) / 1000,
    load,
  };
}
