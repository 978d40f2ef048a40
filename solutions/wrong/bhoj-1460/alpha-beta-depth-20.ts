// WRONG (expect WA or TLE): depth-limited minimax with alpha-beta cut-off at 20 moves, scoring the horizon as a
// draw; exponential on dense graphs.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/alpha-beta-depth-20.ts';

export const solve = onBhojInput(catMouseGame);
