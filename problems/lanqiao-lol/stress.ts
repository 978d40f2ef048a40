// Stress cases for lanqiao-lol: short random rows (fast-check), longer rows with few letters, shrinking by cutting
// cells and clearing letters.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { lolInput } from './input-format.ts';
import { randomRow } from '../_lol/rows.ts';

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
  smaller: (row) => {
    const out: string[] = [];
    for (let cut = row.length >> 1; cut > 1; cut >>= 1) out.push(row.slice(cut), row.slice(0, row.length - cut));
    for (let i = 0; i < row.length; i++) out.push(row.slice(0, i) + row.slice(i + 1));
    for (let i = 0; i < row.length; i++) if (row[i] !== '*') out.push(`${row.slice(0, i)}*${row.slice(i + 1)}`);
    return out.filter((r) => r.length > 0 && !r.includes('LOL'));
  },
  describe: (row) => `${row.length} cells, ${row.replace(/\*/g, '').length} letters`,
  // Plain search grows about fivefold with each empty cell; past 9 it is too slow to ask for every case.
  secondSolverIsQuick: (row) => row.split('*').length - 1 <= 9,
};
