import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allEmptyValue, referenceRowValue } from '../../../solutions/second-solver/lanqiao-lol.ts';
import { searchRowValue } from '../../../solutions/lib/lol-search.ts';
import { rowValueByRules, rowValueBySearch } from '../../../solutions/lib/lol-theory.ts';
import { countEmpty, forEachComponent } from '../../../solutions/lib/lol-rows.ts';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { allRows, randomValidRow } from '../../../scripts/theory/lol-components.ts';
import { cases } from '../../helpers/scale.ts';

const agree = suite('rowValueByRules agrees with plain game search');
const ALL_ROWS_UP_TO = cases(7, 10);
agree(`on every row of length 1..${ALL_ROWS_UP_TO}`, () => {
  for (let length = 1; length <= ALL_ROWS_UP_TO; length++) {
    for (const row of allRows(length)) assert.is(rowValueByRules(row), searchRowValue(row), row);
  }
});
agree(`on ${cases(300, 2000)} random rows of length 11..16 with at most 9 empty cells`, () => {
  const rng = new Rng(8658);
  for (let i = 0; i < cases(300, 2000); i++) {
    const length = rng.int(11, 16);
    let row = '';
    for (let j = 0; j < length; j++) row += rng.chance(0.5) ? rng.pick(['L', 'O']) : '*';
    if ([...row].filter((c) => c === '*').length > 9) continue;
    assert.is(rowValueByRules(row), searchRowValue(row), row);
  }
});
agree(`on ${cases(40, 150)} random valid rows of length 20..1,000 with at most 9 empty cells`, () => {
  // Long rows through the whole pipeline (components, passes, kinds, value) against a search that knows no theory.
  const rng = new Rng(20);
  const seen = new Set<number>();
  for (let i = 0; i < cases(40, 150); i++) {
    const length = rng.int(20, 1000);
    const row = randomValidRow(rng, length, 1 - rng.pick([3, 6, 9]) / length);
    if (countEmpty(row) > 9) continue;
    const value = searchRowValue(row);
    seen.add(value);
    assert.is(rowValueByRules(row), value, row);
  }
  assert.equal([...seen].sort(), [-1, 0, 1], 'wins, losses and draws all occur');
});
agree.run();

const recursion = suite('rowValueByRules agrees with Fact 2’s full recursion');
recursion(`on ${cases(60, 300)} random rows of length 17..22`, () => {
  const rng = new Rng(46);
  for (let i = 0; i < cases(60, 300); i++) {
    const length = rng.int(17, 22);
    let row = '';
    for (let j = 0; j < length; j++) row += rng.chance(rng.pick([0.15, 0.35])) ? rng.pick(['L', 'O']) : '*';
    if (row.includes('LOL')) continue;
    assert.is(rowValueByRules(row), rowValueBySearch(row), row);
  }
});
recursion(`on ${cases(40, 200)} random valid rows of length 20..1,000, with components of more than 40 cells`, () => {
  // Past 40 cells nothing checks Fact 3 while the solver runs; here Fact 2's recursion (P1 checked) does.
  const rng = new Rng(1000);
  let longest = 0;
  for (let i = 0; i < cases(40, 200); i++) {
    const row = randomValidRow(rng, rng.int(20, 1000), rng.pick([0.3, 0.4, 0.5]));
    forEachComponent(row, (from, to) => {
      longest = Math.max(longest, to - from);
    });
    assert.is(rowValueByRules(row), rowValueBySearch(row), row);
  }
  assert.ok(longest > 40, `longest component ${longest} cells`);
});
recursion.run();

const sos = suite('all-empty rows match the SOS result (a check, not a shortcut)');
sos(`every length from 1 to ${cases(600, 3000)}`, () => {
  for (let n = 1; n <= cases(600, 3000); n++) assert.is(rowValueByRules('*'.repeat(n)), allEmptyValue(n), `n=${n}`);
});
sos.run();

const second = suite('the second solver answers every row the statement allows');
second('rows of 19 cells with many empty cells: Fact 2’s recursion, equal to the rules; "?" only past 24 cells', () => {
  const rng = new Rng(1460);
  for (let i = 0; i < cases(40, 200); i++) {
    const row = randomValidRow(rng, 19, rng.pick([0.1, 0.2, 0.3]));
    assert.is(referenceRowValue(row), String(rowValueByRules(row)), row);
  }
  assert.is(referenceRowValue(`L${'*'.repeat(30)}O`), '?');
  assert.is(referenceRowValue('*'.repeat(30)), String(allEmptyValue(30)));
});
second.run();
