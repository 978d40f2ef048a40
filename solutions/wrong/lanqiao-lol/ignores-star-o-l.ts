// WRONG (expect WA or TLE): the threat check forgets the mirror image *OL.
import { readRows } from '../../lib/read-rows.ts';
import { CORRECT_RULES, threatSearch } from '../lib/threat-search.ts';

const rowValue = threatSearch({ ...CORRECT_RULES, threats: /LO\*|L\*L/ });
export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
