// Second cat-and-mouse solver, independent of the accepted one: sweeps over every position until nothing changes.
// Slow (many sweeps of all 2n^2 positions) and simple enough to check by eye; used as an oracle.

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
