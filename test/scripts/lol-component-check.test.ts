import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkComponentsUpTo, componentsOfLength } from '../../scripts/lib/lol-component-check.ts';

const check = suite('checkComponentsUpTo');
check('Fact 3 equals Fact 2 and P1 holds on every component of up to 18 cells', () => {
  const reports = [...checkComponentsUpTo(18)];
  assert.is(reports.length, 16);
  assert.equal(reports.flatMap((r) => r.failures), []);
  assert.is(reports.reduce((sum, r) => sum + r.components, 0), 2310);
  assert.equal([reports[15].totalComponents, reports[15].totalFailures], [2310, 0]);
});
check('enumerates each component shape once, up to mirroring', () => {
  assert.equal([...componentsOfLength(3)].sort(), ['***', '**L', '*O*']);
});
check.run();
