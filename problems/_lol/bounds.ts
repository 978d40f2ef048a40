// The bounds of a LOL row, as the statements give them, for verify to show reached (problem.ts bounds).
import type { Bound } from '../_authoring/index.ts';
import { longestComponent } from './rows.ts';

/** The length of every row `rows` reads from an input, 1 to `maxLength` cells. */
export function rowLengthBound(rows: (input: string) => string[], maxLength: number): Bound {
  return { field: 'row length', min: 1, max: maxLength, values: (input) => rows(input).map((row) => row.length) };
}

/** The cells of each row's longest component, 0 (none) to `maxLength` (rows.ts longestComponent). */
export function componentLengthBound(rows: (input: string) => string[], maxLength: number): Bound {
  return {
    field: 'longest component',
    min: 0,
    max: maxLength,
    values: (input) => rows(input).map((row) => longestComponent(row)?.length ?? 0),
  };
}
