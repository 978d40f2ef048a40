// Playing an interactive problem by hand against the jury: each move valued, the jury's verdict, what is refused and
// why; the game played on the page in Chromium is hand-play.e2e.test.ts's (npm run test:full).
import { rmSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HandPlay } from '../../../judge/page/hand-play.ts';
import { handPlayRoot } from '../../helpers/hand-play-root.ts';

let root = '';
const hand = suite('playing by hand against the jury');
hand.before(() => {
  root = handPlayRoot();
});
hand.after(() => rmSync(root, { recursive: true, force: true }));

hand('a game move by move: each of your moves valued once made, the losing one named, the jury’s verdict', async () => {
  const play = new HandPlay(root);
  const graph = '6\n2 2 5\n1 3\n3 0 4 5\n3 1 4 5\n2 2 3\n3 0 2 3\n';
  const start = await play.start('cat-mouse-duel', `${graph}MOUSE 1\n`);
  assert.is(start.played.headline, 'your move: the mouse is on 1');
  assert.equal(start.played.choices, [{ line: '3', node: 3 }]);
  assert.equal(start.picture?.kind, 'graph');
  const second = play.move(start.game, '3');
  assert.equal(
    second.played.moves.map((m) => [m.by, m.text, m.value]),
    [
      ['you', 'mouse 1 -> 3', 'keeps a draw'],
      ['jury', 'cat 2 -> 5', undefined],
    ],
  );
  const over = play.move(start.game, '5');
  assert.equal(over.verdict, {
    accepted: false,
    reason:
      'the game ended in a cat win, but the mouse could force a draw; move 3: mouse 3 -> 5 turns a draw into a loss ' +
      '(3 -> 4 keeps the draw)',
  });
  assert.is(over.played.thrownAway, 2);
  assert.equal(over.played.bestLine[0], { text: 'mouse 3 -> 4', draw: { mover: 'mouse', from: 3, to: 4 } });
  assert.is(over.played.headline, 'over: the cat won; the mouse could force a draw from the start');
  assert.throws(() => play.move(start.game, '4'), /the game is over/);
  assert.throws(() => play.move('nope', '4'), /no such game/);
});
hand('refuses a problem without a jury and an input its validator rejects, saying why', async () => {
  const play = new HandPlay(root);
  try {
    await play.start('bhoj-1460', '4\n1 3\n1 3\n1 3\n3 0 1 2\n');
    assert.unreachable();
  } catch (error) {
    assert.match((error as Error).message, /bhoj-1460 is not interactive/);
  }
  try {
    await play.start('lol-duel', 'LOL\nFIRST 1\n');
    assert.unreachable();
  } catch (error) {
    assert.match((error as Error).message, /lol-duel: the page:1: row: already reads LOL at column 1/);
  }
});

hand.run();
