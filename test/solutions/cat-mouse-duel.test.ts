import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../problems/_cat-mouse/constraints.ts';
import { play } from '../../solutions/cat-mouse-duel.ts';
import { play as secondPlay } from '../../solutions/second-solver/cat-mouse-duel.ts';
import { answer, jury } from '../../solutions/jury/cat-mouse-duel.ts';
import { exchangeInProcess } from '../../judge/run/index.ts';
import { DRAW, moveGraphFromLists, MOUSE_WIN, solveCatMouse } from '../../solutions/lib/cat-mouse.ts';
import { cases } from '../helpers/scale.ts';

type Player = ReturnType<typeof play>;

const exchange = (input: string, answerFile: string, player: Player) =>
  exchangeInProcess(jury(input, answerFile), player);

const GRAPH = readFileSync('testdata/cat-mouse-duel/sample/1.in', 'utf8').split('\n').slice(0, 7).join('\n');

const duel = suite('cat-mouse-duel: the jury and the accepted player');
duel(
  `the accepted and the second player get the best result their side can force, on ${cases(40, 200)} random graphs`,
  () => {
    const rng = new Rng(913);
    let played = 0;
    for (let i = 0; i < cases(40, 200); i++) {
      const graph = randomCatMouseGraph(rng, rng.int(3, 12), rng.pick([0.2, 0.35, 0.5]));
      const value = solveCatMouse(moveGraphFromLists(graph));
      const text = `${graph.length}\n${graph.map((list) => [list.length, ...list].join(' ')).join('\n')}\n`;
      for (const side of ['MOUSE', 'CAT']) {
        if (value !== DRAW && (value === MOUSE_WIN) !== (side === 'MOUSE')) continue;
        for (const player of [play, secondPlay]) {
          const { verdict, transcript } = exchange(`${text}${side} ${i}\n`, `${value}\n`, player());
          assert.equal(verdict, { accepted: true }, `${side} on ${JSON.stringify(graph)}:\n${transcript.join('\n')}`);
        }
        played++;
      }
    }
    assert.ok(played >= cases(40, 200), `only ${played} games`);
  },
);
duel('a player that moves to the first node it may: the jury names the move that threw the draw away', () => {
  const firstMove = (): Player => {
    const heard: string[] = [];
    let lists: number[][] = [];
    let mouse = 1;
    return {
      opening: [],
      hear(line: string) {
        heard.push(line);
        if (heard.length < 8) {
          if (heard.length === 8 - 1) lists = heard.slice(1, 7).map((row) => row.split(' ').slice(1).map(Number));
          return { say: [] };
        }
        if (heard.length > 8 && !line.startsWith('MOVE')) return { say: [], done: true };
        mouse = lists[mouse][0];
        return { say: [String(mouse)] };
      },
    };
  };
  const { verdict } = exchange(`${GRAPH}\nMOUSE 1\n`, '0\n', firstMove());
  assert.equal(verdict, {
    accepted: false,
    reason:
      'the game ended in a cat win, but the mouse could force a draw; move 3: mouse 3 -> 1 turns a draw into a loss ' +
      '(3 -> 4 keeps the draw)',
  });
});
duel('an illegal or unreadable move ends the game: END -1 and the reason', () => {
  const saying = (words: string[]): Player => {
    let heard = 0;
    return {
      opening: [],
      hear() {
        heard++;
        return { say: heard === 8 ? words : [] };
      },
    };
  };
  const illegal = exchange(`${GRAPH}\nMOUSE 1\n`, '0\n', saying(['4']));
  assert.equal(illegal.verdict, { accepted: false, reason: 'move 1: mouse 1 -> 4: node 4 is not next to node 1' });
  assert.equal(illegal.transcript.slice(-2), ['> 4', '< END -1']);
  const unreadable = exchange(`${GRAPH}\nMOUSE 1\n`, '0\n', saying(['three']));
  assert.equal(unreadable.verdict, { accepted: false, reason: 'move 1: "three" is not a node number' });
  const silent = exchange(`${GRAPH}\nMOUSE 1\n`, '0\n', saying([]));
  assert.equal(silent.verdict, { accepted: false, reason: 'the output ended after 0 moves, before the game was over' });
});
duel('the answer file is the value of the game from the start', () => {
  assert.is(answer(`${GRAPH}\nMOUSE 1\n`), '0\n');
  assert.is(answer(readFileSync('testdata/cat-mouse-duel/sample/3.in', 'utf8')), '2\n');
});
duel('an answer file that disagrees with the game is the test data’s fault: the jury stops', () => {
  assert.throws(() => jury(`${GRAPH}\nMOUSE 1\n`, '1\n'), /the answer file says 1, but from the start the result is 0/);
});
duel.run();
