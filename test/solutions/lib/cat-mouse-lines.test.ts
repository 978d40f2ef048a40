import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../../problems/_cat-mouse/constraints.ts';
import { CAT_WIN, DRAW, moveGraphFromLists, MOUSE_WIN, solveCatMouse } from '../../../solutions/lib/cat-mouse.ts';
import { gameTable, lineOfPlay, outcomeAt, positionOf, type Line } from '../../../solutions/lib/cat-mouse-lines.ts';
import { catMouseLengthByFixpoint } from '../../../solutions/second-solver/cat-mouse-fixpoint.ts';
import { cases } from '../../helpers/scale.ts';

/** Checks a line against the rules by itself: legal moves, turns alternating, the end the outcome says. */
function checkLine(graph: number[][], play: Line): void {
  let mouse = 1;
  let cat = 2;
  const seen: string[] = [];
  play.line.forEach((move, k) => {
    seen.push(`${mouse} ${cat} ${k % 2}`);
    assert.is(move.mover, k % 2 === 0 ? 'mouse' : 'cat', `move ${k}: turns alternate`);
    const at = move.mover === 'mouse' ? mouse : cat;
    assert.is(move.from, at, `move ${k} starts where the ${move.mover} is`);
    assert.ok(graph[at].includes(move.to), `move ${k}: ${at}->${move.to} is not an edge`);
    if (move.mover === 'cat') assert.is.not(move.to, 0, 'the cat never enters the hole');
    if (move.mover === 'mouse') mouse = move.to;
    else cat = move.to;
    if (k < play.line.length - 1) assert.ok(mouse !== 0 && mouse !== cat, `the game ended early, at move ${k}`);
  });
  assert.is(play.moves, play.line.length);
  if (play.outcome === MOUSE_WIN) assert.is(mouse, 0, 'a mouse win ends with the mouse in the hole');
  if (play.outcome === CAT_WIN) assert.is(mouse, cat, 'a cat win ends with the cat on the mouse');
  if (play.outcome === DRAW) {
    assert.ok(play.line.length > 0);
    const end = `${mouse} ${cat} ${play.line.length % 2}`;
    assert.is(seen.indexOf(end), play.repeatsFrom, 'the repeat is real');
  }
}

const lines = suite('lineOfPlay');
lines(
  `legal, ending as the answer says, as long as the fixed-point length, on ${cases(150, 600)} random graphs`,
  () => {
    const rng = new Rng(1913);
    for (let i = 0; i < cases(150, 600); i++) {
      const graph = randomCatMouseGraph(rng, rng.int(3, 10), rng.pick([0.2, 0.35, 0.5]));
      const table = gameTable(moveGraphFromLists(graph));
      const play = lineOfPlay(table);
      assert.is(play.outcome, solveCatMouse(moveGraphFromLists(graph)), JSON.stringify(graph));
      checkLine(graph, play);
      const reference = catMouseLengthByFixpoint(graph);
      assert.is(play.outcome, reference.outcome, JSON.stringify(graph));
      if (play.outcome !== DRAW) assert.is(play.moves, reference.moves, JSON.stringify(graph));
    }
  },
);
lines('on the kit’s long forced wins, past 4n moves: the length the search recorded, and the fixed point’s', () => {
  const wins = (
    JSON.parse(readFileSync('problems/_cat-mouse/long-wins.json', 'utf8')) as {
      n: number;
      moves: number;
      graph: string;
    }[]
  ).filter((w) => w.n <= cases(22, 30));
  let past4n = 0;
  for (const w of wins) {
    const graph = JSON.parse(w.graph) as number[][];
    const play = lineOfPlay(gameTable(moveGraphFromLists(graph)));
    checkLine(graph, play);
    assert.is(play.moves, w.moves, `n=${w.n}`);
    assert.is(catMouseLengthByFixpoint(graph).moves, w.moves, `n=${w.n} by the fixed point`);
    if (w.moves > 4 * w.n) past4n++;
  }
  assert.ok(past4n >= 3, `only ${past4n} graphs past 4n moves`);
});
lines('a draw: every position on the line is a draw, and the line repeats one', () => {
  const rng = new Rng(7);
  let draws = 0;
  for (let i = 0; i < 300 && draws < 40; i++) {
    const graph = randomCatMouseGraph(rng, rng.int(4, 10), 0.3);
    const table = gameTable(moveGraphFromLists(graph));
    const play = lineOfPlay(table);
    if (play.outcome !== DRAW) continue;
    draws++;
    checkLine(graph, play);
    let [mouse, cat] = [1, 2];
    for (const [k, move] of play.line.entries()) {
      assert.is(outcomeAt(table, positionOf(graph.length, mouse, cat, k % 2)), DRAW, `move ${k}`);
      if (move.mover === 'mouse') mouse = move.to;
      else cat = move.to;
    }
  }
  assert.ok(draws >= 10, `only ${draws} draws`);
});
lines('a game longer than 255 moves keeps its length exact', () => {
  // A path 1 - 3 - 4 - ... - 0 that the mouse walks to the hole, and a cat on a pair of nodes of its own.
  const n = 153;
  const graph: number[][] = Array.from({ length: n }, () => []);
  const link = (a: number, b: number) => {
    graph[a].push(b);
    graph[b].push(a);
  };
  const path = [1, ...Array.from({ length: n - 4 }, (_, k) => k + 3), 0];
  for (let k = 0; k + 1 < path.length; k++) link(path[k], path[k + 1]);
  link(2, n - 1);
  const table = gameTable(moveGraphFromLists(graph));
  const play = lineOfPlay(table);
  assert.is(play.outcome, MOUSE_WIN);
  assert.is(play.moves, 2 * (path.length - 1) - 1);
  checkLine(graph, play);
});
lines('the whole table: every position with the mouse to move has the value the solver finds from there', () => {
  const rng = new Rng(4913);
  for (let i = 0; i < cases(40, 200); i++) {
    const graph = randomCatMouseGraph(rng, rng.int(3, 9), rng.pick([0.2, 0.35, 0.5]));
    const g = moveGraphFromLists(graph);
    const table = gameTable(g, true);
    for (let mouse = 1; mouse < graph.length; mouse++) {
      for (let cat = 1; cat < graph.length; cat++) {
        if (mouse === cat) continue;
        const where = `${JSON.stringify(graph)} mouse ${mouse} cat ${cat}`;
        assert.is(outcomeAt(table, positionOf(graph.length, mouse, cat, 0)), solveCatMouse(g, mouse, cat), where);
      }
    }
  }
});
lines.run();
