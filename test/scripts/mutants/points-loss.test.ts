// In a problem scored in points a mutant is killed when its failures cost a point (scripts/mutants/judge-mutant.ts's
// pointsLoss): a failure in a max group another test fills, or in no group, costs none; two in that max group do.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../judge/registry/index.ts';
import { pointsLoss, type Test } from '../../../scripts/mutants/judge-mutant.ts';

const loss = suite('pointsLoss');
const test = (key: string): Test => ({ key, input: `${key}\n`, answer: '' });
const tests = ['best/1', 'best/2', 'all/1', 'sum/1', 'sum/2', 'free/1'].map(test);
const problem = {
  id: 'p',
  scoring: {
    groups: [
      { name: 'best', tests: 'best', points: 30, aggregation: 'max' },
      { name: 'all', tests: 'all', points: 30, aggregation: 'all' },
      { name: 'sum', tests: 'sum', points: 40, aggregation: 'sum' },
    ],
  },
} as unknown as Problem;

loss('only failures that cost a point kill', () => {
  const loses = pointsLoss(problem, tests);
  assert.ok(loses);
  const f = (...keys: string[]) => new Map(keys.map((k) => [k, 'WA']));
  assert.is(loses(f('best/1')), false, 'best/2 still gives the max group its 30');
  assert.is(loses(f('free/1')), false, 'a test in no scoring group costs nothing');
  assert.is(loses(f('best/1', 'best/2')), true);
  assert.is(loses(f('all/1')), true);
  assert.is(loses(f('sum/2')), true, 'a sum group loses the test its share');
});

loss('a pass-fail problem has none: any failure kills', () => {
  assert.is(pointsLoss({ id: 'q' } as unknown as Problem, tests), undefined);
});

loss.run();
