// WRONG (expect WA or RE): depth-first search with a memo that returns a draw on meeting a position already on the
// search path, and then caches results computed under that assumption as if they were final.
import { answerEachGraph } from '../../lib/graph-literal.ts';

export function catMouseGame(graph: number[][]): number {
  const n = graph.length;
  const memo = new Int8Array(2 * n * n).fill(-1);
  const onPath = new Uint8Array(2 * n * n);
  const play = (mouse: number, cat: number, mouseToMove: number): number => {
    if (mouse === 0) return 1;
    if (mouse === cat) return 2;
    const key = (mouse * n + cat) * 2 + mouseToMove;
    if (memo[key] >= 0) return memo[key];
    if (onPath[key]) return 0;
    onPath[key] = 1;
    let result: number;
    if (mouseToMove) {
      const outcomes = graph[mouse].map((next) => play(next, cat, 0));
      result = outcomes.includes(1) ? 1 : outcomes.includes(0) ? 0 : 2;
    } else {
      const outcomes = graph[cat].filter((next) => next !== 0).map((next) => play(mouse, next, 1));
      result = outcomes.includes(2) ? 2 : outcomes.includes(0) ? 0 : 1;
    }
    onPath[key] = 0;
    memo[key] = result;
    return result;
  };
  return play(1, 2, 1);
}

export const solve = answerEachGraph(catMouseGame);
