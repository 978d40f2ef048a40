// A test that cannot check what it is about here (no compiler, no browser, no Landlock) says so and returns: skip()
// writes a line of its own, and a lane of `npm test` (test/run-lane.cjs) counts the test that wrote one as skipped,
// with its reason, not as passed. uvu has no skip of its own: to it a test that returns early passed, and run alone
// (`npx uvu -r tsx test <file>`) such a test is still counted passed there, its line printed.
import { stripVTControlCharacters } from 'node:util';
import type { Test } from 'uvu';
import type { PartedTest } from './parts.ts';

/** The line skip() writes, alone in one write: "(<what> skipped: <reason>)", between line ends. */
const MARK = /^\n {2}\((.+?) skipped: (.+)\)\n$/s;

/** What uvu writes at a suite's end, "  (passed / total)": a line written after its last test belongs to none. */
const SUITE_END = /^ {2}\(\d+ \/ \d+\)\n$/;

/**
 * Says that the running test was skipped: `what` it would have checked, and the reason, which names what is missing
 * and how to get it ("no g++; apt-get install g++"). Ask in the test itself, and return after: a line written in a
 * suite's before hook is taken for its first test only.
 */
export function skip(what: string, reason: string): void {
  process.stdout.write(`\n  (${what} skipped: ${reason})\n`);
}

/**
 * A suite whose every test is registered by name but only skipped, saying why, where `reason` is not null (the
 * sandbox's attacks where there is no Landlock): each is counted skipped, none passed, and none runs. Takes uvu's
 * suite or one of helpers/parts.ts (its `.e2e` tests skipped too).
 */
export function skippingAll<T, S extends Test<T>>(tests: S, what: string, reason: string | null): S {
  if (reason === null) return tests;
  const skipped = () => skip(what, reason);
  const parted = tests as Partial<PartedTest<T>>;
  const register = (name: string) => tests(name, skipped);
  const e2e = parted.e2e;
  return Object.assign(register, tests, e2e ? { e2e: (name: string) => e2e(name, skipped) } : {}) as unknown as S;
}

/** The reason of a test of the measuring parent where there is none (judge/sandbox/measure.ts: built with cc). */
export const NO_PARENT = 'no measuring parent: no C compiler (cc) to build it; apt-get install gcc';

/** What a lane made of a file's output: its tests that passed and that were skipped, by reason. */
export interface Tally {
  passed: number;
  skipped: number;
  reasons: Record<string, number>;
}

/**
 * Reads what a file's tests and uvu write, one write at a time, in order: uvu writes "• " when a test passes and
 * "✘ " when one fails; a test that passed after writing a skip line was skipped (counted once, under its first
 * reason). `write` takes each chunk; `tally` is the count so far.
 */
export function skipCounter(): { write(chunk: string): void; tally: Tally } {
  const tally: Tally = { passed: 0, skipped: 0, reasons: {} };
  let pending: string | null = null;
  return {
    tally,
    write(chunk) {
      const plain = stripVTControlCharacters(chunk);
      const mark = MARK.exec(plain);
      if (mark) pending ??= mark[2]!;
      else if (plain === '• ') {
        if (pending === null) tally.passed++;
        else {
          tally.skipped++;
          tally.reasons[pending] = (tally.reasons[pending] ?? 0) + 1;
        }
        pending = null;
      } else if (plain === '✘ ' || SUITE_END.test(plain)) pending = null;
    },
  };
}
