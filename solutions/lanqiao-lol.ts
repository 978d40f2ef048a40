// Lanqiao "LOL" fill-in-letters game: for each row prints 1, -1 or 0, the first player's best result.
import { searchRowValue } from './lib/lol-search.ts';
import { P1Failure, rowValueByKinds } from './lib/lol-theory.ts';
import { readRows } from './lib/read-rows.ts';

export function solve(input: string): string {
  return readRows(input).map((row) => `${rowValue(row)}\n`).join('');
}

/** Kinds give the exact value wherever P1 holds; where it does not, plain search stays exact. */
function rowValue(row: string): -1 | 0 | 1 {
  try {
    return rowValueByKinds(row);
  } catch (error) {
    if (error instanceof P1Failure) return searchRowValue(row);
    throw error;
  }
}
