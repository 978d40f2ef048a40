// Second cat-and-mouse solver, independent of the accepted one: sweeps over every position until nothing changes.
// Slow (many sweeps of all 2n^2 positions) and simple enough to check by eye; used to check the fast solver.

/** 1 mouse wins, 2 cat wins, 0 draw, for mouse on node 1 and cat on node 2 with the mouse to move. */
export function catMouseByFixpoint(graph: number[][]): number {
  const n = graph.length;
  // value[mouse][cat][turn]: 0 unknown (draw if never settled), 1 mouse wins, 2 cat wins; turn 0 = mouse moves.
  const value = Array.from({ length: n }, () => Array.from({ length: n }, () => [0, 0]));
  for (let c = 1; c < n; c++) {
    value[0][c] = [1, 1];
    value[c][c] = [2, 2];
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (let m = 1; m < n; m++) {
      for (let c = 1; c < n; c++) {
        if (m === c) continue;
        if (value[m][c][0] === 0) {
          const results = [...new Set(graph[m])].map((next) => value[next][c][1]);
          const settled = results.includes(1) ? 1 : results.length > 0 && results.every((r) => r === 2) ? 2 : 0;
          if (settled !== 0) {
            value[m][c][0] = settled;
            changed = true;
          }
        }
        if (value[m][c][1] === 0) {
          const results = [...new Set(graph[c])].filter((next) => next !== 0).map((next) => value[m][next][0]);
          const settled = results.includes(2) ? 2 : results.length > 0 && results.every((r) => r === 1) ? 1 : 0;
          if (settled !== 0) {
            value[m][c][1] = settled;
            changed = true;
          }
        }
      }
    }
  }
  return value[1][2][0];
}

/** Each position's outcome (1 mouse wins, 2 cat wins, 0 draw) and length, at index (mouse * n + cat) * 2 + turn. */
export interface FixpointTable {
  graph: number[][];
  n: number;
  outcome: Uint8Array;
  length: Int32Array;
}

/** A position's index in a FixpointTable: turn 0 = the mouse moves. */
export const at = (n: number, mouse: number, cat: number, turn: number) => (mouse * n + cat) * 2 + turn;

/**
 * Every position's outcome and length under optimal play (the winner ends the game as soon as it can, the loser
 * holds out as long as it can), by synchronous sweeps: sweep k settles exactly the positions whose game lasts k
 * moves, each from the values the sweep before left. Stops once nothing changes, or once `enough` says so.
 * Positions in `drawn` are never settled: draws wherever play reaches them (a game's history under the repetition
 * rule). Independent of the breadth-first table the explainer and the jury use.
 */
export function lengthTableByFixpoint(
  graph: number[][],
  enough: (table: FixpointTable) => boolean = () => false,
  drawn: ReadonlySet<number> = new Set(),
): FixpointTable {
  const n = graph.length;
  const outcome = new Uint8Array(2 * n * n); // 0 while unsettled
  const length = new Int32Array(2 * n * n);
  for (let c = 1; c < n; c++) {
    outcome[at(n, 0, c, 0)] = outcome[at(n, 0, c, 1)] = 1;
    outcome[at(n, c, c, 0)] = outcome[at(n, c, c, 1)] = 2;
  }
  const moves = graph.map((list) => [...new Set(list)]);
  const table = { graph, n, outcome, length };
  for (let sweep = 1; ; sweep++) {
    const settledNow: [number, number][] = [];
    for (let m = 1; m < n; m++) {
      for (let c = 1; c < n; c++) {
        if (m === c) continue;
        for (const turn of [0, 1]) {
          const p = at(n, m, c, turn);
          if (outcome[p] !== 0 || drawn.has(p)) continue;
          const mover = turn === 0 ? 1 : 2;
          const next =
            turn === 0
              ? moves[m].map((v) => at(n, v, c, 1))
              : moves[c].filter((v) => v !== 0).map((v) => at(n, m, v, 0));
          const wins = next.filter((q) => outcome[q] === mover);
          const settled =
            wins.length > 0 ? mover : next.length > 0 && next.every((q) => outcome[q] === 3 - mover) ? 3 - mover : 0;
          // A win is settled by its shortest winning move, a loss by its longest losing one: in this sweep only if
          // that move's length is sweep - 1, which the sweeps before have settled.
          const moveLength =
            settled === mover
              ? 1 + Math.min(...wins.map((q) => length[q]))
              : 1 + Math.max(...next.map((q) => length[q]));
          if (settled !== 0 && moveLength === sweep) settledNow.push([p, settled]);
        }
      }
    }
    // Written after the sweep, so every position of this sweep is valued from the one before.
    for (const [p, settled] of settledNow) {
      outcome[p] = settled;
      length[p] = sweep;
    }
    // A sweep that settles nothing leaves the next one the same values: every position left is a draw.
    if (settledNow.length === 0 || enough(table)) return table;
  }
}

/** The game's length from the start under optimal play (0 moves for a draw), by lengthTableByFixpoint. */
export function catMouseLengthByFixpoint(graph: number[][]): { outcome: number; moves: number } {
  const start = at(graph.length, 1, 2, 0);
  const table = lengthTableByFixpoint(graph, ({ outcome }) => outcome[start] !== 0);
  return { outcome: table.outcome[start], moves: table.length[start] };
}
