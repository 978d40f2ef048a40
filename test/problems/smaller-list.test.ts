// smallerList: a list's smaller variants for stress's shrinking, one at a time, the largest cuts first, never empty.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { smallerList } from '../../problems/_authoring/index.ts';

const smaller = suite('smallerList');

smaller('halves first, then quarters, down to each single value; never the empty list', () => {
  assert.equal(
    [...smallerList([1, 2, 3, 4])],
    [
      [3, 4],
      [1, 2],
      [2, 3, 4],
      [1, 3, 4],
      [1, 2, 4],
      [1, 2, 3],
    ],
  );
  assert.equal([...smallerList([1, 2, 3])], [[3], [1, 2], [2, 3], [1, 3], [1, 2]]);
  assert.equal([...smallerList([7])], []);
  assert.equal([...smallerList([])], []);
});

smaller('made when asked: the first variant of 200,000 values without the other 2 * 200,000 ones', () => {
  const values = Array.from({ length: 200_000 }, (_, k) => k);
  const variants = smallerList(values);
  const first = variants.next().value!;
  assert.is(first.length, 100_000);
  assert.is(first[0], 100_000);
  let count = 1;
  for (const variant of variants) {
    count++;
    if (count === 3) {
      assert.is(variant.length, 150_000, 'then quarters');
      break;
    }
  }
});

smaller.run();
