// WRONG (expect WA): the same DP with a 3n-move limit; still too short for some graphs.
import { moveLimitedDp } from '../lib/move-limited-dp.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => moveLimitedDp(graph, 3 * graph.length);
export const solve = answerEachGraph(catMouseGame);
