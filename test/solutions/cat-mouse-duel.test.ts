import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../problems/_authoring/rng.ts';
import { randomCatMouseGraph } from '../../problems/_cat-mouse/constraints.ts';
import { play } from '../../solutions/cat-mouse-duel.ts';
import { juryMoveFault, play as secondPlay } from '../../solutions/second-solver/cat-mouse-duel.ts';
import { at, lengthTableByFixpoint } from '../../solutions/second-solver/cat-mouse-fixpoint.ts';
import { readDuelTest } from '../../solutions/lib/duel-lines.ts';
import { answer, jury } from '../../solutions/jury/cat-mouse-duel.ts';
import { exchangeInProcess } from '../../judge/run/index.ts';
import { DRAW, moveGraphFromLists, MOUSE_WIN, solveCatMouse } from '../../solutions/lib/cat-mouse.ts';
import { respaced } from '../helpers/players.ts';
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

/** A test of the generated data, and its answer. */
const generated = (name: string) => {
  const input = readFileSync(`testdata/cat-mouse-duel/random/${name}.in`, 'utf8');
  return { input, answer: answer(input) };
};

/** A player that says `moves` one after the other, one per turn, then nothing. */
const scripted = (moves: string[]): Player => {
  const heard: string[] = [];
  let next = 0;
  return {
    opening: [],
    hear(line: string) {
      heard.push(line);
      const n = Number(heard[0]);
      if (heard.length < n + 2 || (heard.length > n + 2 && !line.startsWith('MOVE'))) return { say: [] };
      return { say: next < moves.length ? [moves[next++]] : [] };
    },
  };
};

const history = suite('cat-mouse-duel: the repetition rule, with the game so far');
history('a slow win that lets the cat bring back a position: the slow move is the one named', () => {
  // The mouse could go 11 -> 0 at once; it goes 11 -> 10, after which the cat can always bring back a position.
  const { input, answer: value } = generated('cycle-08-n12-mouse');
  const { verdict, transcript } = exchange(input, value, scripted(['11', '10', '4', '5', '4']));
  assert.equal(
    verdict,
    {
      accepted: false,
      reason:
        'the game ended in a draw, but the mouse could force a mouse win; move 3: mouse 11 -> 10 turns a forced win ' +
        'into a draw (11 -> 0 still wins in 1 move)',
    },
    transcript.join('\n'),
  );
});
history('the jury takes a draw by going back to the start, where its table says it loses', () => {
  // After mouse 1 -> 4, cat 2 -> 7, mouse 4 -> 1, the cat's 7 -> 2 brings back the start: a draw.
  const { input, answer: value } = generated('cycle-06-n8-mouse');
  const { verdict, transcript } = exchange(input, value, scripted(['4', '1']));
  assert.equal(transcript.slice(-4), ['> 4', '< MOVE 7', '> 1', '< END 0']);
  assert.equal(verdict, {
    accepted: false,
    reason:
      'the game ended in a draw, but the mouse could force a mouse win; move 1: mouse 1 -> 4 turns a forced win ' +
      'into a draw (1 -> 3 still wins in 7 moves)',
  });
});
history.run();

const tokens = suite('cat-mouse-duel: moves read as tokens');
tokens('each move with a blank line after it, or with CRLF, or two on a line: the same verdicts', () => {
  for (const file of ['sample/1', 'random/cycle-08-n12-mouse', 'random/long-win-n50-233-moves-mouse']) {
    const input = readFileSync(`testdata/cat-mouse-duel/${file}.in`, 'utf8');
    const value = answer(input);
    for (const player of [play, () => scripted(['3', '4', '3'])]) {
      const plain = exchange(input, value, player()).verdict;
      for (const [how, say] of [
        ['blank lines', (lines: string[]) => lines.flatMap((line) => [line, ''])],
        ['CRLF', (lines: string[]) => lines.map((line) => `${line}\r`)],
        ['spaces and tabs', (lines: string[]) => lines.map((line) => ` \t${line}  `)],
      ] as const)
        assert.equal(exchange(input, value, respaced(player(), say)).verdict, plain, `${file}, ${how}`);
    }
  }
});
tokens('a token that is no node number is named', () => {
  const { verdict } = exchange(`${GRAPH}\nMOUSE 1\n`, '0\n', scripted(['3 x']));
  assert.equal(verdict, { accepted: false, reason: 'move 3: "x" is not a node number' });
});
tokens.run();

const held = suite('cat-mouse-duel: the second player holds the jury to perfect play');
held('a jury that loses where going back to a position seen draws is caught; the draw passes', () => {
  // cycle-06-n8-mouse after mouse 1 -> 4, cat 2 -> 7, mouse 4 -> 1: the cat at 7 must go back to 2 (the start).
  const { lists } = readDuelTest(generated('cycle-06-n8-mouse').input);
  const table = lengthTableByFixpoint(lists);
  const n = lists.length;
  const seen = new Set([at(n, 1, 2, 0), at(n, 4, 2, 1), at(n, 4, 7, 0), at(n, 1, 7, 1)]);
  assert.is(juryMoveFault(table, seen, 1, 7, 'cat', 2), null);
  assert.is(juryMoveFault(table, seen, 1, 7, 'cat', 4), "the jury's cat 7 -> 4 loses a draw the jury could keep");
});
held('every move of the jury in the second player’s own games passes (its games on the generated data)', () => {
  for (const name of ['cycle-06-n8-mouse', 'long-win-n50-233-moves-mouse', 'only-moves-02-n29-151-mouse']) {
    const { input, answer: value } = generated(name);
    assert.equal(exchange(input, value, secondPlay()).verdict, { accepted: true }, name);
  }
});
held.run();
