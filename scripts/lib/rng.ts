// A small seeded pseudo-random generator (SplitMix32 style), so generated data is the same on every machine.
import { canPlay } from './cat-mouse-constraints.ts';

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor((this.next() / 0x100000000) * (hi - lo + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() / 0x100000000 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}

/**
 * A random undirected graph on n nodes in LeetCode's form that meets the problem's constraints: no self-loops, no
 * repeats, every node has a neighbour, the mouse (node 1) can move and the cat (node 2) has a move other than the hole.
 */
export function randomCatMouseGraph(rng: Rng, n: number, edgeProbability: number): number[][] {
  for (;;) {
    const sets = Array.from({ length: n }, () => new Set<number>());
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (rng.chance(edgeProbability)) {
          sets[a].add(b);
          sets[b].add(a);
        }
      }
    }
    const graph = sets.map((s) => [...s]);
    if (canPlay(graph)) return graph;
  }
}

/**
 * A random valid row (no LOL, no threat window), built left to right: a cell that would complete LOL or a threat
 * with the two before it is redrawn from the choices that do not (O always fits), since long random rows almost
 * never come out valid by chance.
 */
export function randomValidRow(rng: Rng, length: number, letters: number): string {
  let row = '';
  for (let i = 0; i < length; i++) {
    const window = row.slice(-2);
    const fits = (cell: string) => !/LOL|LO\*|\*OL|L\*L/.test(window + cell);
    const wanted = rng.chance(letters) ? rng.pick(['L', 'O']) : '*';
    row += fits(wanted) ? wanted : rng.pick(['*', 'L', 'O'].filter(fits));
  }
  return row;
}
