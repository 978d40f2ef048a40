// WRONG (expect TLE): plain game search memoized on the whole row, with none of the reductions; right answers,
// but an all-empty row of 16 already has about twelve million positions.
import { searchRowValue } from '../../lib/lol-search.ts';
import { readRows } from '../../lib/read-rows.ts';

export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${searchRowValue(row)}\n`)
    .join('');
