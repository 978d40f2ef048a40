// WRONG (expect WA or TLE): a player whose every move creates a threat is scored as drawing instead of losing.
import { readRows } from '../../lib/read-rows.ts';
import { CORRECT_RULES, threatSearch } from '../lib/threat-search.ts';

const rowValue = threatSearch({ ...CORRECT_RULES, noSafeMove: 0 });
export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
