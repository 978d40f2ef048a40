// npm run ui in Chromium, end to end: the page shows the verdicts, a save that breaks the solution brings its WA and
// its picture by itself, a save sends the changed rows alone (npm run test:full; server.test.ts tests the server).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startUi, type UiServer } from '../../../judge/page/server.ts';
import { testdataEngines } from '../../../scripts/testdata/index.ts';
import { pagesFor } from '../../helpers/browser.ts';
import { liveRoot } from '../../helpers/live-root.ts';

let root = '';
let ui: UiServer;
let answerWith: (file: string) => void;
let mine = '';

const live = suite('npm run ui in Chromium');
const pages = pagesFor(live);
live.before(async () => {
  ({ root, answerWith, mine } = liveRoot());
  ui = await startUi(root, [{ problem: 'bhoj-1460', solution: mine }], testdataEngines);
});
live.after(async () => {
  await ui.close();
  rmSync(root, { recursive: true, force: true });
});

live(
  'shows the verdicts; a save that breaks the solution brings its WA, its graph and the winner’s line by itself',
  async () => {
    const page = await pages.open();
    if (!page) return;
    await page.goto(ui.url);
    await page.locator('[data-problem] .total', { hasText: '2/2 AC' }).waitFor({ timeout: 120_000 });
    // "Try an input": the solution's run on it beside the reference answer, nothing saved.
    await page.click('details.add-test summary');
    await page.fill('textarea.new-input', '4\n1 3\n1 3\n1 3\n3 0 1 2\n');
    await page.click('button.run-input');
    const tried = page.locator('.try-result');
    await tried.waitFor({ timeout: 60_000 });
    assert.is(await tried.locator('.mine .v').textContent(), 'AC');
    assert.is(await tried.locator('.mine pre.actual').textContent(), '2\n');
    assert.is(await tried.locator('.reference pre.expected').textContent(), '2\n');
    assert.match((await tried.locator('.reference').textContent()) ?? '', /confirmed by the second solver: 1 lines/);
    assert.match((await tried.locator('.reference .case').textContent()) ?? '', /cat wins in 2 moves/);
    assert.not.ok(existsSync(join(root, 'testdata/bhoj-1460/manual')), 'trying an input writes nothing');
    // The invocation matrix, opened from the problem's header: which test catches which solution (every solution
    // judged on the two tests).
    await page.click('button.to-matrix');
    assert.match((await page.textContent('details.matrix[open] .explain')) ?? '', /wrong solution that passes/);
    await page.click('button.matrix-button');
    const accepted = page.locator('tr[data-solution="solutions/bhoj-1460.ts"]');
    await accepted.waitFor({ timeout: 180_000 });
    assert.is(await accepted.locator('td[data-verdict="AC"]').count(), 2);
    assert.is(await page.locator('tr[data-solution]').count(), 4, 'the accepted, the second solver, two wrong');
    assert.is(
      await page
        .locator('tr[data-solution="solutions/wrong/bhoj-1460/dp-2n-moves.ts"] td[title="hand/beyond-2n-moves: WA"]')
        .count(),
      1,
    );
    // "Keep as test": written by add-case's rules, then judged with the others.
    await page.fill('input.new-name', 'star-kept');
    await page.click('button.keep');
    await page
      .locator('.new-result', {
        hasText: 'kept as testdata/bhoj-1460/manual/star-kept.in; the problem is judged again',
      })
      .waitFor();
    assert.is(readFileSync(join(root, 'testdata/bhoj-1460/manual/star-kept.ans'), 'utf8'), '2\n');
    await page.locator('[data-problem] .total', { hasText: '3/3 AC' }).waitFor({ timeout: 120_000 });
    rmSync(join(root, 'testdata/bhoj-1460/manual'), { recursive: true });
    await ui.live.judgeAll();
    const saved = performance.now();
    answerWith('solutions/wrong/bhoj-1460/dp-2n-moves.ts');
    // The first failure opens by itself, with its graph and the winner's line of play.
    await page.locator('.panel svg.graph').waitFor();
    process.stdout.write(
      `\n  (first WA, its graph and line on the page ${Math.round(performance.now() - saved)} ms after the save)\n`,
    );
    assert.is((await page.locator('tr.test[data-verdict="WA"]').count()) >= 1, true);
    assert.match((await page.textContent('.panel .case')) ?? '', /mouse wins in \d+ moves \(1\)/);
    // The row says why: the first differing line.
    assert.match(
      (await page.textContent('tr.test[data-verdict="WA"] .reason')) ?? '',
      /^line 1: expected "1", got "\d+"$/,
    );
    // A solution that does not compile: its error on the page.
    writeFileSync(mine, 'export function solve( {\n');
    await page.locator('p.CE', { hasText: 'CE: the solution does not compile' }).waitFor();
    assert.match((await page.textContent('pre.compile-error')) ?? '', /mine\.ts:\d+:\d+: error: /);
  },
);
live(
  'in Chromium: a save sends the changed rows alone, a file no one uses sends nothing, memory stays flat',
  async () => {
    const page = await pages.open();
    if (!page) return;
    const rows = () =>
      new Map(ui.live.snapshot().problems.flatMap((p) => p.tests.map((t) => [t.key, JSON.stringify(t)] as const)));
    const done = () => page.locator('#overall', { hasText: /^(all|not all)/ }).waitFor({ timeout: 120_000 });
    // The last test left a compile error: its fix judged to the end before the save measured below.
    answerWith('solutions/bhoj-1460.ts');
    await page.goto(ui.url);
    await page.locator('#overall', { hasText: /^all 2 AC/ }).waitFor({ timeout: 120_000 });
    // A save that changes every verdict: the bytes sent are at most twice the JSON of the rows that changed, and a run's
    // start and end.
    const before = rows();
    const sent = ui.bytesSent();
    answerWith('solutions/wrong/bhoj-1460/turn-order-swapped.ts');
    await page.locator('#overall', { hasText: /^judging/ }).waitFor();
    await done();
    const changed = [...rows()].filter(([key, row]) => before.get(key) !== row);
    assert.ok(changed.length > 0);
    const changedJson = changed.reduce((n, [, row]) => n + row.length, 0);
    // A run's start and end (the state, each problem's head) cost about 1 KB whatever the number of tests.
    assert.ok(
      ui.bytesSent() - sent <= 2 * changedJson + 1024,
      `${ui.bytesSent() - sent} bytes sent for ${changedJson} bytes of changed rows`,
    );
    // A file nothing uses, in a folder the server watches: nothing judged, nothing but the notice sent.
    const quiet = ui.bytesSent();
    writeFileSync(join(root, 'solutions', 'notes.ts'), '// imported by nothing\n');
    await page.locator('#overall .notice', { hasText: 'saved solutions/notes.ts: no problem uses it' }).waitFor();
    assert.ok(ui.bytesSent() - quiet < 2048, `${ui.bytesSent() - quiet} bytes for a save that judged nothing`);
    // 50 saves in a row, each cancelling the last run: the server's memory stays flat.
    const rss = () => process.memoryUsage().rss / 2 ** 20;
    const start = rss();
    for (let k = 0; k < 50; k++) {
      writeFileSync(mine, `export { solve } from ${JSON.stringify(resolve('solutions/bhoj-1460.ts'))};\n// ${k}\n`);
      await page.waitForTimeout(20);
    }
    await page.locator('#overall', { hasText: /^all 2 AC/ }).waitFor({ timeout: 120_000 });
    process.stdout.write(
      `\n  (resident memory ${start.toFixed(0)} MB before 50 saves, ${rss().toFixed(0)} MB after)\n`,
    );
    // Flat: what the saves add, not what the process held before (a lane has run other files in it).
    assert.ok(rss() - start <= 100, `${(rss() - start).toFixed(0)} MB more resident after 50 saves`);
  },
);
live(
  'in Chromium: saves in a row, right and wrong by turns, written in place or renamed over: each shows a verdict for every test',
  async () => {
    const page = await pages.open();
    if (!page) return;
    answerWith('solutions/bhoj-1460.ts');
    await page.goto(ui.url);
    await page.locator('#overall', { hasText: /^all 2 AC/ }).waitFor({ timeout: 120_000 });
    const right = `export { solve } from ${JSON.stringify(resolve('solutions/bhoj-1460.ts'))};\n`;
    // No game ends with 3: wrong on every test.
    const wrong = "export function solve(input: string): string {\n  return input.length > 0 ? '3\\n' : '';\n}\n";
    for (let k = 0; k < 6; k++) {
      const run = Number(await page.getAttribute('.counts', 'data-run'));
      // Each a program not judged before, saved as soon as the last one shows a verdict for every test.
      const content = `${k % 2 === 0 ? wrong : right}// save ${k}\n`;
      if (k % 4 < 2) writeFileSync(mine, content);
      else {
        writeFileSync(`${mine}.tmp`, content);
        renameSync(`${mine}.tmp`, mine);
      }
      // This save's run on the page, with a verdict of its own for each of the two tests.
      await page.waitForFunction(
        (before) => {
          const counts = document.querySelector('.counts');
          const head = counts?.querySelector('.judged, .total')?.textContent ?? '';
          const cells = [...document.querySelectorAll('.grid .cell')];
          return (
            Number(counts?.getAttribute('data-run')) > before &&
            /^(judging: 2 of 2 answered|2\/2 AC|0\/2 AC)/.test(head) &&
            cells.length === 2 &&
            cells.every((c) => !c.classList.contains('stale'))
          );
        },
        run,
        { timeout: 120_000 },
      );
      const verdicts = await page
        .locator('.grid .cell')
        .evaluateAll((cells) => cells.map((c) => (c.classList.contains('AC') ? 'AC' : 'not AC')));
      assert.equal(verdicts, Array(2).fill(k % 2 === 0 ? 'not AC' : 'AC'), `save ${k + 1}`);
    }
    await page.locator('#overall', { hasText: /^all 2 AC/ }).waitFor({ timeout: 120_000 });
  },
);
live.run();
