// WRONG (expect WA): the same DP with a 4n-move limit; searched graphs need more than 4n moves.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/dp-4n-moves.ts';

export const solve = onBhojInput(catMouseGame);
