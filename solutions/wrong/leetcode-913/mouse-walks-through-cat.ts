// WRONG (expect WA): only the cat landing on the mouse counts as a catch; the mouse may walk onto the cat and away.
import { retrogradeWithMistakes } from '../lib/retrograde-variants.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => retrogradeWithMistakes(graph, { mouseMayStepOnCat: true });
export const solve = answerEachGraph(catMouseGame);
