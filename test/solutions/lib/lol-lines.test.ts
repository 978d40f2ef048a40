import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Rng } from '../../../problems/_authoring/rng.ts';
import { searchRowValue } from '../../../solutions/lib/lol-search.ts';
import { rowLine } from '../../../solutions/lib/lol-lines.ts';
import { rowValue } from '../../../solutions/lanqiao-lol.ts';
import { allRows, randomValidRow } from '../../../scripts/theory/lol-components.ts';
import { cases } from '../../helpers/scale.ts';

/** Checks a line by the rules alone, with `value` judging each row it passes (plain search or the solver). */
function checkRow(row: string, value: (row: string) => number): void {
  const { value: v, line, firstMoves, end } = rowLine(row);
  assert.is(v, value(row), row);
  let current = row;
  let expected = v;
  for (const [k, move] of line.entries()) {
    assert.is(current[move.cell], '*', `${row}: move ${k} writes into an empty cell`);
    assert.ok(move.letter === 'L' || move.letter === 'O');
    assert.not.ok(current.includes('LOL'), `${row}: the game was over before move ${k}`);
    current = current.slice(0, move.cell) + move.letter + current.slice(move.cell + 1);
    // The move keeps the value: it wins at once, or leaves the opponent the opposite value.
    const result = current.includes('LOL') ? 1 : -value(current) || 0;
    assert.is(result, expected, `${row}: move ${k} (${move.letter}@${move.cell}) does not keep ${expected}`);
    expected = (-expected || 0) as -1 | 0 | 1;
  }
  assert.is(end, current);
  if (v === 0) assert.ok(!end.includes('LOL') && !end.includes('*'), `${row}: a draw ends in a full row`);
  else assert.ok(end.includes('LOL'), `${row}: a win or a loss ends in LOL`);
  const empties = [...row].filter((c) => c === '*').length;
  assert.is(firstMoves.length, 2 * empties);
  for (const m of firstMoves) {
    const after = row.slice(0, m.cell) + m.letter + row.slice(m.cell + 1);
    assert.is(m.value, after.includes('LOL') ? 1 : -value(after) || 0, `${row}: first move ${m.letter}@${m.cell}`);
  }
}

const lines = suite('rowLine');
lines(`every valid row of up to ${cases(7, 9)} cells, against plain search`, () => {
  for (let length = 1; length <= cases(7, 9); length++) {
    for (const row of allRows(length)) if (!row.includes('LOL')) checkRow(row, searchRowValue);
  }
});
lines(`${cases(30, 150)} random rows of 9 to 14 cells with at most 8 empty cells, against plain search`, () => {
  const rng = new Rng(46);
  for (let i = 0; i < cases(30, 150); i++) {
    const row = randomValidRow(rng, rng.int(9, 14), 0.5);
    if ([...row].filter((c) => c === '*').length <= 8) checkRow(row, searchRowValue);
  }
});
lines('long rows, against the solver: legal, value kept to the end', () => {
  const rng = new Rng(1000);
  for (const row of ['*'.repeat(60), '*'.repeat(61), randomValidRow(rng, 200, 0.3), randomValidRow(rng, 200, 0.1)])
    checkRow(row, rowValue);
});
lines('a row that already reads LOL: -1, no line, no first move', () => {
  assert.equal(rowLine('LOL*'), { value: -1, line: [], firstMoves: [], end: 'LOL*' });
});
lines.run();
