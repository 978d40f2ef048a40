// The time limit by Kattis 2025-09's rule (limitStanding, timeLimitReport): at least 2.0 times the slowest accepted
// test, under the slowest test of each too-slow solution divided by 1.5; where the limit stands, and the report.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { limitStanding, type TimeLimitRange, timeLimitReport } from '../../../scripts/testdata/index.ts';

const range = (over: Partial<TimeLimitRange>): TimeLimitRange => ({
  problem: 'p',
  limitMs: 1000,
  accepted: [{ solution: 'solutions/p.ts', language: 'TypeScript', ms: 300, test: 'random/7' }],
  tooSlow: [{ solution: 'solutions/wrong/p/slow.cpp', language: 'C++', ms: 2400, test: 'random/9' }],
  unmeasured: [],
  lowMs: 600,
  highMs: 1600,
  ...over,
});

const standing = suite('limitStanding');
standing('within, below, at or above the range, and a range that is empty', () => {
  assert.equal(limitStanding(range({})), {
    ok: true,
    said: 'the limit, 1000 ms, is within the range: 600 ms to under 1600 ms',
  });
  assert.equal(limitStanding(range({ limitMs: 500 })).ok, false);
  assert.match(limitStanding(range({ limitMs: 500 })).said, 'is below 600 ms (2 x the slowest accepted test)');
  // At the bound itself the too-slow solution passes with 1.5 x the limit: 1600 x 1.5 = 2400, its slowest test.
  assert.match(limitStanding(range({ limitMs: 1600 })).said, 'is not under 1600 ms: a too-slow solution would pass');
  assert.match(limitStanding(range({ lowMs: 1800 })).said, 'no limit keeps both rules');
  assert.match(limitStanding(range({ highMs: null, tooSlow: [] })).said, 'within the range: at least 600 ms');
});

standing('the report: each solution measured, by language, and what could not be', () => {
  const text = timeLimitReport([
    range({
      tooSlow: [
        { solution: 'solutions/wrong/p/spin.py', language: 'Python', ms: 3000, test: 'random/1', atLeast: true },
      ],
      highMs: 2000,
      unmeasured: ['solutions/wrong/p/off.ts: WA on random/2 before any timeout'],
    }),
  ]);
  for (const line of [
    // Stopped at the cap, the too-slow solution says the top is there or higher.
    'p: the limit, 1000 ms, is within the range: 600 ms to under 2000 ms or more',
    '  accepted  solutions/p.ts (TypeScript): slowest 300 ms on random/7',
    '  too slow  solutions/wrong/p/spin.py (Python): slowest at least 3000 ms on random/1',
    '  not measured  solutions/wrong/p/off.ts: WA on random/2 before any timeout',
  ])
    assert.match(text, line);
  assert.match(timeLimitReport([range({ limitMs: 400 })]), 'p: warning: the limit, 400 ms, is below 600 ms');
});

standing.run();
