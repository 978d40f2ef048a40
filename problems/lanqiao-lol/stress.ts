// Stress cases for lanqiao-lol: short random rows (fast-check), longer rows with few letters, shrinking by cutting
// cells and clearing letters.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { lolInput } from './input-format.ts';
import { randomRow, smallerRows } from '../_lol/rows.ts';

const MAX_RANDOM_CELLS = 10;
const MAX_GUIDED_CELLS = 16;

/** Longer rows with few letters: where plain search is slow and the threat logic matters. */
function guidedRows(rng: Rng): () => string {
  return () => randomRow(rng, rng.int(4, MAX_GUIDED_CELLS), rng.pick([0, 0.1, 0.2, 0.4]));
}

export const lolStress: StressSubject<string> = {
  arbitrary: fc
    .string({ unit: fc.constantFrom('L', 'O', '*'), minLength: 1, maxLength: MAX_RANDOM_CELLS })
    .filter((row) => !row.includes('LOL')),
  guided: guidedRows,
  format: (row) => lolInput.write([row]),
  smaller: smallerRows,
  describe: (row) => `${row.length} cells, ${row.replace(/\*/g, '').length} letters`,
  // Plain search grows about fivefold with each empty cell; past 9 it is too slow to ask for every case.
  secondSolverIsQuick: (row) => row.split('*').length - 1 <= 9,
};
