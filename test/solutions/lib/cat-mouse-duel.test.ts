import { readdirSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../../problems/_cat-mouse/constraints.ts';
import { CAT_WIN, DRAW, moveGraphFromLists, MOUSE_WIN, solveCatMouse } from '../../../solutions/lib/cat-mouse.ts';
import { CatMouseDuel, type Side } from '../../../solutions/lib/cat-mouse-duel.ts';
import { gameTable, lineOfPlay, outcomeAt } from '../../../solutions/lib/cat-mouse-lines.ts';
import { readDuelTest } from '../../../solutions/lib/duel-lines.ts';
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

/**
 * The game searched move by move with its history and nothing else known: 1 if the side to move can force a win, 0 a
 * draw, -1 a loss, where reaching a position marked in `seen` (index (mouse * n + cat) * 2 + 1 for the mouse to
 * move) is a draw. Alpha-beta over every line of play; a move that ends the game at once is tried first.
 */
function searchWithHistory(lists: number[][], mouse: number, cat: number, mouseToMove: boolean, seen: Uint8Array) {
  const n = lists.length;
  const mouseMoves = lists.map((list) => [...new Set(list)]);
  const catMoves = lists.map((list) => [...new Set(list)].filter((v) => v !== 0));
  const search = (m: number, c: number, mouseTurn: boolean, alpha: number, beta: number): number => {
    const options = mouseTurn ? mouseMoves[m] : catMoves[c];
    for (const to of options) if (mouseTurn ? to === 0 : to === m) return 1;
    let best = -1;
    for (const to of options) {
      const [nm, nc] = mouseTurn ? [to, c] : [m, to];
      if (nm === nc) continue; // the mouse walks onto the cat: a loss
      const p = (nm * n + nc) * 2 + (mouseTurn ? 0 : 1);
      let v = 0;
      if (!seen[p]) {
        seen[p] = 1;
        v = -search(nm, nc, !mouseTurn, -beta, -Math.max(alpha, best));
        seen[p] = 0;
      }
      best = Math.max(best, v);
      if (best >= beta) break;
    }
    return options.length === 0 ? 0 : best;
  };
  return search(mouse, cat, mouseToMove, -1, 1);
}

const withHistory = suite('CatMouseDuel: values given the game so far');
withHistory(
  'on every generated graph of up to 8 nodes, after random moves: the value and the best moves agree with a search of the game with its history',
  () => {
    const dir = 'testdata/cat-mouse-duel/random';
    const rng = new Rng(30);
    let checked = 0;
    let changedByHistory = 0;
    const graphs = readdirSync(dir)
      .filter((f) => f.endsWith('.in'))
      .map((f) => readDuelTest(readFileSync(`${dir}/${f}`, 'utf8')).lists)
      .filter((lists) => lists.length <= 8);
    assert.ok(graphs.length >= 10, `${graphs.length} graphs`);
    for (const lists of graphs) {
      const n = lists.length;
      for (let k = 0; k < cases(60, 300); k++) {
        const game = new CatMouseDuel(lists);
        const seen = new Uint8Array(2 * n * n);
        const mark = () => {
          seen[(game.mouse * n + game.cat) * 2 + (game.toMove === 'mouse' ? 1 : 0)] = 1;
        };
        mark();
        const steps = rng.int(0, 30);
        for (let s = 0; s < steps && game.result === null; s++) {
          game.move(rng.pick(game.moves()));
          if (game.result === null) mark();
        }
        if (game.result !== null) continue;
        const toMove = game.toMove === 'mouse';
        const forSideToMove = (outcome: number) => (outcome === DRAW ? 0 : (outcome === MOUSE_WIN) === toMove ? 1 : -1);
        const searched = searchWithHistory(lists, game.mouse, game.cat, toMove, seen);
        const where = `${JSON.stringify(lists)} after ${game.history.map((h) => h.to).join(' ')}`;
        assert.is(forSideToMove(game.value()), searched, where);
        if (forSideToMove(outcomeAt(game.table, game.position())) !== searched) changedByHistory++;
        // Each best move keeps what the side to move can force.
        for (const to of game.bestMoves()) {
          const after = new CatMouseDuel(lists);
          for (const h of game.history) after.move(h.to);
          after.move(to);
          const kept =
            after.result !== null
              ? forSideToMove(after.result)
              : -searchWithHistory(lists, after.mouse, after.cat, !toMove, seenWith(seen, n, after));
          assert.is(kept, searched, `${where}, then ${to}`);
        }
        checked++;
      }
    }
    assert.ok(checked >= cases(60, 300), `${checked} positions`);
    assert.ok(changedByHistory > 0, 'no position checked is valued otherwise for its history');
  },
);
withHistory.run();

/** `seen` with the position of `game` marked too. */
function seenWith(seen: Uint8Array, n: number, game: CatMouseDuel): Uint8Array {
  const more = seen.slice();
  more[(game.mouse * n + game.cat) * 2 + (game.toMove === 'mouse' ? 1 : 0)] = 1;
  return more;
}
