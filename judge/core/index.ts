// judge/core: the judge: every test of every problem named, a process per test, `jobs` at a time; returns data.
export {
  OUTPUT_HEAD_BYTES,
  allAccepted,
  judge,
  prepareChecker,
  prepareJury,
  type JudgeReport,
  type LimitOverrides,
  type ProblemReport,
  type ResultEvent,
  type TestResult,
} from './judge.ts';
export { decideWarmAnswer } from './answers-first.ts';
export { glob, groupMatches } from './select.ts';
export {
  type GroupScore,
  groupMembers,
  isFull,
  type ProblemScore,
  scoreProblem,
  ScoreTracker,
  testScore,
} from './score.ts';
