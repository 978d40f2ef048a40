// WRONG (expect WA): retrograde analysis that scores positions it never decides as cat wins instead of draws.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/undecided-is-cat-win.ts';

export const solve = onBhojInput(catMouseGame);
