// The authoring API's integer fields (int, bigInt): any integer a statement can bound, signed, to 64 bits and past
// as a bigint, as testlib reads one; one message that says what was read and what was allowed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bigInt, int } from '../../problems/_authoring/index.ts';

const fields = suite('int and bigInt');

fields('int(-1e9, 1e9): both bounds and zero read; one past either end refused, saying what was read', () => {
  const value = int(-1e9, 1e9);
  for (const token of ['-1000000000', '1000000000', '0', '-7', '42'])
    assert.equal(value.read(token), { value: Number(token) }, token);
  assert.equal(value.read('1000000001'), {
    message: 'expected an integer in -1000000000..1000000000, got "1000000001"',
  });
  assert.equal(value.read('-1000000001'), {
    message: 'expected an integer in -1000000000..1000000000, got "-1000000001"',
  });
});

fields('written as contests write integers: no plus, no leading zero, no -0, no spaces or decimals', () => {
  const value = int(-10, 10);
  for (const token of ['+5', '05', '-0', '1.0', '1e3', ' 5', '0x5', '-', '٣'])
    assert.match(
      (value.read(token) as { message: string }).message,
      `expected an integer in -10..10, got "${token}" (digits with an optional minus; no plus, no leading zero)`,
      token,
    );
  assert.equal(value.read(undefined), { message: 'expected an integer in -10..10, got nothing' });
  assert.equal(value.read(''), { message: 'expected an integer in -10..10, got nothing' });
});

fields('a long token is shown by its head and length; far past the bounds is refused, never rounded into them', () => {
  const value = int(0, 2 ** 53 - 1);
  assert.equal(value.read('9007199254740991'), { value: 2 ** 53 - 1 });
  assert.equal(value.read('9007199254740992'), {
    message: 'expected an integer in 0..9007199254740991, got "9007199254740992"',
  });
  assert.equal(value.read('1'.repeat(40)), {
    message: `expected an integer in 0..9007199254740991, got "${'1'.repeat(24)}..." (40 characters)`,
  });
  assert.throws(() => int(0, 2 ** 60), /bigInt reads past 2\^53/);
  assert.throws(() => int(5, 1), /min <= max/);
});

fields('bigInt: 64-bit values exactly, and past them where the statement says so', () => {
  const signed64 = bigInt(-(2n ** 63n), 2n ** 63n - 1n);
  assert.equal(signed64.read('-9223372036854775808'), { value: -(2n ** 63n) });
  assert.equal(signed64.read('9223372036854775807'), { value: 2n ** 63n - 1n });
  assert.equal(signed64.read('9223372036854775808'), {
    message: 'expected an integer in -9223372036854775808..9223372036854775807, got "9223372036854775808"',
  });
  const huge = bigInt(0n, 10n ** 30n);
  assert.equal(huge.read(`1${'0'.repeat(30)}`), { value: 10n ** 30n });
});

fields.run();
