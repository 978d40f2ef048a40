// Generated tests for bhoj-1460: one graph from every family per file, in BHOJ's `count neighbours...` format.
import type { GeneratedCase } from '../_authoring/index.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';
import { bhojInput } from '../_cat-mouse/input-formats.ts';

const SEED = 1460;

export function generate(): GeneratedCase[] {
  return catMouseGraphs(SEED).map(({ name, graph }) => ({ name, input: bhojInput.write([graph]) }));
}
