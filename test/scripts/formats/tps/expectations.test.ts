import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expectationOf } from '../../../../scripts/formats/tps/expectations.ts';
import type { TpsSolution } from '../../../../scripts/formats/tps/solutions-json.ts';

const SUBTASKS = [
  { name: 'samples', score: 0 },
  { name: 'small', score: 20 },
  { name: 'medium', score: 30 },
  { name: 'full', score: 50 },
];
const solution = (verdict: TpsSolution['verdict'], except: TpsSolution['except'] = {}): TpsSolution => ({
  file: 'x.cpp',
  verdict,
  except,
  line: 1,
});

const expect = suite('expectationOf');
expect('correct everywhere is accepted, with no range: it must pass every test', () => {
  assert.equal(expectationOf(solution('model_solution'), SUBTASKS), { expect: 'accepted' });
  assert.equal(expectationOf(solution('correct'), SUBTASKS), { expect: 'accepted' });
  const everywhere = { samples: 'correct', small: 'correct', medium: 'correct', full: 'correct' } as const;
  assert.equal(expectationOf(solution('incorrect', everywhere), SUBTASKS), { expect: 'accepted' });
});
expect('at least the points of the subtasks it must pass; a subtask it must fail may be passed too (tps-web)', () => {
  // tps-web's rule: a test that scores is "don't care", so naive.cpp ("incorrect") may pass the small subtask.
  assert.equal(
    expectationOf(solution('incorrect', { samples: 'correct', small: 'correct', medium: 'correct' }), SUBTASKS),
    {
      expect: 'wrong_answer',
      score: [50, 100],
    },
  );
  assert.equal(expectationOf(solution('incorrect'), SUBTASKS), { expect: 'wrong_answer', score: [0, 100] });
  assert.equal(expectationOf(solution('partially_correct'), SUBTASKS), { expect: 'wrong_answer', score: [0, 100] });
  assert.equal(expectationOf(solution('time_limit', { small: 'correct', full: 'failed' }), SUBTASKS), {
    expect: 'rejected',
    score: [20, 100],
  });
});
expect('the narrowest folder allowing the verdicts of every subtask it must fail', () => {
  const folder = (verdict: TpsSolution['verdict'], except: TpsSolution['except'] = {}) =>
    expectationOf(solution(verdict, except), SUBTASKS).expect;
  assert.is(folder('incorrect'), 'wrong_answer');
  assert.is(folder('time_limit'), 'time_limit_exceeded');
  assert.is(folder('runtime_error'), 'run_time_error');
  assert.is(folder('memory_limit'), 'run_time_error', 'TPS reads a memory limit as a runtime error');
  assert.is(folder('time_limit_and_runtime_error'), 'brute_force');
  assert.is(folder('time_limit', { full: 'runtime_error' }), 'brute_force');
  assert.is(folder('incorrect', { full: 'time_limit' }), 'rejected');
  assert.is(folder('failed'), 'rejected');
});
expect('a subtask not scored (no test) counts for nothing', () => {
  assert.equal(expectationOf(solution('incorrect', { small: 'time_limit' }), SUBTASKS.slice(2)), {
    expect: 'wrong_answer',
    score: [0, 80],
  });
});
expect('a subtask named as a property of every object (toString, __proto__) is a subtask like any other', () => {
  const odd = [
    { name: 'toString', score: 40 },
    { name: '__proto__', score: 60 },
  ];
  assert.equal(expectationOf(solution('incorrect', Object.fromEntries([['__proto__', 'correct']])), odd), {
    expect: 'wrong_answer',
    score: [60, 100],
  });
});
expect.run();
