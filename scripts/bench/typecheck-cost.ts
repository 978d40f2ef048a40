// Benchmark section: what type-checking a TypeScript solution adds to `npm run judge` (bhoj-1460's 176 tests, its
// accepted solution given as --solution, every test run afresh): the whole command's wall time with --no-typecheck,
// with the check done for the first time (an empty cache, the checker's process started), and with its result kept
// from the run before. The three are run in turn, RUNS times, and compared by their medians.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

const RUNS = 5;

export interface TypecheckCost {
  runs: number;
  /** Seconds, median of RUNS: no check; the check first done; the check's result kept. */
  unchecked: number;
  first: number;
  kept: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function judgeSeconds(root: string, cache: string, extra: string[]): number {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/judge.ts'),
      'bhoj-1460',
      '--solution',
      join(root, 'solutions/bhoj-1460.ts'),
      '--fresh',
      ...extra,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, KIT_TYPECHECK_CACHE: cache }, maxBuffer: 1 << 26 },
  );
  if (run.status !== 0) throw new Error(`npm run judge failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return (performance.now() - started) / 1000;
}

export function measureTypecheckCost(root: string, work: string): TypecheckCost {
  const dir = join(work, 'typecheck');
  mkdirSync(dir, { recursive: true });
  const kept = mkdtempSync(join(dir, 'kept-'));
  judgeSeconds(root, kept, []); // fills the kept cache
  const times = { unchecked: [] as number[], first: [] as number[], kept: [] as number[] };
  for (let k = 0; k < RUNS; k++) {
    times.unchecked.push(judgeSeconds(root, kept, ['--no-typecheck']));
    times.first.push(judgeSeconds(root, mkdtempSync(join(dir, 'first-')), []));
    times.kept.push(judgeSeconds(root, kept, []));
  }
  return { runs: RUNS, unchecked: median(times.unchecked), first: median(times.first), kept: median(times.kept) };
}
