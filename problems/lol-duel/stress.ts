// Stress cases for lol-duel: short random rows (fast-check) and longer rows with few letters (a quarter of them past
// 40 cells), each from either turn with a seed; shrinking cuts cells and clears letters, keeping at least one empty
// cell.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { randomRow, smallerRows } from '../_lol/rows.ts';
import { type LolDuelCase, lolDuelInput } from './input-format.ts';

const MAX_RANDOM_CELLS = 10;
const MAX_GUIDED_CELLS = 30;
/**
 * A guided case in four is a long row with few or no letters: a component past 40 cells, whose kind the players take
 * from Fact 3's rules unchecked (theory.md), is met only there.
 */
const LONG_CELLS = [41, 80] as const;

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
    const long = rng.chance(0.25);
    while (!row.includes('*'))
      row = long
        ? randomRow(rng, rng.int(...LONG_CELLS), rng.pick([0, 0.02, 0.05]))
        : randomRow(rng, rng.int(4, MAX_GUIDED_CELLS), rng.pick([0, 0.1, 0.2, 0.4]));
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
