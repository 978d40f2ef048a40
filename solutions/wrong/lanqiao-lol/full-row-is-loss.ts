// WRONG (expect WA or TLE): a row filled without LOL is scored as a loss instead of a draw.
import { readRows } from '../../lib/read-rows.ts';
import { CORRECT_RULES, threatSearch } from '../lib/threat-search.ts';

const rowValue = threatSearch({ ...CORRECT_RULES, fullRow: -1 });
export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
