// judge/core: the judge: every test of every problem named, a process per test, `jobs` at a time; returns data.
export { allAccepted, judge } from './judge.ts';
export { prepareChecker, prepareJury, withLimits } from './prepare.ts';
export { decideWarmAnswer, judgeTest, testLimits, type TestRun } from './test-judge.ts';
export {
  type JudgeOptions,
  type JudgeReport,
  type LimitOverrides,
  OUTPUT_HEAD_BYTES,
  type ProblemReport,
  type ResultEvent,
  type TestToJudge,
  type TestPrograms,
  type TestResult,
} from './types.ts';
export { glob, groupMatches } from './select.ts';
export {
  type GroupScore,
  groupMembers,
  isFull,
  type ProblemScore,
  scoreProblem,
  ScoreTracker,
  share,
  testScore,
} from './score.ts';
