// Stress cases for cat-mouse-duel: the cat-and-mouse problems' graphs (small random ones, and the climbs toward long
// forced wins), each given a side that can force the result and a seed; shrinking keeps a side that still can.
import { fc, type Rng, type StressSubject } from '../_authoring/index.ts';
import { gameLength } from '../_cat-mouse/game-length.ts';
import { bhojInput } from '../_cat-mouse/input-formats.ts';
import { catMouseStress } from '../_cat-mouse/stress.ts';
import { type DuelCase, duelInput } from './input-format.ts';
import { fairSides } from './validator.ts';

const graphs = catMouseStress(bhojInput);

/** The graph played from the `pick`-th side that can force its result (a draw has two). */
function game(graph: number[][], pick: number, seed: number): DuelCase {
  const sides = fairSides(gameLength(graph).outcome);
  return { graph, side: sides[pick % sides.length], seed };
}

export const catMouseDuelStress: StressSubject<DuelCase> = {
  arbitrary: fc
    .tuple(graphs.arbitrary, fc.nat(1), fc.nat(1_000_000))
    .map(([graph, pick, seed]) => game(graph, pick, seed)),
  guided: (rng: Rng) => {
    const next = graphs.guided(rng);
    return () => game(next(), rng.int(0, 1), rng.int(0, 1_000_000));
  },
  format: (test) => duelInput.write([test]),
  smaller: (test) =>
    [...graphs.smaller(test.graph)]
      .filter((graph) => fairSides(gameLength(graph).outcome).includes(test.side))
      .map((graph) => ({ ...test, graph })),
  describe: (test) => `${graphs.describe(test.graph)}, playing the ${test.side.toLowerCase()}`,
  secondSolverIsQuick: () => true,
};
