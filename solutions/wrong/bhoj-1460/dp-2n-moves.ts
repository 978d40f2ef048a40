// WRONG (expect WA): the top-down DP that calls a draw once 2n moves have been made; forced wins can take longer.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/dp-2n-moves.ts';

export const solve = onBhojInput(catMouseGame);
