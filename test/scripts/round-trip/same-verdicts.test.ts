// A solution's verdicts and points on the original and on the import, compared through the tests' mapping: the same
// verdicts, a verdict that changed, a test judged on one side only where each group stops at its first failure (and
// not where a scored group skips), a verdict at the time limit said apart with what followed from it, points group by
// group with groups matched by their tests, a side that could not judge; and a judge report reduced to what is compared.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { JudgeReport } from '../../../judge/core/index.ts';
import { compareJudged, type Judged, judgedOf } from '../../../scripts/round-trip/same-verdicts.ts';
import type { TestMapping } from '../../../scripts/round-trip/same-tests.ts';

/** A mapping where the import moved hand/ under secret/ and put hand/2 in a second folder too. */
const MAPPING: TestMapping = {
  originalOf: new Map([
    ['sample/1', 'sample/1'],
    ['secret/hand/2', 'hand/2'],
    ['secret/hand/3', 'hand/3'],
    ['secret/2-all/hand-2', 'hand/2'],
  ]),
  differences: [],
  renamed: [],
};
/** Verdicts by key, each with its CPU time where given ("TLE 1020"), else 100 ms. */
const judged = (verdicts: Record<string, string>, score?: Judged['score']): Judged => ({
  verdicts: new Map(
    Object.entries(verdicts).map(([key, text]) => {
      const [verdict, cpuMs = '100'] = text.split(' ');
      return [key, { verdict, cpuMs: Number(cpuMs) }];
    }),
  ),
  runs: { judged: Object.keys(verdicts).length, remembered: 0 },
  ...(score ? { score } : {}),
});

const PASS_FAIL = { scored: false, timeMs: 1000 };
const SCORED = { scored: true, timeMs: 1000 };
const compared = suite('compareJudged');
compared('the same verdicts through a renaming: nothing differs', () => {
  const before = judged({ 'sample/1': 'AC', 'hand/2': 'WA' });
  const after = judged({ 'sample/1': 'AC', 'secret/hand/2': 'WA' });
  assert.equal(compareJudged('wrong.ts', before, after, MAPPING, PASS_FAIL), {
    differences: [],
    groups: [],
    timing: [],
  });
});

compared('a changed verdict names the test both ways; a pass-fail side judging more or less is a difference', () => {
  const before = judged({ 'sample/1': 'AC', 'hand/2': 'WA' });
  const after = judged({ 'sample/1': 'TLE', 'secret/hand/2': 'WA', 'secret/hand/3': 'AC' });
  assert.equal(compareJudged('wrong.ts', before, after, MAPPING, PASS_FAIL).differences, [
    'test sample/1: wrong.ts: AC on the original, TLE on the import',
    'test hand/3 (imported as secret/hand/3): wrong.ts: not judged on the original, AC on the import',
  ]);
  // A test the import lacks altogether (hand/9) is the mapping's to name, not each solution's.
  const lost = judged({ 'sample/1': 'AC', 'hand/2': 'WA', 'hand/9': 'AC' });
  assert.equal(compareJudged('wrong.ts', lost, judged({}), MAPPING, PASS_FAIL).differences, [
    'test sample/1: wrong.ts: AC on the original, not judged on the import',
    'test hand/2: wrong.ts: WA on the original, not judged on the import',
  ]);
});

compared('scored: tests a group skipped on one side are not compared; points group by group, matched by tests', () => {
  const groups = (small: number, all: number) => [
    { name: 'small', points: small, max: 20, members: ['hand/3'] },
    { name: 'all', points: all, max: 10, members: ['hand/2', 'hand/3'] },
  ];
  const before = judged({ 'hand/2': 'WA' }, { points: 20, max: 30, groups: groups(20, 0) });
  const same = judged(
    { 'secret/hand/2': 'WA', 'secret/hand/3': 'AC' },
    {
      points: 20,
      max: 30,
      groups: [
        { name: 'secret/1-small', points: 20, max: 20, members: ['secret/hand/3'] },
        { name: 'secret/2-all', points: 0, max: 10, members: ['secret/2-all/hand-2', 'secret/hand/3'] },
        { name: 'sample', points: 0, max: 0, members: ['sample/1'] },
      ],
    },
  );
  assert.equal(compareJudged('wrong.ts', before, same, MAPPING, SCORED), { differences: [], groups: [], timing: [] });
  const fewer = judged(
    { 'secret/hand/2': 'WA' },
    {
      points: 0,
      max: 30,
      groups: [
        { name: 'secret/1-small', points: 0, max: 20, members: ['secret/hand/3'] },
        { name: 'extra', points: 0, max: 10, members: ['secret/hand/2'] },
      ],
    },
  );
  assert.equal(compareJudged('wrong.ts', before, fewer, MAPPING, SCORED).differences, [
    'group small (imported as secret/1-small): wrong.ts: 20 / 20 points on the original, 0 / 20 on the import',
    'group all: no imported group holds exactly its 2 tests',
    'imported group extra: worth 10 points, and no original group holds its tests',
    'wrong.ts: 20 / 30 points on the original, 0 / 30 on the import',
  ]);
  // The group's lines apart, for a format that regroups as its export says; the total stays a difference alone.
  assert.equal(compareJudged('wrong.ts', before, fewer, MAPPING, SCORED).groups, [
    'group small (imported as secret/1-small): wrong.ts: 20 / 20 points on the original, 0 / 20 on the import',
    'group all: no imported group holds exactly its 2 tests',
    'imported group extra: worth 10 points, and no original group holds its tests',
  ]);
});

compared('a pass-fail original scored in points on the import: all of them where every test passed, none else', () => {
  const points = (earned: number) => ({ points: earned, max: 100, groups: [] });
  const asPoints = { ...PASS_FAIL, passFailAsPoints: true };
  const accepted = judged({ 'sample/1': 'AC', 'hand/2': 'AC' });
  const rejected = judged({ 'sample/1': 'AC', 'hand/2': 'WA' });
  const on = (verdict: string, earned?: number) =>
    judged({ 'sample/1': 'AC', 'secret/hand/2': verdict }, earned === undefined ? undefined : points(earned));
  assert.equal(compareJudged('ok.ts', accepted, on('AC', 100), MAPPING, asPoints).differences, []);
  assert.equal(compareJudged('wa.ts', rejected, on('WA', 0), MAPPING, asPoints).differences, []);
  assert.equal(compareJudged('ok.ts', accepted, on('AC', 50), MAPPING, asPoints).differences, [
    'ok.ts: accepted on the original, 50 / 100 points on the import where 100 are due',
  ]);
  assert.equal(compareJudged('wa.ts', rejected, on('WA', 100), MAPPING, asPoints).differences, [
    'wa.ts: rejected on the original, 100 / 100 points on the import where 0 are due',
  ]);
  assert.equal(compareJudged('ok.ts', accepted, on('AC'), MAPPING, asPoints).differences, [
    'ok.ts: not scored in points on the import, where the export scores it so',
  ]);
  // The import's group skips as a scored one does: a test judged on one side only is no difference.
  const skipped = judged({ 'secret/hand/2': 'WA' }, points(0));
  assert.equal(compareJudged('wa.ts', rejected, skipped, MAPPING, asPoints).differences, []);
  // Without the flag, a pass-fail comparison asks nothing of points.
  assert.equal(compareJudged('ok.ts', accepted, on('AC', 50), MAPPING, PASS_FAIL).differences, []);
});

compared('a test at the time limit is said apart, with the tests its group judged on one side after it', () => {
  const before = judged({ 'sample/1': 'AC', 'hand/2': 'TLE 1010' });
  const after = judged({ 'sample/1': 'AC', 'secret/hand/2': 'AC 960', 'secret/hand/3': 'AC 40' });
  assert.equal(compareJudged('slow.ts', before, after, MAPPING, PASS_FAIL), {
    differences: [],
    groups: [],
    timing: [
      'test hand/2 (imported as secret/hand/2): slow.ts: TLE (1010 ms) on the original, AC (960 ms) on the import, at the 1000 ms limit, where load decides',
      'test hand/3 (imported as secret/hand/3): slow.ts: not judged on the original, AC on the import, after a test at the limit',
    ],
  });
  // Far from the limit, a TLE is a difference: the import changed what the solution does.
  const fast = judged({ 'sample/1': 'AC', 'secret/hand/2': 'AC 30' });
  assert.equal(compareJudged('slow.ts', before, fast, MAPPING, PASS_FAIL).differences, [
    'test hand/2 (imported as secret/hand/2): slow.ts: TLE on the original, AC on the import',
  ]);
});

compared('a side that could not judge: the same where both could not, else a difference', () => {
  const error = (text: string): Judged => ({ verdicts: new Map(), runs: { judged: 0, remembered: 0 }, error: text });
  const both = compareJudged('x.cpp', error('does not compile'), error('does not compile'), MAPPING, PASS_FAIL);
  assert.equal(both, { differences: [], groups: [], timing: [] });
  assert.equal(compareJudged('x.cpp', judged({ 'sample/1': 'AC' }), error('no jury'), MAPPING, PASS_FAIL).differences, [
    'x.cpp: judged on the original, not on the import: no jury',
  ]);
});

compared.run();

const reduced = suite('judgedOf');
reduced('a report becomes verdicts by key and, scored, the groups with their tests', () => {
  const report = {
    problems: [
      {
        results: [
          { group: 'sample', name: '1', verdict: 'AC', cpuMs: 50, remembered: true },
          { group: 'hand', name: '2', verdict: 'WA', cpuMs: 60 },
        ],
        dataErrors: [],
        score: {
          points: 5,
          max: 10,
          groups: [{ name: 'g', aggregation: 'sum', points: 5, max: 10, tests: 2, notRun: 0 }],
        },
        scoreMembers: [['sample/1', 'hand/2']],
      },
    ],
    errors: [],
  } as unknown as JudgeReport;
  const found = judgedOf(report);
  assert.equal(
    [...found.verdicts].map(([key, r]) => [key, r.verdict]),
    [
      ['sample/1', 'AC'],
      ['hand/2', 'WA'],
    ],
  );
  assert.equal(found.runs, { judged: 2, remembered: 1 });
  assert.equal(found.score, {
    points: 5,
    max: 10,
    groups: [{ name: 'g', points: 5, max: 10, members: ['sample/1', 'hand/2'] }],
  });
  const broken = { problems: [{ compileError: '\nx.cpp:1: error\nmore', results: [], dataErrors: [] }], errors: [] };
  assert.equal(judgedOf(broken as unknown as JudgeReport).error, 'does not compile: x.cpp:1: error');
});

reduced.run();
