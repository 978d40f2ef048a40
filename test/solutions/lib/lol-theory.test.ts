import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { componentKind, forEachComponent, hasThreat, rowValueByKinds } from '../../../solutions/lib/lol-theory.ts';
import { searchRowValue } from '../../../solutions/lib/lol-search.ts';
import { Rng } from '../../../scripts/lib/rng.ts';

function components(row: string): { parts: string[]; passes: number } {
  const parts: string[] = [];
  const passes = forEachComponent(row, (from, to) => parts.push(row.slice(from, to)));
  return { parts, passes };
}

const split = suite('forEachComponent');
split('an L splits components and belongs to both', () => {
  assert.equal(components('**L**'), { parts: ['**L', 'L**'], passes: 0 });
});
split('cells in no live window are passes', () => {
  // O at both ends of every window around the middle star: `O*O` can never become LOL.
  assert.equal(components('O*O'), { parts: [], passes: 1 });
  assert.equal(components('L*O*L'), { parts: ['*O*'], passes: 0 });
});
split('windows that share only a letter are separate components', () => {
  assert.equal(components('L**L***L'), { parts: ['L**L', 'L***L'], passes: 0 });
});
split.run();

const threats = suite('hasThreat');
threats('finds LO*, *OL and L*L, and nothing else', () => {
  for (const row of ['LO*', '*OL', 'L*L', '**LO*', 'OL*L']) assert.ok(hasThreat(row), row);
  for (const row of ['***', 'L**L', 'LOL', 'O*O', 'LL*', '*LO']) assert.not.ok(hasThreat(row), row);
});
threats.run();

// The brief's Fact 3 gives the kinds of pieces without O; Fact 2's recursion must reproduce them.
const kinds = suite('componentKind');
kinds('*^n: F for n <= 6, H for 7..15, Z from 16', () => {
  for (let n = 3; n <= 19; n++) assert.is(componentKind('*'.repeat(n)), n <= 6 ? 0 : n <= 15 ? 1 : 2, `n=${n}`);
});
kinds('L*^n and its mirror: F for n <= 2, H for 3..11, Z from 12', () => {
  for (let n = 2; n <= 17; n++) {
    const want = n <= 2 ? 0 : n <= 11 ? 1 : 2;
    assert.is(componentKind(`L${'*'.repeat(n)}`), want, `n=${n}`);
    assert.is(componentKind(`${'*'.repeat(n)}L`), want, `n=${n} mirrored`);
  }
});
kinds('L*^nL: Z 2, H 3, F 4, H 5..7, Z 8, H 9, Z from 10', () => {
  const table: Record<number, number> = { 2: 2, 3: 1, 4: 0, 5: 1, 6: 1, 7: 1, 8: 2, 9: 1 };
  for (let n = 2; n <= 16; n++) assert.is(componentKind(`L${'*'.repeat(n)}L`), table[n] ?? 2, `n=${n}`);
});
kinds.run();

function rowOf(code: number, length: number): string {
  let row = '';
  for (let i = 0; i < length; i++, code = Math.floor(code / 3)) row += 'LO*'[code % 3];
  return row;
}

const agree = suite('rowValueByKinds agrees with plain game search');
agree('on every row of length 1..10', () => {
  for (let length = 1; length <= 10; length++) {
    for (let code = 0; code < 3 ** length; code++) {
      const row = rowOf(code, length);
      assert.is(rowValueByKinds(row), searchRowValue(row), row);
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
    assert.is(rowValueByKinds(row), searchRowValue(row), row);
  }
});
agree.run();
