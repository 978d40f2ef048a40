import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunOutcome } from '../../../judge/run/run-process.ts';
import { decideVerdict } from '../../../judge/verdict/verdict.ts';

const limits = { timeMs: 1000, memoryKb: 65536 };
const clean: RunOutcome = {
  exitCode: 0,
  signal: null,
  cpuMs: 50,
  wallMs: 60,
  waitedMs: 5,
  countedWallMs: 55,
  peakRssKb: 42000,
  stdout: '1\n',
  outputExceeded: false,
  wallTimeExceeded: false,
  stderrHead: '',
  stderrTail: '',
};
const verdictOf = (changes: Partial<RunOutcome>, answer = '1\n') =>
  decideVerdict({ ...clean, ...changes }, limits, answer).verdict;

const decide = suite('decideVerdict');
decide('AC when everything is within limits and the output matches', () => {
  assert.is(verdictOf({}), 'AC');
});
decide('WA carries the first differing line', () => {
  assert.equal(decideVerdict(clean, limits, '2\n'), {
    verdict: 'WA',
    diff: { same: false, line: 1, expected: '2', actual: '1' },
  });
});
decide('RE on a non-zero exit or a signal, even with the right output', () => {
  assert.is(verdictOf({ exitCode: 1 }), 'RE');
  assert.is(verdictOf({ exitCode: null, signal: 'SIGSEGV' }), 'RE');
});
decide('TLE on CPU time over the limit or the wall-clock cap', () => {
  assert.is(verdictOf({ cpuMs: 1001 }), 'TLE');
  assert.is(verdictOf({ cpuMs: 1000 }), 'AC');
  assert.is(verdictOf({ wallTimeExceeded: true, signal: 'SIGKILL', exitCode: null }), 'TLE');
  assert.is(verdictOf({ cpuMs: 990, signal: 'SIGXCPU', exitCode: null }), 'TLE', 'stopped by RLIMIT_CPU');
});
decide('MLE on peak memory over the limit', () => {
  assert.is(verdictOf({ peakRssKb: 65537 }), 'MLE');
  assert.is(verdictOf({ peakRssKb: 65536 }), 'AC');
});
decide('a figure that was not measured decides nothing', () => {
  assert.is(verdictOf({ cpuMs: null, peakRssKb: null }), 'AC');
  assert.is(verdictOf({ cpuMs: null, peakRssKb: null }, '2\n'), 'WA');
  assert.is(verdictOf({ cpuMs: null, wallTimeExceeded: true, signal: 'SIGKILL', exitCode: null }), 'TLE');
  assert.is(verdictOf({ peakRssKb: null, signal: 'SIGKILL', exitCode: null }), 'RE');
});
decide('OLE when output passed the cap', () => {
  assert.is(verdictOf({ outputExceeded: true, signal: 'SIGKILL', exitCode: null }), 'OLE');
});
decide('fixed order: TLE before MLE before OLE before RE before WA', () => {
  const all = { cpuMs: 5000, peakRssKb: 1e6, outputExceeded: true, exitCode: 1, stdout: 'x' };
  assert.is(verdictOf(all), 'TLE');
  assert.is(verdictOf({ ...all, cpuMs: 1 }), 'MLE');
  assert.is(verdictOf({ ...all, cpuMs: 1, peakRssKb: 1 }), 'OLE');
  assert.is(verdictOf({ ...all, cpuMs: 1, peakRssKb: 1, outputExceeded: false }), 'RE');
  assert.is(verdictOf({ stdout: 'x' }), 'WA');
});
decide.run();
