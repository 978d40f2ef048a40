// test/helpers/parts.ts: which of a file's tests each part registers, and a suite with none in the part not run.
import { suite as uvuSuite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPart, type Part, suite } from './helpers/parts.ts';
import { setEnv } from './helpers/env.ts';

/** A stand-in for uvu's suite, recording what is registered and whether it was queued to run. */
function recorded(part: Part) {
  const seen = { tests: [] as string[], ran: false };
  const fake = (() => {
    const register = (name: string) => {
      seen.tests.push(name);
    };
    return Object.assign(register, {
      only: register,
      skip: () => {},
      before: Object.assign(() => {}, { each: () => {} }),
      after: Object.assign(() => {}, { each: () => {} }),
      run: () => {
        seen.ran = true;
      },
    });
  }) as unknown as typeof uvuSuite;
  const tests = suite('a file', undefined, part, fake);
  tests('quick one', () => {});
  tests.e2e('end to end', () => {});
  tests('quick two', () => {});
  tests.run();
  return seen;
}

const parts = uvuSuite('test parts');
parts('npm test registers the quick tests, --full-only the end-to-end ones, test:full and uvu alone both', () => {
  assert.equal(recorded('quick').tests, ['quick one', 'quick two']);
  assert.equal(recorded('e2e').tests, ['end to end']);
  assert.equal(recorded('all').tests, ['quick one', 'end to end', 'quick two']);
  assert.ok(recorded('e2e').ran);
});
parts('a suite with no test in the part is not run, so its hooks cost nothing', () => {
  const fake = (() =>
    Object.assign(() => {}, {
      run: () => assert.unreachable('run'),
    })) as unknown as typeof uvuSuite;
  const quickOnly = suite('quick only', undefined, 'e2e', fake);
  quickOnly('quick', () => {});
  quickOnly.run();
});
parts('the part is read from KIT_TEST_PART at each suite; anything else is both', () => {
  for (const [value, part] of [
    ['quick', 'quick'],
    ['e2e', 'e2e'],
    ['', 'all'],
    ['full', 'all'],
  ] as const) {
    const restore = setEnv({ KIT_TEST_PART: value });
    try {
      assert.is(currentPart(), part, value);
    } finally {
      restore();
    }
  }
});
parts.run();
