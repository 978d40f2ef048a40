// Generated tests for lanqiao-lol: files of one to nine rows from every row family.
import { lolRowSets } from '../../scripts/gen/lol-families.ts';
import type { GeneratedCase } from '../../scripts/lib/problem-tools.ts';

const SEED = 8658;

export function generate(): GeneratedCase[] {
  return lolRowSets(SEED).map(({ name, rows }) => ({ name, input: `${rows.length}\n${rows.map((row) => `${row}\n`).join('')}` }));
}
