// Benchmark section: LOL solver time per row, each row timed cold (no component remembered from earlier rows).
import { Rng } from '../../problems/_authoring/index.ts';
import { lolSecondSolver, lolRows, lolTheory } from '../../judge/registry/index.ts';
import { allRows, randomComponent, randomValidRow } from '../theory/index.ts';

const { forgetCheckedComponents, rowValueByRules } = lolTheory;
const { allEmptyValue } = lolSecondSolver;
const { hasThreat } = lolRows;

export interface RowTiming {
  what: string;
  /** The rows' length, where the chart plots this timing. */
  length: number;
  rows: number;
  medianMs: number;
  worstMs: number;
  worstRow: string;
  goalMs: number;
}

function coldTime(row: string): number {
  forgetCheckedComponents();
  const started = performance.now();
  rowValueByRules(row);
  return performance.now() - started;
}

/**
 * Times every row cold. A single timing can catch a garbage-collection pause, so the 50 slowest rows are timed
 * five times more and keep their fastest time; the worst row is the slowest of those.
 */
function timeRows(what: string, length: number, rows: Iterable<string>, goalMs: number): RowTiming {
  const timed: { row: string; ms: number }[] = [];
  for (const row of rows) timed.push({ row, ms: coldTime(row) });
  timed.sort((a, b) => b.ms - a.ms);
  for (const entry of timed.slice(0, 50)) {
    for (let k = 0; k < 5; k++) entry.ms = Math.min(entry.ms, coldTime(entry.row));
  }
  const worst = timed.slice(0, 50).reduce((a, b) => (b.ms > a.ms ? b : a));
  const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
  return {
    what,
    length,
    rows: timed.length,
    medianMs: sorted[sorted.length >> 1],
    worstMs: worst.ms,
    worstRow: worst.row,
    goalMs,
  };
}

/**
 * A row of `length` cells made of distinct random components of 20 to 40 cells, two O's apart (no live window
 * crosses them), padded with O's: the costly case for the solver, which checks each component of up to 40 cells
 * against Fact 2 when it first meets it.
 */
function rowOfCheckedComponents(rng: Rng, length: number): string {
  for (;;) {
    let row = '';
    for (let size = rng.int(20, 40); row.length + size <= length; size = rng.int(20, 40))
      row += `${randomComponent(rng, size)}OO`;
    row = (row + 'O'.repeat(length)).slice(0, length);
    if (!row.includes('LOL') && !hasThreat(row)) return row;
  }
}

/** Rows of length 19 with at most two letters, every row of length up to 11, and random rows of 12..19 cells. */
function* contestRows(rng: Rng): Generator<string> {
  const empty = '*'.repeat(19);
  yield empty;
  for (let i = 0; i < 19; i++) {
    for (const a of 'LO') {
      yield empty.slice(0, i) + a + empty.slice(i + 1);
      for (let j = i + 1; j < 19; j++)
        for (const b of 'LO') yield empty.slice(0, i) + a + empty.slice(i + 1, j) + b + empty.slice(j + 1);
    }
  }
  for (let length = 1; length <= 11; length++) yield* allRows(length);
  for (let i = 0; i < 100_000; i++) yield randomValidRow(rng, rng.int(12, 19), rng.pick([0.05, 0.15, 0.3, 0.5]));
}

export function measureLolSpeed(): { timings: RowTiming[]; allEmptyChecked: number; millionMs: number } {
  const rng = new Rng(40);
  // Warm the code up first: the figures are for a solver in steady state, not for the JIT compiler.
  timeRows(
    'warm-up',
    30,
    Array.from({ length: 2000 }, () => randomValidRow(rng, 30, 0.2)),
    0,
  );
  const timings = [
    timeRows('every contest shape (length <= 19)', 19, contestRows(rng), 1),
    timeRows(
      'random valid rows, length 40',
      40,
      Array.from({ length: 10_000 }, () => randomValidRow(rng, 40, rng.pick([0.1, 0.2, 0.35]))),
      5,
    ),
    timeRows(
      'random valid rows, length 1,000',
      1000,
      Array.from({ length: 300 }, () => randomValidRow(rng, 1000, rng.pick([0.05, 0.2, 0.35]))),
      50,
    ),
    timeRows(
      'length 1,000, all components of 20 to 40 cells',
      1000,
      Array.from({ length: 100 }, () => rowOfCheckedComponents(rng, 1000)),
      50,
    ),
  ];
  const started = performance.now();
  const million = rowValueByRules('*'.repeat(1_000_000));
  const millionMs = performance.now() - started;
  if (million !== allEmptyValue(1_000_000))
    throw new Error('the all-empty row of a million cells disagrees with the SOS result');
  timings.push({
    what: 'all-empty row, 1,000,000 cells',
    length: 1_000_000,
    rows: 1,
    medianMs: millionMs,
    worstMs: millionMs,
    worstRow: '*^1000000',
    goalMs: 1000,
  });
  let allEmptyChecked = 0;
  for (let n = 1; n <= 20_000; n++, allEmptyChecked++) {
    if (rowValueByRules('*'.repeat(n)) !== allEmptyValue(n))
      throw new Error(`the all-empty row of ${n} cells disagrees with the SOS result`);
  }
  return { timings, allEmptyChecked, millionMs };
}
