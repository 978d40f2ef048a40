// WRONG (expect WA): retrograde analysis that calls a position lost as soon as one move loses, not when every move does.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/lost-when-any-move-loses.ts';

export const solve = onBhojInput(catMouseGame);
