// Generated tests for bhoj-1460: one graph from every family per file, in BHOJ's `count neighbours...` format.
import { catMouseGraphs } from '../../scripts/gen/cat-mouse-families.ts';
import type { GeneratedCase } from '../../scripts/lib/problem-tools.ts';

const SEED = 1460;

export function generate(): GeneratedCase[] {
  return catMouseGraphs(SEED).map(({ name, graph }) => ({
    name,
    input: `${graph.length}\n${graph.map((list) => `${[list.length, ...list].join(' ')}\n`).join('')}`,
  }));
}
