// WRONG (expect WA): retrograde analysis that lets the cat step into the hole.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/cat-enters-hole.ts';

export const solve = onBhojInput(catMouseGame);
