import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CapClock, parseTreeLine } from '../../../judge/run/limit-watch.ts';

const tree = suite('the measuring parent’s tree lines');
tree('a tree line gives busy and the wait for a core in ms, on the judge’s clock', () => {
  const nowUs = Math.round((Number(process.hrtime.bigint()) / 1e6) * 1000);
  const line = parseTreeLine(`tree ${nowUs} 1 2500`);
  assert.ok(line);
  assert.is(line.busy, true);
  assert.is(line.waitedMs, 2.5);
  // The same monotonic clock as performance.now(), shifted: a stamp taken now reads as now, to the millisecond.
  assert.ok(Math.abs(line.atMs - performance.now()) < 50, `${line.atMs} vs ${performance.now()}`);
  assert.is(parseTreeLine(`tree ${nowUs} 0 0`)?.busy, false);
});
tree('any other line is not a tree line', () => {
  for (const line of ['pid 7', 'usage 1 KiB 0 0', 'tree 1 2 3', 'tree 1 1', 'tree x 1 0', ' tree 1 1 0'])
    assert.is(parseTreeLine(line), null, line);
});
tree.run();

const clock = suite('the wall-clock cap’s clock');
clock('a plain run: all the time since the start, less the time it waited for a core', () => {
  let now = 1000;
  const counted = new CapClock(true, () => now);
  now = 1800;
  assert.is(counted.countedMs(), 800);
  counted.waitedMs = 500;
  assert.is(counted.countedMs(), 300, 'ready to run but waiting for a core is not its time');
  counted.waitedMs = 5000;
  assert.is(counted.countedMs(), 0, 'never below zero');
});
clock('a side of a game: only its own turns count', () => {
  let now = 0;
  const counted = new CapClock(false, () => now);
  now = 700; // the other side thinks
  assert.is(counted.countedMs(), 0);
  counted.run();
  now = 900; // its turn: 200 ms
  counted.pause();
  now = 5000; // the other side again, however long
  assert.is(counted.countedMs(), 200);
  counted.run();
  counted.run(); // said twice: still one turn
  now = 5100;
  assert.is(counted.countedMs(), 300);
  counted.pause();
  counted.pause();
  assert.is(counted.countedMs(), 300);
});
clock.run();
