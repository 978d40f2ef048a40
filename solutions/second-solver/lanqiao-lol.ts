// Second solver for lanqiao-lol, by plainer methods than the accepted solution's rules (Fact 3): plain game search
// over the whole row where that is fast (at most SEARCH_LIMIT empty cells), the published SOS result for all-empty
// rows, and past those Fact 2's full recursion over safe moves (proved given P1, which it checks on every component
// it meets) on rows of up to RECURSION_CELLS cells; "?" where none applies.
import { P1Failure } from '../lib/lol-kinds.ts';
import { searchRowValue } from '../lib/lol-search.ts';
import { rowValueBySearch } from '../lib/lol-theory.ts';

export const SEARCH_LIMIT = 9;
/** Fact 2's recursion answers every row of the statement's limit (19 cells) in milliseconds; past 24 it slows down. */
export const RECURSION_CELLS = 24;

/** SOS on an all-empty row of n cells: first player wins for odd n >= 7, second for even n >= 16, else draw. */
export function allEmptyValue(n: number): -1 | 0 | 1 {
  if (n % 2 === 1 && n >= 7) return 1;
  if (n % 2 === 0 && n >= 16) return -1;
  return 0;
}

export function referenceRowValue(row: string): string {
  const empty = row.split('').filter((c) => c === '*').length;
  if (empty === row.length) return String(allEmptyValue(row.length));
  if (empty <= SEARCH_LIMIT) return String(searchRowValue(row));
  if (row.length > RECURSION_CELLS) return '?';
  try {
    return String(rowValueBySearch(row));
  } catch (error) {
    if (error instanceof P1Failure) return '?';
    throw error;
  }
}

export function solve(input: string): string {
  const tokens = input.split(/\s+/).filter((t) => t !== '');
  return tokens
    .slice(1, 1 + Number(tokens[0]))
    .map((row) => `${referenceRowValue(row)}\n`)
    .join('');
}
