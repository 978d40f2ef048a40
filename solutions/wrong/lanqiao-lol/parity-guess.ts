// WRONG (expect WA): guesses from the parity of empty cells (odd: the first player fills the last cell and wins)
// after checking for a threat, with no game search at all.
import { readRows } from '../../lib/read-rows.ts';

const rowValue = (row: string): number => {
  if (row.includes('LOL')) return -1;
  if (/LO\*|\*OL|L\*L/.test(row)) return 1;
  return row.split('*').length % 2 === 0 ? 1 : 0;
};
export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
