// A testlib checker's _pc(k) as testlib.h's quit() gives it: exit PC_BASE_EXIT_CODE + k (0 + k as packages build it,
// 50 + k with -DTESTSYS), the message beginning "partially correct (k) ". Without TESTSYS the exit alone collides with
// _ok (0), _wa (1), _pe (2), _fail (3), _points (7): the message tells them apart.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { testlibPartial } from '../../../judge/run/run-checker.ts';

const partial = suite('testlib _pc(k)');
partial('read by its message whatever the exit it shares, as built with or without TESTSYS', () => {
  for (const [exit, message, percent] of [
    [50, 'partially correct (50) half', 50],
    [0, 'partially correct (0) nothing', 0],
    [5, 'partially correct (5) a little', 5],
    [7, 'partially correct (7) some', 7],
    [1, 'partially correct (1) ', 1],
    [100, 'partially correct (50) half', 50],
    [50, 'partially correct (0) nothing', 0],
    [57, '', 7],
  ] as const) {
    const got = testlibPartial(exit, message);
    assert.is(got?.percent, percent, `exit ${exit}, ${JSON.stringify(message)}`);
  }
  assert.is(testlibPartial(50, 'partially correct (50) half right')?.said, 'half right');
});
partial('not a partial result: testlib ok, wa, pe, fail, points; a message and an exit that disagree', () => {
  for (const [exit, message] of [
    [0, 'ok 3 numbers'],
    [1, 'wrong answer expected 5, found 6'],
    [2, 'wrong output format Unexpected end of file'],
    [3, 'FAIL answer file is broken'],
    [7, 'points 2.5'],
    [16, ''],
    [66 + 100, ''],
    [9, 'partially correct (50) half'],
    [0, 'partially correct (150) too much'],
  ] as const)
    assert.is(testlibPartial(exit, message), null, `exit ${exit}, ${JSON.stringify(message)}`);
});
partial.run();
