// WRONG (expect TLE): exact but without the theory: before each move it searches the game tree to the end
// (minimax with a cut at a win, no memo), which is fine on a short row and hopeless on long ones.
import type { LolMove } from '../../lib/lol-lines.ts';
import { lolPlayer } from '../../lib/lol-player.ts';

/** The value for the player to move of a row without LOL: 1 win, 0 draw, -1 loss; and the move that gets it. */
function search(cells: string[]): { value: number; move: LolMove | null } {
  let best = -2;
  let bestMove: LolMove | null = null;
  for (let cell = 0; cell < cells.length && best < 1; cell++) {
    if (cells[cell] !== '*') continue;
    for (const letter of ['L', 'O'] as const) {
      cells[cell] = letter;
      const window = cells.slice(Math.max(0, cell - 2), cell + 3).join('');
      const value = window.includes('LOL') ? 1 : -search(cells).value;
      cells[cell] = '*';
      if (value > best) {
        best = value;
        bestMove = { cell, letter };
      }
      if (best === 1) break;
    }
  }
  return bestMove === null ? { value: 0, move: null } : { value: best, move: bestMove };
}

export function play() {
  return lolPlayer((row) => search(row.split('')).move as LolMove);
}
