// WRONG (expect WA): makes LOL when it can, and otherwise any safe move (the leftmost that leaves no LO*, *OL or
// L*L for the other side); safe is not enough: a won row is thrown away, or a draw lost, by the wrong safe move.
import { finishingMove, type LolMove } from '../../lib/lol-lines.ts';
import { lolPlayer } from '../../lib/lol-player.ts';
import { createsThreat } from '../../lib/lol-rows.ts';

function anySafeMove(row: string): LolMove {
  const finishing = finishingMove(row);
  if (finishing) return finishing;
  let first: LolMove | null = null;
  for (let cell = 0; cell < row.length; cell++) {
    if (row[cell] !== '*') continue;
    for (const letter of ['L', 'O'] as const) {
      first ??= { cell, letter };
      if (!createsThreat(row, cell, letter)) return { cell, letter };
    }
  }
  return first as LolMove;
}

export function play() {
  return lolPlayer(anySafeMove);
}
