// A Stryker comment's reason scoped to the problems it holds for ([id, id] at its start): in a problem it leaves
// out, the mutant has no reason; a name that is no problem is an error naming the mutant's place.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type MutantInfo, reasonInProblem } from '../../../scripts/mutants/index.ts';

const IDS = ['lanqiao-lol', 'lol-duel', 'bhoj-1460'];
const mutant = (ignored?: string): MutantInfo => ({
  id: '7',
  file: '/r/solutions/lib/lol-theory.ts',
  line: 68,
  column: 10,
  mutator: 'ConditionalExpression',
  original: 'component.length <= CHECKED_LENGTH',
  replacement: 'true',
  ...(ignored === undefined ? {} : { ignored }),
});

const scope = suite('a reason scoped to problems');

scope('a reason with no scope holds in every problem; one with a scope in the problems it names', () => {
  assert.is(reasonInProblem(mutant('NaN past the end'), 'lol-duel', IDS, '/r').ignored, 'NaN past the end');
  const scoped = mutant('[lanqiao-lol, bhoj-1460] a row of the statement has at most 19 cells');
  assert.is(reasonInProblem(scoped, 'lanqiao-lol', IDS, '/r').ignored, scoped.ignored);
  assert.is(reasonInProblem(scoped, 'bhoj-1460', IDS, '/r').ignored, scoped.ignored);
  assert.is(reasonInProblem(scoped, 'lol-duel', IDS, '/r').ignored, undefined);
  assert.is(reasonInProblem(mutant(), 'lol-duel', IDS, '/r').ignored, undefined);
});

scope('a scope naming no problem of the root is an error at the mutant’s line', () => {
  assert.throws(
    () => reasonInProblem(mutant('[lanqiao_lol] rows of 19 cells'), 'lol-duel', IDS, '/r'),
    (error: Error) =>
      error.message ===
      'solutions/lib/lol-theory.ts:68: the reason its Stryker comment gives holds for "lanqiao_lol", which is no problem in problems/ (open the reason with [id, id], the problems\' ids)',
  );
});

scope.run();
