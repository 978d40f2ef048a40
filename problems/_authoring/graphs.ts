// Undirected graphs for generators and stress: one builder (adjacency sets, no self-loops), edits that keep a graph
// as adjacency lists, and relabelling. Nothing here knows a problem's constraints; problems add those.
import type { Rng } from './rng.ts';

/** An undirected simple graph under construction: adjacency sets, no self-loops. */
export class GraphBuilder {
  readonly adjacent: Set<number>[];

  /** A graph of n nodes, 0 to n-1, and no edges. */
  constructor(readonly n: number) {
    this.adjacent = Array.from({ length: n }, () => new Set<number>());
  }

  /** Joins a and b (both ways); a self-loop is ignored, a repeated edge is one edge. */
  connect(a: number, b: number): void {
    if (a === b) return;
    this.adjacent[a].add(b);
    this.adjacent[b].add(a);
  }

  /** Removes the edge a-b, if it is there. */
  disconnect(a: number, b: number): void {
    this.adjacent[a].delete(b);
    this.adjacent[b].delete(a);
  }

  /** Each pair of `nodes` joined with probability p. */
  addRandomEdges(rng: Rng, p: number, nodes: number[] = [...Array(this.n).keys()]): void {
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) if (rng.chance(p)) this.connect(nodes[i], nodes[j]);
  }

  /** Adds `count` new edges between random distinct pairs (for large sparse graphs, where trying every pair is slow). */
  addRandomEdgeCount(rng: Rng, count: number): void {
    for (let added = 0; added < count; ) {
      const a = rng.int(0, this.n - 1);
      const b = rng.int(0, this.n - 1);
      if (a === b || this.adjacent[a].has(b)) continue;
      this.connect(a, b);
      added++;
    }
  }

  /** Adjacency lists, sorted, or in a random order when an rng is given (as LeetCode's graphs come). */
  lists(rng?: Rng): number[][] {
    return this.adjacent.map((set) => (rng ? shuffle(rng, [...set]) : [...set].sort((x, y) => x - y)));
  }
}

/** Shuffles `items` in place (Fisher-Yates, every order equally likely) and returns it. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** A random permutation of 0..n-1: labels[k] is the node that plays structural position k. */
export function randomLabels(rng: Rng, n: number): number[] {
  return shuffle(rng, [...Array(n).keys()]);
}

/** Renames node u to perm[u] in a graph given as lists. */
export function relabel(graph: number[][], perm: number[]): number[][] {
  const out: number[][] = Array.from({ length: graph.length }, () => []);
  graph.forEach((list, u) => {
    out[perm[u]] = list.map((v) => perm[v]);
  });
  return out;
}

/** The graph without node `removed`; the nodes after it move down by one. */
export function withoutNode(graph: number[][], removed: number): number[][] {
  return graph
    .filter((_, u) => u !== removed)
    .map((list) => list.filter((v) => v !== removed).map((v) => (v > removed ? v - 1 : v)));
}

/** The graph without the edge a-b (both lists); a new graph. */
export function withoutEdge(graph: number[][], a: number, b: number): number[][] {
  return graph.map((list, u) => (u === a ? list.filter((v) => v !== b) : u === b ? list.filter((v) => v !== a) : list));
}

/** The graph with the edge a-b removed if it is there, added (at the end of both lists) if not; a new graph. */
export function flipEdge(graph: number[][], a: number, b: number): number[][] {
  if (graph[a].includes(b)) return withoutEdge(graph, a, b);
  return graph.map((list, u) => (u === a ? [...list, b] : u === b ? [...list, a] : list));
}

/** Breadth-first distances from `from` (-1 where unreachable) and the nodes in the order they were reached. */
export function distancesFrom(graph: number[][], from: number): { distance: Int32Array; order: number[] } {
  const distance = new Int32Array(graph.length).fill(-1);
  const order = [from];
  distance[from] = 0;
  for (let head = 0; head < order.length; head++) {
    for (const v of graph[order[head]]) {
      if (distance[v] >= 0) continue;
      distance[v] = distance[order[head]] + 1;
      order.push(v);
    }
  }
  return { distance, order };
}
