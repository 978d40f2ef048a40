// How long `npm test` takes a user: in a fresh clone of the commit, the first run (the type check from scratch, every
// bundle and compile made anew), then the median of the runs after it, and what `npm run test:full` adds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NpmTestTimes {
  /** Seconds of the first run in the fresh clone. */
  firstSeconds: number;
  /** Seconds of each run after it. */
  warmSeconds: number[];
  /** Seconds of `node test/run.mjs --full-only`, what test:full adds. */
  fullOnlySeconds: number;
  /** Tests the suite ran, as its last line counts them (passed, failed and skipped). */
  tests: number;
}

/** A command in `cwd`, timed by the clock; its failure stops the bench, for a failing suite's time is no figure. */
function timed(command: string, args: string[], cwd: string): { seconds: number; stdout: string } {
  const start = performance.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (exit ${run.status}):\n${`${run.stdout}${run.stderr}`.slice(-2000)}`,
    );
  return { seconds, stdout: run.stdout };
}

/** The suite's own count, from its last line "N passed, N failed, N skipped in T s". */
function testsCounted(stdout: string): number {
  const last = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/.exec(
    stdout.slice(stdout.lastIndexOf(' passed, ') - 12),
  );
  if (!last) throw new Error('npm test printed no "N passed, N failed" line');
  return Number(last[1]) + Number(last[2]) + Number(last[3] ?? 0);
}

/** `npm test` in a fresh clone of `root`'s HEAD: once first, then `warmRuns` times, then the end-to-end part. */
export function measureNpmTest(root: string, warmRuns: number): NpmTestTimes {
  const scratch = mkdtempSync(join(tmpdir(), 'kit-bench-npm-test-'));
  const clone = join(scratch, 'kit');
  try {
    timed('git', ['clone', '--quiet', '--no-local', root, clone], scratch);
    timed('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], clone);
    const first = timed('npm', ['test'], clone);
    const warm = Array.from({ length: warmRuns }, () => timed('npm', ['test'], clone));
    const fullOnly = timed('node', ['test/run.mjs', '--full-only'], clone);
    return {
      firstSeconds: first.seconds,
      warmSeconds: warm.map((run) => run.seconds),
      fullOnlySeconds: fullOnly.seconds,
      tests: testsCounted(first.stdout),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
