import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canonical, createsThreat, forEachComponent, hasThreat } from '../../../solutions/lib/lol-rows.ts';

function components(row: string): string[] {
  const parts: string[] = [];
  forEachComponent(row, (from, to) => parts.push(row.slice(from, to)));
  return parts;
}

const split = suite('forEachComponent');
split('an L splits components and belongs to both', () => {
  assert.equal(components('**L**'), ['**L', 'L**']);
});
split('cells in no live window (passes) belong to no component', () => {
  assert.equal(components('O*O'), []);
  assert.equal(components('L*O*L'), ['*O*']);
  assert.equal(components('**O*'), ['*O*']);
});
split('windows that share only a letter are separate components', () => {
  assert.equal(components('L**L***L'), ['L**L', 'L***L']);
});
split.run();

const threats = suite('hasThreat and createsThreat');
threats('finds LO*, *OL and L*L, and nothing else', () => {
  for (const row of ['LO*', '*OL', 'L*L', '**LO*', 'OL*L']) assert.ok(hasThreat(row), row);
  for (const row of ['***', 'L**L', 'LOL', 'O*O', 'LL*', '*LO']) assert.not.ok(hasThreat(row), row);
});
threats('a move creates a threat only around its cell', () => {
  assert.ok(createsThreat('L***', 1, 'O'));
  assert.ok(createsThreat('L***', 2, 'L'));
  assert.not.ok(createsThreat('L***', 3, 'O'));
});
threats.run();

const mirror = suite('canonical');
mirror('a component and its mirror share one key', () => {
  assert.is(canonical('L**O*'), canonical('*O**L'));
  assert.is(canonical('***'), '***');
});
mirror.run();
