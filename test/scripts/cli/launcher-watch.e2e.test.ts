// A long-running command stops whole when what launched it is gone: `npm run ui` signalled with SIGTERM (npm does
// not pass it on), or the shell npm started signalled with SIGHUP, leaves no process of the kit and frees the port.
// A real npm and shell, end to end (npm run test:full).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parentOf } from '../../../scripts/cli/launcher-watch.ts';
import { skip } from '../../helpers/skip.ts';

/** Processes whose environment carries the mark (every process the npm run started inherits it). */
function marked(mark: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`KIT_TEST_MARK=${mark}`);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Waits for `condition`, polling, up to a deadline; whether it came true. The deadline is not a verdict on speed. */
async function eventually(condition: () => Promise<boolean> | boolean, deadlineMs = 20_000): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return condition();
}

/** Starts `npm run ui` on the fixture root; the npm process, the shell it started, and the page's port. */
async function startUi(mark: string) {
  const npm = spawn('npm', ['run', '-s', 'ui', '--', '--root', resolve('test/fixtures/root'), 'sum', '--port', '0'], {
    env: { ...process.env, KIT_TEST_MARK: mark },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  assert.ok(await eventually(() => /127\.0\.0\.1:\d+/.test(output), 60_000), output);
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(output)![1]);
  const shell = marked(mark).find((pid) => parentOf(pid) === npm.pid);
  return { npm, port, shell };
}

const stopping = suite('a long-running command stops with its launcher');
stopping('SIGTERM to npm run ui: no process of it is left, and the port is free', async () => {
  if (process.platform !== 'linux') return skip('launcher', 'not Linux: the process tree is read from /proc');
  const mark = randomUUID();
  const { npm, port } = await startUi(mark);
  assert.ok(await listening(port));
  npm.kill('SIGTERM');
  assert.ok(await eventually(() => marked(mark).length === 0), `left running: ${marked(mark).join(', ')}`);
  assert.is(await listening(port), false);
});
stopping('SIGHUP to the shell npm started: the same', async () => {
  if (process.platform !== 'linux') return skip('launcher', 'not Linux: the process tree is read from /proc');
  const mark = randomUUID();
  const { npm, port, shell } = await startUi(mark);
  assert.ok(shell, 'npm started a shell');
  process.kill(shell!, 'SIGHUP');
  assert.ok(await eventually(() => marked(mark).length === 0), `left running: ${marked(mark).join(', ')}`);
  assert.is(await listening(port), false);
  npm.kill();
});
stopping.run();
