import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { everyComponentShape, everyRow, everyString, withPass } from '../../problems/_lol/rows.ts';
import { countEmpty, forEachComponent, hasThreat } from '../../solutions/lib/lol-rows.ts';

const parts = (row: string) => {
  const found: string[] = [];
  forEachComponent(row, (from, to) => found.push(row.slice(from, to)));
  return found;
};

const every = suite('the exhaustive lists of LOL rows');
every('everyRow: 3^n rows less those reading LOL, each once', () => {
  const rows = [...everyRow(5)];
  assert.is(new Set(rows).size, rows.length);
  const strings = [...everyString(5)];
  assert.equal([strings.length, new Set(strings).size], [3 ** 5, 3 ** 5]);
  assert.is(rows.length, strings.filter((r) => !r.includes('LOL')).length);
  assert.ok(rows.every((r) => r.length === 5 && !r.includes('LOL')));
});
every('everyComponentShape: valid rows, among them every row that is one whole component, mirrors too', () => {
  for (let n = 3; n <= 9; n++) {
    const shapes = new Set(everyComponentShape(n));
    for (const row of shapes) assert.not.ok(hasThreat(row) || row.includes('LOL'), row);
    const whole = [...everyRow(n)].filter((row) => !hasThreat(row) && parts(row).join() === row);
    assert.ok(whole.length > 0, `length ${n}`);
    for (const row of whole) assert.ok(shapes.has(row), `${row} is one component but not listed`);
  }
});
every('withPass: one more empty cell, the components unchanged', () => {
  for (let n = 3; n <= 10; n++)
    for (const row of everyComponentShape(n)) {
      const passed = withPass(row);
      assert.is(countEmpty(passed), countEmpty(row) + 1, passed);
      assert.equal(parts(passed), parts(row), passed);
      assert.not.ok(hasThreat(passed), passed);
    }
});
every.run();
