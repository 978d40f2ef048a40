// A Kattis scoring package's groups as the kit's scoring (scripts/formats/kattis/scoring-plan.ts): secret's own tests
// or its groups, the format's defaults, and each thing the kit cannot score named in one line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyScoringPlan, scoringPlan } from '../../../../scripts/formats/kattis/scoring-plan.ts';

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

plan('2025-09: folders of secret without test_group.yaml are no groups: secret sums all its tests, 100 shared', () => {
  // The specification's own `scoring` example: subfolders with testdata.yaml (not a 2025-09 file), no test_group.yaml.
  const said: string[] = [];
  const example = ['sample/1.in', 'secret/subtask1/1.in', 'secret/subtask1/2.in', 'secret/subtask2/1.in'];
  assert.equal(scoringPlan(example, {}, said), {
    groups: [{ name: 'secret', tests: 'secret', points: 100, aggregation: 'sum' }],
  });
  // secret's own test_group.yaml still says how: its max_score and aggregation over every test below it.
  assert.equal(scoringPlan(example, { secret: { maxScore: 60, aggregation: 'min' } }, said), {
    groups: [{ name: 'secret', tests: 'secret', points: 60, aggregation: 'min' }],
  });
  assert.equal(said, []);
});

plan('2025-09: with test_group.yaml in a folder it is a group; a folder beside groups without one is said', () => {
  const said: string[] = [];
  const scored = scoringPlan(
    ['secret/subtask1/1.in', 'secret/subtask1/deep/2.in', 'secret/loose/3.in'],
    { 'secret/subtask1': { maxScore: 30, aggregation: 'sum' } },
    said,
  );
  assert.equal(scored?.groups, [{ name: 'secret/subtask1', tests: 'secret/subtask1', points: 30, aggregation: 'sum' }]);
  assert.equal(said, [
    "scoring: data/secret/loose/ has no test_group.yaml beside secret's test data groups (the format makes every folder there one): its tests count in no group",
  ]);
});

plan('what the kit cannot score: one line each, and the problem judged pass-fail', () => {
  const cases: [Parameters<typeof scoringPlan>[1], RegExp][] = [
    [{ secret: { maxScore: 'unbounded' } }, /data\/secret has an unbounded max_score/],
    [
      { 'secret/a': { maxScore: 40 }, 'secret/b': {} },
      /data\/secret\/b\/test_group\.yaml: max_score not given, so unbounded, which the format allows only where secret's is \(secret's is 100\)/,
    ],
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

// problemtools' default grader over testdata.yaml: accept_score per test, the score mode of grader_flags, on_reject.
const legacy = suite('legacyScoringPlan');
const oldTests = ['sample/1.in', 'secret/a/1.in', 'secret/a/2.in', 'secret/b/1.in', 'secret/b/2.in', 'secret/c/1.in'];
const root = { on_reject: 'continue', grader_flags: 'ignore_sample', range: '0 100' };

legacy('min groups are all-or-nothing worth accept_score; sum adds each test; max takes the best; avg shares', () => {
  const said: string[] = [];
  const scored = legacyScoringPlan(
    oldTests,
    {
      '': root,
      'secret/a': { accept_score: 30, grader_flags: 'min', on_reject: 'break' },
      'secret/b': { accept_score: 20, grader_flags: 'first_error' },
      'secret/c': { accept_score: 30, grader_flags: 'max' },
    },
    {},
    false,
    said,
  );
  assert.equal(scored?.groups, [
    { name: 'secret/a', tests: 'secret/a', points: 30, aggregation: 'all' },
    { name: 'secret/b', tests: 'secret/b', points: 40, aggregation: 'sum' },
    { name: 'secret/c', tests: 'secret/c', points: 30, aggregation: 'max' },
  ]);
  // first_error makes the verdict only: named, the score taken.
  assert.equal(said, [
    "scoring: grader_flags first_error not taken (they make the overall verdict; the kit holds partially_accepted to a score below full, other folders to the first failing test's verdict)",
  ]);
  said.length = 0;
  // avg: the accept_score shared equally; with a validator's scores, min keeps the least of them.
  assert.equal(
    legacyScoringPlan(oldTests, { '': root, secret: { grader_flags: 'avg', accept_score: 100 } }, {}, false, said)
      ?.groups,
    undefined,
    'secret takes the avg of its groups: not the kit sum',
  );
  said.length = 0;
  assert.equal(
    legacyScoringPlan(
      ['secret/1.in', 'secret/2.in'],
      { '': root, secret: { grader_flags: 'avg', accept_score: 100 } },
      {},
      false,
      said,
    )?.groups,
    [{ name: 'secret', tests: 'secret', points: 100, aggregation: 'sum' }],
  );
  assert.equal(
    legacyScoringPlan(
      ['secret/1.in'],
      { '': { ...root, range: '0 7' }, secret: { grader_flags: 'min', accept_score: 7 } },
      {},
      true,
      said,
    )?.groups,
    [{ name: 'secret', tests: 'secret', points: 7, aggregation: 'min' }],
  );
  assert.equal(said, []);
});

legacy(
  'without ignore_sample the samples score too, one point each by default; a range the groups miss is said',
  () => {
    const said: string[] = [];
    const scored = legacyScoringPlan(
      ['sample/1.in', 'secret/1.in', 'secret/2.in'],
      { '': { on_reject: 'continue', range: '0 100' } },
      {},
      false,
      said,
    );
    assert.equal(scored?.groups, [
      { name: 'sample', tests: 'sample', points: 1, aggregation: 'sum' },
      { name: 'secret', tests: 'secret', points: 2, aggregation: 'sum' },
    ]);
    assert.equal(said, ["scoring: data/testdata.yaml range ends at 100, but its groups add up to 3 (the kit's most)"]);
  },
);

legacy("problem.yaml's grading overrides every group, as problemtools takes it", () => {
  const said: string[] = [];
  const scored = legacyScoringPlan(
    ['secret/1.in', 'secret/2.in'],
    { '': { grader_flags: 'ignore_sample' } },
    { on_reject: 'grade', accept_score: 5 },
    false,
    said,
  );
  assert.equal(scored?.groups, [{ name: 'secret', tests: 'secret', points: 10, aggregation: 'sum' }]);
});

legacy('what the kit cannot score: one line each, and the problem judged pass-fail', () => {
  const cases: [Record<string, Record<string, unknown>>, Record<string, unknown>, RegExp][] = [
    [{ '': { grader_flags: 'ignore_sample' } }, {}, /data\/secret\/a: sum with on_reject: break/],
    [{ '': root, 'secret/a': { reject_score: -1 } }, {}, /data\/secret\/a: reject_score -1/],
    [{ '': root, 'secret/b': { grading: 'custom' } }, {}, /data\/secret\/b\/testdata\.yaml: grading "custom"/],
    [{ '': root, secret: { grader_flags: 'min' } }, {}, /data\/secret takes the min of its groups/],
    [{ '': root }, { objective: 'min' }, /grading\.objective "min"/],
  ];
  for (const [settings, grading, line] of cases) {
    const said: string[] = [];
    assert.is(legacyScoringPlan(oldTests, settings, grading, false, said), undefined);
    assert.is(said.length, 1, said.join('\n'));
    assert.match(said[0], line);
    assert.match(said[0], /; the problem is judged pass-fail$/);
  }
  const said: string[] = [];
  assert.is(legacyScoringPlan(['secret/a/x/1.in'], { '': root }, {}, false, said), undefined);
  assert.match(said[0], /data\/secret\/a: groups nested below it/);
});

legacy.run();
