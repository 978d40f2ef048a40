// scripts/contest: a contest folder judged by the judge, ranked and written out: an OI round (LemonLime's and
// Arbiter's layout) by points, an ICPC round's timed submissions by the ICPC's rules.
export {
  CCS_ID,
  CCS_LANGUAGES,
  CCS_VERSION,
  type CcsRound,
  ccsLanguageOf,
  ccsObjects,
  entryName,
  ndjsonLine,
  problemLabel,
  relTime,
  startTime,
} from './ccs-package.ts';
export { type Contestant, type ContestFolder, type ContestPick, readContestFolder } from './contest-folder.ts';
export {
  ICPC_TIE_RULE,
  type Outcome,
  PENALTY_MINUTES,
  type ProblemScore,
  type RankedTeam,
  rankTeams,
  type ScoredSubmission,
  scoreTeams,
  type TeamScore,
} from './icpc-scoring.ts';
export {
  contestSeconds,
  csvRecords,
  type IcpcRound,
  type RoundPick,
  readIcpcRound,
  type Submission,
} from './icpc-submissions.ts';
export {
  cellOf,
  type ContestOptions,
  type ContestResult,
  judgeContest,
  PASS_FAIL_POINTS,
  type ProblemColumn,
  reportKey,
} from './judge-contest.ts';
export { type JudgedSubmission, judgeRound, outcomeOf, type RoundOptions, type RoundResult } from './judge-round.ts';
export { type Cell, byName, type RankedRow, rankRows, type Row, TIE_RULE, totalOf } from './ranking.ts';
export {
  alignedLines,
  csvText,
  formatCsv,
  formatJson,
  formatTable,
  progressLine,
  shownPoints,
} from './ranking-output.ts';
export { rankingBoard, scoreboardBoard } from './ranking-page.ts';
export { type CcsOptions, writeCcsPackage } from './write-ccs.ts';
export { type CmsContest, type CmsContestOptions, cmsContestYaml, writeCmsContest } from './write-cms-contest.ts';
export { ROUND_KINDS, type RoundKind, roundKind } from './round-kind.ts';
export {
  CELL_LEGEND,
  formatScoreboard,
  formatScoreboardCsv,
  formatScoreboardJson,
  frozenLine,
  type ScoreboardJson,
  scoreCell,
  submissionLine,
} from './scoreboard-output.ts';
