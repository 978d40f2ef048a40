// Benchmark section: what type-checking a TypeScript solution adds to `npm run judge` (all of bhoj-1460's tests, its
// accepted solution given as --solution, every test run afresh): the whole command's wall time with --no-typecheck,
// with the check done for the first time (an empty cache, the checker's process started), and with its result kept
// from the run before. The three are run in turn, RUNS times, and compared by their medians.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { judgeSeconds } from './judge-command.ts';
import { median } from './measured.ts';

const RUNS = 5;

export interface TypecheckCost {
  runs: number;
  /** Seconds, median of RUNS: no check; the check first done; the check's result kept. */
  unchecked: number;
  first: number;
  kept: number;
}

/** bhoj-1460 judged afresh with its accepted solution given as a file, the type check's results kept in `cache`. */
function judgeBhoj(root: string, cache: string, extra: string[]): number {
  const args = ['bhoj-1460', '--solution', join(root, 'solutions/bhoj-1460.ts'), '--fresh', ...extra];
  return judgeSeconds(root, args, { ...process.env, KIT_TYPECHECK_CACHE: cache });
}

export function measureTypecheckCost(root: string, work: string): TypecheckCost {
  const dir = join(work, 'typecheck');
  mkdirSync(dir, { recursive: true });
  const kept = mkdtempSync(join(dir, 'kept-'));
  judgeBhoj(root, kept, []); // fills the kept cache
  const times = { unchecked: [] as number[], first: [] as number[], kept: [] as number[] };
  for (let k = 0; k < RUNS; k++) {
    times.unchecked.push(judgeBhoj(root, kept, ['--no-typecheck']));
    times.first.push(judgeBhoj(root, mkdtempSync(join(dir, 'first-')), []));
    times.kept.push(judgeBhoj(root, kept, []));
  }
  return { runs: RUNS, unchecked: median(times.unchecked), first: median(times.first), kept: median(times.kept) };
}
