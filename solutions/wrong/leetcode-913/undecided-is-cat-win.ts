// WRONG (expect WA): retrograde analysis that scores positions it never decides as cat wins instead of draws.
import { retrogradeWithMistakes } from '../lib/retrograde-variants.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number => retrogradeWithMistakes(graph, { undecidedIsCatWin: true });
export const solve = answerEachGraph(catMouseGame);
