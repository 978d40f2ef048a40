// What stress needs to know of each problem: small random inputs (fast-check), guided inputs that reach what
// random ones rarely do, how to print an input, how to make it smaller, and how big it is.
import fc from 'fast-check';
import { UserError } from '../../../kit/errors.ts';
import { graphText } from '../../../problems/bhoj-1460/generator.ts';
import { graphLine } from '../../../problems/leetcode-913/generator.ts';
import { canPlay } from '../cat-mouse-constraints.ts';
import { gameLength } from '../cat-mouse-depth.ts';
import { longWinGraphs } from '../../gen/cat-mouse-families.ts';
import { randomCatMouseGraph, Rng } from '../rng.ts';

export interface Subject<T> {
  /** Small random cases; fast-check generates and shrinks them. */
  arbitrary: fc.Arbitrary<T>;
  /** A stream of guided cases, deterministic in the rng: nothing in it may depend on time. */
  guided: (rng: Rng) => () => T;
  format: (value: T) => string;
  /** Smaller variants of a case, each valid; the shrinker keeps the first that still fails. */
  smaller: (value: T) => T[];
  describe: (value: T) => string;
  /** Whether the second solver is quick enough for this case; where it is not, the accepted solution is the oracle. */
  referenceIsQuick: (value: T) => boolean;
}

// ---- cat and mouse ----------------------------------------------------------------------------------------------

type Graph = number[][];

/** Builds a graph from an edge list, then joins any isolated node to the next one and gives the cat a move. */
function graphFromEdges(n: number, edges: [number, number][]): Graph {
  const sets = Array.from({ length: n }, () => new Set<number>());
  const join = (a: number, b: number) => {
    if (a === b) return;
    sets[a].add(b);
    sets[b].add(a);
  };
  for (const [a, b] of edges) join(a % n, b % n);
  for (let u = 0; u < n; u++) if (sets[u].size === 0) join(u, (u + 1) % n);
  if (![...sets[2]].some((v) => v !== 0)) join(2, 1);
  return sets.map((s) => [...s].sort((x, y) => x - y));
}

function withoutNode(graph: Graph, removed: number): Graph {
  return graph.filter((_, u) => u !== removed).map((list) => list.filter((v) => v !== removed).map((v) => (v > removed ? v - 1 : v)));
}

function withoutEdge(graph: Graph, a: number, b: number): Graph {
  return graph.map((list, u) => (u === a ? list.filter((v) => v !== b) : u === b ? list.filter((v) => v !== a) : list));
}

function flipEdge(graph: Graph, a: number, b: number): Graph {
  if (graph[a].includes(b)) return withoutEdge(graph, a, b);
  return graph.map((list, u) => (u === a ? [...list, b].sort((x, y) => x - y) : u === b ? [...list, a].sort((x, y) => x - y) : list));
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
 * where counterexamples are small; after WIDE_AFTER_RESTARTS restarts, every other restart starts from one of the kit's long-win
 * graphs (scripts/gen/long-wins.json) of 11 to 20 nodes, for move limits that no small graph exceeds (the kit's
 * searches found no graph of 10 nodes whose forced win needs more than 4n moves).
 */
function guidedGraphs(rng: Rng): () => Graph {
  const seeds = longWinGraphs().map((w) => JSON.parse(w.graph) as Graph);
  let current: Graph = [];
  let score = -Infinity;
  let steps = 0;
  let restarts = 0;
  // The climb itself only needs the oracle's move count, which is cheap; a graph becomes a case when it lengthens
  // the forced win (or after CLIMB_STEPS_PER_CASE steps without that), so costly checks go to promising graphs.
  return () => {
    if (steps === 0 || steps >= STEPS_PER_RESTART) {
      steps = 1;
      restarts++;
      const large = seeds.filter((g) => g.length > MAX_GUIDED_NODES && g.length <= MAX_WIDE_NODES);
      const wide = restarts > WIDE_AFTER_RESTARTS && restarts % 2 === 0 && large.length > 0;
      current = wide ? rng.pick(large) : randomCatMouseGraph(rng, rng.int(MAX_GUIDED_NODES - 3, MAX_GUIDED_NODES), rng.pick([0.2, 0.3, 0.4]));
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

function catMouseSubject(format: (graph: Graph) => string): Subject<Graph> {
  return {
    arbitrary: fc
      .tuple(fc.integer({ min: 3, max: MAX_RANDOM_NODES }), fc.array(fc.tuple(fc.nat(MAX_RANDOM_NODES - 1), fc.nat(MAX_RANDOM_NODES - 1)), { maxLength: 20 }))
      .map(([n, edges]) => graphFromEdges(n, edges)),
    guided: guidedGraphs,
    format,
    smaller: (graph) => {
      const out: Graph[] = [];
      for (let v = graph.length - 1; v >= 3; v--) out.push(withoutNode(graph, v));
      graph.forEach((list, a) => list.forEach((b) => b > a && out.push(withoutEdge(graph, a, b))));
      return out.filter(canPlay);
    },
    describe: (graph) => `${graph.length} nodes, ${graph.reduce((sum, list) => sum + list.length, 0) / 2} edges`,
    referenceIsQuick: () => true,
  };
}


// ---- LOL --------------------------------------------------------------------------------------------------------

const MAX_RANDOM_CELLS = 10;
const MAX_GUIDED_CELLS = 16;

/** Long rows with few letters, and rows around threat windows: where search is slow and threat logic matters. */
function guidedRows(rng: Rng): () => string {
  return () => {
    for (;;) {
      const length = rng.int(4, MAX_GUIDED_CELLS);
      const letters = rng.pick([0, 0.1, 0.2, 0.4]);
      let row = '';
      for (let i = 0; i < length; i++) row += rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
      if (!row.includes('LOL')) return row;
    }
  };
}

export const lolSubject: Subject<string> = {
  arbitrary: fc.string({ unit: fc.constantFrom('L', 'O', '*'), minLength: 1, maxLength: MAX_RANDOM_CELLS }).filter((row) => !row.includes('LOL')),
  guided: guidedRows,
  format: (row) => `1\n${row}\n`,
  smaller: (row) => {
    const out: string[] = [];
    for (let cut = row.length >> 1; cut > 1; cut >>= 1) out.push(row.slice(cut), row.slice(0, row.length - cut));
    for (let i = 0; i < row.length; i++) out.push(row.slice(0, i) + row.slice(i + 1));
    for (let i = 0; i < row.length; i++) if (row[i] !== '*') out.push(`${row.slice(0, i)}*${row.slice(i + 1)}`);
    return out.filter((r) => r.length > 0 && !r.includes('LOL'));
  },
  describe: (row) => `${row.length} cells, ${row.replace(/\*/g, '').length} letters`,
  // Plain search takes about 10 ms at 9 empty cells and grows fivefold with each more.
  referenceIsQuick: (row) => row.split('*').length - 1 <= 9,
};

const SUBJECTS: Record<string, Subject<Graph> | Subject<string>> = {
  'leetcode-913': catMouseSubject(graphLine),
  'bhoj-1460': catMouseSubject(graphText),
  'lanqiao-lol': lolSubject,
};

export function subjectFor(id: string): Subject<unknown> {
  const subject = SUBJECTS[id];
  if (!subject) throw new UserError(`unknown problem id '${id}'; known ids: ${Object.keys(SUBJECTS).sort().join(', ')}`);
  return subject as Subject<unknown>;
}
