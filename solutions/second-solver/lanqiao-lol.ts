// Second solver for lanqiao-lol: plain game search over the whole row where that is fast enough (at most
// SEARCH_LIMIT empty cells), the published SOS result for all-empty rows; "?" where neither applies.
import { searchRowValue } from '../lib/lol-search.ts';

export const SEARCH_LIMIT = 12;

/** SOS on an all-empty row of n cells: first player wins for odd n >= 7, second for even n >= 16, else draw. */
export function allEmptyValue(n: number): -1 | 0 | 1 {
  if (n % 2 === 1 && n >= 7) return 1;
  if (n % 2 === 0 && n >= 16) return -1;
  return 0;
}

export function referenceRowValue(row: string): string {
  const empty = row.split('').filter((c) => c === '*').length;
  if (empty === row.length) return String(allEmptyValue(row.length));
  return empty <= SEARCH_LIMIT ? String(searchRowValue(row)) : '?';
}

export function solve(input: string): string {
  const tokens = input.split(/\s+/).filter((t) => t !== '');
  return tokens
    .slice(1, 1 + Number(tokens[0]))
    .map((row) => `${referenceRowValue(row)}\n`)
    .join('');
}
