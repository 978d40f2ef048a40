// Playing by hand on the live page in Chromium, end to end: a game of clicks on the picture against the jury, the
// server judging both problems first (npm run test:full; hand-play.test.ts tests the play itself).
import { rmSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startUi, type UiServer } from '../../../judge/page/server.ts';
import { testdataEngines } from '../../../scripts/testdata/index.ts';
import { pagesFor } from '../../helpers/browser.ts';
import { handPlayRoot } from '../../helpers/hand-play-root.ts';

let root = '';
const hand = suite('playing by hand against the jury, on the page');
const pages = pagesFor(hand);
hand.before(() => {
  root = handPlayRoot();
});
hand.after(() => rmSync(root, { recursive: true, force: true }));

let ui: UiServer | null = null;
hand.after(async () => {
  await ui?.close();
});
hand('on the page in Chromium: a test played by clicking nodes, then a row by clicking cells', async () => {
  const page = await pages.open();
  if (!page) return;
  // Judged as esbuild bundles the solutions, their types not checked (1.3 s of tsc, measured): playing by hand is this
  // test's subject; server.test.ts judges the live page with types checked, judge/run/typecheck.test.ts the check.
  ui = await startUi(root, [{ problem: 'cat-mouse-duel' }, { problem: 'lol-duel' }], testdataEngines, 0, {
    typecheck: false,
  });
  // Judged to the end before the page opens: a live page redraws on every test judged, and a click during a
  // redraw (slow on a busy machine) can land on the row that replaced the button.
  await ui.live.judgeAll();
  await page.goto(ui.url);
  const duel = page.locator('#problem-cat-mouse-duel');
  await duel.locator('.total', { hasText: '1/1 AC' }).waitFor({ timeout: 60_000 });
  // The judged test shows its game as played, move by move (a passed test: listed once the passed are shown).
  await duel.locator('button.show-passed').click();
  await duel.locator('tr.test').click();
  await duel.locator('.played .played-moves li').first().waitFor();
  // Played by hand: the mouse's only move, then the move that walks onto the cat.
  await duel.locator('button.play-test').click();
  const game = duel.locator('details.play .hand-play');
  // The game opens where it is seen: its section scrolled into the window with the game's picture.
  await page.waitForFunction(() => {
    const box = document.querySelector('details.play[open]')?.getBoundingClientRect();
    const picture = document.querySelector('details.play[open] .hand-play .picture')?.getBoundingClientRect();
    return box && picture && box.top >= 0 && picture.bottom <= window.innerHeight;
  });
  await game.locator('circle.choice[data-node="3"]').click();
  await game.locator('.played-moves li', { hasText: 'jury: cat 2 -> 5' }).waitFor();
  assert.match(
    (await game.locator('.played-moves li').first().textContent()) ?? '',
    /you: mouse 1 -> 3 \u2014 keeps a draw/,
  );
  await game.locator('circle.choice[data-node="5"]').click();
  await game.locator('.play-verdict').waitFor();
  assert.match(
    (await game.locator('.play-verdict').textContent()) ?? '',
    /move 3: mouse 3 -> 5 turns a draw into a loss/,
  );
  assert.match((await game.locator('li.thrown').textContent()) ?? '', /mouse 3 -> 5 \u2014 turns a draw into a loss/);
  assert.match(
    (await game.locator('.best-line').textContent()) ?? '',
    /from before move 3, a line that keeps the result: mouse 3 -> 4/,
  );

  // The line that keeps the draw, stepped on the picture instead of the game as played.
  await game.locator('button.best-toggle').click();
  assert.match((await game.locator('.played-moves li.best').first().textContent()) ?? '', /^best: mouse 3 -> 4/);
  assert.match((await game.locator('.step').textContent()) ?? '', /move 2 of \d+: cat 2 -> 5/);

  // A row: L at cell 5, the jury answers, then L at cell 2 makes LOL.
  const lol = page.locator('#problem-lol-duel');
  await lol.locator('.total', { hasText: '1/1 AC' }).waitFor({ timeout: 60_000 });
  await lol.locator('details.play summary').click();
  // A position typed in, not one of the tests (another seed): drawn from the input itself.
  await lol.locator('textarea.play-input').fill('L**L***L\nFIRST 7\n');
  await lol.locator('button.play-start').click();
  const row = lol.locator('details.play .hand-play');
  await row.locator('input[value="L"]').check();
  await row.locator('.cells span.choice[data-cell="4"]').click();
  await row.locator('.played-moves li', { hasText: 'jury:' }).waitFor();
  const jury = (await row.locator('.played-moves li.jury').textContent()) ?? '';
  assert.match(jury, /^jury: \d+ [LO]$/);
  const played = await row.locator('.played-moves li').allInnerTexts();
  assert.match(played[0], /you: 5 L \u2014 keeps a win/);
  // Finish it: whatever the jury did, make LOL wherever the row now offers it, else any move, until the verdict.
  for (let k = 0; k < 8 && (await row.locator('.play-verdict').count()) === 0; k++) {
    const cells = await row.locator('.cells span').allInnerTexts();
    const text = cells.map((c) => c || '*').join('');
    const ready = /LO\*|\*OL|L\*L/.exec(text);
    const cell = ready ? ready.index + ready[0].indexOf('*') : text.indexOf('*');
    const letter = ready && ready[0] === 'L*L' ? 'O' : 'L';
    await row.locator(`input[value="${letter}"]`).check();
    await row.locator(`.cells span.choice[data-cell="${cell}"]`).click();
    await row
      .locator('.played-moves li')
      .nth(played.length + 2 * k)
      .waitFor();
  }
  assert.match((await row.locator('.play-verdict').textContent()) ?? '', /the jury accepts/);
});
hand.run();
