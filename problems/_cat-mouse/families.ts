// Graph families for the cat-and-mouse problems, each at sizes up to the maximum n = 50. Deterministic in the seed.
import { readFileSync } from 'node:fs';
import { GraphBuilder, randomLabels, relabel, Rng } from '../_authoring/index.ts';
import { repair } from './constraints.ts';

export interface NamedGraph {
  name: string;
  graph: number[][];
}

/** Sizes every family is generated at: small ones to catch edge cases, several at the maximum. */
const SIZES = [3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 50, 50];

type Family = (rng: Rng, n: number) => number[][];

const sparse: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  g.addRandomEdges(rng, Math.min(1, rng.pick([1.2, 2, 3]) / n));
  return repair(rng, g).lists(rng);
};

const dense: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  g.addRandomEdges(rng, rng.pick([0.5, 0.7, 0.9]));
  return repair(rng, g).lists(rng);
};

const tree: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  const at = randomLabels(rng, n);
  for (let i = 1; i < n; i++) g.connect(at[i], at[rng.int(0, i - 1)]);
  return repair(rng, g).lists(rng);
};

const cycle: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  const at = randomLabels(rng, n);
  for (let i = 0; i < n; i++) g.connect(at[i], at[(i + 1) % n]);
  for (let chords = rng.int(0, 2); chords > 0; chords--) g.connect(rng.int(0, n - 1), rng.int(0, n - 1));
  return repair(rng, g).lists(rng);
};

/** Rows x columns for each size: the grid family's n is their product. */
const GRID_SHAPES: Record<number, [number, number]> = {
  3: [1, 3],
  4: [2, 2],
  5: [1, 5],
  6: [2, 3],
  7: [1, 7],
  8: [2, 4],
  10: [2, 5],
  12: [3, 4],
  15: [3, 5],
  20: [4, 5],
  25: [5, 5],
  30: [5, 6],
  40: [5, 8],
  50: [5, 10],
};

const grid: Family = (rng, n) => {
  const [rows, cols] = GRID_SHAPES[n];
  const g = new GraphBuilder(n);
  const at = randomLabels(rng, n);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) g.connect(at[r * cols + c], at[r * cols + c + 1]);
      if (r + 1 < rows) g.connect(at[r * cols + c], at[(r + 1) * cols + c]);
    }
  }
  return repair(rng, g).lists(rng);
};

const nearlyComplete: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  g.addRandomEdges(rng, 1);
  for (let cuts = rng.int(0, n); cuts > 0; cuts--) g.disconnect(rng.int(0, n - 1), rng.int(0, n - 1));
  return repair(rng, g).lists(rng);
};

const star: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  const at = randomLabels(rng, n);
  for (let i = 1; i < n; i++) g.connect(at[0], at[i]);
  for (let extra = rng.int(0, 3); extra > 0; extra--) g.connect(at[rng.int(1, n - 1)], at[rng.int(1, n - 1)]);
  return repair(rng, g).lists(rng);
};

const bipartite: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  const at = randomLabels(rng, n);
  const left = rng.int(1, n - 1);
  const p = rng.pick([0.2, 0.4, 0.7]);
  for (let i = 0; i < left; i++) for (let j = left; j < n; j++) if (rng.chance(p)) g.connect(at[i], at[j]);
  return repair(rng, g).lists(rng);
};

/** The mouse starts at the far end of a long path to the hole; the rest hangs off it sparsely. */
const holeFar: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  const others = randomLabels(rng, n).filter((v) => v > 1);
  const length = Math.max(1, Math.floor(n / 2));
  const path = [1, ...others.slice(0, length - 1), 0];
  for (let i = 0; i + 1 < path.length; i++) g.connect(path[i], path[i + 1]);
  for (const v of others.slice(length - 1)) g.connect(v, rng.pick([...path.slice(1, -1), ...others]));
  g.addRandomEdges(rng, 0.6 / n);
  return repair(rng, g).lists(rng);
};

/** The hole touches most nodes, but not the mouse's start. */
const holeNear: Family = (rng, n) => {
  const g = new GraphBuilder(n);
  for (let v = 2; v < n; v++) if (rng.chance(0.6)) g.connect(0, v);
  g.addRandomEdges(
    rng,
    rng.pick([0.15, 0.3]),
    [...Array(n - 1).keys()].map((k) => k + 1),
  );
  repair(rng, g);
  g.disconnect(0, 1);
  if (g.adjacent[1].size === 0) g.connect(1, rng.int(2, n - 1));
  return g.lists(rng);
};

const FAMILIES: [string, Family][] = [
  ['sparse', sparse],
  ['dense', dense],
  ['tree', tree],
  ['cycle', cycle],
  ['grid', grid],
  ['complete', nearlyComplete],
  ['star', star],
  ['bipartite', bipartite],
  ['hole-far', holeFar],
  ['hole-near', holeNear],
];

interface StoredLongWin {
  n: number;
  outcome: number;
  moves: number;
  graph: string;
}

/** Graphs found by `npm run search-long-wins` whose forced win takes many moves. */
export function longWinGraphs(): StoredLongWin[] {
  return JSON.parse(readFileSync(new URL('./long-wins.json', import.meta.url), 'utf8')) as StoredLongWin[];
}

/**
 * Every family at every size, then the long forced wins: the longest found for each n in SIZES and the five with
 * the most moves per node. Long-win graphs keep nodes 0, 1, 2 and have the other labels shuffled.
 */
export function catMouseGraphs(seed: number): NamedGraph[] {
  const rng = new Rng(seed);
  const out: NamedGraph[] = [];
  for (const [family, make] of FAMILIES) {
    SIZES.forEach((n, k) => {
      out.push({ name: `${family}-${String(k + 1).padStart(2, '0')}-n${n}`, graph: make(rng, n) });
    });
  }
  const wins = longWinGraphs();
  const byRatio = [...wins].sort((a, b) => b.moves / b.n - a.moves / a.n || a.n - b.n).slice(0, 5);
  const chosen = wins.filter((w) => SIZES.includes(w.n) || byRatio.includes(w) || w.n === 50);
  for (const w of chosen) {
    const perm = [0, 1, 2, ...randomLabels(rng, w.n - 3).map((v) => v + 3)];
    const graph = relabel(JSON.parse(w.graph) as number[][], perm);
    out.push({ name: `long-win-n${String(w.n).padStart(2, '0')}-${w.moves}-moves`, graph });
  }
  return out;
}
