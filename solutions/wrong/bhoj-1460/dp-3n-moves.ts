// WRONG (expect WA): the same DP with a 3n-move limit; still too short for some graphs.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/dp-3n-moves.ts';

export const solve = onBhojInput(catMouseGame);
