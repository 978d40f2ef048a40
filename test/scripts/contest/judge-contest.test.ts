// A problem's cell from the judge's report of it: a scored problem's points as the judge scored them, a pass-fail
// one's 100 or 0, CE with the compiler's line naming the error, each test's verdict and how many were run. Judging
// a contest whole is end to end (test/scripts/contest.e2e.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProblemReport, TestResult } from '../../../judge/core/index.ts';
import { cellOf, PASS_FAIL_POINTS } from '../../../scripts/contest/index.ts';

const result = (key: string, verdict: string, remembered = false) => {
  const [group, name] = key.split('/');
  return { group, name, verdict, ...(remembered ? { remembered: true } : {}) } as unknown as TestResult;
};
const report = (fields: Partial<ProblemReport>): ProblemReport =>
  ({ programs: [], results: [], dataErrors: [], sources: [], ...fields }) as unknown as ProblemReport;

const cell = suite('cellOf');

cell('pass-fail: every test AC is 100, in test order, each verdict kept, remembered ones not counted as run', () => {
  const all = report({ results: [result('sample/1', 'AC', true), result('hand/big', 'AC')] });
  assert.equal(cellOf(all, 100, 'source/a/sum.py'), {
    status: 'judged',
    points: PASS_FAIL_POINTS,
    max: 100,
    file: 'source/a/sum.py',
    verdict: 'AC',
    verdicts: { 'sample/1': 'AC', 'hand/big': 'AC' },
    run: 1,
  });
});

cell('pass-fail: one test not AC is 0, named with its verdict; no tests, or broken data, is no AC', () => {
  const one = report({ results: [result('sample/1', 'AC'), result('sample/2', 'TLE'), result('hand/x', 'WA')] });
  const got = cellOf(one, 100, 'f');
  assert.is(got.points, 0);
  assert.is(got.verdict, 'TLE');
  assert.is(got.failedAt, 'sample/2');
  assert.is(cellOf(report({}), 100, 'f').points, 0);
  const broken = report({ results: [result('sample/1', 'AC')], dataErrors: [{ file: 'x', message: 'y' }] as never });
  assert.is(cellOf(broken, 100, 'f').points, 0);
});

cell("scored: the judge's points, whatever the verdicts", () => {
  const scored = report({
    results: [result('sample/1', 'AC'), result('hand/big', 'WA')],
    score: { points: 40, max: 100, groups: [] },
  });
  assert.equal(
    [cellOf(scored, 100, 'f').points, cellOf(scored, 100, 'f').verdict, cellOf(scored, 100, 'f').failedAt],
    [40, 'WA', 'hand/big'],
  );
});

cell("CE: no points, the compiler's first line naming an error", () => {
  const ce = report({ compileError: "a.cpp: In function 'int main()':\na.cpp:2:21: error: 'x' was not declared\n" });
  assert.equal(cellOf(ce, 100, 'a.cpp'), {
    status: 'CE',
    points: 0,
    max: 100,
    file: 'a.cpp',
    reason: "a.cpp:2:21: error: 'x' was not declared",
  });
  assert.is(cellOf(report({ compileError: 'SyntaxError at 3\nmore' }), 100, 'a.py').reason, 'SyntaxError at 3');
});

cell.run();
