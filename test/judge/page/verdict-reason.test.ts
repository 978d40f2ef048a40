import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageRow } from '../../../judge/page/page-data.ts';
import { verdictReason } from '../../../judge/page/verdict-reason.ts';

const LIMITS = { timeMs: 1000, wallMs: 3000, memoryMb: 64 };
const row = (more: Partial<PageRow>): PageRow => ({
  group: 'random',
  name: 't',
  key: 'random/t',
  verdict: 'AC',
  cpuMs: 12,
  wallMs: 20,
  waitedMs: 1,
  countedWallMs: 19,
  peakRssKb: 40 * 1024,
  wallTimeExceeded: false,
  exitCode: 0,
  signal: null,
  stderrTail: '',
  ...more,
});

const reasons = suite('every verdict says why, in the figures that decided it');
reasons('AC and a provisional AC have none', () => {
  assert.is(verdictReason(row({}), LIMITS), null);
  assert.is(verdictReason(row({ provisional: true, cpuMs: null }), LIMITS), null);
});
reasons('TLE: CPU against the limit, or the wall-clock cap with what was counted and the CPU time', () => {
  assert.is(verdictReason(row({ verdict: 'TLE', cpuMs: 1012.4 }), LIMITS), 'CPU 1012 ms over the 1000 ms limit');
  assert.is(
    verdictReason(
      row({ verdict: 'TLE', cpuMs: 3, wallMs: 4100, waitedMs: 1050, countedWallMs: 3050, wallTimeExceeded: true }),
      LIMITS,
    ),
    'stopped at the wall-clock cap, under its CPU limit: it slept or waited; 3050 ms of the 3000 ms cap counted ' +
      '(4100 ms wall, 1050 ms of it waiting for a core); CPU 3 ms',
  );
});
reasons('MLE: the peak against the limit, or that the peak was not measured', () => {
  assert.is(
    verdictReason(row({ verdict: 'MLE', peakRssKb: 70_000 }), LIMITS),
    'peak memory 68.4 MB over the 64 MB limit',
  );
  assert.match(verdictReason(row({ verdict: 'MLE', peakRssKb: null }), LIMITS)!, /not measured/);
});
reasons("RE: the signal or exit code, and stderr's last line", () => {
  assert.is(
    verdictReason(row({ verdict: 'RE', exitCode: 1, stderrTail: 'at x\nError: boom\n\n' }), LIMITS),
    'exit code 1: "Error: boom"',
  );
  assert.is(
    verdictReason(row({ verdict: 'RE', exitCode: null, signal: 'SIGSEGV' }), LIMITS),
    'killed by signal SIGSEGV',
  );
});
reasons('ILE: what the jury waited for; WA: the first differing line or the checker', () => {
  assert.match(verdictReason(row({ verdict: 'ILE' }), LIMITS)!, /jury waited for its next line/);
  assert.match(
    verdictReason(row({ verdict: 'ILE', wallTimeExceeded: true }), LIMITS)!,
    /wall-clock cap on its own turn/,
  );
  assert.is(
    verdictReason(row({ verdict: 'WA', diff: { line: 2, expected: '1', actual: '0' } }), LIMITS),
    'line 2: expected "1", got "0"',
  );
  assert.is(verdictReason(row({ verdict: 'WA', checkerReason: 'move 3 is illegal' }), LIMITS), 'move 3 is illegal');
});
reasons.run();
