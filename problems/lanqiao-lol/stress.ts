// Stress cases for lanqiao-lol: short random rows (fast-check), rows up to the statement's 19 cells with few
// letters, shrinking by cutting cells and clearing letters; and, when asked, every small row and every component shape.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { lolInput } from './input-format.ts';
import { everyComponentShape, everyRow, randomRow, smallerRows, withPass } from '../_lol/rows.ts';

const MAX_RANDOM_CELLS = 10;
/** The statement's longest row. */
const MAX_CELLS = 19;
/** Every row up to this many cells is on the exhaustive list. */
const EVERY_ROW_CELLS = 8;

/**
 * Every row of up to 8 cells, then every row of up to 19 cells shaped as a component (every row that is one whole
 * component among them), alone and beside a pass. A component's kind is F, H or Z, and its values with an odd and
 * with an even number of empty cells tell the three apart, so a solver that gives some component of up to 19 cells
 * a wrong kind fails one of these (where a row of the statement's length can show it at all).
 */
function* everySmallCase(): Generator<string> {
  for (let n = 1; n <= EVERY_ROW_CELLS; n++) yield* everyRow(n);
  for (let n = 3; n <= MAX_CELLS; n++)
    for (const component of everyComponentShape(n)) {
      if (n > EVERY_ROW_CELLS) yield component;
      const passed = withPass(component);
      if (passed.length > EVERY_ROW_CELLS && passed.length <= MAX_CELLS) yield passed;
    }
}

/** Longer rows with few letters: where plain search is slow and the threat logic matters. */
function guidedRows(rng: Rng): () => string {
  return () => randomRow(rng, rng.int(4, MAX_CELLS), rng.pick([0, 0.1, 0.2, 0.4]));
}

export const lolStress: StressSubject<string> = {
  arbitrary: fc
    .string({ unit: fc.constantFrom('L', 'O', '*'), minLength: 1, maxLength: MAX_RANDOM_CELLS })
    .filter((row) => !row.includes('LOL')),
  guided: guidedRows,
  format: (row) => lolInput.write([row]),
  smaller: smallerRows,
  describe: (row) => `${row.length} cells, ${row.replace(/\*/g, '').length} letters`,
  // Plain search (up to 9 empty cells) and Fact 2's recursion (rows of up to 24 cells) answer in milliseconds.
  secondSolverIsQuick: (row) => row.length <= 24 || row.split('*').length - 1 <= 9,
  exhaustive: everySmallCase,
};
