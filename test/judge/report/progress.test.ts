import { stripVTControlCharacters } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ResultEvent, TestResult } from '../../../judge/core/index.ts';
import { progressView } from '../../../judge/report/progress.ts';

const result = (name: string, verdict: TestResult['verdict']): TestResult => ({
  group: 'sample',
  name,
  input: `testdata/p/sample/${name}.in`,
  verdict,
  cpuMs: 10,
  wallMs: 20,
  waitedMs: null,
  countedWallMs: 20,
  wallTimeExceeded: false,
  peakRssKb: 40_000,
  exitCode: 0,
  signal: null,
  stderrTail: '',
  outputHead: '',
  diff: verdict === 'WA' ? { same: false, line: 1, expected: '5', actual: '6' } : undefined,
});

const progress = suite('progressView');
progress('redraws one status line in place and prints each failure above it as it happens', () => {
  let out = '';
  let clock = 0;
  const view = progressView(
    (text) => (out += text),
    () => clock,
  );
  const event = (done: number, failed: number, r: TestResult): ResultEvent => ({
    problem: 'p',
    result: r,
    done,
    total: 3,
    failed,
  });
  clock = 1500;
  view.onResult(event(1, 0, result('1', 'AC')));
  assert.is(out, 'judging: 1/3 tests, 0 failed, 1.5 s');
  view.onResult(event(2, 1, result('2', 'WA')));
  assert.match(
    stripVTControlCharacters(out),
    new RegExp(
      String.raw`judging: 1\/3 tests, 0 failed, 1\.5 s\r {2}p WA {3}sample\/2 .*\n.*line 1: expected "5", got "6"\n` +
        String.raw`.*\njudging: 2\/3 tests, 1 failed, 1\.5 s$`,
    ),
  );
  view.end();
  assert.ok(out.endsWith('\r\x1b[K'), 'the status line is cleared before the report');
});
progress('after three TLEs in a row, once: how long the rest may take at this pace, and how to stop early', () => {
  let out = '';
  let clock = 0;
  const view = progressView(
    (text) => (out += text),
    () => clock,
  );
  const event = (done: number, verdict: TestResult['verdict']): ResultEvent => ({
    problem: 'p',
    result: result(String(done), verdict),
    done,
    total: 100,
    failed: done,
  });
  const hint =
    /3 TLEs in a row: the other (\d+) tests may take about (.+?) more at this pace; Ctrl-C stops here, --bail stops at the first failure, --test or --group judges fewer/;
  clock = 4000;
  view.onResult(event(1, 'TLE'));
  clock = 8000;
  view.onResult(event(2, 'WA'));
  clock = 12_000;
  view.onResult(event(3, 'TLE'));
  view.onResult(event(4, 'TLE'));
  assert.not.match(out, hint, 'a WA broke the run of TLEs');
  clock = 20_000;
  view.onResult(event(5, 'TLE'));
  // 5 tests in 20 s: 4 s each, so the other 95 take about 380 s.
  assert.equal(hint.exec(stripVTControlCharacters(out))?.slice(1), ['95', '6 min 20 s']);
  view.onResult(event(6, 'TLE'));
  view.onResult(event(7, 'TLE'));
  view.onResult(event(8, 'TLE'));
  assert.is(stripVTControlCharacters(out).split('TLEs in a row').length, 2, 'said once');
});
progress.run();
