// A judged submission's outcome as an ICPC judge answers: accepted only at every test AC and full points, a compile
// error apart, pending where the kit could not judge it. Judging a round whole is end to end
// (judge-round.e2e.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Cell, outcomeOf } from '../../../scripts/contest/index.ts';

const judged = (verdict: string, points: number): Cell => ({ status: 'judged', points, max: 100, verdict });

const outcome = suite('outcomeOf');

outcome('AC at full points accepted; a scored problem short of them, or any other verdict, rejected', () => {
  assert.equal(
    [judged('AC', 100), judged('AC', 99.99), judged('WA', 40), judged('TLE', 0), judged('RE', 0)].map(outcomeOf),
    ['accepted', 'rejected', 'rejected', 'rejected', 'rejected'],
  );
});

outcome('CE a compile error; a judge error or a problem that could not be judged pending', () => {
  assert.equal(
    [
      { status: 'CE', points: 0, max: 100 } as Cell,
      judged('JE', 0),
      { status: 'error', points: 0, max: 100, reason: 'problem.ts broken' } as Cell,
    ].map(outcomeOf),
    ['compile-error', 'pending', 'pending'],
  );
});

outcome.run();
