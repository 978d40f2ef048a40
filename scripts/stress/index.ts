// scripts/stress: the engine of `npm run stress`: a candidate checked case after case, and a failing case shrunk.
export { type Expected, type FailureKind, type BundleSource, stress, type StressResult } from './stress.ts';
