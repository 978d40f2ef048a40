import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CAT_WIN, DRAW, MOUSE_WIN, moveGraphFromLists, solveCatMouse } from '../../../solutions/lib/cat-mouse.ts';
import { catMouseByFixpoint } from '../../../solutions/second-solver/cat-mouse-fixpoint.ts';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../../problems/_cat-mouse/constraints.ts';
import { cases } from '../../helpers/scale.ts';
import { BEYOND_2N_MOVES } from '../../fixtures/graphs.ts';

const outcome = (graph: number[][]) => solveCatMouse(moveGraphFromLists(graph));

const handChecked = suite('solveCatMouse: hand-checked graphs');
handChecked('samples', () => {
  assert.is(outcome([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]), DRAW);
  assert.is(outcome([[1, 3], [0], [3], [0, 2]]), MOUSE_WIN);
});
handChecked('the graph that breaks the 2n-move DP is a mouse win', () => {
  assert.is(outcome(BEYOND_2N_MOVES), MOUSE_WIN);
});
handChecked('mouse steps straight into the hole', () => {
  assert.is(outcome([[1], [0, 2], [1]]), MOUSE_WIN);
});
handChecked('mouse forced onto the cat: star around node 3', () => {
  assert.is(outcome([[3], [3], [3], [0, 1, 2]]), CAT_WIN);
});
handChecked('five-cycle away from the hole: the mouse keeps its distance forever', () => {
  assert.is(outcome([[6], [3, 5], [3, 4], [1, 2], [2, 5], [4, 1], [0]]), DRAW);
});
handChecked('mouse takes the route the cat cannot guard in time', () => {
  assert.is(outcome([[3, 4], [3, 4], [3], [0, 1, 2], [0, 1]]), MOUSE_WIN);
});
handChecked('a cat whose only move is the hole stays stuck: nobody wins (outside the constraints)', () => {
  // Edges 1-3 and 0-2: the mouse shuttles between 1 and 3, the cat on 2 has no legal move.
  assert.is(outcome([[2], [3], [0], [1]]), DRAW);
});
handChecked.run();

const graphs = suite('moveGraphFromLists');
graphs('drops repeated entries and keeps self-loops', () => {
  const g = moveGraphFromLists([
    [1, 1],
    [0, 1],
  ]);
  assert.equal([...g.start], [0, 1, 3]);
  assert.equal([...g.to], [1, 0, 1]);
});
graphs('rejects a neighbour outside the graph', () => {
  assert.throws(() => moveGraphFromLists([[5]]), /outside 0\.\.0/);
});
graphs.run();

const fixpoint = suite('solveCatMouse agrees with the fixed-point solver');
fixpoint(`on ${cases(200, 600)} random graphs, n = 3..12, sparse to dense`, () => {
  const rng = new Rng(913);
  for (let i = 0; i < cases(200, 600); i++) {
    const n = rng.int(3, 12);
    const graph = randomCatMouseGraph(rng, n, rng.pick([0.15, 0.25, 0.4, 0.7]));
    assert.is(outcome(graph), catMouseByFixpoint(graph), JSON.stringify(graph));
  }
});
fixpoint(`on ${cases(10, 40)} random graphs with n = 50`, () => {
  const rng = new Rng(1460);
  for (let i = 0; i < cases(10, 40); i++) {
    const graph = randomCatMouseGraph(rng, 50, rng.pick([0.04, 0.08, 0.2]));
    assert.is(outcome(graph), catMouseByFixpoint(graph), JSON.stringify(graph));
  }
});
fixpoint(`on ${cases(600, 3000)} random directed graphs with self-loops and dead ends, n = 3..9`, () => {
  // Outside both problems' constraints, and so outside the data: every list of moves the solver accepts must work.
  const rng = new Rng(2024);
  for (let i = 0; i < cases(600, 3000); i++) {
    const n = rng.int(3, 9);
    const graph = Array.from({ length: n }, () => Array.from({ length: n }, (_, v) => v).filter(() => rng.chance(0.3)));
    assert.is(outcome(graph), catMouseByFixpoint(graph), JSON.stringify(graph));
  }
});
fixpoint('with a node of degree 299: entries wider than a byte', () => {
  const rng = new Rng(255);
  for (let i = 0; i < 3; i++) {
    const n = 300;
    const hub = rng.int(1, n - 1);
    const sets = Array.from({ length: n }, () => new Set<number>());
    const link = (a: number, b: number) => {
      sets[a].add(b);
      sets[b].add(a);
    };
    for (let v = 0; v < n; v++) if (v !== hub) link(hub, v);
    for (let e = 0; e < 2 * n; e++) {
      const a = rng.int(0, n - 1);
      const b = rng.int(0, n - 1);
      if (a !== b) link(a, b);
    }
    const graph = sets.map((set) => [...set]);
    assert.is(outcome(graph), catMouseByFixpoint(graph), `hub ${hub}`);
  }
});
fixpoint.run();
