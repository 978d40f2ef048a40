// The warm host's lanes (judge/run/warm-pool.ts): a call's CPU time from the times its worker thread tells with
// each answer, and a call stopped at its limit with the CPU time it had spent; a call blocked, not computing, stopped
// by the clock's cap and said to have stalled; a worker that ends during a call answers it, never a timeout.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WarmHost } from '../../../judge/run/index.ts';
import { skip } from '../../helpers/skip.ts';

let folder = '';
let module = '';

const ask = suite('WarmHost.ask');
ask.before(() => {
  folder = mkdtempSync(join(tmpdir(), 'warm-pool-'));
  module = join(folder, 'spins.cjs');
  // Spins until its thread has run for the milliseconds its input names (where /proc can tell it); "block" waits
  // for good without spending CPU, "exit" ends its worker.
  writeFileSync(
    module,
    "const { readFileSync } = require('node:fs');\n" +
      "const ran = () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;\n" +
      'exports.solve = (input) => {\n' +
      "  if (input === 'block') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\n" +
      "  if (input === 'exit') process.exit(7);\n" +
      '  const until = ran() + Number(input);\n' +
      '  while (ran() < until);\n' +
      '  return input;\n' +
      '};\n',
  );
});
ask.after(() => rmSync(folder, { recursive: true, force: true }));

ask(
  "an answer's CPU time, from the thread's times the worker told; a timeout's, where the limit stopped it",
  async () => {
    const host = new WarmHost(module, 64, null);
    try {
      const lane = await host.start(0);
      if (lane.schedstat === null) return; // no /proc: calls are timed by the clock, and tell no times
      assert.ok(lane.times, 'the worker told its times as it was ready');
      const before = lane.times.ranMs;
      const answer = await host.ask(lane, { input: '60' }, { timeoutMs: 1000, wallMs: 10_000 });
      assert.is('output' in answer && answer.output, '60');
      assert.ok(answer.cpuMs !== undefined && answer.cpuMs >= 60 && answer.cpuMs < 1000, `${answer.cpuMs} ms`);
      assert.ok(lane.times.ranMs - before >= answer.cpuMs, 'the lane keeps the times told with the answer');
      const stopped = await host.ask(lane, { input: '5000' }, { timeoutMs: 100, wallMs: 10_000 });
      assert.equal(['timeout' in stopped, 'stalled' in stopped], [true, false], 'stopped by its CPU time');
      assert.ok(stopped.cpuMs !== undefined && stopped.cpuMs >= 100 && stopped.cpuMs < 1000, `${stopped.cpuMs} ms`);
    } finally {
      await host.close();
    }
  },
);

ask(
  "a call that blocks is stopped by the clock's cap, said to have stalled, its CPU time far from the limit",
  async () => {
    const host = new WarmHost(module, 64, null);
    try {
      const lane = await host.start(0);
      if (lane.schedstat === null) return skip('a stalled call', 'no /proc: every call is timed by the clock');
      const started = performance.now();
      const answer = await host.ask(lane, { input: 'block' }, { timeoutMs: 100, wallMs: 400 });
      assert.equal(['timeout' in answer, 'stalled' in answer], [true, true]);
      assert.ok(answer.cpuMs !== undefined && answer.cpuMs < 100, `${answer.cpuMs} ms of CPU`);
      assert.ok(performance.now() - started >= 400, 'not before the cap');
    } finally {
      await host.close();
    }
  },
);

ask('a worker that ends during a call answers it: the host tells how, and a thread gone is no timeout', async () => {
  const host = new WarmHost(module, 64, null);
  try {
    const lane = await host.start(0);
    if (lane.schedstat === null)
      return skip('a thread gone during a call', 'no /proc: every call is timed by the clock');
    const exited = await host.ask(lane, { input: 'exit' }, { timeoutMs: 5000, wallMs: 10_000 });
    assert.match('error' in exited ? exited.error : JSON.stringify(exited), 'the worker exited (code 7)');
    assert.is(lane.dead, true);
    // A thread whose times can no longer be read, while the host has yet to answer: waited for, where the clock
    // would have timed it out at 50 ms (the worker spins 300 ms, its times read from a file that is gone).
    const fresh = await host.start(1);
    const gone = { ...fresh, schedstat: join(folder, 'gone', 'schedstat'), times: null };
    const answer = await host.ask(gone, { input: '300' }, { timeoutMs: 50, wallMs: 10_000 });
    assert.equal('output' in answer && answer.output, '300');
  } finally {
    await host.close();
  }
});
ask.run();
