// scripts/contest: a contest folder (LemonLime's and Arbiter's layout) judged by the judge, ranked and written out.
export { type Contestant, type ContestFolder, type ContestPick, readContestFolder } from './contest-folder.ts';
export {
  cellOf,
  type ContestOptions,
  type ContestResult,
  judgeContest,
  PASS_FAIL_POINTS,
  type ProblemColumn,
} from './judge-contest.ts';
export { type Cell, byName, type RankedRow, rankRows, type Row, TIE_RULE, totalOf } from './ranking.ts';
export { formatCsv, formatJson, formatTable, progressLine, shownPoints } from './ranking-output.ts';
