// Generated tests for lol-duel: rows of every family up to 200 cells (all-empty rows, the pieces of the kind
// tables, sparse, dense and nearly full rows, a few letters in a long row, ready threats), each played from both
// turns. The side that can force a win must find the moves that keep it, often few among hundreds; the side that
// can hold a draw must avoid the moves that lose it; a lost side must at least play legally to the end.
import { type GeneratedCase, Rng, STRICT_INT_MAX } from '../_authoring/index.ts';
import { fewLettersRow, grownQuietRow, nearFullRow, threatRow } from '../_lol/rows.ts';
import { lolDuelInput } from './input-format.ts';
import { MAX_CELLS } from './validator.ts';

const SEED = 4600;

type RowMaker = (rng: Rng) => string;

const FAMILIES: [string, number, RowMaker][] = [
  ['sparse', 8, (rng) => grownQuietRow(rng, rng.int(20, MAX_CELLS), rng.pick([0.1, 0.2, 0.3]))],
  ['dense', 8, (rng) => grownQuietRow(rng, rng.int(12, MAX_CELLS), rng.pick([0.5, 0.65, 0.8]))],
  ['few-letters', 4, (rng) => fewLettersRow(rng, rng.int(30, MAX_CELLS))],
  ['nearly-full', 4, (rng) => nearFullRow(rng, rng.int(10, 60), 5)],
  ['threat', 2, (rng) => threatRow(rng, rng.int(5, 80))],
];

/** All-empty rows: the short ones where the result changes, then long ones (SOS: odd from 7 wins, even from 16 loses). */
const EMPTY_LENGTHS = [1, 3, 4, 6, 7, 8, 9, 14, 15, 16, 17, 31, 64, 101, 199, 200];
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
