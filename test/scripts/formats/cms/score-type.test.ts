// The kit's scoring as CMS's score type (scripts/formats/cms/score-type.ts): the parameters for each kind of group,
// what CMS cannot score refused, and, over random scorings and outcomes, the same points as the kit's own scoring,
// with the parameters read as CMS's GroupMin and Sum read them (cms/grading/scoretypes; the end-to-end test runs
// CMS's own code on exported tasks).
import * as fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scoreProblem } from '../../../../judge/core/index.ts';
import type { Scoring, ScoringGroup } from '../../../../problems/_authoring/index.ts';
import {
  type CmsScoreType,
  codename,
  codenamePattern,
  type NumberedTest,
  scoreTypeOf,
} from '../../../../scripts/formats/cms/score-type.ts';
import { cases } from '../../../helpers/scale.ts';

/** Tests sample/1, then hand/0 ... hand/(n-2): an input of "k" for test k. */
const testsOf = (n: number): NumberedTest[] =>
  Array.from({ length: n }, (_, i) =>
    i === 0
      ? { key: 'sample/1', group: 'sample', input: '0\n' }
      : { key: `hand/${i - 1}`, group: 'hand', input: `${i}\n` },
  );

/**
 * A score as CMS's own score types give it from these parameters (cms/grading/scoretypes/abc.py's
 * retrieve_target_testcases: a pattern is matched with re.match against each codename; GroupMin.py: a subtask's points
 * times its least outcome; Sum.py: the parameter times each outcome).
 */
function cmsScore(score: CmsScoreType, outcomes: readonly number[]): number {
  if (score.scoreType === 'Sum') return outcomes.reduce((sum, o) => sum + score.parameters * o, 0);
  return score.parameters.reduce((sum, [points, pattern]) => {
    const matched = outcomes.filter((_, i) => new RegExp(pattern).test(codename(i)));
    return sum + points * Math.min(...matched);
  }, 0);
}

/** The kit's points for these outcomes (each test run, scoring its outcome). */
function kitPoints(scoring: Scoring, tests: readonly NumberedTest[], outcomes: readonly number[]): number {
  const results = new Map(
    tests.map((t, i) => [t.key, { verdict: outcomes[i] === 1 ? 'AC' : 'WA', score: outcomes[i] }]),
  );
  const members = scoring.groups.map((g) =>
    tests.filter((t) => (g.tests as string[]).includes(t.key)).map((t) => t.key),
  );
  return scoreProblem(scoring, members, results).points;
}

const plan = suite('scoreTypeOf');
plan('a pass-fail problem is one all-or-nothing group of every test worth 100', () => {
  const made = scoreTypeOf(undefined, testsOf(3), false, 'p');
  assert.equal(made.score, { scoreType: 'GroupMin', parameters: [[100, '^(000|001|002)$']] });
  assert.ok(made.passFailOutcomes);
  assert.is(cmsScore(made.score, [1, 1, 1]), 100);
  assert.is(cmsScore(made.score, [1, 0, 1]), 0);
});
plan(
  'all and min groups are GroupMin subtasks of their tests; only all-or-nothing groups ask for outcomes of 0 or 1',
  () => {
    const tests = testsOf(4);
    const all: Scoring = {
      groups: [
        { name: 'a', tests: ['hand/0', 'hand/2'], points: 30, aggregation: 'all' },
        { name: 'b', tests: ['hand/1', 'hand/2'], points: 70, aggregation: 'all' },
      ],
    };
    const made = scoreTypeOf(all, tests, true, 'p');
    assert.equal(made.score, {
      scoreType: 'GroupMin',
      parameters: [
        [30, '^(001|003)$'],
        [70, '^(002|003)$'],
      ],
    });
    assert.ok(made.passFailOutcomes, 'every group all-or-nothing: the checker gives 0 or 1');
    const min: Scoring = { groups: [{ ...all.groups[0], aggregation: 'min' }, all.groups[1]] };
    assert.not.ok(scoreTypeOf(min, tests, true, 'p').passFailOutcomes);
    assert.ok(
      scoreTypeOf(min, tests, true, 'p').said.some((line) => line.startsWith('not the same')),
      'a partial credit in an all-or-nothing group is said to count otherwise',
    );
    assert.not.ok(scoreTypeOf(min, tests, false, 'p').said.some((line) => line.startsWith('not the same')));
  },
);
plan('one sum over every test in equal shares is CMS Sum; shares of their own are subtasks of one test each', () => {
  const tests = testsOf(4);
  const equal: Scoring = {
    groups: [{ name: 's', tests: ['sample/1', 'hand/0', 'hand/1', 'hand/2'], points: 100, aggregation: 'sum' }],
  };
  assert.equal(scoreTypeOf(equal, tests, false, 'p').score, { scoreType: 'Sum', parameters: 25 });
  const own: Scoring = {
    groups: [
      {
        name: 's',
        tests: ['hand/0', 'hand/1', 'hand/2'],
        points: 10,
        aggregation: 'sum',
        testPoints: { 'hand/0': 0, 'hand/1': 4, 'hand/2': 6 },
      },
    ],
  };
  // A test worth nothing makes no subtask.
  assert.equal(scoreTypeOf(own, tests, false, 'p').score, {
    scoreType: 'GroupMin',
    parameters: [
      [4, '^(002)$'],
      [6, '^(003)$'],
    ],
  });
});
plan('a requiring group holds the tests of what it requires, through their own requirements', () => {
  const tests = testsOf(5);
  const scoring: Scoring = {
    groups: [
      { name: 'samples', tests: ['sample/1'], points: 0, aggregation: 'all' },
      { name: 'small', tests: ['hand/0'], points: 20, aggregation: 'all', requires: ['samples'] },
      { name: 'big', tests: ['hand/1', 'hand/2'], points: 30, aggregation: 'sum', requires: ['small'] },
      { name: 'huge', tests: ['hand/3'], points: 50, aggregation: 'min', requires: ['big'] },
    ],
  };
  const made = scoreTypeOf(scoring, tests, false, 'p');
  assert.equal(made.score, {
    scoreType: 'GroupMin',
    parameters: [
      [0, '^(000)$'],
      [20, '^(000|001)$'],
      [15, '^(000|001|002)$'],
      [15, '^(000|001|003)$'],
      [50, '^(000|001|002|003|004)$'],
    ],
  });
  assert.ok(made.said.some((line) => line.startsWith('requires:')));
});
plan(
  'a max group of several tests, or a group of none, is refused naming it; a max group of one test is its min',
  () => {
    const tests = testsOf(3);
    const group = (over: Partial<ScoringGroup>): Scoring => ({
      groups: [{ name: 'g"1', tests: ['hand/0', 'hand/1'], points: 100, aggregation: 'max', ...over }],
    });
    assert.throws(
      () => scoreTypeOf(group({}), tests, false, 'problems/p/problem.ts'),
      /problem\.ts: scoring group "g\\"1" scores the best of its 2 tests \(max\)/,
    );
    assert.throws(() => scoreTypeOf(group({ tests: () => false }), tests, false, 'p'), /holds no test/);
    assert.equal(scoreTypeOf(group({ tests: ['hand/1'] }), tests, false, 'p').score, {
      scoreType: 'GroupMin',
      parameters: [[100, '^(002)$']],
    });
  },
);
plan("codenames are CMS's, three digits at least, and a pattern matches its own and no other", () => {
  assert.equal([0, 7, 42, 999, 1000].map(codename), ['000', '007', '042', '999', '1000']);
  const pattern = new RegExp(codenamePattern([12, 3, 12]));
  assert.equal(
    ['003', '012', '0120', '1012', '03'].map((c) => pattern.test(c)),
    [true, true, false, false, false],
  );
});

/** Random scorings: groups of all kinds over up to 8 tests, each requiring some of the groups before it. */
const scorings = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc
    .array(
      fc.record({
        members: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: n }),
        points: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
        aggregation: fc.constantFrom('all' as const, 'min' as const, 'sum' as const),
        ownShares: fc.boolean(),
        requires: fc.array(fc.nat(), { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((raw) => {
      const tests = testsOf(n);
      const groups: ScoringGroup[] = raw.map((g, k) => {
        const keys = g.members.map((i) => tests[i].key);
        const requires = k === 0 ? [] : [...new Set(g.requires.map((r) => `g${r % k}`))];
        // Shares of its own: the group's points split unevenly, the last test taking what is left.
        const testPoints =
          g.aggregation === 'sum' && g.ownShares
            ? Object.fromEntries(
                keys.map((key, i) => [
                  key,
                  i === keys.length - 1
                    ? g.points - (keys.length - 1) * Math.floor(g.points / (2 * keys.length))
                    : Math.floor(g.points / (2 * keys.length)),
                ]),
              )
            : undefined;
        return {
          name: `g${k}`,
          tests: keys,
          points: g.points,
          aggregation: g.aggregation,
          ...(testPoints ? { testPoints } : {}),
          ...(requires.length > 0 ? { requires } : {}),
        };
      });
      return { tests, scoring: { groups } };
    }),
);

const same = suite('the same points as the kit');
same('over outcomes of 0 and 1, for any groups and requirements', () => {
  fc.assert(
    fc.property(
      scorings.chain((s) =>
        fc.tuple(
          fc.constant(s),
          fc.array(fc.constantFrom(0, 1), { minLength: s.tests.length, maxLength: s.tests.length }),
        ),
      ),
      ([{ tests, scoring }, outcomes]) => {
        const made = scoreTypeOf(scoring, tests, false, 'p');
        assert.ok(Math.abs(cmsScore(made.score, outcomes) - kitPoints(scoring, tests, outcomes)) < 1e-9);
      },
    ),
    { numRuns: cases(300, 5000) },
  );
});
same('over partial outcomes, where no group is all-or-nothing and none requires another', () => {
  fc.assert(
    fc.property(
      scorings.chain((s) =>
        fc.tuple(
          fc.constant(s),
          fc.array(fc.constantFrom(0, 0.25, 0.5, 1), { minLength: s.tests.length, maxLength: s.tests.length }),
        ),
      ),
      ([{ tests, scoring }, outcomes]) => {
        const plain: Scoring = {
          groups: scoring.groups.map(({ requires: _, ...g }) => ({
            ...g,
            aggregation: g.aggregation === 'all' ? 'min' : g.aggregation,
          })),
        };
        const made = scoreTypeOf(plain, tests, true, 'p');
        assert.ok(Math.abs(cmsScore(made.score, outcomes) - kitPoints(plain, tests, outcomes)) < 1e-9);
      },
    ),
    { numRuns: cases(300, 5000) },
  );
});

plan.run();
same.run();
