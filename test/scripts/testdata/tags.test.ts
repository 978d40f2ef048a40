// Polygon's solution tags as verify holds a submission to them (keepsTag), on results made up for each: what each
// tag allows, what it needs, a presentation error told from another wrong answer, and `failed`, the checker's
// failure, which the judge counts among the test data's errors.
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
const broken = [{ file: 'problems/p/files/check.cpp', message: 'on tests/2: the checker failed: answer unreadable' }];

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
  assert.is(keepsTag('failed', results('AC'), broken).ok, true);
  assert.is(keepsTag('failed', results('AC', 'AC'), []).ok, false);
  assert.is(keepsTag('wrong-answer', results('WA'), broken).ok, false);
  assert.match(keepsTag('failed', results('AC'), broken).said, 'the checker failed: answer unreadable');
});

tags.run();
