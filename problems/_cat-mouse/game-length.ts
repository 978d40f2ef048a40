// Retrograde analysis that also counts moves: how long the game lasts from the start when the winner hurries
// and the loser delays. Generators use it to find graphs whose forced win is long (depth-bounded solvers fail there).

export interface GameLength {
  /** 0 draw, 1 mouse wins, 2 cat wins. */
  outcome: number;
  /** Moves (each animal's move counts one) until the game ends under optimal play; 0 for a draw. */
  moves: number;
}

/**
 * Positions are settled in breadth-first order from the finished ones, so a won position takes its depth from the
 * first (shortest) winning move and a lost position from its last (longest) losing move: exactly the minimax
 * length. Assumes a graph within the constraints (undirected lists without repeats).
 */
export function gameLength(graph: number[][]): GameLength {
  const { result, depth, n } = lengthTable(graph);
  const start = (1 * n + 2) * 2;
  return { outcome: result[start], moves: depth[start] };
}

/**
 * Every position's outcome and minimax length, at index (mouse * n + cat) * 2 + turn (turn 0: the mouse moves):
 * result 1 mouse wins, 2 cat wins, 0 draw; depth in moves.
 */
export function lengthTable(graph: number[][]): { n: number; result: Uint8Array; depth: Int32Array } {
  const n = graph.length;
  const states = 2 * n * n;
  const result = new Uint8Array(states);
  const depth = new Int32Array(states);
  const left = new Int32Array(states);
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;
  for (let m = 0; m < n; m++) {
    for (let c = 1; c < n; c++) {
      const s = (m * n + c) * 2;
      left[s] = graph[m].length;
      left[s + 1] = graph[c].filter((v) => v !== 0).length;
      if (m === 0 || m === c) {
        result[s] = result[s + 1] = m === 0 ? 1 : 2;
        queue[tail++] = s;
        queue[tail++] = s + 1;
      }
    }
  }
  while (head < tail) {
    const s = queue[head++];
    const pair = s >> 1;
    const m = Math.floor(pair / n);
    const c = pair % n;
    const mouseMoved = (s & 1) === 1; // cat to move at s, so the mouse made the move into it
    const preds = mouseMoved
      ? graph[m].map((pm) => (pm * n + c) * 2)
      : graph[c].filter((pc) => pc !== 0).map((pc) => (m * n + pc) * 2 + 1);
    const moverWins = result[s] === (mouseMoved ? 1 : 2);
    for (const p of preds) {
      if (result[p] !== 0) continue;
      if (moverWins || --left[p] === 0) {
        result[p] = result[s];
        depth[p] = depth[s] + 1;
        queue[tail++] = p;
      }
    }
  }
  return { n, result, depth };
}
