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

/**
 * The game's length from the start under optimal play (the winner ends it as soon as it can, the loser holds out
 * as long as it can), by synchronous sweeps: sweep k settles exactly the positions whose game lasts k moves, each
 * from the values the sweep before left. Independent of the breadth-first table the explainer uses.
 */
export function catMouseLengthByFixpoint(graph: number[][]): { outcome: number; moves: number } {
  const n = graph.length;
  // [mouse][cat][turn] -> [outcome, length]; outcome 0 while unsettled; turn 0 = mouse moves.
  let value = Array.from({ length: n }, (_, m) =>
    Array.from({ length: n }, (_, c) => [0, 1].map(() => [m === 0 ? 1 : m === c ? 2 : 0, 0])),
  );
  for (let sweep = 1; ; sweep++) {
    const next = value.map((row) => row.map((turns) => turns.map((v) => [...v])));
    let changed = false;
    for (let m = 1; m < n; m++) {
      for (let c = 1; c < n; c++) {
        if (m === c) continue;
        for (const turn of [0, 1]) {
          if (value[m][c][turn][0] !== 0) continue;
          const mover = turn === 0 ? 1 : 2;
          const moves =
            turn === 0
              ? [...new Set(graph[m])].map((v) => value[v][c][1])
              : [...new Set(graph[c])].filter((v) => v !== 0).map((v) => value[m][v][0]);
          const wins = moves.filter(([o]) => o === mover);
          const settled =
            wins.length > 0 ? mover : moves.length > 0 && moves.every(([o]) => o === 3 - mover) ? 3 - mover : 0;
          // A win is settled by its shortest winning move, a loss by its longest losing one: in this sweep only if
          // that move's length is sweep - 1, which the sweeps before have settled.
          const length =
            settled === mover ? 1 + Math.min(...wins.map(([, l]) => l)) : 1 + Math.max(...moves.map(([, l]) => l));
          if (settled !== 0 && length === sweep) {
            next[m][c][turn] = [settled, length];
            changed = true;
          }
        }
      }
    }
    value = next;
    if (value[1][2][0][0] !== 0) return { outcome: value[1][2][0][0], moves: value[1][2][0][1] };
    // A sweep that settles nothing leaves the next one the same values: every position left is a draw.
    if (!changed) return { outcome: 0, moves: 0 };
  }
}
