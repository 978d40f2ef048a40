// judge/verdict: the verdict of one run, decided in a fixed order, and the exact comparison of output with answer.
export { compareOutput } from './compare.ts';
export { decideVerdict, type Decision, VERDICTS, type Verdict } from './verdict.ts';
