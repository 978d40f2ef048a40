import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startUi, type UiServer } from '../../../scripts/live/server.ts';
import { postJson } from '../../helpers/http.ts';
import { pagesFor } from '../../helpers/browser.ts';

// A root of its own: this kit's problems and solutions (of the wrong ones, two: the matrix needs no more), two
// bhoj-1460 tests, and a solution file to edit, in its solutions/: it answers with the kit's solutions, which only a
// file there may import (judge/run/confined-imports.ts).
let root = '';
let ui: UiServer;
const mine = () => join(root, 'solutions', 'mine.ts');
const answerWith = (file: string) => writeFileSync(mine(), `export { solve } from ${JSON.stringify(resolve(file))};\n`);

const post = (body: string, headers: Record<string, string> = {}) => postJson(ui.port, '/case', body, headers);

function get(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port: ui.port, path, headers }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    })
      .on('error', fail)
      .end();
  });
}

const live = suite('npm run ui');
const pages = pagesFor(live);
live.before(async () => {
  root = mkdtempSync(join(tmpdir(), 'judge-ui-'));
  symlinkSync(resolve('problems'), join(root, 'problems'));
  mkdirSync(join(root, 'solutions/wrong/bhoj-1460'), { recursive: true });
  for (const entry of readdirSync('solutions')) {
    if (entry !== 'wrong') symlinkSync(resolve('solutions', entry), join(root, 'solutions', entry));
  }
  for (const wrong of ['dp-2n-moves.ts', 'turn-order-swapped.ts'])
    symlinkSync(resolve('solutions/wrong/bhoj-1460', wrong), join(root, 'solutions/wrong/bhoj-1460', wrong));
  mkdirSync(join(root, 'testdata/bhoj-1460/hand'), { recursive: true });
  for (const name of ['beyond-2n-moves', 'five-cycle-draw']) {
    for (const ext of ['in', 'ans'])
      cpSync(`testdata/bhoj-1460/hand/${name}.${ext}`, join(root, `testdata/bhoj-1460/hand/${name}.${ext}`));
  }
  answerWith('solutions/bhoj-1460.ts');
  ui = await startUi(root, [{ problem: 'bhoj-1460', solution: mine() }]);
});
live.after(async () => {
  await ui.close();
  rmSync(root, { recursive: true, force: true });
});

live('refuses a request for another host (DNS rebinding) or from another site’s page', async () => {
  const own = `127.0.0.1:${ui.port}`;
  assert.is(await get('/', { host: own }), 200);
  assert.is(await get('/', { host: `localhost:${ui.port}`, origin: `http://localhost:${ui.port}` }), 200);
  assert.is(await get('/', { host: `evil.example:${ui.port}` }), 403);
  assert.is(await get('/events', { host: own, origin: 'http://evil.example' }), 403);
  assert.is(await get('/', { host: own, origin: 'null' }), 403);
  assert.is(await get('/etc/passwd', { host: own }), 404);
});
live(
  'adds a test through add-case’s checks: checked first, then saved, never over a file; other sites refused',
  async () => {
    const star = '4\n1 3\n1 3\n1 3\n3 0 1 2\n';
    const checked = JSON.parse(
      (await post(JSON.stringify({ problem: 'bhoj-1460', input: star, name: 'star', save: false }))).body,
    );
    assert.equal(checked, {
      answer: '2\n',
      confirmedBy: 'the second solver',
      confirmed: 1,
      unconfirmed: 0,
      file: null,
    });
    assert.not.ok(existsSync(join(root, 'testdata/bhoj-1460/manual/star.in')), 'a check writes nothing');
    const saved = JSON.parse(
      (await post(JSON.stringify({ problem: 'bhoj-1460', input: star, name: 'star', save: true }))).body,
    );
    assert.is(saved.file, 'testdata/bhoj-1460/manual/star.in');
    assert.is(readFileSync(join(root, 'testdata/bhoj-1460/manual/star.ans'), 'utf8'), '2\n');
    const again = JSON.parse(
      (await post(JSON.stringify({ problem: 'bhoj-1460', input: `${star}\n`, name: 'star', save: true }))).body,
    );
    assert.match(again.error, /star\.in already exists/);
    const invalid = JSON.parse(
      (await post(JSON.stringify({ problem: 'bhoj-1460', input: '2\n1 1\n1 0\n', save: false }))).body,
    );
    assert.match(invalid.error, /bhoj-1460: the page:1: n: 2 is outside 3\.\.50/);
    assert.is((await post(JSON.stringify({ problem: 'bhoj-1460', input: 'x'.repeat(2 << 20) }))).status, 413);
    assert.is((await post(JSON.stringify({ problem: 'nope', input: star }))).status, 400);
    assert.is(
      (
        await post(JSON.stringify({ problem: 'bhoj-1460', input: star, name: 'evil', save: true }), {
          origin: 'http://evil.example',
        })
      ).status,
      403,
    );
    assert.not.ok(existsSync(join(root, 'testdata/bhoj-1460/manual/evil.in')));
    // The save judged again with the new test; without it, judge once more, so the next test starts from two tests.
    rmSync(join(root, 'testdata/bhoj-1460/manual'), { recursive: true });
    await ui.live.judgeAll();
  },
);
live('runs a typed input as a test is judged, beside the reference answer; judges again when asked', async () => {
  const run = async (body: object) => {
    const reply = await postJson(ui.port, '/run', JSON.stringify(body));
    return { status: reply.status, body: JSON.parse(reply.body) };
  };
  const id = ui.live.snapshot().problems[0].id;
  const star = '4\n1 3\n1 3\n1 3\n3 0 1 2\n';
  const tried = await run({ id, input: star });
  assert.is(tried.status, 200);
  assert.equal(
    [tried.body.test.verdict, tried.body.test.actual, tried.body.test.expected, tried.body.confirmedBy],
    ['AC', '2\n', '2\n', 'the second solver'],
  );
  assert.ok(tried.body.test.cpuMs === null || tried.body.test.cpuMs > 0, 'measured as a test is');
  assert.match(tried.body.test.cases[0].explanation.headline, /^cat wins in 2 moves/);
  assert.not.ok(existsSync(join(root, 'testdata/bhoj-1460/manual')), 'nothing written');
  // The wrong solution's answer on it, against the reference answer.
  answerWith('solutions/wrong/bhoj-1460/turn-order-swapped.ts');
  const wrong = await run({ id, input: '3\n2 1 2\n2 0 2\n2 0 1\n' });
  assert.is(wrong.body.test.expected, '1\n');
  assert.is(wrong.body.test.verdict, wrong.body.test.actual === '1\n' ? 'AC' : 'WA');
  answerWith('solutions/bhoj-1460.ts');
  const invalid = await run({ id, input: '2\n1 1\n1 0\n' });
  assert.match(invalid.body.error, /bhoj-1460: the page:1: n: 2 is outside 3\.\.50/);
  assert.is((await run({ id: 'nope', input: star })).status, 400);
  assert.is((await postJson(ui.port, '/rejudge', JSON.stringify({ id: 'nope' }))).status, 400);
  const again = await postJson(ui.port, '/rejudge', JSON.stringify({ id, failedOnly: false }));
  assert.equal([again.status, JSON.parse(again.body)], [200, { judging: id }]);
  await ui.live.judgeAll();
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
    writeFileSync(mine(), 'export function solve( {\n');
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
      writeFileSync(mine(), `export { solve } from ${JSON.stringify(resolve('solutions/bhoj-1460.ts'))};\n// ${k}\n`);
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
live.run();
