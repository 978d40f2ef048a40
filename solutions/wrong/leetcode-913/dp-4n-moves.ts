// WRONG (expect WA): the same DP with a 4n-move limit; searched graphs need more than 4n moves.
import { moveLimitedDp } from '../lib/move-limited-dp.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => moveLimitedDp(graph, 4 * graph.length);
export const solve = answerEachGraph(catMouseGame);
