import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allRows } from '../../../scripts/theory/lol-components.ts';
import { kindByRules, kindBySearch, pieceKind } from '../../../solutions/lib/lol-kinds.ts';
import { forEachComponent, hasThreat } from '../../../solutions/lib/lol-rows.ts';

// Fact 3's tables of pieces without O (problems/lanqiao-lol/theory.md); Fact 2's recursion must reproduce them.
const tables = suite('kinds of pieces without O');
tables('*^n: F for n <= 6, H for 7..15, Z from 16', () => {
  for (let n = 3; n <= 19; n++) {
    const want = n <= 6 ? 0 : n <= 15 ? 1 : 2;
    assert.is(kindBySearch('*'.repeat(n)), want, `search n=${n}`);
    assert.is(pieceKind(false, n, false), want, `table n=${n}`);
  }
});
tables('L*^n and its mirror: F for n <= 2, H for 3..11, Z from 12', () => {
  for (let n = 2; n <= 17; n++) {
    const want = n <= 2 ? 0 : n <= 11 ? 1 : 2;
    assert.is(kindBySearch(`L${'*'.repeat(n)}`), want, `n=${n}`);
    assert.is(kindBySearch(`${'*'.repeat(n)}L`), want, `n=${n} mirrored`);
    assert.is(pieceKind(true, n, false), want, `table n=${n}`);
  }
});
tables('L*^nL: Z 2, H 3, F 4, H 5..7, Z 8, H 9, Z from 10', () => {
  const table: Record<number, number> = { 2: 2, 3: 1, 4: 0, 5: 1, 6: 1, 7: 1, 8: 2, 9: 1 };
  for (let n = 2; n <= 16; n++) {
    assert.is(kindBySearch(`L${'*'.repeat(n)}L`), table[n] ?? 2, `n=${n}`);
    assert.is(pieceKind(true, n, true), table[n] ?? 2, `table n=${n}`);
  }
});
tables.run();

const rules = suite('kindByRules (Fact 3) against kindBySearch (Fact 2)');
rules('agree on every component of up to 12 cells', () => {
  let count = 0;
  for (let length = 3; length <= 12; length++) {
    for (const row of allRows(length)) {
      if (row.includes('LOL') || hasThreat(row)) continue;
      const parts: [number, number][] = [];
      forEachComponent(row, (from, to) => parts.push([from, to]));
      if (parts.length !== 1 || parts[0][0] !== 0 || parts[0][1] !== length) continue;
      assert.is(kindByRules(row), kindBySearch(row), row);
      count++;
    }
  }
  assert.is(count, 363, `${count} components`);
});
rules('chains of two O get their extra unit only when both sides grow', () => {
  // k = 2, U and V empty: nothing grows, so the kind is that of U plus V.
  assert.is(kindByRules('*O*O*'), kindBySearch('*O*O*'));
  assert.is(kindByRules('L*******O*O*******L'), kindBySearch('L*******O*O*******L'));
});
rules.run();
