// npm run ui's server: every route of protocol.ts's table served and nothing else, what it refuses (another host,
// another site), a test added through add-case's checks, a typed input run beside the reference answer (its page in
// Chromium, end to end: server.e2e.test.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES } from '../../../judge/page/protocol.ts';
import { startUi, type UiServer } from '../../../judge/page/server.ts';
import { testdataEngines } from '../../../scripts/testdata/index.ts';
import { postJson } from '../../helpers/http.ts';
import { liveRoot } from '../../helpers/live-root.ts';

let root = '';
let ui: UiServer;
let answerWith: (file: string) => void;
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

/** A request as the page sends it (its own Host): the status and content type of the reply, read no further. */
function answer(method: string, path: string, body?: string): Promise<{ status: number; type: string }> {
  return new Promise((done, fail) => {
    const headers = {
      host: `127.0.0.1:${ui.port}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const req = request({ host: '127.0.0.1', port: ui.port, path, method, headers }, (res) => {
      done({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? '').split(';')[0] });
      // The event stream never ends: the headers are what is asked.
      res.destroy();
    });
    req.on('error', fail);
    req.end(body);
  });
}

const live = suite('npm run ui');
live.before(async () => {
  const made = liveRoot();
  ({ root, answerWith } = made);
  ui = await startUi(root, [{ problem: 'bhoj-1460', solution: made.mine }], testdataEngines);
});
live.after(async () => {
  await ui.close();
  rmSync(root, { recursive: true, force: true });
});

live('serves every route of the table as its kind says, and nothing the table does not name', async () => {
  const served: Record<string, { status: number; type: string }> = {};
  for (const [name, route] of Object.entries(ROUTES))
    served[name] = await answer(route.method, route.path, route.method === 'POST' ? '{}' : undefined);
  // A JSON route asked with nothing in it is refused in JSON, by its handler: the route is served.
  const refused = (status: number) => ({ status, type: 'application/json' });
  assert.equal(served, {
    page: { status: 200, type: 'text/html' },
    favicon: { status: 204, type: '' },
    events: { status: 200, type: 'text/event-stream' },
    test: refused(404),
    matrix: refused(400),
    play: refused(400),
    move: refused(400),
    case: refused(400),
    run: refused(400),
    rejudge: refused(400),
  });
  for (const route of Object.values(ROUTES)) {
    const other = route.method === 'GET' ? 'POST' : 'GET';
    assert.is((await answer(other, route.path)).status, 405, `${other} ${route.path}`);
    for (const near of [`${route.path}x`, `${route.path}/x`, route.path.toUpperCase()])
      if (near !== '/') assert.is((await answer(route.method, near)).status, 404, `${route.method} ${near}`);
  }
  for (const path of ['/index.html', '/etc/passwd', '/case/', '//events', '/event', '/x/../events', '/events#'])
    assert.is((await answer('GET', path)).status, 404, path);
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
live.run();
