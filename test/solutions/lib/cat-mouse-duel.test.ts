import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../../problems/_cat-mouse/constraints.ts';
import { CAT_WIN, DRAW, moveGraphFromLists, MOUSE_WIN, solveCatMouse } from '../../../solutions/lib/cat-mouse.ts';
import { CatMouseDuel, type Side } from '../../../solutions/lib/cat-mouse-duel.ts';
import { gameTable, lineOfPlay } from '../../../solutions/lib/cat-mouse-lines.ts';
import { cases } from '../../helpers/scale.ts';

// The brief's sample: the mouse goes 1->3, the cat 2->5, the mouse 3->4, the cat 5->2, and the mouse 4->3 brings
// back the position after the first move (mouse 3, cat 2, the cat to move): a draw.
const SAMPLE = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];

/** Plays a game to its end: each side by its own choice of move. */
function playOut(duel: CatMouseDuel, choose: Record<Side, (duel: CatMouseDuel) => number>): number {
  let moves = 0;
  while (duel.result === null) {
    const to = choose[duel.toMove](duel);
    assert.is(duel.illegal(to), null, `move ${moves + 1} to ${to}`);
    duel.move(to);
    moves++;
  }
  return moves;
}
const perfect = (duel: CatMouseDuel) => duel.bestMoves()[0];

const duel = suite('CatMouseDuel');
duel('the rules: legal moves, the hole closed to the cat, the end by repetition', () => {
  const game = new CatMouseDuel(SAMPLE);
  assert.is(game.illegal(2), 'node 2 is not next to node 1');
  game.move(3);
  assert.is(game.illegal(0), 'the cat may not enter the hole (node 0)');
  for (const to of [5, 4, 2]) {
    game.move(to);
    assert.is(game.result, null);
  }
  game.move(3);
  assert.is(game.result, DRAW);
  assert.is(game.illegal(4), 'the game is over');
});
duel(
  `perfect against perfect: the solver's result, in the length of the line of play (${cases(60, 300)} graphs)`,
  () => {
    const rng = new Rng(2024);
    for (let i = 0; i < cases(60, 300); i++) {
      const graph = randomCatMouseGraph(rng, rng.int(3, 10), rng.pick([0.2, 0.35, 0.5]));
      const game = new CatMouseDuel(graph);
      const expected = solveCatMouse(moveGraphFromLists(graph));
      assert.is(game.value(), expected);
      const moves = playOut(game, { mouse: perfect, cat: perfect });
      assert.is(game.result, expected, JSON.stringify(graph));
      if (expected !== DRAW) assert.is(moves, lineOfPlay(gameTable(moveGraphFromLists(graph))).moves);
    }
  },
);
duel(`a perfect side never does worse than its value, whatever the other plays (${cases(60, 300)} graphs)`, () => {
  const rng = new Rng(77);
  const rank = { mouse: [CAT_WIN, DRAW, MOUSE_WIN], cat: [MOUSE_WIN, DRAW, CAT_WIN] };
  for (let i = 0; i < cases(60, 300); i++) {
    const graph = randomCatMouseGraph(rng, rng.int(3, 10), rng.pick([0.2, 0.35, 0.5]));
    const random = (game: CatMouseDuel) => rng.pick(game.moves());
    for (const side of ['mouse', 'cat'] as const) {
      const game = new CatMouseDuel(graph);
      const value = game.value();
      playOut(game, side === 'mouse' ? { mouse: perfect, cat: random } : { mouse: random, cat: perfect });
      assert.ok(
        rank[side].indexOf(game.result!) >= rank[side].indexOf(value),
        `${side}: ${game.result} against ${value} on ${JSON.stringify(graph)}`,
      );
    }
  }
});
duel.run();
