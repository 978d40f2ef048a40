// Depth-limited minimax with alpha-beta cut-off for cat and mouse: positions at the depth limit score as draws.
// Wrong when a forced win is longer than the limit, and exponential on dense graphs.

export function alphaBetaWithDepthLimit(graph: number[][], depthLimit: number): number {
  // Scores: +1 mouse wins, -1 cat wins, 0 draw or unknown at the horizon.
  const search = (
    depth: number,
    mouse: number,
    cat: number,
    mouseToMove: boolean,
    alpha: number,
    beta: number,
  ): number => {
    if (mouse === 0) return 1;
    if (mouse === cat) return -1;
    if (depth === depthLimit) return 0;
    if (mouseToMove) {
      let best = -1;
      for (const next of graph[mouse]) {
        best = Math.max(best, search(depth + 1, next, cat, false, alpha, beta));
        alpha = Math.max(alpha, best);
        if (alpha >= beta) break;
      }
      return best;
    }
    let best = 1;
    for (const next of graph[cat]) {
      if (next === 0) continue;
      best = Math.min(best, search(depth + 1, mouse, next, true, alpha, beta));
      beta = Math.min(beta, best);
      if (alpha >= beta) break;
    }
    return best;
  };
  const score = search(0, 1, 2, true, -1, 1);
  return score === 1 ? 1 : score === -1 ? 2 : 0;
}
