// Row families for the LOL game: every all-empty length, sparse and dense letters, ready threats, near-full rows,
// long rows with one or two letters, the pieces of the kind tables, and mixes of nine. Deterministic in the seed; no row reads LOL.
import { Rng } from '../_authoring/index.ts';
import { fewLettersRow, nearFullRow, quietRow, randomRow, threatRow } from '../_lol/rows.ts';
import { MAX_LENGTH } from './rows.ts';

export interface NamedRows {
  name: string;
  rows: string[];
}

const ROWS_PER_FILE = 9;

type RowMaker = (rng: Rng) => string;

const FAMILIES: [string, number, RowMaker][] = [
  ['short', 25, (rng) => randomRow(rng, rng.int(1, 8), rng.pick([0.2, 0.5]))],
  ['near-full', 20, (rng) => nearFullRow(rng, rng.int(3, MAX_LENGTH))],
  ['threat', 20, (rng) => threatRow(rng, rng.int(3, MAX_LENGTH))],
  ['dense', 25, (rng) => quietRow(rng, rng.int(8, MAX_LENGTH), rng.pick([0.5, 0.65, 0.8]))],
  ['sparse', 25, (rng) => quietRow(rng, rng.int(10, MAX_LENGTH), rng.pick([0.1, 0.2, 0.3]))],
  ['few-letters', 20, (rng) => fewLettersRow(rng, rng.int(15, MAX_LENGTH))],
];

/**
 * Rows built from the pieces whose kinds the theory tabulates (`L*^nL`, `L*^n`, `*^n`), alone and two or three
 * sharing an L, so every boundary of the kind tables and the rule that adds kinds is met on its own.
 */
function pieceRows(): string[] {
  const rows: string[] = [];
  for (let n = 2; n + 2 <= MAX_LENGTH; n++) rows.push(`L${'*'.repeat(n)}L`);
  for (let n = 1; n + 1 <= MAX_LENGTH; n++) rows.push(n % 2 === 0 ? `L${'*'.repeat(n)}` : `${'*'.repeat(n)}L`);
  for (let a = 2; a <= 9; a++)
    for (let b = a; a + b + 3 <= MAX_LENGTH; b++) rows.push(`L${'*'.repeat(a)}L${'*'.repeat(b)}L`);
  for (let a = 2; a <= 5; a++)
    for (let b = 2; b <= 5; b++)
      for (let c = 2; a + b + c + 4 <= MAX_LENGTH; c += 3)
        rows.push(`L${'*'.repeat(a)}L${'*'.repeat(b)}L${'*'.repeat(c)}L`);
  return rows;
}

export function lolRowSets(seed: number): NamedRows[] {
  const rng = new Rng(seed);
  const out: NamedRows[] = [];
  const name = (k: number, family: string, index: number) =>
    `${String(k).padStart(2, '0')}-${family}-${String(index).padStart(2, '0')}`;
  FAMILIES.forEach(([family, files, make], k) => {
    for (let i = 1; i <= files; i++) {
      const count = i === 1 ? 1 : rng.int(1, ROWS_PER_FILE);
      out.push({ name: name(k + 1, family, i), rows: Array.from({ length: count }, () => make(rng)) });
    }
  });
  for (let length = 1; length <= MAX_LENGTH; length++)
    out.push({ name: name(FAMILIES.length + 1, 'all-empty', length), rows: ['*'.repeat(length)] });
  const pieces = pieceRows();
  for (let i = 0; i * ROWS_PER_FILE < pieces.length; i++) {
    out.push({
      name: name(FAMILIES.length + 3, 'pieces', i + 1),
      rows: pieces.slice(i * ROWS_PER_FILE, (i + 1) * ROWS_PER_FILE),
    });
  }
  for (let i = 1; i <= 20; i++) {
    const rows = Array.from({ length: ROWS_PER_FILE }, () => rng.pick(FAMILIES)[2](rng));
    out.push({ name: name(FAMILIES.length + 2, 'mix-of-nine', i), rows });
  }
  return out;
}
