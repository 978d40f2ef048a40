// WRONG (expect WA): retrograde analysis that lets the cat step into the hole.
import { retrogradeWithMistakes } from '../lib/retrograde-variants.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => retrogradeWithMistakes(graph, { catMayEnterHole: true });
export const solve = answerEachGraph(catMouseGame);
