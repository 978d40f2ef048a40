// WRONG (expect WA): plays perfectly but prints node numbers counted from 1, not 0; its first move names a node
// that is not next to its animal (or does not exist), an illegal move.
import { catMousePlayer, perfectMove } from '../../lib/cat-mouse-player.ts';

export function play() {
  const player = catMousePlayer(perfectMove);
  const shift = (lines: string[]) => lines.map((line) => String(Number(line) + 1));
  return {
    opening: shift(player.opening),
    hear(line: string) {
      const { say, done } = player.hear(line);
      return { say: shift(say), done };
    },
  };
}
