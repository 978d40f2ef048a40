// Stress cases for lol-duel: short random rows (fast-check) and longer rows with few letters (a quarter of them of 41
// to 80 cells, in stretches of at most 40), each from either turn with a seed; shrinking cuts cells and clears
// letters, keeping at least one empty cell and every component within the validator's bound.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { longestComponent, randomRow, smallerRows, stretchedRow } from '../_lol/rows.ts';
import { type LolDuelCase, lolDuelInput } from './input-format.ts';
import { MAX_COMPONENT_CELLS } from './validator.ts';

const MAX_RANDOM_CELLS = 10;
const MAX_GUIDED_CELLS = 30;
/**
 * A guided case in four is a long row with few or no letters, in stretches of up to MAX_COMPONENT_CELLS joined by
 * `OO`: components near the bound, several of them, whose kinds add.
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
    const letters = rng.pick([0, 0.02, 0.05]);
    while (!row.includes('*'))
      row = long
        ? stretchedRow(rng, rng.int(...LONG_CELLS), MAX_COMPONENT_CELLS, (cells) => randomRow(rng, cells, letters))
        : randomRow(rng, rng.int(4, MAX_GUIDED_CELLS), rng.pick([0, 0.1, 0.2, 0.4]));
    return { row, turn: rng.pick([...TURNS]), seed: rng.int(0, 1_000_000) };
  },
  format: (test) => lolDuelInput.write([test]),
  // Each still with an empty cell, a game needing a move, and within the bound: a cut cell can join two components.
  smaller: (test) =>
    smallerRows(test.row)
      .filter((row) => row.includes('*') && (longestComponent(row)?.length ?? 0) <= MAX_COMPONENT_CELLS)
      .map((row) => ({ ...test, row })),
  describe: (test) =>
    `${test.row.length} cells, ${test.row.replace(/\*/g, '').length} letters, moving ${test.turn.toLowerCase()}`,
  secondSolverIsQuick: () => true,
};
