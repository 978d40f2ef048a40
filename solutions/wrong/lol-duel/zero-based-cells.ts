// WRONG (expect WA): plays perfectly but numbers the cells from 0, not 1: its moves land one cell to the left of
// where it means them (cell 0 is off the row, or the cell holds a letter: an illegal move, or a move that loses).
import { keepingMove } from '../../lib/lol-lines.ts';
import { lolPlayer } from '../../lib/lol-player.ts';
import { rowValue } from '../../lanqiao-lol.ts';

export function play() {
  const player = lolPlayer((row) => keepingMove(row, rowValue(row)));
  const shift = (lines: string[]) =>
    lines.map((line) => {
      const [p, c] = line.split(' ');
      return `${Number(p) - 1} ${c}`;
    });
  return {
    opening: player.opening,
    hear(line: string) {
      // What the jury sends is read as the jury means it; only what is said is shifted.
      const { say, done } = player.hear(line);
      return { say: shift(say), done };
    },
  };
}
