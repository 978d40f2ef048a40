// WRONG (expect WA): retrograde analysis with the cat moving first.
import { retrogradeWithMistakes } from '../lib/retrograde-variants.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => retrogradeWithMistakes(graph, { catMovesFirst: true });
export const solve = answerEachGraph(catMouseGame);
