// WRONG (expect WA): the cat always steps toward the mouse along a shortest path that avoids the hole (as the
// mouse it plays perfectly); a mouse that circles a cycle, or waits by the hole, draws or escapes.
import { type ChooseMove, catMousePlayer, perfectMove } from '../../lib/cat-mouse-player.ts';

/** Each node's distance from `from` in cat moves (never through the hole); unreachable nodes get Infinity. */
function catDistances(lists: readonly (readonly number[])[], from: number): number[] {
  const distance = lists.map(() => Number.POSITIVE_INFINITY);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const v of lists[u]) {
      if (v !== 0 && distance[v] === Number.POSITIVE_INFINITY) {
        distance[v] = distance[u] + 1;
        queue.push(v);
      }
    }
  }
  return distance;
}

const chase: ChooseMove = (game, me) => {
  if (me === 'mouse') return perfectMove(game, me);
  const distance = catDistances(game.lists, game.mouse);
  return game.moves().reduce((best, to) => (distance[to] < distance[best] ? to : best));
};

export function play() {
  return catMousePlayer(chase);
}
