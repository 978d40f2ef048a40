// WRONG (expect WA or RE): depth-first search with a memo that returns a draw on meeting a position already on the
// search path, and then caches results computed under that assumption as if they were final.
import { onBhojInput } from '../lib/bhoj-wrapper.ts';
import { catMouseGame } from '../leetcode-913/dfs-cycle-is-draw.ts';

export const solve = onBhojInput(catMouseGame);
