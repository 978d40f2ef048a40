// The accepted player of cat-mouse-duel: it reads the graph and its side, then plays its animal perfectly with the
// whole game table (CatMouseDuel): the fastest win, else a move that keeps the draw.
import { catMousePlayer, perfectMove } from './lib/cat-mouse-player.ts';

export function play() {
  return catMousePlayer(perfectMove);
}
