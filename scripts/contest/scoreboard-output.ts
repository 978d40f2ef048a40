// An ICPC round's scoreboard written out with ranking-output.ts's table and CSV: the terminal's table (the frozen
// board where there is a freeze), CSV of the final standings, JSON of both; and a submission's line of progress.
// Does no I/O: the command writes what these return.
import { terminalSafe } from '../../judge/base/index.ts';
import { ICPC_TIE_RULE, type ProblemScore, PENALTY_MINUTES, type RankedTeam } from './icpc-scoring.ts';
import type { JudgedSubmission } from './judge-round.ts';
import type { ProblemColumn } from './judge-contest.ts';
import { alignedLines, csvText } from './ranking-output.ts';

/**
 * A problem's cell as scoreboards show it: "2/47" solved at minute 47 on the second try; "-3" three rejected tries;
 * "2+1" two tries before the freeze and one pending after it (DOMjudge's "2 + 1 tries"); "." no try.
 */
export function scoreCell(score: ProblemScore): string {
  if (score.solvedAt !== null) return `${score.tries}/${score.solvedAt}`;
  if (score.pending > 0) return `${score.tries}+${score.pending}`;
  return score.tries > 0 ? `-${score.tries}` : '.';
}

export const CELL_LEGEND =
  '2/47: solved at minute 47 on the 2nd try; -3: 3 rejected tries; 2+1: 2 tries, 1 pending; .: no try';

/** The line a frozen board shows under it (CCS asks a frozen scoreboard to say so; the round's length is not known here). */
export const frozenLine = (minute: number): string =>
  `frozen at minute ${minute}: submissions from minute ${minute} on are shown as pending; the final standings are ` +
  'in --json and --csv, or without --freeze';

/** The table: rank, team, solved, penalty, each problem's cell; then the legend, the tie rule, and the freeze. */
export function formatScoreboard(
  problems: readonly ProblemColumn[],
  ranked: readonly RankedTeam[],
  frozenAt?: number,
): string {
  const head = ['rank', 'team', 'solved', 'penalty', ...problems.map((p) => p.id)];
  const body = ranked.map((team) => [
    String(team.rank),
    terminalSafe(team.team),
    String(team.solved),
    String(team.penalty),
    ...problems.map((p) => scoreCell(team.problems[p.id])),
  ]);
  const notes = [CELL_LEGEND, ICPC_TIE_RULE, ...(frozenAt === undefined ? [] : [frozenLine(frozenAt)])];
  return `${[...alignedLines(head, body), ...notes].join('\n')}\n`;
}

/** CSV: rank, team, solved, penalty, the last problem's minute, then each problem's tries and minute solved. */
export function formatScoreboardCsv(problems: readonly ProblemColumn[], ranked: readonly RankedTeam[]): string {
  const head = [
    'rank',
    'team',
    'solved',
    'penalty',
    'last solved at',
    ...problems.flatMap((p) => [`${p.id} tries`, `${p.id} solved at`]),
  ];
  const rows = ranked.map((team) => [
    team.rank,
    team.team,
    team.solved,
    team.penalty,
    team.lastSolvedAt ?? '',
    ...problems.flatMap((p) => [team.problems[p.id].tries, team.problems[p.id].solvedAt ?? '']),
  ]);
  return csvText([head, ...rows]);
}

export interface ScoreboardJson {
  problems: readonly ProblemColumn[];
  final: readonly RankedTeam[];
  /** With a freeze: its minute and the public board. */
  frozen?: { from: number; ranking: readonly RankedTeam[] };
  /** Each with its file as shown from the contest folder. */
  submissions: readonly JudgedSubmission[];
}

/** JSON: the rules, the final standings, the frozen board where there is one, every submission with its outcome. */
export function formatScoreboardJson(board: ScoreboardJson): string {
  const rules = { penaltyMinutes: PENALTY_MINUTES, tieRule: ICPC_TIE_RULE };
  return `${JSON.stringify({ round: 'icpc', ...rules, ...board }, null, 2)}\n`;
}

/** One line of progress as a submission is decided: k of n, the minute, team, problem, and its outcome. */
export function submissionLine(submission: JudgedSubmission, k: number, n: number): string {
  const { cell } = submission;
  const verdict = cell === undefined ? '' : cell.status === 'judged' ? (cell.verdict ?? '') : cell.status;
  const where = cell?.failedAt !== undefined ? ` at ${cell.failedAt}` : cell?.reason ? `: ${cell.reason}` : '';
  return terminalSafe(
    `[${k}/${n}] ${submission.minute}  ${submission.team}  ${submission.problem}  ${submission.outcome}` +
      `${verdict === '' || verdict === 'AC' ? '' : ` (${verdict}${where})`}\n`,
  );
}
