// WRONG (expect WA): only the cat landing on the mouse counts as a catch; the mouse may walk onto the cat and away.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/mouse-walks-through-cat.ts';

export const solve = onBhojInput(catMouseGame);
