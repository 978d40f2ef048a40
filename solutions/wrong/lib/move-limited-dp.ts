// The popular top-down DP for cat and mouse that declares a draw once `limit` moves have been made. Wrong
// whenever a forced win needs more moves than the limit; kept here for the wrong-solution gallery.

export function moveLimitedDp(graph: number[][], limit: number): number {
  const n = graph.length;
  const memo = new Int8Array((limit + 1) * n * n).fill(-1);
  const play = (moves: number, mouse: number, cat: number): number => {
    if (moves >= limit) return 0;
    if (mouse === 0) return 1;
    if (mouse === cat) return 2;
    const key = (moves * n + mouse) * n + cat;
    if (memo[key] >= 0) return memo[key];
    let result: number;
    if (moves % 2 === 0) {
      let best = 2;
      for (const next of graph[mouse]) {
        const r = play(moves + 1, next, cat);
        if (r === 1) {
          best = 1;
          break;
        }
        if (r === 0) best = 0;
      }
      result = best;
    } else {
      let best = 1;
      for (const next of graph[cat]) {
        if (next === 0) continue;
        const r = play(moves + 1, mouse, next);
        if (r === 2) {
          best = 2;
          break;
        }
        if (r === 0) best = 0;
      }
      result = best;
    }
    memo[key] = result;
    return result;
  };
  return play(0, 1, 2);
}
