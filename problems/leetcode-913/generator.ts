// Generated tests for leetcode-913: one graph per file from every family, plus files of several graphs each.
import { Rng, type GeneratedCase } from '../_authoring/index.ts';
import { randomCatMouseGraph } from '../_cat-mouse/constraints.ts';
import { catMouseGraphs } from '../_cat-mouse/families.ts';
import { leetcodeInput } from '../_cat-mouse/input-formats.ts';

const SEED = 913;
export function generate(): GeneratedCase[] {
  const cases = catMouseGraphs(SEED).map(({ name, graph }) => ({ name, input: leetcodeInput.write([graph]) }));
  const rng = new Rng(SEED + 1);
  for (let i = 1; i <= 6; i++) {
    const graphs = Array.from({ length: 10 }, () =>
      randomCatMouseGraph(rng, rng.int(3, 12), rng.pick([0.2, 0.35, 0.6])),
    );
    cases.push({ name: `batch-of-ten-${String(i).padStart(2, '0')}`, input: leetcodeInput.write(graphs) });
  }
  return cases;
}
