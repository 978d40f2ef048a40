// WRONG (expect WA or TLE): depth-limited minimax with alpha-beta cut-off at 20 moves, scoring the horizon as a
// draw; exponential on dense graphs.
import { alphaBetaWithDepthLimit } from '../lib/alpha-beta.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => alphaBetaWithDepthLimit(graph, 20);
export const solve = answerEachGraph(catMouseGame);
