import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allEmptyValue } from '../../../solutions/reference/lanqiao-lol.ts';
import { searchRowValue } from '../../../solutions/lib/lol-search.ts';
import { rowValueByRules, rowValueBySearch } from '../../../solutions/lib/lol-theory.ts';
import { Rng } from '../../../scripts/lib/rng.ts';

function rowOf(code: number, length: number): string {
  let row = '';
  for (let i = 0; i < length; i++, code = Math.floor(code / 3)) row += 'LO*'[code % 3];
  return row;
}

const agree = suite('rowValueByRules agrees with plain game search');
agree('on every row of length 1..10', () => {
  for (let length = 1; length <= 10; length++) {
    for (let code = 0; code < 3 ** length; code++) {
      const row = rowOf(code, length);
      assert.is(rowValueByRules(row), searchRowValue(row), row);
    }
  }
});
agree('on 2,000 random rows of length 11..16 with at most 9 empty cells', () => {
  const rng = new Rng(8658);
  for (let i = 0; i < 2000; i++) {
    const length = rng.int(11, 16);
    let row = '';
    for (let j = 0; j < length; j++) row += rng.chance(0.5) ? rng.pick(['L', 'O']) : '*';
    if ([...row].filter((c) => c === '*').length > 9) continue;
    assert.is(rowValueByRules(row), searchRowValue(row), row);
  }
});
agree.run();

const recursion = suite('rowValueByRules agrees with Fact 2’s full recursion');
recursion('on 300 random rows of length 17..22', () => {
  const rng = new Rng(46);
  for (let i = 0; i < 300; i++) {
    const length = rng.int(17, 22);
    let row = '';
    for (let j = 0; j < length; j++) row += rng.chance(rng.pick([0.15, 0.35])) ? rng.pick(['L', 'O']) : '*';
    if (row.includes('LOL')) continue;
    assert.is(rowValueByRules(row), rowValueBySearch(row), row);
  }
});
recursion.run();

const sos = suite('all-empty rows match the SOS result (a check, not a shortcut)');
sos('every length from 1 to 3,000', () => {
  for (let n = 1; n <= 3000; n++) assert.is(rowValueByRules('*'.repeat(n)), allEmptyValue(n), `n=${n}`);
});
sos.run();
