// Generated tests for lanqiao-lol: files of one to nine rows from every row family.
import type { GeneratedCase } from '../_authoring/index.ts';
import { lolRowSets } from './families.ts';
import { lolInput } from './input-format.ts';

const SEED = 8658;

export function generate(): GeneratedCase[] {
  return lolRowSets(SEED).map(({ name, rows }) => ({ name, input: lolInput.write(rows) }));
}
