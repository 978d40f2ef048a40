// What the contest's page (--html) puts in its cells, without judging: the OI table's texts as the terminal's, a
// judged or CE cell opening its file's report and a missing one nothing; an ICPC cell opening the tries before the
// freeze, naming those after it. The page as drawn is ranking-page.e2e.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProblemReport } from '../../../judge/core/index.ts';
import {
  CELL_LEGEND,
  frozenLine,
  ICPC_TIE_RULE,
  type JudgedSubmission,
  rankingBoard,
  rankRows,
  rankTeams,
  reportKey,
  scoreboardBoard,
  scoreTeams,
} from '../../../scripts/contest/index.ts';

/** A report as the page maker sees one: passed through, never read. */
const report = (name: string) => ({ name }) as unknown as ProblemReport;
const problems = [
  { id: 'a', title: 'A', max: 100 },
  { id: 'b', title: 'B', max: 100 },
];

const page = suite("contest's page cells");

page("an OI round: the terminal's texts; judged and CE cells open their reports, a missing one nothing", () => {
  const ranked = rankRows([
    {
      contestant: 'ann',
      cells: {
        a: { status: 'judged', points: 40, max: 100, file: 'source/ann/a.py', verdict: 'WA', failedAt: 'hand/2' },
        b: { status: 'missing', points: 0, max: 100 },
      },
      total: 40,
    },
    {
      contestant: 'bo',
      cells: {
        a: { status: 'CE', points: 0, max: 100, file: 'source/bo/a.cpp', reason: 'a.cpp:1:1: error: x' },
        b: { status: 'judged', points: 100, max: 100, file: 'source/bo/b.ts', verdict: 'AC' },
      },
      total: 100,
    },
  ]);
  const reports = new Map([
    [reportKey('ann', 'a'), report('ann a')],
    [reportKey('bo', 'a'), report('bo a')],
    [reportKey('bo', 'b'), report('bo b')],
  ]);
  const board = rankingBoard('/x/round1', '/root', problems, ranked, reports);
  assert.is(board.title, 'Contest: round1');
  assert.equal(board.head, ['rank', 'contestant', 'a', 'b', 'total']);
  assert.equal(
    board.rows.map((row) => row.cells.map((c) => c.text)),
    [
      ['1', 'bo', 'CE', '100', '100'],
      ['2', 'ann', '40', 'missing', '40'],
    ],
  );
  const [bo, ann] = board.rows.map((row) => row.cells);
  assert.is(bo[2].title, 'a.cpp:1:1: error: x');
  assert.equal(bo[2].opens?.runs, [{ report: reports.get(reportKey('bo', 'a')) }]);
  assert.is(bo[3].opens?.ok, true);
  assert.is(ann[2].title, 'WA at hand/2: 40 of 100');
  assert.is(ann[2].opens?.title, 'ann · a · source/ann/a.py');
  assert.is(ann[3].opens, undefined);
  assert.is(ann[3].cls, 'missing');
  assert.ok(board.rows.every((row) => [0, 1, 4].every((c) => row.cells[c].opens === undefined)));
});

page('an ICPC round frozen at 60: a cell opens its tries before the freeze and names those after', () => {
  const tried = (team: string, problem: string, minute: number, outcome: JudgedSubmission['outcome']) => ({
    team,
    problem,
    minute,
    seconds: minute * 60,
    file: `submissions/${team}/${problem}/${minute}-x.ts`,
    outcome,
  });
  const submissions: JudgedSubmission[] = [
    tried('t1', 'a', 5, 'rejected'),
    tried('t1', 'a', 12, 'accepted'),
    tried('t2', 'a', 40, 'rejected'),
    tried('t2', 'a', 61, 'accepted'),
    tried('t2', 'b', 70, 'rejected'),
  ];
  const reports = new Map(submissions.map((s, k) => [k, report(s.file)]));
  const frozen = rankTeams(scoreTeams(['t1', 't2'], ['a', 'b'], submissions, 60));
  const board = scoreboardBoard('/x/icpc1', '/root', problems, frozen, submissions, reports, 60);
  assert.equal(board.notes, [CELL_LEGEND, ICPC_TIE_RULE, frozenLine(60)]);
  assert.equal(
    board.rows.map((row) => row.cells.map((c) => c.text)),
    [
      ['1', 't1', '1', '32', '2/12', '.'],
      ['2', 't2', '0', '0', '1+1', '0+1'],
    ],
  );
  const [t1, t2] = board.rows.map((row) => row.cells);
  assert.equal(
    t1[4].opens?.runs.map((r) => r.name),
    ['minute 5 · 5-x.ts', 'minute 12 · 12-x.ts'],
  );
  assert.is(t1[5].opens, undefined);
  assert.equal(
    t2[4].opens?.runs.map((r) => r.report),
    [reports.get(2)],
  );
  const after = 'submissions/t2/a/61-x.ts: submitted at minute 61, after the freeze at minute 60: pending';
  assert.equal(t2[4].opens?.notes, [after]);
  assert.is(t2[4].cls, 'frozen');
  assert.is(t2[5].opens, undefined, 'only a try after the freeze: nothing to open');
  assert.is(t2[5].title, 'submissions/t2/b/70-x.ts: submitted at minute 70, after the freeze at minute 60: pending');
});

page.run();
