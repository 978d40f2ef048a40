// Validator for lol-duel tests: one row of L, O and * (1..200 cells, at least one empty, no LOL, no component past 40
// cells), then one line `FIRST seed` or `SECOND seed` (the contestant's turn, and the seed the jury draws its choices
// from).
import { inputLines, type Invalid, strictInt, tokensOf } from '../_authoring/index.ts';
import { longestComponent, rowMistake } from '../_lol/rows.ts';

export const MAX_CELLS = 200;
/**
 * The longest component a row may hold: the LOL theory's rules are checked on every component up to this length and
 * proved for none longer (problems/lanqiao-lol/theory.md). Moves only split and shrink components, so every row a
 * game reaches stays within it, and the jury's perfect play rests on checked rules alone.
 */
export const MAX_COMPONENT_CELLS = 40;

export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const cells = tokensOf(lines[0] ?? '');
  if (cells.length !== 1)
    return { line: 1, field: 'row', message: `expected one row of L, O and *, got ${cells.length} words` };
  const row = cells[0];
  const mistake = rowMistake(row, MAX_CELLS);
  if (mistake) return { line: 1, field: 'row', message: mistake };
  if (!row.includes('*')) return { line: 1, field: 'row', message: 'no empty cell: there is no move to make' };
  const longest = longestComponent(row);
  if (longest !== null && longest.length > MAX_COMPONENT_CELLS)
    return {
      line: 1,
      field: 'row',
      message: `cells ${longest.from + 1} to ${longest.from + longest.length} are one stretch where LOL can still appear (${longest.length} cells); a stretch may span at most ${MAX_COMPONENT_CELLS}`,
    };
  if (lines.length !== 2)
    return {
      line: Math.min(lines.length, 2) + 1,
      field: 'turn',
      message: `expected one line "FIRST seed" or "SECOND seed" after the row, found ${lines.length - 1}`,
    };
  const [turn, seed, ...rest] = tokensOf(lines[1]);
  if (turn !== 'FIRST' && turn !== 'SECOND')
    return { line: 2, field: 'turn', message: `expected FIRST or SECOND, got "${turn ?? ''}"` };
  if (strictInt(seed) === null || rest.length > 0)
    return {
      line: 2,
      field: 'seed',
      message: `expected one whole number after ${turn}, got "${[seed, ...rest].join(' ')}"`,
    };
  return null;
}
