// A Kattis scoring package's groups as the kit's scoring (scripts/kattis/scoring-plan.ts): secret's own tests or
// its groups, the format's defaults, and each thing the kit cannot score named in one line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scoringPlan } from '../../../scripts/kattis/scoring-plan.ts';

const plan = suite('scoringPlan');
const tests = ['sample/1.in', 'secret/a/1.in', 'secret/a/2.in', 'secret/b/1.in'];

plan('secret with tests of its own: one group worth 100, summed, as the format defaults', () => {
  const said: string[] = [];
  assert.equal(scoringPlan(['sample/1.in', 'secret/1.in', 'secret/2.in'], {}, said), {
    groups: [{ name: 'secret', tests: 'secret', points: 100, aggregation: 'sum' }],
  });
  assert.equal(said, []);
});

plan('groups: pass-fail unless they say, worth their max_score; secret pass-fail makes one group', () => {
  const said: string[] = [];
  const scored = scoringPlan(
    tests,
    { 'secret/a': { maxScore: 40 }, 'secret/b': { maxScore: 60, aggregation: 'min', requirePass: 'secret/a' } },
    said,
  );
  assert.equal(scored?.groups, [
    { name: 'secret/a', tests: 'secret/a', points: 40, aggregation: 'all' },
    { name: 'secret/b', tests: 'secret/b', points: 60, aggregation: 'min', requires: ['secret/a'] },
  ]);
  assert.equal(scoringPlan(tests, { secret: { aggregation: 'pass-fail', maxScore: 10 } }, said)?.groups, [
    { name: 'secret', tests: 'secret', points: 10, aggregation: 'all' },
  ]);
  assert.equal(said, []);
});

plan('what the kit cannot score: one line each, and the problem judged pass-fail', () => {
  const cases: [Parameters<typeof scoringPlan>[1], RegExp][] = [
    [{ secret: { maxScore: 'unbounded' } }, /data\/secret has an unbounded max_score/],
    [{ 'secret/a': { maxScore: 40 } }, /data\/secret\/b has no bounded max_score \(secret's is 100\)/],
    [
      { secret: { aggregation: 'min' }, 'secret/a': { maxScore: 1 }, 'secret/b': { maxScore: 1 } },
      /takes the min of its groups/,
    ],
    [
      { 'secret/a': { maxScore: 1, requirePass: 'secret/b' }, 'secret/b': { maxScore: 1 } },
      /data\/secret\/a: require_pass "secret\/b" is not an earlier group/,
    ],
    [
      { 'secret/a': { maxScore: 1, aggregation: 'avg' }, 'secret/b': { maxScore: 1 } },
      /"avg" is not pass-fail, sum or min/,
    ],
  ];
  for (const [settings, line] of cases) {
    const said: string[] = [];
    assert.is(scoringPlan(tests, settings, said), undefined);
    assert.is(said.length, 1, said.join('\n'));
    assert.match(said[0], line);
    assert.match(said[0], /; the problem is judged pass-fail$/);
  }
});

plan.run();
