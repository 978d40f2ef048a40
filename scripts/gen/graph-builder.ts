// Building blocks for cat-and-mouse graph families: edge sets, relabelling, and repair to meet the constraints.
import type { Rng } from '../lib/rng.ts';

/** An undirected simple graph under construction: adjacency sets, no self-loops. */
export class GraphBuilder {
  readonly adjacent: Set<number>[];

  constructor(readonly n: number) {
    this.adjacent = Array.from({ length: n }, () => new Set<number>());
  }

  connect(a: number, b: number): void {
    if (a === b) return;
    this.adjacent[a].add(b);
    this.adjacent[b].add(a);
  }

  disconnect(a: number, b: number): void {
    this.adjacent[a].delete(b);
    this.adjacent[b].delete(a);
  }

  /** Each pair joined with probability p. */
  addRandomEdges(rng: Rng, p: number, nodes: number[] = [...Array(this.n).keys()]): void {
    for (let i = 0; i < nodes.length; i++) for (let j = i + 1; j < nodes.length; j++) if (rng.chance(p)) this.connect(nodes[i], nodes[j]);
  }

  /**
   * Adds the fewest edges it can so the graph meets the problem's constraints: every node has a neighbour and the
   * cat (node 2) has a neighbour other than the hole.
   */
  repair(rng: Rng): this {
    for (let u = 0; u < this.n; u++) {
      if (this.adjacent[u].size === 0) this.connect(u, pickOther(rng, this.n, [u, u === 2 ? 0 : u]));
    }
    if (![...this.adjacent[2]].some((v) => v !== 0)) this.connect(2, pickOther(rng, this.n, [0, 2]));
    return this;
  }

  /** Adjacency lists in a random order, as LeetCode's graphs come. */
  lists(rng: Rng): number[][] {
    return this.adjacent.map((set) => shuffle(rng, [...set]));
  }
}

function pickOther(rng: Rng, n: number, avoid: number[]): number {
  for (;;) {
    const v = rng.int(0, n - 1);
    if (!avoid.includes(v)) return v;
  }
}

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
