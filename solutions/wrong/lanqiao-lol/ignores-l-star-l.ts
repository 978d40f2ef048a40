// WRONG (expect WA or TLE): the threat check looks for LO* and *OL but forgets L*L.
import { readRows } from '../../lib/read-rows.ts';
import { CORRECT_RULES, threatSearch } from '../lib/threat-search.ts';

const rowValue = threatSearch({ ...CORRECT_RULES, threats: /LO\*|\*OL/ });
export const solve = (input: string): string =>
  readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
