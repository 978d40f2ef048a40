// Generated tests for bhoj-1460: one graph from every family per file, in BHOJ's `count neighbours...` format.
import type { GeneratedCase } from '../../kit/authoring.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';

const SEED = 1460;

/** One graph as a BHOJ input file: n, then a line `count neighbours...` per node. */
export const graphText = (graph: number[][]) => `${graph.length}\n${graph.map((list) => `${[list.length, ...list].join(' ')}\n`).join('')}`;

export function generate(): GeneratedCase[] {
  return catMouseGraphs(SEED).map(({ name, graph }) => ({ name, input: graphText(graph) }));
}
