// A test file's two parts: its quick tests, which `npm test` runs, and the tests it marks end to end (`.e2e(...)`:
// a browser driven through a flow, a command run whole with many processes, a package judged), which
// `npm test -- --full-only` runs after it in CI. `npm run test:full`, and uvu run on the file alone, run both.
// An end-to-end test stays beside the quick tests of the same module and shares their helpers and hooks; a suite
// with no test in the part being run is not run at all, so its before hook costs nothing there.
import { type Callback, type Test, suite as uvuSuite } from 'uvu';

export type Part = 'quick' | 'e2e' | 'all';

/**
 * The part this process runs, as test/run.mjs sends it with each file (KIT_TEST_PART); read at each suite, since a
 * lane of `npm test` runs file after file. Unset, both parts run.
 */
export function currentPart(): Part {
  const part = process.env.KIT_TEST_PART;
  return part === 'quick' || part === 'e2e' ? part : 'all';
}

/** A uvu suite whose plain tests are quick and whose `.e2e(name, fn)` tests are end to end. */
export type PartedTest<T> = Test<T> & { e2e(name: string, test: Callback<T>): void };

export function suite<T = Record<string, unknown>>(
  title: string,
  context?: T,
  part = currentPart(),
  make: (title: string, context?: T) => Test<T> = uvuSuite,
): PartedTest<T> {
  const inner = make(title, context);
  let registered = 0;
  const register = (runs: boolean) => (name: string, test: Callback<T>) => {
    if (!runs) return;
    registered++;
    inner(name, test);
  };
  return Object.assign(register(part !== 'e2e'), inner, {
    e2e: register(part !== 'quick'),
    run: () => {
      if (registered > 0) inner.run();
    },
  });
}
