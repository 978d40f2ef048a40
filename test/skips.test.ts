// test/helpers/skip.ts and a lane of npm test: a test that says it was skipped (no compiler, no browser, no Landlock)
// is counted skipped with its reason, never passed; a file of such tests run through the lane itself.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { skipCounter } from './helpers/skip.ts';

const skips = suite('skipped tests counted as skipped');

skips('the counter: a test that wrote a skip line and passed is skipped, once, under its first reason', () => {
  const counter = skipCounter();
  const chunks = [
    ' suite ',
    '• ', // passed
    '\n  (C++ tests skipped: no g++; apt-get install g++)\n',
    'other output of the test',
    '\n  (C++ tests skipped: no g++; apt-get install g++)\n',
    '\n  (page test skipped: no browser at /x; apt-get install chromium)\n',
    '• ', // skipped, once
    '\n  (C++ tests skipped: no g++; apt-get install g++)\n',
    '✘ ', // failed: neither
    '• ', // passed: the failed test's line is not carried over
    '\n  (page test skipped: no browser at /x; apt-get install chromium)\n',
    '  (4 / 5)\n', // written by an after hook, after the last test: no test's
    ' next suite ',
    '• ',
    '\u001b[90m• \u001b[39m', // in colour
    'text that only ends in (x skipped: y)',
    '• ',
  ];
  for (const chunk of chunks) counter.write(chunk);
  assert.equal(counter.tally, { passed: 5, skipped: 1, reasons: { 'no g++; apt-get install g++': 1 } });
});

skips('a file run by a lane: its skipped tests counted skipped with their reasons, none passed', async () => {
  const lane = spawn(process.execPath, ['test/run-lane.cjs'], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  lane.stdin.end(`${JSON.stringify({ file: 'test/fixtures/skips/skipping.ts', part: 'all' })}\n`);
  const lines = createInterface({ input: lane.stdio[3] as Readable });
  const [line] = await Promise.all([
    new Promise<string>((done) => lines.once('line', done)),
    new Promise((done) => lane.on('close', done)),
  ]);
  const result = JSON.parse(line) as {
    failed: boolean;
    total: number;
    passed: number;
    skipped: number;
    marked: number;
    reasons: Record<string, number>;
    output: string;
  };
  assert.equal(
    [result.failed, result.total, result.passed, result.skipped, result.marked],
    [false, 6, 1, 5, 5],
    result.output,
  );
  assert.equal(result.reasons, {
    'nothing to check with; get it': 2,
    'no kit-no-such-tool; install kit-no-such-tool': 1,
    'the whole suite cannot run here; get it': 2,
  });
});

skips.run();
