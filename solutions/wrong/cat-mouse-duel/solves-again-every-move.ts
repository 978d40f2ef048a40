// WRONG (expect TLE): plays perfectly, but works the whole game out again before each of its moves, with the
// plain fixed-point sweeps (about 0.2 s a time at n = 50): a forced win of 200 moves takes far over the limit.
import { catMousePlayer } from '../../lib/cat-mouse-player.ts';
import { fixpointMove } from '../../second-solver/cat-mouse-duel.ts';
import { lengthTableByFixpoint } from '../../second-solver/cat-mouse-fixpoint.ts';

export function play() {
  return catMousePlayer((game, me) =>
    fixpointMove(lengthTableByFixpoint(game.lists.map((list) => [...list])), game.mouse, game.cat, me),
  );
}
