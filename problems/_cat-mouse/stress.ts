// Stress cases for both cat-and-mouse problems: small random graphs (fast-check), hill climbs toward long forced
// wins (where depth-bounded solvers fail), and shrinking by removing nodes and edges.
import {
  fc,
  flipEdge,
  GraphBuilder,
  withoutEdge,
  withoutNode,
  type InputFormat,
  type Rng,
  type StressSubject,
} from '../_authoring/index.ts';
import { canPlay, randomCatMouseGraph } from './constraints.ts';
import { longWinGraphs } from './families.ts';
import { gameLength } from './game-length.ts';

type Graph = number[][];

/** Builds a graph from an edge list, then joins any isolated node to the next one and gives the cat a move. */
function graphFromEdges(n: number, edges: [number, number][]): Graph {
  const g = new GraphBuilder(n);
  for (const [a, b] of edges) g.connect(a % n, b % n);
  for (let u = 0; u < n; u++) if (g.adjacent[u].size === 0) g.connect(u, (u + 1) % n);
  if (![...g.adjacent[2]].some((v) => v !== 0)) g.connect(2, 1);
  return g.lists();
}

/** How far past 2n moves the forced win goes (very negative for draws): the guided search climbs this. */
function longWinScore(graph: Graph): number {
  const { outcome, moves } = gameLength(graph);
  return outcome === 0 ? -1000 : moves - 2 * graph.length;
}

const MAX_RANDOM_NODES = 8;
const MAX_GUIDED_NODES = 10;
const MAX_WIDE_NODES = 20;
/** Climbs on small graphs first; counted, not timed, so that the same seed and case count replay the same run. */
const WIDE_AFTER_RESTARTS = 300;
const STEPS_PER_RESTART = 3000;
const CLIMB_STEPS_PER_CASE = 200;

/**
 * Hill climbing toward long forced wins, restarted every 3,000 steps: random graphs almost never need long play,
 * and depth-bounded solvers fail only where they do. Every graph it visits is a case. Restarts use 7..10 nodes,
 * where counterexamples are small; after WIDE_AFTER_RESTARTS restarts, every other restart starts from one of the
 * kit's long-win graphs (long-wins.json) of 11 to 20 nodes, for move limits that no small graph exceeds (the kit's
 * searches found no graph of 10 nodes whose forced win needs more than 4n moves).
 */
function guidedGraphs(rng: Rng): () => Graph {
  const seeds = longWinGraphs().map((w) => JSON.parse(w.graph) as Graph);
  let current: Graph = [];
  let score = -Infinity;
  let steps = 0;
  let restarts = 0;
  // The climb itself only needs the forced win's length (longWinScore), which is cheap; a graph becomes a case when it
  // lengthens the forced win (or after CLIMB_STEPS_PER_CASE steps without that), so costly checks go to promising graphs.
  return () => {
    if (steps === 0 || steps >= STEPS_PER_RESTART) {
      steps = 1;
      restarts++;
      const large = seeds.filter((g) => g.length > MAX_GUIDED_NODES && g.length <= MAX_WIDE_NODES);
      const wide = restarts > WIDE_AFTER_RESTARTS && restarts % 2 === 0 && large.length > 0;
      current = wide
        ? rng.pick(large)
        : randomCatMouseGraph(rng, rng.int(MAX_GUIDED_NODES - 3, MAX_GUIDED_NODES), rng.pick([0.2, 0.3, 0.4]));
      score = longWinScore(current);
      return current;
    }
    for (let k = 0; k < CLIMB_STEPS_PER_CASE; k++) {
      steps++;
      const n = current.length;
      const a = rng.int(0, n - 1);
      const next = flipEdge(current, a, (a + rng.int(1, n - 1)) % n);
      if (!canPlay(next)) continue;
      const nextScore = longWinScore(next);
      if (nextScore < score) continue;
      const improved = nextScore > score;
      current = next;
      score = nextScore;
      if (improved) return next;
    }
    return current;
  };
}

/** The stress subject of a cat-and-mouse problem whose input files are written in `input`'s format. */
export function catMouseStress(input: InputFormat<Graph>): StressSubject<Graph> {
  return {
    arbitrary: fc
      .tuple(
        fc.integer({ min: 3, max: MAX_RANDOM_NODES }),
        fc.array(fc.tuple(fc.nat(MAX_RANDOM_NODES - 1), fc.nat(MAX_RANDOM_NODES - 1)), { maxLength: 20 }),
      )
      .map(([n, edges]) => graphFromEdges(n, edges)),
    guided: guidedGraphs,
    format: (graph) => input.write([graph]),
    smaller: (graph) => {
      const out: Graph[] = [];
      for (let v = graph.length - 1; v >= 3; v--) out.push(withoutNode(graph, v));
      graph.forEach((list, a) => {
        for (const b of list) if (b > a) out.push(withoutEdge(graph, a, b));
      });
      return out.filter(canPlay);
    },
    describe: (graph) => `${graph.length} nodes, ${graph.reduce((sum, list) => sum + list.length, 0) / 2} edges`,
    secondSolverIsQuick: () => true,
  };
}
