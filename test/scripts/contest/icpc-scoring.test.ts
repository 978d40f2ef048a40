// An ICPC round scored by hand: penalties worked out below, ties by the CCS specification's three keys, compile
// errors not counted, submissions after the first accepted one ignored, and a freeze's public board (late accepted
// hidden, tries after the freeze pending).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  type Outcome,
  PENALTY_MINUTES,
  rankTeams,
  type ScoredSubmission,
  scoreCell,
  scoreTeams,
} from '../../../scripts/contest/index.ts';

const TEAMS = ['foxtrot', 'echo', 'delta', 'charlie', 'bravo', 'alpha'];
const PROBLEMS = ['A', 'B', 'C'];
const at = (minute: number, team: string, problem: string, outcome: Outcome): ScoredSubmission => ({
  team,
  problem,
  minute,
  outcome,
});
// In time order, as the round's reader gives them.
const ROUND: ScoredSubmission[] = [
  at(5, 'charlie', 'A', 'rejected'),
  at(10, 'alpha', 'A', 'rejected'),
  at(10, 'foxtrot', 'A', 'compile-error'),
  at(15, 'charlie', 'A', 'accepted'),
  at(20, 'alpha', 'A', 'accepted'),
  at(20, 'delta', 'C', 'rejected'),
  at(30, 'alpha', 'B', 'compile-error'),
  at(35, 'alpha', 'B', 'accepted'),
  at(35, 'bravo', 'B', 'accepted'),
  at(40, 'bravo', 'A', 'accepted'),
  at(40, 'charlie', 'B', 'accepted'),
  at(40, 'foxtrot', 'A', 'compile-error'),
  at(45, 'delta', 'C', 'rejected'),
  at(50, 'alpha', 'A', 'rejected'),
  at(50, 'delta', 'C', 'accepted'),
  at(55, 'charlie', 'A', 'not-judged'),
];
const FREEZE = 38;
/** rank team solved penalty last, then each problem's cell. */
const shown = (frozenFrom?: number) =>
  rankTeams(scoreTeams(TEAMS, PROBLEMS, ROUND, frozenFrom)).map(
    (t) =>
      `${t.rank} ${t.team} ${t.solved} ${t.penalty} ${t.lastSolvedAt ?? '-'} ${PROBLEMS.map((p) => scoreCell(t.problems[p])).join(' ')}`,
  );

const scoring = suite('scoreTeams and rankTeams');

scoring('the final standings, worked out by hand', () => {
  assert.is(PENALTY_MINUTES, 20);
  // alpha:   A 20 + 20 (the WA at 10; the WA at 50 after it ignored) = 40; B 35 (the CE at 30 not counted): 75, last 35
  // bravo:   A 40, B 35: 75, last 40
  // charlie: A 15 + 20 (TLE at 5) = 35, B 40: 75, last 40 (the submission at 55, after A's AC, not judged)
  // delta:   C 50 + 2 * 20 = 90
  // echo: nothing; foxtrot: two CEs, no try
  assert.equal(shown(), [
    '1 alpha 2 75 35 2/20 1/35 .',
    '2 bravo 2 75 40 1/40 1/35 .',
    '2 charlie 2 75 40 2/15 1/40 .',
    '4 delta 1 90 50 . . 3/50',
    '5 echo 0 0 - . . .',
    '5 foxtrot 0 0 - . . .',
  ]);
});

scoring('frozen at minute 38: the public board; from the freeze on every try pending, a CE too', () => {
  // bravo's AC of A at 40 and charlie's of B at 40 hidden: one solved each, 35; charlie's last at 15 goes first.
  // delta: the WA at 20 judged, the WA at 45 and the AC at 50 pending: 1+2; foxtrot: the CE at 10 nothing, at 40 pending.
  assert.equal(shown(FREEZE), [
    '1 alpha 2 75 35 2/20 1/35 .',
    '2 charlie 1 35 15 2/15 0+1 .',
    '3 bravo 1 35 35 0+1 1/35 .',
    '4 delta 0 0 - . . 1+2',
    '4 echo 0 0 - . . .',
    '4 foxtrot 0 0 - 0+1 . .',
  ]);
});

scoring('equal in solved and penalty: the earlier last solved ranks first; equal in all three: one rank', () => {
  const board = rankTeams(
    scoreTeams(
      ['x', 'y', 'z'],
      ['A', 'B'],
      [
        at(10, 'x', 'A', 'accepted'),
        at(20, 'y', 'A', 'accepted'),
        at(30, 'z', 'A', 'accepted'),
        at(50, 'x', 'B', 'accepted'),
        at(40, 'y', 'B', 'accepted'),
        at(30, 'z', 'B', 'accepted'),
      ],
    ),
  );
  assert.equal(
    board.map((t) => `${t.rank} ${t.team} ${t.penalty} ${t.lastSolvedAt}`),
    ['1 z 60 30', '2 y 60 40', '3 x 60 50'],
  );
  const tied = rankTeams(scoreTeams(['b', 'a'], ['A'], [at(7, 'b', 'A', 'accepted'), at(7, 'a', 'A', 'accepted')]));
  assert.equal(
    tied.map((t) => `${t.rank} ${t.team}`),
    ['1 a', '1 b'],
  );
});

scoring('a pending judgement (a judge error) counts nothing but is shown; unknown teams and problems left out', () => {
  const [team] = scoreTeams(
    ['t'],
    ['A'],
    [at(3, 't', 'A', 'rejected'), at(4, 't', 'A', 'pending'), at(5, 'u', 'A', 'accepted'), at(6, 't', 'Z', 'accepted')],
  );
  assert.equal(team.problems.A, { tries: 1, pending: 1, solvedAt: null, penalty: 0 });
  assert.is(scoreCell(team.problems.A), '1+1');
  assert.is(team.solved, 0);
});

scoring.run();
