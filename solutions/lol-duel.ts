// The accepted player of lol-duel: it reads the row and its turn, then plays perfectly from the theory (lol-lines'
// keepingMove): LOL at once when it can, else a move that keeps the row's value for it.
import { keepingMove } from './lib/lol-lines.ts';
import { lolPlayer } from './lib/lol-player.ts';
import { rowValue } from './lanqiao-lol.ts';

export function play() {
  return lolPlayer((row) => keepingMove(row, rowValue(row)));
}
