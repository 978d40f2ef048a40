// scripts/testdata: the engines of gen, add-case and verify: tests generated and saved safely, the two solvers'
// answers compared, and the wrong-solution gallery judged; add-case's checks and the invocation matrix
// as the live page's server asks for them.
export { compareAnswers } from './answers.ts';
export { writeGeneratedTests } from './generate.ts';
export { invocationMatrix, type Matrix } from './matrix.ts';
export { answerInput, saveCase } from './save-case.ts';
export { testdataEngines } from './page-engines.ts';
export { checkerTestsRow, validatorTestsRow } from './program-tests.ts';
export { type BoundReach, boundsHold, boundsReached, boundsReport, boundsSaid, reachSaid } from './bounds.ts';
export {
  changesOf,
  type InvalidInput,
  invalidInputsOf,
  invalidInputsReport,
  type InvalidInputsScore,
  scoreInvalidInputs,
  refusesAll,
  scoreSaid,
  type Seen,
  seenIn,
} from './invalid-inputs.ts';
export { keepsTag, verifyProblem, verifyReport, type VerifyRow } from './verify.ts';
export {
  AC_TO_TIME_LIMIT,
  limitStanding,
  TIME_LIMIT_TO_TLE,
  type TimeLimitRange,
  timeLimitRange,
  timeLimitReport,
} from './time-limit.ts';
export { expectedPoints, expectedVerdicts } from './wrong-solutions.ts';
