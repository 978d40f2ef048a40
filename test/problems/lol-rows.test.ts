import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../problems/_authoring/index.ts';
import {
  everyComponentShape,
  everyRow,
  everyString,
  grownQuietRow,
  longestComponent,
  stretchedRow,
  withPass,
} from '../../problems/_lol/rows.ts';
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
every(
  'longestComponent: the longest component forEachComponent finds, the first of the longest, on every row of up to 9 cells',
  () => {
    for (let n = 1; n <= 9; n++)
      for (const row of everyRow(n)) {
        let expected: { from: number; length: number } | null = null;
        forEachComponent(row, (from, to) => {
          if (expected === null || to - from > expected.length) expected = { from, length: to - from };
        });
        assert.equal(longestComponent(row), expected, row);
      }
    assert.equal(longestComponent(`${'*'.repeat(40)}OO${'*'.repeat(41)}`), { from: 42, length: 41 });
  },
);
every('stretchedRow: quiet stretches joined by OO stay quiet, no component past the bound, 0 to 2 cells short', () => {
  const rng = new Rng(40);
  for (let i = 0; i < 300; i++) {
    const length = rng.int(1, 200);
    const row = stretchedRow(rng, length, 40, (cells) => grownQuietRow(rng, cells, rng.pick([0, 0.2, 0.6])));
    assert.ok(row.length <= length && row.length >= length - 2, `${length}: ${row}`);
    assert.not.ok(hasThreat(row) || row.includes('LOL'), row);
    assert.ok((longestComponent(row)?.length ?? 0) <= 40, row);
  }
});
every.run();
