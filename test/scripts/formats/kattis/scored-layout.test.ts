// A scored problem's tests as a Kattis 2025-09 package lays them out (scripts/formats/kattis/scored-layout.ts): a
// folder of data/secret per scoring group, in order, with its test_group.yaml; what the format cannot hold is refused.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem, TestCase } from '../../../../judge/registry/index.ts';
import type { Scoring } from '../../../../problems/_authoring/index.ts';
import { scoredLayout } from '../../../../scripts/formats/kattis/scored-layout.ts';

const layout = suite('scoredLayout');
let dir = '';
let tests: TestCase[] = [];
layout.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-layout-'));
  tests = [
    ['sample', '1', 'x'],
    ['hand', 'a', 'xx'],
    ['hand', 'b', 'xxxx'],
    ['random', 'a', 'xxx'],
    ['random', 'b', 'y'],
  ].map(([group, name, text]) => {
    mkdirSync(join(dir, group), { recursive: true });
    const input = join(dir, group, `${name}.in`);
    writeFileSync(input, `${text}\n`);
    return { group, name, input, answer: input };
  });
});
layout.after(() => rmSync(dir, { recursive: true, force: true }));

const problemOf = (scoring: Scoring, groups: Problem['groups'] = {}) =>
  ({ id: 'p', scoring, groups }) as unknown as Problem;
const flags = () => ['case_sensitive'];

layout('groups by a rule on the input: numbered folders in order, tests from several groups named by theirs', () => {
  const short = ({ input }: { input: string }) => input.trim().length <= 2;
  const scoring: Scoring = {
    groups: [
      { name: 'point 1', tests: short, points: 40, aggregation: 'all' },
      { name: 'point 2', tests: (t) => !short(t), points: 60, aggregation: 'sum', requires: ['point 1'] },
    ],
  };
  const { folders, total } = scoredLayout(problemOf(scoring), tests, flags);
  assert.is(total, 100);
  assert.equal(
    folders.map((f) => [f.folder, f.tests.map((t) => t.name), f.settings]),
    [
      ['secret/1-point-1', ['sample-1', 'hand-a', 'random-b'], { max_score: 40, score_aggregation: 'pass-fail' }],
      [
        'secret/2-point-2',
        ['hand-b', 'random-a'],
        { max_score: 60, score_aggregation: 'sum', require_pass: ['secret/1-point-1'] },
      ],
    ],
  );
  // One folder, one set of validator arguments: tests whose groups give different ones cannot share it.
  assert.throws(
    () => scoredLayout(problemOf(scoring, { random: { outputValidatorArgs: ['loose'] } }), tests, flags),
    /the tests of secret\/1-point-1 have different validator arguments/,
  );
});

layout("a group named as data/secret's keeps its name; a test in none goes to a folder worth nothing", () => {
  const { folders } = scoredLayout(
    problemOf(
      { groups: [{ name: 'secret/hand', tests: 'hand', points: 100, aggregation: 'min' }] },
      { hand: { outputValidatorArgs: ['strict'] } },
    ),
    tests,
    flags,
  );
  assert.equal(
    folders.map((f) => [f.folder, f.tests.map((t) => t.name), f.settings]),
    [
      ['secret/1-hand', ['a', 'b'], { max_score: 100, score_aggregation: 'min', output_validator_args: ['strict'] }],
      ['secret/2-unscored', ['a', 'b'], { max_score: 0 }],
    ],
  );
  const kept = scoredLayout(
    problemOf({ groups: [{ name: 'secret/all', tests: ['hand', 'random'], points: 100, aggregation: 'all' }] }),
    tests,
    flags,
  );
  assert.equal(kept.folders[0].folder, 'secret/all');
});

layout('what a Kattis scoring package cannot hold is refused, naming the group', () => {
  const cases: [Scoring, RegExp][] = [
    [{ groups: [{ name: 'best', tests: 'hand', points: 10, aggregation: 'max' }] }, /"best" takes the max/],
    [{ groups: [{ name: 'half', tests: 'hand', points: 2.5, aggregation: 'all' }] }, /"half" is worth 2\.5 points/],
    [
      {
        groups: [
          { name: 'odd', tests: 'hand', points: 10, aggregation: 'sum', testPoints: { 'hand/a': 3, 'hand/b': 7 } },
        ],
      },
      /"odd" gives its tests unequal shares/,
    ],
    [
      {
        groups: [
          { name: 'a', tests: 'hand', points: 10, aggregation: 'sum' },
          { name: 'b', tests: 'random', points: 10, aggregation: 'all', requires: ['a'] },
        ],
      },
      /"b" requires "a", which is not all-or-nothing/,
    ],
  ];
  for (const [scoring, line] of cases)
    assert.throws(
      () => scoredLayout(problemOf(scoring), tests, flags),
      (e: Error) => line.test(e.message),
    );
});

layout.run();
