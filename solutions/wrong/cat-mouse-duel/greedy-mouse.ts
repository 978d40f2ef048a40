// WRONG (expect WA): the mouse runs to the hole along a shortest path, whatever the cat does (as the cat it plays
// perfectly); a cat waiting on the way catches it, or the mouse gives up a draw it could have kept.
import { type ChooseMove, catMousePlayer, perfectMove } from '../../lib/cat-mouse-player.ts';

/** Each node's distance to the hole (node 0) in moves; unreachable nodes get Infinity. */
function distancesToHole(lists: readonly (readonly number[])[]): number[] {
  const distance = lists.map(() => Number.POSITIVE_INFINITY);
  distance[0] = 0;
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const v of lists[u]) {
      if (distance[v] === Number.POSITIVE_INFINITY) {
        distance[v] = distance[u] + 1;
        queue.push(v);
      }
    }
  }
  return distance;
}

const runToHole: ChooseMove = (game, me) => {
  if (me === 'cat') return perfectMove(game, me);
  const distance = distancesToHole(game.lists);
  return game.moves().reduce((best, to) => (distance[to] < distance[best] ? to : best));
};

export function play() {
  return catMousePlayer(runToHole);
}
