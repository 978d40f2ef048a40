// An ICPC scoreboard written out: each cell as scoreboards show it, the table with its legend, tie rule and freeze
// line, CSV of the standings (a team's name never a formula), JSON of both boards, a submission's line of progress.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CELL_LEGEND,
  formatScoreboard,
  formatScoreboardCsv,
  formatScoreboardJson,
  frozenLine,
  ICPC_TIE_RULE,
  rankTeams,
  scoreCell,
  scoreTeams,
  submissionLine,
} from '../../../scripts/contest/index.ts';

const PROBLEMS = [
  { id: 'A', title: 'A', max: 100 },
  { id: 'B', title: 'B', max: 100 },
];
const RANKED = rankTeams(
  scoreTeams(
    ['=cmd|"x"', 'bob\x1b[2J'],
    ['A', 'B'],
    [
      { team: 'bob\x1b[2J', problem: 'A', minute: 3, outcome: 'rejected' },
      { team: 'bob\x1b[2J', problem: 'A', minute: 47, outcome: 'accepted' },
      { team: '=cmd|"x"', problem: 'B', minute: 50, outcome: 'rejected' },
    ],
  ),
);

const cell = suite('scoreCell');
cell('solved: tries/minute; rejected: -tries; pending: tries+pending; nothing: a dot', () => {
  assert.equal(
    [
      { tries: 2, pending: 0, solvedAt: 47, penalty: 67 },
      { tries: 3, pending: 0, solvedAt: null, penalty: 0 },
      { tries: 2, pending: 1, solvedAt: null, penalty: 0 },
      { tries: 0, pending: 2, solvedAt: null, penalty: 0 },
      { tries: 0, pending: 0, solvedAt: null, penalty: 0 },
    ].map(scoreCell),
    ['2/47', '-3', '2+1', '0+2', '.'],
  );
});

const table = suite('formatScoreboard');
table('rank, team, solved, penalty, each problem; the legend and the tie rule; a frozen board says so', () => {
  assert.is(
    formatScoreboard(PROBLEMS, RANKED),
    [
      'rank  team        solved  penalty     A   B',
      '   1  bob\\x1b[2J       1       67  2/47   .',
      '   2  =cmd|"x"         0        0     .  -1',
      CELL_LEGEND,
      ICPC_TIE_RULE,
      '',
    ].join('\n'),
  );
  assert.ok(formatScoreboard(PROBLEMS, RANKED, 240).endsWith(`${ICPC_TIE_RULE}\n${frozenLine(240)}\n`));
  assert.match(frozenLine(240), 'frozen at minute 240: submissions from minute 240 on are shown as pending');
});

const csv = suite('formatScoreboardCsv');
csv('the standings with each problem tries and minute solved; a name beginning as a formula written as text', () => {
  assert.is(
    formatScoreboardCsv(PROBLEMS, RANKED),
    [
      'rank,team,solved,penalty,last solved at,A tries,A solved at,B tries,B solved at',
      '1,bob\x1b[2J,1,67,47,2,47,0,',
      `2,"'=cmd|""x""",0,0,,0,,1,`,
      '',
    ].join('\r\n'),
  );
});

const json = suite('formatScoreboardJson');
json('the rules, both boards, the submissions, read back the same', () => {
  const board = { problems: PROBLEMS, final: RANKED, frozen: { from: 40, ranking: RANKED }, submissions: [] };
  assert.equal(
    JSON.parse(formatScoreboardJson(board)),
    JSON.parse(JSON.stringify({ round: 'icpc', penaltyMinutes: 20, tieRule: ICPC_TIE_RULE, ...board })),
  );
});

const progress = suite('submissionLine');
progress('k of n, the minute, team, problem, outcome, and a rejection with its verdict and test', () => {
  const base = { team: 't\x1b', problem: 'A', minute: 7, seconds: 420, file: '/x/7-a.cpp' };
  assert.is(
    submissionLine(
      {
        ...base,
        outcome: 'rejected',
        cell: { status: 'judged', points: 0, max: 100, verdict: 'WA', failedAt: 'sample/2' },
      },
      2,
      5,
    ),
    '[2/5] 7  t\\x1b  A  rejected (WA at sample/2)\n',
  );
  assert.is(
    submissionLine(
      { ...base, outcome: 'accepted', cell: { status: 'judged', points: 100, max: 100, verdict: 'AC' } },
      3,
      5,
    ),
    '[3/5] 7  t\\x1b  A  accepted\n',
  );
  assert.is(submissionLine({ ...base, outcome: 'not-judged' }, 4, 5), '[4/5] 7  t\\x1b  A  not-judged\n');
});

cell.run();
table.run();
csv.run();
json.run();
progress.run();
