// WRONG (expect WA): retrograde analysis with the cat moving first.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/turn-order-swapped.ts';

export const solve = onBhojInput(catMouseGame);
