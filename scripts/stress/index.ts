// scripts/stress: the engine of `npm run stress`: a candidate checked case after case, and a failing case shrunk.
export { stress, type StressResult } from './stress.ts';
