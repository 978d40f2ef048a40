// WRONG (expect WA): retrograde analysis that calls a position lost as soon as one move loses, not when every move does.
import { retrogradeWithMistakes } from '../lib/retrograde-variants.ts';
import { answerEachGraph } from '../../lib/graph-literal.ts';

export const catMouseGame = (graph: number[][]): number =>
  retrogradeWithMistakes(graph, { lostWhenAnyMoveLoses: true });
export const solve = answerEachGraph(catMouseGame);
