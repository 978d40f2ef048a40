// WRONG (expect WA): the top-down DP that calls a draw once 2n moves have been made; forced wins can take longer.
import { moveLimitedDp } from '../lib/move-limited-dp.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => moveLimitedDp(graph, 2 * graph.length);
export const solve = answerEachGraph(catMouseGame);
