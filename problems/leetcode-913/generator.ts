// Generated tests for leetcode-913: one graph per file from every family, plus files of several graphs each.
import { Rng, type GeneratedCase } from '../../kit/authoring.ts';
import { randomCatMouseGraph } from '../_cat-mouse/constraints.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';

const SEED = 913;
/** One graph in LeetCode's notation, as one input line. */
export const graphLine = (graph: number[][]) => `[${graph.map((list) => `[${list.join(',')}]`).join(',')}]\n`;

export function generate(): GeneratedCase[] {
  const cases = catMouseGraphs(SEED).map(({ name, graph }) => ({ name, input: graphLine(graph) }));
  const rng = new Rng(SEED + 1);
  for (let i = 1; i <= 6; i++) {
    const graphs = Array.from({ length: 10 }, () => randomCatMouseGraph(rng, rng.int(3, 12), rng.pick([0.2, 0.35, 0.6])));
    cases.push({ name: `batch-of-ten-${String(i).padStart(2, '0')}`, input: graphs.map(graphLine).join('') });
  }
  return cases;
}
