import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startUi, type UiServer } from '../../ui/server.ts';
import { launchBrowser } from '../helpers/browser.ts';

// A kit of its own: this kit's problems and solutions, three bhoj-1460 tests, and a solution file to edit.
let root = '';
let ui: UiServer;
const mine = () => join(root, 'mine.ts');
const answerWith = (file: string) => writeFileSync(mine(), `export { solve } from ${JSON.stringify(resolve(file))};\n`);

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
live.before(async () => {
  root = mkdtempSync(join(tmpdir(), 'judge-ui-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  mkdirSync(join(root, 'testdata/bhoj-1460/hand'), { recursive: true });
  for (const name of ['beyond-2n-moves', 'five-cycle-draw', 'complete-50']) {
    for (const ext of ['in', 'ans']) cpSync(`testdata/bhoj-1460/hand/${name}.${ext}`, join(root, `testdata/bhoj-1460/hand/${name}.${ext}`));
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
live('shows the verdicts; a save that breaks the solution brings its WA, its graph and the winner’s line by itself', async () => {
  const browser = await launchBrowser();
  if (!browser) return;
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(ui.url);
    await page.locator('[data-problem] .total', { hasText: '3/3 AC' }).waitFor();
    const saved = performance.now();
    answerWith('solutions/wrong/bhoj-1460/dp-2n-moves.ts');
    const wa = page.locator('tr.test[data-verdict="WA"]');
    await wa.first().waitFor();
    process.stdout.write(`\n  (first WA on the page ${Math.round(performance.now() - saved)} ms after the save)\n`);
    await wa.first().click();
    await page.locator('svg.graph').waitFor();
    assert.match((await page.textContent('.case')) ?? '', /mouse wins in \d+ moves \(1\)/);
    // A solution that does not compile: its error on the page.
    writeFileSync(mine(), 'export function solve( {\n');
    await page.locator('pre.error', { hasText: 'cannot bundle' }).waitFor();
  } finally {
    await browser.close();
  }
});
live.run();
