// An ICPC round judged end to end (test/fixtures/contest-icpc over the contest fixture's problems): four teams, a
// wrong try before an AC, a compile error (no penalty), a submission after an AC never judged, a scored problem
// rejected at 40 of its 100 points, two teams tied on all three keys, a team with no submissions, and a freeze at
// minute 60 hiding three late ACs; the boards checked against the ones worked out by hand below. Judged again, every
// test is told from memory; one team's submissions given as submissions.csv get the same row.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../../scripts/contest.ts';
import { CELL_LEGEND, frozenLine, ICPC_TIE_RULE, type RankedTeam } from '../../../scripts/contest/index.ts';
import { runInProcess } from '../../helpers/run-command.ts';

interface Board {
  final: RankedTeam[];
  frozen?: { from: number; ranking: RankedTeam[] };
  submissions: {
    minute: number;
    team: string;
    problem: string;
    file: string;
    outcome: string;
    cell?: { run?: number };
  }[];
}

let dir = '';
const standings = (ranking: RankedTeam[]) =>
  ranking.map((t) => `${t.rank} ${t.team} ${t.solved} ${t.penalty} ${t.lastSolvedAt ?? '-'}`);

const round = suite('contest, an ICPC round');
round.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-icpc-'));
  cpSync(resolve('test/fixtures/contest-icpc'), dir, { recursive: true });
  cpSync(resolve('test/fixtures/contest/problems'), join(dir, 'problems'), { recursive: true });
});
round.after(() => rmSync(dir, { recursive: true, force: true }));

round('judged in time order and scored by hand; frozen at 60; again from submissions.csv, all remembered', async () => {
  const json = join(dir, 'board.json');
  const run = await runInProcess(contestCommand, [dir, '--freeze', '60', '--json', json, '--csv', join(dir, 'b.csv')]);
  assert.is(run.status, 0, run.stderr);
  const at = (path: string) => join(dir, 'submissions', path);
  assert.match(
    run.stderr,
    `warning: ${at('bees/prod')}: a folder for no problem (problems: sum, sum-points), left out\n`,
  );
  assert.match(run.stderr, `warning: ${at('dogs')}: no submissions\n`);
  // The public board, frozen at 60: ants' AC of sum-points at 61 and bees' and cats' at 73 are pending.
  //   bees: sum 20 (the CE at 3 not counted) = 20; ants: sum 12 + 20 (WA at 5) = 32; cats: sum 0 + 2 * 20 = 40.
  assert.is(
    run.stdout,
    [
      'rank  team  solved  penalty   sum  sum-points',
      '   1  bees       1       20  1/20         1+1',
      '   2  ants       1       32  2/12         1+1',
      '   3  cats       1       40   3/0         0+1',
      '   4  dogs       0        0     .           .',
      CELL_LEGEND,
      ICPC_TIE_RULE,
      frozenLine(60),
      `wrote ${join(dir, 'b.csv')}`,
      `wrote ${json}`,
      '',
    ].join('\n'),
  );
  const board = JSON.parse(readFileSync(json, 'utf8')) as Board;
  // The final standings: ants 32 + (61 + 20 for the 40 points at 40) = 113, last 61;
  //   bees 20 + (73 + 20) = 113, last 73; cats 40 + 73 = 113, last 73: tied with bees on all three.
  assert.equal(standings(board.final), ['1 ants 2 113 61', '2 bees 2 113 73', '2 cats 2 113 73', '4 dogs 0 0 -']);
  assert.equal(standings(board.frozen?.ranking ?? []), [
    '1 bees 1 20 20',
    '2 ants 1 32 12',
    '3 cats 1 40 0',
    '4 dogs 0 0 -',
  ]);
  assert.equal(
    board.submissions.map((s) => `${s.minute} ${s.team} ${s.problem} ${s.outcome}`),
    [
      '0 cats sum rejected',
      '0 cats sum rejected',
      '0 cats sum accepted',
      '3 bees sum compile-error',
      '5 ants sum rejected',
      '12 ants sum accepted',
      '20 bees sum accepted',
      '30 ants sum not-judged',
      '40 ants sum-points rejected',
      '45 bees sum-points rejected',
      '61 ants sum-points accepted',
      '73 bees sum-points accepted',
      '73 cats sum-points accepted',
    ],
  );
  assert.is(readFileSync(join(dir, 'b.csv'), 'utf8').split('\r\n')[1], '1,ants,2,113,61,2,12,2,61');

  // Judged again: every test told from memory, the same boards.
  const again = await runInProcess(contestCommand, [dir, '--freeze', '60', '--json', json]);
  assert.is(again.status, 0, again.stderr);
  const second = JSON.parse(readFileSync(json, 'utf8')) as Board;
  assert.equal(second.final, board.final);
  assert.equal(second.frozen, board.frozen);
  assert.equal(
    second.submissions.map((s) => s.cell?.run ?? 0),
    second.submissions.map(() => 0),
  );

  // cats' submissions as submissions.csv (minutes and h:mm:ss, the seconds ignored), moved to code/ (judged anew:
  // a file's path is part of what is remembered): the same row.
  renameSync(join(dir, 'submissions'), join(dir, 'code'));
  const clock = (minute: number) => `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:00.9`;
  const lines = board.submissions
    .filter((s) => s.team === 'cats')
    .map(
      (s, k) =>
        `${s.team},${s.problem},${k % 2 === 0 ? s.minute : clock(s.minute)},${s.file.replace(/^submissions/, 'code')}`,
    );
  writeFileSync(join(dir, 'submissions.csv'), `team,problem,time,file\n${lines.join('\n')}\n`);
  const csv = await runInProcess(contestCommand, [dir, '--json', json]);
  assert.is(csv.status, 0, csv.stderr);
  const third = JSON.parse(readFileSync(json, 'utf8')) as Board;
  assert.equal(standings(third.final), ['1 cats 2 113 73']);
  assert.is(third.frozen, undefined);
});

round.run();
