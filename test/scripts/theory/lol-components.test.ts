import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkComponentsUpTo,
  checkRandomComponents,
  componentsOfLength,
  randomComponent,
} from '../../../scripts/theory/lol-components.ts';
import { canonical, forEachComponent } from '../../../solutions/lib/lol-rows.ts';
import { Rng } from '../../../problems/_authoring/rng.ts';

const check = suite('checkComponentsUpTo');
check('Fact 3 equals Fact 2 and P1 holds on every component of up to 18 cells', () => {
  const reports = [...checkComponentsUpTo(18)];
  assert.is(reports.length, 16);
  assert.equal(
    reports.flatMap((r) => r.failures),
    [],
  );
  assert.is(
    reports.reduce((sum, r) => sum + r.components, 0),
    2310,
  );
  assert.equal([reports[15].totalComponents, reports[15].totalFailures], [2310, 0]);
});
check('enumerates each component shape once, up to mirroring', () => {
  assert.equal([...componentsOfLength(3)].sort(), ['***', '**L', '*O*']);
});
check('random components: canonical, one component of the asked length, and the same for the same seed', () => {
  const rng = new Rng(5);
  for (let i = 0; i < 200; i++) {
    const length = rng.int(3, 30);
    const component = randomComponent(rng, length);
    assert.is(component.length, length);
    assert.is(canonical(component), component);
    const spans: [number, number][] = [];
    forEachComponent(component, (from, to) => void spans.push([from, to]));
    assert.equal(spans, [[0, length]], component);
  }
  const draw = () => Array.from({ length: 5 }, () => randomComponent(new Rng(9), 25));
  assert.equal(draw(), draw());
});
check('the sampled check finds nothing wrong on components of 19 to 21 cells', () => {
  const reports = [...checkRandomComponents([19, 20, 21], 10, 3)];
  assert.equal(
    reports.map((r) => [r.length, r.components, r.failures.length]),
    [
      [19, 10, 0],
      [20, 10, 0],
      [21, 10, 0],
    ],
  );
});
check.run();
