// Stress cases for lol-duel: short random rows (fast-check) and longer rows with few letters, each from either turn
// with a seed; shrinking cuts cells and clears letters, keeping at least one empty cell.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { randomRow, smallerRows } from '../_lol/rows.ts';
import { type LolDuelCase, lolDuelInput } from './input-format.ts';

const MAX_RANDOM_CELLS = 10;
const MAX_GUIDED_CELLS = 30;

const TURNS = ['FIRST', 'SECOND'] as const;

export const lolDuelStress: StressSubject<LolDuelCase> = {
  arbitrary: fc
    .tuple(
      fc
        .string({ unit: fc.constantFrom('L', 'O', '*'), minLength: 1, maxLength: MAX_RANDOM_CELLS })
        .filter((row) => row.includes('*') && !row.includes('LOL')),
      fc.constantFrom(...TURNS),
      fc.nat(1_000_000),
    )
    .map(([row, turn, seed]) => ({ row, turn, seed })),
  guided: (rng: Rng) => () => {
    let row = '';
    while (!row.includes('*')) row = randomRow(rng, rng.int(4, MAX_GUIDED_CELLS), rng.pick([0, 0.1, 0.2, 0.4]));
    return { row, turn: rng.pick([...TURNS]), seed: rng.int(0, 1_000_000) };
  },
  format: (test) => lolDuelInput.write([test]),
  // Each still with an empty cell: a game needs a move.
  smaller: (test) =>
    smallerRows(test.row)
      .filter((row) => row.includes('*'))
      .map((row) => ({ ...test, row })),
  describe: (test) =>
    `${test.row.length} cells, ${test.row.replace(/\*/g, '').length} letters, moving ${test.turn.toLowerCase()}`,
  secondSolverIsQuick: () => true,
};
