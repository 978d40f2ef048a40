// The warm host's lanes (judge/run/warm-pool.ts): a call's CPU time from the times its worker thread tells with
// each answer, and a call stopped at its limit with the CPU time it had spent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WarmHost } from '../../../judge/run/index.ts';

let folder = '';
let module = '';

const ask = suite('WarmHost.ask');
ask.before(() => {
  folder = mkdtempSync(join(tmpdir(), 'warm-pool-'));
  module = join(folder, 'spins.cjs');
  // Spins until its thread has run for the milliseconds its input names (where /proc can tell it).
  writeFileSync(
    module,
    "const { readFileSync } = require('node:fs');\n" +
      "const ran = () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;\n" +
      'exports.solve = (input) => {\n' +
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
      assert.is('timeout' in stopped, true);
      assert.ok(stopped.cpuMs !== undefined && stopped.cpuMs >= 100 && stopped.cpuMs < 1000, `${stopped.cpuMs} ms`);
    } finally {
      await host.close();
    }
  },
);
ask.run();
