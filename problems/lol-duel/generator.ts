// Generated tests for lol-duel: rows of every family up to 200 cells (all-empty rows, the pieces of the kind
// tables, sparse, dense and nearly full rows, a few letters in a row, ready threats), each played from both turns.
// No component spans more than MAX_COMPONENT_CELLS (the validator's bound): a long row is made of stretches of at
// most that many cells, joined by `OO`, which lies in no live window and makes no ready one beside any cell.
// The side that can force a win must find the moves that keep it, often few among hundreds; the side that can hold
// a draw must avoid the moves that lose it; a lost side must at least play legally to the end.
import { type GeneratedCase, Rng, STRICT_INT_MAX } from '../_authoring/index.ts';
import { fewLettersRow, grownQuietRow, longestComponent, nearFullRow, stretchedRow, threatRow } from '../_lol/rows.ts';
import { lolDuelInput } from './input-format.ts';
import { MAX_CELLS, MAX_COMPONENT_CELLS } from './validator.ts';

const SEED = 4600;

type RowMaker = (rng: Rng) => string;

/** A row drawn by `make` again until no component spans more than MAX_COMPONENT_CELLS. */
function bounded(make: RowMaker): RowMaker {
  return (rng) => {
    for (;;) {
      const row = make(rng);
      if ((longestComponent(row)?.length ?? 0) <= MAX_COMPONENT_CELLS) return row;
    }
  };
}

const FAMILIES: [string, number, RowMaker][] = [
  [
    'sparse',
    8,
    (rng) => {
      const letters = rng.pick([0.1, 0.2, 0.3]);
      return stretchedRow(rng, rng.int(20, MAX_CELLS), MAX_COMPONENT_CELLS, (n) => grownQuietRow(rng, n, letters));
    },
  ],
  ['dense', 8, bounded((rng) => grownQuietRow(rng, rng.int(12, MAX_CELLS), rng.pick([0.5, 0.65, 0.8])))],
  ['few-letters', 4, (rng) => fewLettersRow(rng, rng.int(30, MAX_COMPONENT_CELLS))],
  ['nearly-full', 4, bounded((rng) => nearFullRow(rng, rng.int(10, 60), 5))],
  ['threat', 2, bounded((rng) => threatRow(rng, rng.int(5, 80)))],
  ['empty-stretches', 4, (rng) => stretchedRow(rng, MAX_CELLS, MAX_COMPONENT_CELLS, (n) => '*'.repeat(n))],
];

/** All-empty rows: the short ones where the result changes (SOS: odd from 7 wins, even from 16 loses), to the bound. */
const EMPTY_LENGTHS = [1, 3, 4, 6, 7, 8, 9, 14, 15, 16, 17, 31, 39, MAX_COMPONENT_CELLS];
/** Rows from the pieces whose kinds the theory tabulates. */
const PIECES = [
  'L**L',
  'L***L',
  'L****L',
  'L*****L',
  'L********L',
  'L*********L',
  'L***',
  '***********L',
  'L**L*****L',
];

export function generate(): GeneratedCase[] {
  const rng = new Rng(SEED);
  const rows: [string, string][] = [];
  for (const n of EMPTY_LENGTHS) rows.push([`all-empty-${String(n).padStart(3, '0')}`, '*'.repeat(n)]);
  for (const [i, row] of PIECES.entries()) rows.push([`pieces-${String(i + 1).padStart(2, '0')}`, row]);
  for (const [family, count, make] of FAMILIES)
    for (let i = 1; i <= count; i++) rows.push([`${family}-${String(i).padStart(2, '0')}`, make(rng)]);
  return rows.flatMap(([name, row]) =>
    (['FIRST', 'SECOND'] as const).map((turn) => ({
      name: `${name}-${turn.toLowerCase()}`,
      input: lolDuelInput.write([{ row, turn, seed: rng.int(0, STRICT_INT_MAX) }]),
    })),
  );
}
