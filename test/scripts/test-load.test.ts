import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { verdictChanges, verdictsOf } from '../../scripts/test-load.ts';

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
  assert.equal(verdictChanges(idle, idle), []);
  const busy = verdictsOf(report({ 'sample/1': 'TLE', 'sample/3': 'WA', 'sample/4': 'AC' }))!;
  assert.equal(verdictChanges(idle, busy), [
    'sum sample/1: AC -> TLE',
    'sum sample/2: AC -> not run',
    'sum sample/4: not run -> AC',
  ]);
});
held.run();
