// scripts/stress: the engine of `npm run stress`: a candidate checked case after case, and a failing case shrunk.
export { type Expected, type FailureKind, type MutantSource, stress, type StressResult } from './stress.ts';
