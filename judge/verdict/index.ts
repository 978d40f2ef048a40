// judge/verdict: the verdict of one run, decided in a fixed order, and the exact comparison of output with answer;
// for an interactive test, the verdict from both sides' ends; an RE's reason, in the submission's own lines.
export { compareOutput, compareWith, comparisonChecker, normalizedLines } from './compare.ts';
export { decideInteractive, type InteractorFailure } from './interactive.ts';
export { type FailedRun, mapBundlePositions, runtimeErrorReason } from './runtime-error.ts';
export {
  decideLimits,
  decideOutput,
  decideVerdict,
  type Decision,
  type OutputCheck,
  VERDICTS,
  type Verdict,
} from './verdict.ts';
