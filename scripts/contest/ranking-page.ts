// A contest's ranking as a page (--html): the terminal's table with every cell a contestant's file judged opening
// that file's tests as the judge's --html page shows them (an ICPC cell: each of the team's submissions judged on the
// problem). The page itself is the judge's (judge/page's board); this says what goes in its cells. Does no I/O.
import { basename, resolve } from 'node:path';
import type { JudgeReport, ProblemReport } from '../../judge/core/index.ts';
import type { BoardSource, BoardSourceCell } from '../../judge/page/index.ts';
import { ICPC_TIE_RULE, type RankedTeam } from './icpc-scoring.ts';
import type { JudgedSubmission } from './judge-round.ts';
import { type ProblemColumn, reportKey } from './judge-contest.ts';
import { type RankedRow, TIE_RULE } from './ranking.ts';
import { shownPoints } from './ranking-output.ts';
import { CELL_LEGEND, frozenLine, scoreCell } from './scoreboard-output.ts';

const plain = (text: string): BoardSourceCell => ({ text });

/** The page's title: the contest folder's name. */
const titleOf = (dir: string, kind: string) => `${kind}: ${basename(resolve(dir))}`;

/** An OI round's page: rank, contestant, each problem's points (CE, missing), total; the tie rule under it. */
export function rankingBoard(
  dir: string,
  root: string,
  problems: readonly ProblemColumn[],
  ranked: readonly RankedRow[],
  reports: ReadonlyMap<string, ProblemReport>,
  sandbox?: JudgeReport['sandbox'],
): BoardSource {
  const cellOf = (row: RankedRow, p: ProblemColumn): BoardSourceCell => {
    const cell = row.cells[p.id];
    const report = reports.get(reportKey(row.contestant, p.id));
    const title = `${row.contestant} · ${p.id} · ${cell.file ?? 'no file'}`;
    const opens =
      report === undefined ? undefined : { title, notes: [], ok: cell.verdict === 'AC', runs: [{ report }] };
    if (cell.status === 'missing') return { text: 'missing', cls: 'missing', title: 'no file for this problem' };
    if (cell.status === 'CE') return { text: 'CE', cls: 'CE', title: cell.reason, opens };
    if (cell.status === 'error') return { text: 'error', cls: 'WA', title: cell.reason, opens };
    const at = cell.failedAt === undefined ? '' : ` at ${cell.failedAt}`;
    return {
      text: shownPoints(cell.points),
      cls: cell.verdict === 'AC' ? 'AC' : 'WA',
      title: `${cell.verdict ?? ''}${at}: ${shownPoints(cell.points)} of ${shownPoints(cell.max)}`,
      opens,
    };
  };
  return {
    title: titleOf(dir, 'Contest'),
    notes: [`of ${problems.map((p) => `${p.id} ${shownPoints(p.max)}`).join(', ')}; ${TIE_RULE}`],
    head: ['rank', 'contestant', ...problems.map((p) => p.id), 'total'],
    rows: ranked.map((row) => ({
      cells: [
        plain(String(row.rank)),
        plain(row.contestant),
        ...problems.map((p) => cellOf(row, p)),
        plain(shownPoints(row.total)),
      ],
    })),
    root,
    ...(sandbox ? { sandbox } : {}),
  };
}

/**
 * An ICPC round's page: the board the terminal shows (the frozen one with --freeze), each cell opening the team's
 * submissions judged on the problem before the freeze; those from the freeze on are named, their verdicts not shown.
 */
export function scoreboardBoard(
  dir: string,
  root: string,
  problems: readonly ProblemColumn[],
  ranked: readonly RankedTeam[],
  submissions: readonly JudgedSubmission[],
  reports: ReadonlyMap<number, ProblemReport>,
  frozenAt?: number,
  sandbox?: JudgeReport['sandbox'],
): BoardSource {
  const cellOf = (team: RankedTeam, id: string): BoardSourceCell => {
    const score = team.problems[id];
    const text = scoreCell(score);
    const tried = submissions.flatMap((s, k) => (s.team === team.team && s.problem === id ? [{ s, k }] : []));
    const hidden = tried.filter(({ s }) => frozenAt !== undefined && s.minute >= frozenAt && score.solvedAt === null);
    const shown = tried.filter((t) => !hidden.includes(t) && reports.has(t.k));
    const cls =
      score.solvedAt !== null
        ? 'AC'
        : score.pending > 0
          ? hidden.length > 0
            ? 'frozen'
            : 'pending'
          : score.tries > 0
            ? 'WA'
            : undefined;
    const notes = hidden.map(
      ({ s }) => `${s.file}: submitted at minute ${s.minute}, after the freeze at minute ${frozenAt}: pending`,
    );
    const title = hidden.length > 0 ? notes.join('\n') : undefined;
    if (shown.length === 0) return { text, cls, title };
    return {
      text,
      cls,
      title,
      opens: {
        title: `${team.team} · ${id}`,
        notes,
        ok: score.solvedAt !== null,
        runs: shown.map(({ s, k }) => ({ report: reports.get(k)!, name: `minute ${s.minute} · ${basename(s.file)}` })),
      },
    };
  };
  return {
    title: titleOf(dir, 'Scoreboard'),
    notes: [CELL_LEGEND, ICPC_TIE_RULE, ...(frozenAt === undefined ? [] : [frozenLine(frozenAt)])],
    head: ['rank', 'team', 'solved', 'penalty', ...problems.map((p) => p.id)],
    rows: ranked.map((team) => ({
      cells: [
        plain(String(team.rank)),
        plain(team.team),
        plain(String(team.solved)),
        plain(String(team.penalty)),
        ...problems.map((p) => cellOf(team, p.id)),
      ],
    })),
    root,
    ...(sandbox ? { sandbox } : {}),
  };
}
