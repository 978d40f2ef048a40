// npm run ui -- --receive: with no problem named the page starts empty, saying what it waits for; a problem received
// from Competitive Companion is the one judged and shown, not every problem of the root.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../scripts/cli/cli.ts';
import { uiCommand } from '../../scripts/ui.ts';
import { postJson } from '../helpers/http.ts';

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The page's data as a page connecting now is sent it first (the event stream's snapshot). */
function snapshot(port: number): Promise<{ problems: { id: string }[]; status?: { notice?: string } }> {
  return new Promise((done, fail) => {
    const req = get({ host: '127.0.0.1', port, path: '/events', headers: { host: `127.0.0.1:${port}` } }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
        const line = /^data: (.*)\n/m.exec(text);
        if (line) {
          req.destroy();
          done((JSON.parse(line[1]) as { data: never }).data);
        }
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : fail(error)));
  });
}

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 300; tries++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const ui = suite('npm run ui -- --receive');
ui('with no problem named, the page waits empty, then shows and judges only the problem received', async () => {
  // A root with problems of its own already: none of them is judged or shown.
  const root = mkdtempSync(join(tmpdir(), 'kit-ui-receive-'));
  cpSync('test/fixtures/root', root, { recursive: true });
  const stop = new AbortController();
  let stdout = '';
  const [pagePort, receivePort] = [await freePort(), await freePort()];
  const io = {
    stdout: {
      write: (text: string) => {
        stdout += text;
      },
      isTTY: false,
    },
    stderr: { write: () => undefined, isTTY: false },
    readStdin: () => Buffer.alloc(0),
    signal: stop.signal,
  };
  const argv = ['--receive', '--port', String(pagePort), '--receive-port', String(receivePort), '--root', root];
  const running = runCommand(uiCommand, argv, io);
  try {
    await until('the receiver', () => stdout.includes('taking problems from Competitive Companion'));
    const empty = await snapshot(pagePort);
    assert.equal(empty.problems, []);
    assert.match(empty.status?.notice ?? '', `Competitive Companion on 127.0.0.1:${receivePort}`);
    const payload = {
      name: 'A. Sum',
      group: 'Codeforces - Kit Round 2',
      url: 'https://codeforces.com/contest/9998/problem/A',
      interactive: false,
      memoryLimit: 64,
      timeLimit: 1000,
      tests: [{ input: '1 2\n', output: '3\n' }],
      testType: 'single',
      input: { type: 'stdin' },
      output: { type: 'stdout' },
    };
    assert.is((await postJson(receivePort, '/', JSON.stringify(payload))).status, 201);
    await until('the received problem on the page', async () => (await snapshot(pagePort)).problems.length > 0);
    assert.equal(
      (await snapshot(pagePort)).problems.map((p) => p.id),
      ['cf-9998-a'],
    );
    assert.match(stdout, 'judged on the page');
  } finally {
    stop.abort();
    await running;
    rmSync(root, { recursive: true, force: true });
  }
});
ui.run();
