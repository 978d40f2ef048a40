// The search behind `npm run search-long-wins`: for each n, a graph whose forced win takes as many moves as
// possible, written to long-wins.json beside this file for the generators. Deterministic: same seed, same file.
// Hill climbing: flip one or two edges, keep the graph when the forced win gets no shorter; each n starts from the
// best graph of n-1 with one more node attached, so long structures grow with n. Up to SMALL_N nodes, restarted
// climbs from fresh random graphs compete too.
import { renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flipEdge, Rng, type ProblemTask } from '../_authoring/index.ts';
import { canPlay, randomCatMouseGraph } from './constraints.ts';
import { gameLength } from './game-length.ts';

export interface LongWin {
  n: number;
  outcome: number;
  moves: number;
  graph: number[][];
}

const OUT = fileURLToPath(new URL('./long-wins.json', import.meta.url));
const MIN_N = 4;
const MAX_N = 50;
const SMALL_N = 14;
const SMALL_RESTARTS = 60;

function winLength(graph: number[][]): number {
  const { outcome, moves } = gameLength(graph);
  return outcome === 0 ? 0 : moves;
}

function climb(rng: Rng, start: number[][], iterations: number): number[][] {
  const n = start.length;
  let current = start;
  let currentScore = winLength(current);
  let best = current;
  let bestScore = currentScore;
  for (let it = 0; it < iterations; it++) {
    let next = current;
    const flips = rng.int(1, 2);
    for (let k = 0; k < flips; k++) {
      const a = rng.int(0, n - 1);
      const b = rng.int(0, n - 1);
      if (a !== b) next = flipEdge(next, a, b);
    }
    if (!canPlay(next)) continue;
    const score = winLength(next);
    if (score >= currentScore) {
      current = next;
      currentScore = score;
      if (score > bestScore) {
        best = next;
        bestScore = score;
      }
    }
  }
  return best;
}

function sortedCopy(graph: number[][]): number[][] {
  return graph.map((list) => [...list].sort((x, y) => x - y));
}

function search(say: (line: string) => void): void {
  const rng = new Rng(913_1460);
  const restartRng = new Rng(10);
  const found: LongWin[] = [];
  let previous: number[][] | null = null;
  for (let n = MIN_N; n <= MAX_N; n++) {
    const iterations = n <= 20 ? 20000 : 4000;
    let start: number[][];
    if (previous === null) {
      start = randomCatMouseGraph(rng, n, 0.4);
    } else {
      start = flipEdge([...previous, []], n - 1, rng.int(1, n - 2));
    }
    const fresh = climb(rng, randomCatMouseGraph(rng, n, 3 / n), n <= 20 ? iterations : 0);
    const grown = climb(rng, start, iterations);
    const chained = winLength(fresh) > winLength(grown) ? fresh : grown;
    // Small graphs: many short climbs from fresh random graphs find longer wins than the chain does. They draw on
    // their own generator and do not feed the chain, so the chain's graphs for larger n stay as they were.
    let best = chained;
    for (let r = 0; n <= SMALL_N && r < SMALL_RESTARTS; r++) {
      const restarted = climb(restartRng, randomCatMouseGraph(restartRng, n, restartRng.pick([0.2, 0.3, 0.4])), 3000);
      if (winLength(restarted) > winLength(best)) best = restarted;
    }
    const { outcome, moves } = gameLength(best);
    found.push({ n, outcome, moves, graph: sortedCopy(best) });
    previous = chained;
    say(
      `n=${n}: ${outcome === 1 ? 'mouse' : outcome === 2 ? 'cat' : 'nobody'} wins in ${moves} moves (${(moves / n).toFixed(2)}n)\n`,
    );
  }
  const text = `${JSON.stringify(
    found.map((w) => ({ ...w, graph: JSON.stringify(w.graph) })),
    null,
    1,
  )}\n`;
  writeFileSync(`${OUT}.tmp`, text);
  renameSync(`${OUT}.tmp`, OUT);
  say(`wrote ${OUT}\n`);
}

export const searchLongWinsTask: ProblemTask = {
  summary:
    'Searches each n from 4 to 50 for graphs whose forced win takes the most moves; writes problems/_cat-mouse/long-wins.json.',
  run: search,
};
