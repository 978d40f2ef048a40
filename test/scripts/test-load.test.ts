// npm run test:load's comparisons: a busy run's verdicts, and its mutants' statuses and score, held to the idle run's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changesFromIdle, mutantStatusesOf, verdictsOf } from '../../scripts/test-load.ts';

const held = suite('a busy run held to the idle one');
const report = (verdicts: Record<string, string>) =>
  JSON.stringify({
    problems: [
      {
        id: 'sum',
        tests: Object.entries(verdicts).map(([key, verdict]) => ({
          group: key.split('/')[0],
          name: key.split('/')[1],
          verdict,
        })),
      },
    ],
  });
held('every test of the report by problem and name', () => {
  assert.equal(
    [...verdictsOf(report({ 'sample/1': 'AC', 'random/2': 'TLE' }))!],
    [
      ['sum sample/1', 'AC'],
      ['sum random/2', 'TLE'],
    ],
  );
  assert.is(verdictsOf('not json'), null);
});
held('a verdict that changed, and a test run on one side only, are changes', () => {
  const idle = verdictsOf(report({ 'sample/1': 'AC', 'sample/2': 'AC', 'sample/3': 'WA' }))!;
  assert.equal(changesFromIdle(idle, idle), []);
  const busy = verdictsOf(report({ 'sample/1': 'TLE', 'sample/3': 'WA', 'sample/4': 'AC' }))!;
  assert.equal(changesFromIdle(idle, busy), [
    'sum sample/1: AC -> TLE',
    'sum sample/2: AC -> not run',
    'sum sample/4: not run -> AC',
  ]);
});
held(
  "each mutant's status in a mutants report by its place and change, and the score; a status that moved is a change",
  () => {
    const mutant = (line: number, replacement: string, status: string) => ({
      file: 'solutions/sum.ts',
      line,
      column: 3,
      mutator: 'UpdateOperator',
      original: 'k++',
      replacement,
      status,
    });
    const idle = mutantStatusesOf(
      JSON.stringify({ score: 50, mutants: [mutant(4, 'k--', 'timeout'), mutant(5, 'a', 'survived')] }),
    )!;
    assert.equal(
      [[...idle.statuses], idle.score],
      [
        [
          ['solutions/sum.ts:4:3 UpdateOperator `k++` -> `k--`', 'timeout'],
          ['solutions/sum.ts:5:3 UpdateOperator `k++` -> `a`', 'survived'],
        ],
        50,
      ],
    );
    const busy = mutantStatusesOf(
      JSON.stringify({ score: 100, mutants: [mutant(4, 'k--', 'timeout'), mutant(5, 'a', 'timeout')] }),
    )!;
    assert.equal(changesFromIdle(idle.statuses, busy.statuses), [
      'solutions/sum.ts:5:3 UpdateOperator `k++` -> `a`: survived -> timeout',
    ]);
    assert.is(mutantStatusesOf('interrupted'), null);
  },
);
held.run();
