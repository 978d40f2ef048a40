// The cat-and-mouse graph constraints shared by the LeetCode and BHOJ problems: the validators' check, and the
// repair and random graphs that keep generated and stress cases within them.
import { GraphBuilder, type Invalid, type Rng } from '../_authoring/index.ts';

export const MIN_NODES = 3;
export const MAX_NODES = 50;

/** The constraints generators must keep: at least 3 nodes, every node has a neighbour, the cat has a move. */
export function canPlay(graph: number[][]): boolean {
  return graph.length >= MIN_NODES && graph.every((list) => list.length > 0) && graph[2].some((v) => v !== 0);
}

/**
 * Checks parsed adjacency lists against the constraints: neighbours in range, no self-loops, no repeats, every
 * list non-empty, the graph undirected, the cat able to move. `where(node, index)` names the line and field of
 * entry `index` of node's list (index -1: the list as a whole).
 */
export function checkGraph(
  lists: number[][],
  where: (node: number, index: number) => { line: number; field: string },
): Invalid | null {
  const n = lists.length;
  const fail = (node: number, index: number, message: string): Invalid => ({ ...where(node, index), message });
  if (n < MIN_NODES || n > MAX_NODES)
    return fail(0, -1, `the graph has ${n} nodes; expected ${MIN_NODES} to ${MAX_NODES}`);
  // Entries are checked one by one first, so that a bad number is named before any symmetry problem it causes.
  for (let u = 0; u < n; u++) {
    const list = lists[u];
    if (list.length === 0) return fail(u, -1, `node ${u} has no neighbours; every node needs at least one`);
    const seen = new Set<number>();
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      if (v < 0 || v >= n) return fail(u, i, `neighbour ${v} is outside 0..${n - 1}`);
      if (v === u) return fail(u, i, `self-loop: node ${u} lists itself`);
      if (seen.has(v)) return fail(u, i, `neighbour ${v} is listed twice`);
      seen.add(v);
    }
  }
  const sets = lists.map((list) => new Set(list));
  for (let u = 0; u < n; u++) {
    const i = lists[u].findIndex((v) => !sets[v].has(u));
    if (i >= 0)
      return fail(u, i, `not undirected: node ${u} lists ${lists[u][i]}, but node ${lists[u][i]} does not list ${u}`);
  }
  if (!lists[2].some((v) => v !== 0))
    return fail(2, -1, 'the cat on node 2 cannot move: its only neighbour is the hole');
  return null;
}

/**
 * Adds the fewest edges it can so the graph meets the constraints: every node has a neighbour and the cat (node 2)
 * has a neighbour other than the hole.
 */
export function repair(rng: Rng, g: GraphBuilder): GraphBuilder {
  for (let u = 0; u < g.n; u++) {
    if (g.adjacent[u].size === 0) g.connect(u, pickOther(rng, g.n, [u, u === 2 ? 0 : u]));
  }
  if (![...g.adjacent[2]].some((v) => v !== 0)) g.connect(2, pickOther(rng, g.n, [0, 2]));
  return g;
}

function pickOther(rng: Rng, n: number, avoid: number[]): number {
  for (;;) {
    const v = rng.int(0, n - 1);
    if (!avoid.includes(v)) return v;
  }
}

/** A random graph on n nodes within the constraints: each pair joined with probability p, redrawn until playable. */
export function randomCatMouseGraph(rng: Rng, n: number, edgeProbability: number): number[][] {
  for (;;) {
    const g = new GraphBuilder(n);
    g.addRandomEdges(rng, edgeProbability);
    const graph = g.adjacent.map((s) => [...s]);
    if (canPlay(graph)) return graph;
  }
}
