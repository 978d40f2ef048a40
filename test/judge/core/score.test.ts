// Points: each aggregation of a scoring group, per-test points, requirements (a group waiting for one that did not
// earn all its points), which tests are still worth running while a run goes, and the definition's checks.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupMembers, type ScoredTest, ScoreTracker, scoreProblem } from '../../../judge/core/score.ts';
import { checkScoring } from '../../../judge/registry/scoring.ts';
import type { Scoring } from '../../../problems/_authoring/index.ts';

const tests = ['a/1', 'a/2', 'b/1', 'b/2', 'b/3', 'b/4', 'c/1', 'c/2'].map((key) => ({
  key,
  group: key.split('/')[0],
  input: `${key.length}\n`,
}));
const results = (entries: Record<string, string | number>): Map<string, ScoredTest> =>
  new Map(
    Object.entries(entries).map(([key, v]) => [
      key,
      typeof v === 'number' ? { verdict: v === 1 ? 'AC' : 'WA', score: v } : { verdict: v },
    ]),
  );
const membersOf = (scoring: Scoring) => {
  const found = groupMembers(scoring, tests);
  if ('error' in found) throw new Error(found.error);
  return found.members;
};
const allAc = Object.fromEntries(tests.map((t) => [t.key, 'AC']));

const score = suite('scoreProblem');
score('all, min, sum and max, each from the same results', () => {
  const on = (aggregation: 'all' | 'min' | 'sum' | 'max') => {
    const scoring: Scoring = { groups: [{ name: 'g', tests: 'b', points: 40, aggregation }] };
    return scoreProblem(scoring, membersOf(scoring), results({ 'b/1': 'AC', 'b/2': 0.5, 'b/3': 'TLE', 'b/4': 'AC' }))
      .groups[0];
  };
  assert.equal([on('all').points, on('min').points, on('sum').points, on('max').points], [0, 0, 40 * (2.5 / 4), 40]);
  assert.is(on('all').lostAt, 'b/2', 'the first test, in test order, that cost points');
  assert.is(on('max').lostAt, undefined, 'a max group at its most lost nothing');
  assert.is(on('sum').tests, 4);
});

score('per-test points in a sum group; equal thirds add up to the whole', () => {
  const given: Scoring = {
    groups: [
      { name: 'g', tests: 'b', points: 10, aggregation: 'sum', testPoints: { 'b/1': 7, 'b/2': 1, 'b/3': 1, 'b/4': 1 } },
    ],
  };
  assert.is(scoreProblem(given, membersOf(given), results({ ...allAc, 'b/1': 'WA' })).points, 3);
  const thirds: Scoring = { groups: [{ name: 'g', tests: ['a/1', 'a/2', 'c/1'], points: 10, aggregation: 'sum' }] };
  const whole = scoreProblem(thirds, membersOf(thirds), results(allAc));
  assert.ok(Math.abs(whole.points - 10) < 1e-9);
  const next: Scoring = {
    groups: [...thirds.groups, { name: 'h', tests: 'c/2', points: 5, aggregation: 'all', requires: ['g'] }],
  };
  assert.is(scoreProblem(next, membersOf(next), results(allAc)).groups[1].waitedFor, undefined, 'thirds count as full');
});

/** Three groups, each requiring the one before. */
const chain: Scoring = {
  groups: [
    { name: 'small', tests: 'a', points: 20, aggregation: 'all' },
    { name: 'medium', tests: 'b', points: 30, aggregation: 'sum', requires: ['small'] },
    { name: 'large', tests: 'c', points: 50, aggregation: 'all', requires: ['medium'] },
  ],
};

score('a group counts only when the groups it requires earned all their points, and says which it waited for', () => {
  const scoring = chain;
  const members = membersOf(scoring);
  const full = scoreProblem(scoring, members, results(allAc));
  assert.equal([full.points, full.max], [100, 100]);
  const broken = scoreProblem(scoring, members, results({ 'a/1': 'AC', 'a/2': 'WA', 'c/1': 'AC', 'c/2': 'AC' }));
  assert.equal(
    broken.groups.map((g) => [g.name, g.points, g.waitedFor ?? null, g.notRun]),
    [
      ['small', 0, null, 0],
      ['medium', 0, 'small', 4],
      ['large', 0, 'medium', 0],
    ],
  );
  assert.is(broken.points, 0);
});

score('a run of some tests only (--group, --test) waits for no group none of whose tests ran', () => {
  const scoring = chain;
  const members = membersOf(scoring);
  // --group c: its requirements did not run, so they are not waited for.
  const alone = scoreProblem(scoring, members, results({ 'c/1': 'AC', 'c/2': 'AC' }), true);
  assert.is(alone.partial, true, 'the report says the others were not picked');
  assert.equal(
    alone.groups.map((g) => [g.name, g.points, g.waitedFor ?? null]),
    [
      ['small', 0, null],
      ['medium', 0, null],
      ['large', 50, null],
    ],
  );
  // A required group that ran and failed is still waited for; in a whole run, one that did not run is too.
  const failed = scoreProblem(scoring, members, results({ 'b/1': 'WA', 'c/1': 'AC', 'c/2': 'AC' }), true);
  assert.is(failed.groups[2].waitedFor, 'medium');
  assert.is(scoreProblem(scoring, members, results({ 'c/1': 'AC', 'c/2': 'AC' })).groups[2].waitedFor, 'medium');
});

score(
  'a selector names a group and the groups nested in it, a key, or a pattern; one that names nothing is an error',
  () => {
    const nested = [
      ...tests,
      { key: 'secret/g1/x', group: 'secret/g1', input: '12\n' },
      { key: 'secret/g2/y', group: 'secret/g2', input: '4\n' },
    ];
    const found = groupMembers(
      {
        groups: [
          { name: 's', tests: 'secret', points: 1, aggregation: 'all' },
          { name: 'k', tests: ['b/2', 'a/*'], points: 1, aggregation: 'all' },
        ],
      },
      nested,
    );
    assert.equal('members' in found && found.members, [
      ['secret/g1/x', 'secret/g2/y'],
      ['a/1', 'a/2', 'b/2'],
    ]);
    const ruled = groupMembers(
      { groups: [{ name: 'r', tests: ({ input }) => Number(input) > 5, points: 1, aggregation: 'all' }] },
      nested,
    );
    assert.equal('members' in ruled && ruled.members, [['secret/g1/x']], 'a rule on the input');
    const nothing = groupMembers({ groups: [{ name: 'r', tests: () => false, points: 1, aggregation: 'all' }] }, tests);
    assert.equal('members' in nothing && nothing.members, [[]], 'a rule taking none of the data: an empty group');
    assert.is(
      scoreProblem({ groups: [{ name: 'r', tests: () => false, points: 1, aggregation: 'all' }] }, [[]], new Map())
        .points,
      0,
    );
    const none = groupMembers({ groups: [{ name: 'z', tests: ['a', 'zzz'], points: 1, aggregation: 'all' }] }, tests);
    assert.match('error' in none ? none.error : '', /scoring\.groups\[0\]\.tests.*"zzz" names no test/);
  },
);

const tracker = suite('ScoreTracker: which tests are still worth running');
tracker(
  'an all group stops at its first failure, a min group at a 0, a max group at a full score; sum runs all',
  () => {
    const scoring: Scoring = {
      groups: [
        { name: 'all', tests: 'a', points: 1, aggregation: 'all' },
        { name: 'min', tests: ['b/1', 'b/2'], points: 1, aggregation: 'min' },
        { name: 'max', tests: ['b/3', 'b/4'], points: 1, aggregation: 'max' },
        { name: 'sum', tests: 'c', points: 1, aggregation: 'sum' },
      ],
    };
    const t = new ScoreTracker(scoring, membersOf(scoring));
    assert.equal(
      tests.map((x) => t.need(x.key)),
      Array(8).fill('run'),
    );
    t.record('a/1', { verdict: 'WA' });
    t.record('b/1', { verdict: 'WA', score: 0.5 });
    t.record('b/3', { verdict: 'AC' });
    t.record('c/1', { verdict: 'WA' });
    assert.equal(
      ['a/2', 'b/2', 'b/4', 'c/2'].map((k) => t.need(k)),
      ['skip', 'run', 'skip', 'run'],
      'a partial 0.5 leaves the min group open',
    );
    t.record('b/2', { verdict: 'TLE' });
    const score = t.score();
    assert.equal(
      score.groups.map((g) => [g.points, g.notRun]),
      [
        [0, 1],
        [0, 0],
        [1, 1],
        [0, 1],
      ],
    );
    assert.is(new ScoreTracker(scoring, membersOf(scoring), true).need('a/2'), 'run', '--run-all runs every test');
  },
);

score("a group worth no points (Kattis's sample) may be required: it passes when every test of it passes", () => {
  const scoring: Scoring = {
    groups: [
      { name: 'sample', tests: 'a', points: 0, aggregation: 'all' },
      { name: 'rest', tests: 'b', points: 10, aggregation: 'sum', requires: ['sample'] },
    ],
  };
  const members = membersOf(scoring);
  assert.equal(scoreProblem(scoring, members, results(allAc)).points, 10);
  const failed = scoreProblem(scoring, members, results({ ...allAc, 'a/2': 'WA' }));
  assert.equal([failed.points, failed.max, failed.groups[1].waitedFor], [0, 10, 'sample']);
  const t = new ScoreTracker(scoring, members);
  t.record('a/1', { verdict: 'AC' });
  assert.is(t.need('b/1'), 'wait');
  t.record('a/2', { verdict: 'WA' });
  assert.is(t.need('b/1'), 'skip');
});

tracker('a group waits while the group it requires runs, then runs or is skipped', () => {
  const scoring: Scoring = {
    groups: [
      { name: 'first', tests: 'a', points: 1, aggregation: 'all' },
      { name: 'second', tests: 'b', points: 1, aggregation: 'all', requires: ['first'] },
      { name: 'third', tests: 'c', points: 1, aggregation: 'sum', requires: ['second'] },
    ],
  };
  const passing = new ScoreTracker(scoring, membersOf(scoring));
  assert.equal([passing.need('a/1'), passing.need('b/1'), passing.need('c/1')], ['run', 'wait', 'wait']);
  passing.record('a/1', { verdict: 'AC' });
  assert.is(passing.need('b/1'), 'wait', 'until every test of the required group is in');
  passing.record('a/2', { verdict: 'AC' });
  assert.equal([passing.need('b/1'), passing.need('c/1')], ['run', 'wait']);
  const failing = new ScoreTracker(scoring, membersOf(scoring));
  failing.record('a/1', { verdict: 'RE' });
  assert.equal([failing.need('a/2'), failing.need('b/1'), failing.need('c/1')], ['skip', 'skip', 'skip']);
  const waited = failing.score().groups;
  assert.equal(
    waited.map((g) => g.waitedFor ?? null),
    [null, 'first', 'second'],
  );
  assert.equal(
    waited.map((g) => g.notRun),
    [1, 4, 2],
  );
});

const checks = suite('checkScoring: the definition, field by field');
const fail = (field: string, message: string): never => {
  throw new Error(`field "${field}" ${message}`);
};
checks('each mistake named by its field', () => {
  const g = { name: 'g', tests: 'a', points: 10, aggregation: 'all' };
  const cases: [unknown, RegExp][] = [
    [{}, /field "scoring" must be \{ groups/],
    [{ groups: [{ ...g, points: -1 }] }, /scoring\.groups\[0\]\.points" must be a number at least 0, got -1/],
    [
      { groups: [{ ...g, aggregation: 'avg' }] },
      /scoring\.groups\[0\]\.aggregation" must be "all", "min", "sum", "max", got "avg"/,
    ],
    [{ groups: [g, g] }, /scoring\.groups\[1\]\.name" "g" names two groups/],
    [
      {
        groups: [
          { ...g, requires: ['later'] },
          { ...g, name: 'later' },
        ],
      },
      /groups\[0\]\.requires" "later" is not a group before this one/,
    ],
    [{ groups: [{ ...g, testPoints: { 'a/1': 10 } }] }, /testPoints" is for a group of aggregation "sum" alone/],
    [
      { groups: [{ ...g, aggregation: 'sum', testPoints: { 'a/1': 4 } }] },
      /testPoints" must add up to the group's 10 points, not 4/,
    ],
    [{ groups: [{ ...g, tests: [] }] }, /groups\[0\]\.tests" must be a test group/],
  ];
  for (const [value, message] of cases) assert.throws(() => checkScoring(value, fail), message);
  assert.equal(checkScoring({ groups: [g] }, fail), { groups: [g] });
});

score.run();
tracker.run();
checks.run();
