// CMS's score types as the kit's scoring: Sum a test its parameter, GroupMin a subtask's least outcome, GroupSum its
// mean, GroupMul and GroupThreshold exactly where outcomes are 0 or 1 and pass-fail, said, where a checker's are
// partial; subtasks by count (in the codenames' string order), by regular expression (matched from the start) and by
// list; a parameter CMS could not use one line naming the field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapScoreType, type ScoreTypeInput } from '../../../../scripts/formats/cms/read-score-type.ts';
import { assertRefusals } from '../../../helpers/user-errors.ts';

const codenames = ['000', '001', '002', '003', '004'];
const input = (name: string, parameters: unknown, more: Partial<ScoreTypeInput> = {}): ScoreTypeInput => ({
  name,
  parameters,
  shown: 'task.yaml:7',
  codenames,
  keyOf: (c) => `secret/${c}`,
  partialOutcomes: false,
  ...more,
});
const groupsOf = (i: ScoreTypeInput) =>
  mapScoreType(i).scoring?.groups.map((g) => [g.name, g.tests, g.points, g.aggregation]) ?? null;
const keys = (...c: string[]) => c.map((x) => `secret/${x}`);

const types = suite('mapScoreType');
types('Sum: one group worth the parameter a test, each test its share times its outcome', () => {
  assert.equal(groupsOf(input('Sum', 12.5)), [['tests', keys(...codenames), 62.5, 'sum']]);
});
types('GroupMin by counts, GroupSum by lists, GroupMin by patterns matched from the start', () => {
  assert.equal(
    groupsOf(
      input('GroupMin', [
        [40, 2],
        [60, 3],
      ]),
    ),
    [
      ['subtask 0', keys('000', '001'), 40, 'min'],
      ['subtask 1', keys('002', '003', '004'), 60, 'min'],
    ],
  );
  assert.equal(groupsOf(input('GroupSum', [[50, ['000', '004']], { max_score: 50, testcases: ['001'] }])), [
    ['subtask 0', keys('000', '004'), 50, 'sum'],
    ['subtask 1', keys('001'), 50, 'sum'],
  ]);
  // re.match: '0' matches every codename from its start; '1' none, '00[34]' two.
  assert.equal(
    groupsOf(
      input('GroupMin', [
        [30, '0'],
        [70, '00[34]'],
      ]),
    ),
    [
      ['subtask 0', keys(...codenames), 30, 'min'],
      ['subtask 1', keys('003', '004'), 70, 'min'],
    ],
  );
  assert.match(mapScoreType(input('GroupSum', [[100, 5]])).said[0], 'its pull request #1251');
});
types("counts are taken in the codenames' string order, as CMS sorts them: 1000 before 101", () => {
  const many = Array.from({ length: 1002 }, (_, n) => String(n).padStart(3, '0'));
  const [first] = mapScoreType(input('GroupMin', [[100, 102]], { codenames: many })).scoring!.groups;
  assert.equal((first.tests as string[]).slice(99), keys('099', '100', '1000'));
});
types('GroupMul and GroupThreshold: all or nothing over outcomes of 0 or 1; pass-fail, said, over partial ones', () => {
  assert.equal(groupsOf(input('GroupMul', [[100, 5]])), [['subtask 0', keys(...codenames), 100, 'min']]);
  assert.equal(groupsOf(input('GroupThreshold', [[100, 5, 1]])), [['subtask 0', keys(...codenames), 100, 'min']]);
  const partial = mapScoreType(input('GroupMul', [[100, 5]], { partialOutcomes: true }));
  assert.is(partial.scoring, null);
  assert.match(
    partial.notTaken[0],
    /^score type GroupMul \(100 \(5 tests\)\): .* the product .*; the problem is judged pass-fail$/,
  );
  assert.match(mapScoreType(input('GroupThreshold', [[100, 5, 0.5]])).notTaken[0], 'a threshold below 1');
  assert.match(
    mapScoreType(input('GroupThreshold', [[100, 5, 2]], { partialOutcomes: true })).notTaken[0],
    'lies in (0, threshold]',
  );
});
types('a type or parameters CMS could not use: one line naming the field', () => {
  const cases: [ScoreTypeInput, string][] = [
    [
      input('GroupMax', []),
      'task.yaml:7: field "score_type": "GroupMax" is not one of CMS\'s score types (Sum, GroupMin, GroupMul, GroupThreshold; GroupSum of its pull request #1251)',
    ],
    [
      input('Sum', '10'),
      'task.yaml:7: field "score_type_parameters" of Sum must be each test\'s points, a number at least 0, got "10"',
    ],
    [
      input('GroupMin', 100),
      'task.yaml:7: field "score_type_parameters" must be a list of subtasks, each [points, tests], got 100',
    ],
    [
      input('GroupMin', [
        [40, 2],
        [60, '00[2-4]'],
      ]),
      'task.yaml:7: field "score_type_parameters": every subtask must give its tests the same way (all counts, all regular expressions, or all lists)',
    ],
    [
      input('GroupMin', [[100, '1']]),
      'task.yaml:7: field "score_type_parameters": subtask 0\'s regular expression "1" matches no test',
    ],
    [
      input('GroupMin', [[100, ['000', '007']]]),
      'task.yaml:7: field "score_type_parameters": subtask 0 names tests the task does not have: 007',
    ],
    [
      input('GroupMin', [
        [50, 5],
        [50, 1],
      ]),
      'task.yaml:7: field "score_type_parameters": subtask 1 takes no test (CMS\'s scoring of a subtask of none fails: give it some or drop it)',
    ],
    [
      input('GroupMin', [[-5, 5]]),
      'task.yaml:7: field "score_type_parameters": subtask 0\'s points must be a number at least 0, got -5',
    ],
    [
      input('GroupThreshold', [[100, 5]]),
      'task.yaml:7: field "score_type_parameters": subtask 0 of GroupThreshold needs a threshold, a number, as its third value',
    ],
  ];
  assertRefusals(cases, mapScoreType);
});
types.run();
