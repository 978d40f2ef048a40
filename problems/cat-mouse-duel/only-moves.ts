// Where a careless move is punished: positions met under best play in which the contestant has several moves and
// exactly one keeps its result (the only move that keeps a draw, or that keeps a win). The generator picks graphs
// with many of them, so that a player that is merely reasonable loses somewhere.
import { lengthTable } from '../_cat-mouse/game-length.ts';

/** How far into the game (in moves) positions are looked at. */
const HORIZON = 16;

/**
 * The number of positions within HORIZON moves of the start, reachable when the contestant keeps its result and the
 * jury plays any move that keeps its own, at which the contestant has two or more moves and exactly one keeps it.
 */
export function onlyMoves(graph: number[][], side: 'MOUSE' | 'CAT'): number {
  const { n, result } = lengthTable(graph);
  const mine = side === 'MOUSE' ? 0 : 1;
  const at = (m: number, c: number, turn: number) => (m * n + c) * 2 + turn;
  const moves = (s: number): number[] => {
    const turn = s & 1;
    const m = Math.floor((s >> 1) / n);
    const c = (s >> 1) % n;
    if (m === 0 || m === c) return [];
    return turn === 0
      ? [...new Set(graph[m])].map((v) => at(v, c, 1))
      : [...new Set(graph[c])].filter((v) => v !== 0).map((v) => at(m, v, 0));
  };
  const seen = new Set<number>();
  let frontier = [at(1, 2, 0)];
  let count = 0;
  for (let step = 0; step < HORIZON && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const s of frontier) {
      if (seen.has(s)) continue;
      seen.add(s);
      const options = moves(s);
      const keeping = options.filter((p) => result[p] === result[s]);
      if ((s & 1) === mine && options.length >= 2 && keeping.length === 1) count++;
      next.push(...keeping);
    }
    frontier = next;
  }
  return count;
}
