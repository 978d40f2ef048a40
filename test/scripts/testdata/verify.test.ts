import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type VerifyRow, verifyReport } from '../../../scripts/testdata/verify.ts';

const row = (over: Partial<VerifyRow>): VerifyRow => ({
  problem: 'p',
  solution: 'solutions/p.ts',
  expected: ['AC'],
  got: 'AC',
  caughtBy: 'all 3 tests AC',
  ok: true,
  ...over,
});

const report = suite('verifyReport');
report('each failure says what it was held to and by whom', () => {
  const { text, ok } = verifyReport(
    [
      row({ got: 'WA', caughtBy: 'sample/1', ok: false }),
      row({
        solution: 'solutions/wrong/p/fine.ts',
        got: 'TLE',
        caughtBy: 'random/9',
        ok: false,
        promise: 'its header, "// WRONG (expect AC): only slow"',
      }),
      row({
        solution: 'solutions/wrong/p/weak.ts',
        expected: ['WA'],
        got: 'AC',
        caughtBy: 'NOT CAUGHT: passes every test',
        ok: false,
      }),
      row({ solution: '(every input, by the validators)', got: 'WA', caughtBy: 'p: a.in: n: bad', ok: false }),
    ],
    1,
  );
  assert.is(ok, false);
  const failed = text.split('\n').filter((l) => l.startsWith('FAILED'));
  assert.equal(failed, [
    'FAILED solutions/p.ts: the accepted solution must pass every test',
    'FAILED solutions/wrong/p/fine.ts: its header, "// WRONG (expect AC): only slow" says it passes every test, but it got TLE on random/9',
    'FAILED solutions/wrong/p/weak.ts: the test data is too weak: strengthen the generators',
    'FAILED (every input, by the validators): the test data is broken or an input fails the validators (p: a.in: n: bad): fix the test data',
  ]);
});
report('all as expected: the count of solutions, the inputs row aside', () => {
  const { text, ok } = verifyReport([row({}), row({ solution: '(every input, by the validators)' })], 2.5);
  assert.is(ok, true);
  assert.match(text, 'verify: 1 solutions, all as expected (2.5 s)');
});
report.run();
