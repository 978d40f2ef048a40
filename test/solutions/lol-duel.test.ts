import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exchangeInProcess } from '../../judge/run/index.ts';
import { Rng } from '../../problems/_authoring/rng.ts';
import { randomRow } from '../../problems/_lol/rows.ts';
import { answer, jury } from '../../solutions/jury/lol-duel.ts';
import { bestMoves, moveValue, readMove, valueToMove } from '../../solutions/lib/lol-duel.ts';
import { searchRowValue } from '../../solutions/lib/lol-search.ts';
import { play } from '../../solutions/lol-duel.ts';
import { juryMoveFault, play as secondPlay } from '../../solutions/second-solver/lol-duel.ts';
import { respaced } from '../helpers/players.ts';
import { cases } from '../helpers/scale.ts';

type Player = ReturnType<typeof play>;

/** A player that sends the given lines, one a turn, whatever it hears (after the row and its turn). */
const saying = (lines: string[]): Player => {
  let heard = 0;
  return {
    opening: [],
    hear(line: string) {
      heard++;
      if (heard === 1 || (heard === 2 && line === 'SECOND')) return { say: [] };
      if (line.startsWith('END')) return { say: [], done: true };
      const say = lines.shift();
      return say === undefined ? { say: [], done: true } : { say: [say] };
    },
  };
};

const duel = suite('lol-duel: the jury and the players');
duel('the answer file is the row’s value for the contestant’s turn, as plain game search finds it', () => {
  const rng = new Rng(46);
  for (let i = 0; i < cases(60, 300); i++) {
    const row = randomRow(rng, rng.int(1, 10), rng.pick([0.2, 0.5]));
    if (!row.includes('*')) continue;
    const value = searchRowValue(row);
    assert.is(answer(`${row}\nFIRST 1\n`), `${value}\n`, row);
    assert.is(answer(`${row}\nSECOND 1\n`), `${-value || 0}\n`, row);
  }
});
duel(`the accepted and the second player get the row’s value from either turn, on ${cases(40, 200)} rows`, () => {
  const rng = new Rng(4600);
  for (let i = 0; i < cases(40, 200); i++) {
    const row = randomRow(rng, rng.int(1, 40), rng.pick([0.1, 0.3, 0.5]));
    if (!row.includes('*')) continue;
    for (const turn of ['FIRST', 'SECOND']) {
      const input = `${row}\n${turn} ${i}\n`;
      for (const player of [play, secondPlay]) {
        const { verdict, transcript } = exchangeInProcess(jury(input, answer(input)), player());
        assert.equal(verdict, { accepted: true }, `${input}${transcript.join('\n')}`);
      }
    }
  }
});
duel('the jury moves at once when the contestant is second, and ends the game when its move ends it', () => {
  const first = exchangeInProcess(jury('LO*\nSECOND 5\n', '-1\n'), saying([]));
  assert.equal(first.transcript, ['< LO*', '< SECOND', '< END -1']);
  assert.equal(first.verdict, { accepted: true });
});
duel('the player hears the jury’s END too, as over its pipe: one that fails on it fails the exchange', () => {
  const input = 'L**L***L\nFIRST 3\n';
  const heard: string[] = [];
  const listening = play();
  const failing = {
    opening: listening.opening,
    hear(line: string) {
      heard.push(line);
      if (line.startsWith('END')) throw new Error('END is no move');
      return listening.hear(line);
    },
  };
  assert.throws(() => exchangeInProcess(jury(input, '1\n'), failing), /END is no move/);
  assert.equal(heard.at(-1), 'END 1');
});
duel('the jury names the move that threw the win away, and a move that kept it', () => {
  // L**L***L: the first player wins (5 L, 6 O and 7 L keep the win); 2 O does not.
  const input = 'L**L***L\nFIRST 3\n';
  const { verdict, transcript } = exchangeInProcess(jury(input, '1\n'), saying(['2 O', '3 O', '5 O', '6 O', '7 O']));
  assert.is(verdict.accepted, false, transcript.join('\n'));
  assert.match(
    (verdict as { reason: string }).reason,
    /^the game ended in a (loss|draw), but the FIRST player could force a win; move 1: 2 O turns a win into a (loss|draw) \((5 L|6 O|7 L) keeps a win\)$/,
  );
});
duel('an unreadable or illegal move ends the game: END -1 and the reason', () => {
  const reasons = ['7 7', '0 L', '9 L', '1 O', '2 X'].map((line) => {
    const { verdict, transcript } = exchangeInProcess(jury('L**L***L\nFIRST 3\n', '1\n'), saying([line]));
    assert.is(transcript.at(-1), '< END -1');
    return (verdict as { reason: string }).reason;
  });
  assert.equal(reasons, [
    'move 1: "7 7" is not a move "p c" (a cell number and L or O)',
    'move 1: cell 0 is not in the row (1..8)',
    'move 1: cell 9 is not in the row (1..8)',
    'move 1: cell 1 already holds L',
    'move 1: "2 X" is not a move "p c" (a cell number and L or O)',
  ]);
  // A cell without its letter is half a move: the jury waits for the letter, and the output ends first.
  for (const said of [[], ['7']]) {
    const silent = exchangeInProcess(jury('L**L***L\nFIRST 3\n', '1\n'), saying(said));
    assert.equal(silent.verdict, {
      accepted: false,
      reason: 'the output ended after 0 moves, before the game was over',
    });
  }
});
duel(
  'the jury’s moves: LOL at once when it can; from a lost row, none that hands LOL over where it can avoid it',
  () => {
    assert.equal(bestMoves('L*L**'), [{ cell: 1, letter: 'O' }]);
    // No best move leaves a ready window for the other side: such a move loses at once.
    for (const move of bestMoves('*L****'))
      assert.not.ok(/LO\*|\*OL|L\*L/.test(`*L****`.slice(0, move.cell) + move.letter + '*L****'.slice(move.cell + 1)));
    assert.equal(readMove('L*', '2', 'O'), { cell: 1, letter: 'O' });
  },
);
duel('an answer file that disagrees with the row is the test data’s fault: the jury stops', () => {
  assert.throws(
    () => jury('L**L***L\nFIRST 3\n', '0\n'),
    /the answer file says 0, but for the FIRST player the row's value is 1/,
  );
});
duel.run();

const tokens = suite('lol-duel: moves read as tokens');
tokens('each move with a blank line after it, with CRLF, or split over two lines: the same verdicts', () => {
  for (const input of ['L**L***L\nFIRST 3\n', '********\nSECOND 5\n', '*L**O***L*****\nFIRST 11\n']) {
    const value = answer(input);
    for (const player of [play, () => saying(['1 L', '2 O', '3 L', '4 O'])]) {
      const plain = exchangeInProcess(jury(input, value), player()).verdict;
      for (const [how, say] of [
        ['blank lines', (lines: string[]) => lines.flatMap((line) => [line, ''])],
        ['CRLF', (lines: string[]) => lines.map((line) => `${line}\r`)],
        ['split', (lines: string[]) => lines.flatMap((line) => line.split(' '))],
      ] as const)
        assert.equal(exchangeInProcess(jury(input, value), respaced(player(), say)).verdict, plain, `${input}, ${how}`);
    }
  }
});
tokens('a first token that is no cell, or a second that is no letter, is named', () => {
  const input = 'L**L***L\nFIRST 3\n';
  assert.equal(exchangeInProcess(jury(input, answer(input)), saying(['L 5'])).verdict, {
    accepted: false,
    reason: 'move 1: "L 5" is not a move "p c" (a cell number and L or O)',
  });
  assert.equal(exchangeInProcess(jury(input, answer(input)), saying(['5 X'])).verdict, {
    accepted: false,
    reason: 'move 1: "5 X" is not a move "p c" (a cell number and L or O)',
  });
});
tokens.run();

const held = suite('lol-duel: the second player holds the jury to perfect play');
held('every move the jury may make passes; a move worth less to it than its best does not', () => {
  const rng = new Rng(46);
  let faults = 0;
  for (let i = 0; i < cases(40, 200); i++) {
    const length = rng.int(3, 14);
    const row = randomRow(rng, length, rng.int(0, length - 1));
    if (!row.includes('*') || row.includes('LOL')) continue;
    const best = bestMoves(row);
    for (const move of best) assert.is(juryMoveFault(row, move.cell, move.letter), null, `${row}: ${move.cell}`);
    for (let cell = 0; cell < row.length; cell++) {
      if (row[cell] !== '*') continue;
      for (const letter of ['L', 'O'] as const) {
        const worth = moveValue(row, { cell, letter });
        if (worth < valueToMove(row)) {
          assert.ok(juryMoveFault(row, cell, letter), `${row}: ${cell + 1} ${letter} is worth ${worth}`);
          faults++;
        }
      }
    }
  }
  assert.ok(faults > 0);
});
held.run();
