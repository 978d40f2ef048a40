// Polygon's solution tags as verify holds a submission to them (keepsTag), on results made up for each: what each
// tag allows, what it needs, a presentation error told from another wrong answer, and `failed`, the checker's
// failure, which the judge gives as a judge error naming the checker (TestResult.brokenProgram).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { TagFolder } from '../../../judge/registry/index.ts';
import type { Verdict } from '../../../judge/verdict/index.ts';
import { keepsTag } from '../../../scripts/testdata/index.ts';

const results = (...verdicts: (Verdict | 'PE')[]) =>
  verdicts.map((v, k) => ({
    verdict: (v === 'PE' ? 'WA' : v) as Verdict,
    checkerReason: v === 'PE' ? 'presentation error: two numbers' : v === 'WA' ? 'expected 3, got 4' : undefined,
    group: 'tests',
    name: String(k + 1),
  }));
/** Test 2's checker run broke its contract: a judge error naming the checker. */
const checkerFailed = (...verdicts: Verdict[]) => [
  ...results(...verdicts),
  {
    verdict: 'JE' as Verdict,
    checkerReason: undefined,
    group: 'tests',
    name: String(verdicts.length + 1),
    brokenProgram: 'problems/p/files/check.cpp',
    judgeError: 'problems/p/files/check.cpp broke its contract: the checker failed: answer unreadable: fix it',
  },
];

const tags = suite('keepsTag');
tags('each tag: the verdicts it allows, and the one it needs', () => {
  const cases: [TagFolder, (Verdict | 'PE')[], boolean][] = [
    ['wrong-answer', ['AC', 'WA'], true],
    ['wrong-answer', ['AC', 'AC'], false],
    ['wrong-answer', ['WA', 'TLE'], false],
    ['presentation-error', ['AC', 'PE'], true],
    ['presentation-error', ['PE', 'WA'], false],
    ['time-limit-exceeded', ['AC', 'TLE'], true],
    ['time-limit-exceeded', ['AC', 'ILE'], true],
    ['time-limit-exceeded', ['WA', 'TLE'], false],
    ['time-limit-exceeded', ['AC'], false],
    ['memory-limit-exceeded', ['AC', 'MLE'], true],
    ['memory-limit-exceeded', ['RE', 'MLE'], false],
    ['time-limit-exceeded-or-accepted', ['AC', 'AC'], true],
    ['time-limit-exceeded-or-accepted', ['AC', 'TLE'], true],
    ['time-limit-exceeded-or-accepted', ['AC', 'WA'], false],
    ['time-limit-exceeded-or-memory-limit-exceeded', ['AC', 'MLE', 'TLE'], true],
    ['time-limit-exceeded-or-memory-limit-exceeded', ['AC', 'AC'], false],
    ['time-limit-exceeded-or-memory-limit-exceeded', ['TLE', 'RE'], false],
  ];
  for (const [tag, verdicts, ok] of cases)
    assert.is(keepsTag(tag, results(...verdicts), []).ok, ok, `${tag}: ${verdicts.join(', ')}`);
  assert.equal(keepsTag('wrong-answer', results('WA', 'TLE'), []), {
    ok: false,
    got: 'TLE',
    said: 'tests/2 TLE, which its tag does not allow',
  });
  assert.is(
    keepsTag('presentation-error', results('PE', 'WA'), []).said,
    'tests/2 WA that is not a presentation error',
  );
});

tags('failed: the checker fails on some test; no other tag may make it fail', () => {
  assert.is(keepsTag('failed', checkerFailed('AC'), []).ok, true);
  assert.is(keepsTag('failed', results('AC', 'AC'), []).ok, false);
  assert.is(keepsTag('wrong-answer', checkerFailed('WA'), []).ok, false);
  assert.is(keepsTag('time-limit-exceeded-or-accepted', checkerFailed('AC'), []).ok, false);
  assert.match(
    keepsTag('failed', checkerFailed('AC'), []).said,
    'tests/2: problems/p/files/check.cpp broke its contract',
  );
  // A data error of the test files is not the checker's failure.
  const unreadable = [{ file: 'testdata/p/tests/2.ans', message: 'not UTF-8 text' }];
  assert.is(keepsTag('failed', results('AC'), unreadable).ok, false);
});

tags.run();
