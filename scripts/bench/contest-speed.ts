// Benchmark section: what npm run contest adds to judging its files through npm run judge one contestant at a time.
// The forty contestants' folder (forty-contestants.ts) is judged whole by the contest, and each contestant's files by
// one npm run judge with the same flags (--solution ID=FILE for each, --untrusted, sandboxed, --fresh, the same
// tests), side by side: RUNS pairs, which goes first alternating, after one run of the contest that fills the
// remembered compiles and type checks both then share. The tests are the samples alone (GROUPS), 10 a contestant: a run
// of the forty on this machine's two cores takes minutes, and the pairs must fit in one sitting.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeFortyContestants } from './forty-contestants.ts';
import { median } from './measured.ts';

const RUNS = 3;
/** The groups of tests judged (the judge's --group). */
export const GROUPS = ['sample'] as const;

export interface ContestSpeed {
  runs: number;
  contestants: number;
  files: number;
  /** Seconds of the clock, median of RUNS: the contest; the judge run once for each contestant, summed. */
  contest: number;
  oneByOne: number;
}

/** Seconds the command `script` (scripts/<name>.ts, in its own process as npm starts it) took; it must exit 0 or 1. */
function commandSeconds(root: string, script: string, args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  // The judge exits 1 where a test is not AC: a wrong solution's run is a run like any other.
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`${script} failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return (performance.now() - started) / 1000;
}

export function measureContestSpeed(root: string, work: string): ContestSpeed {
  const dir = join(work, 'contest-forty');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const made = makeFortyContestants(root, dir);
  const flags = ['--fresh', ...GROUPS.flatMap((group) => ['--group', group])];
  const contest = () => commandSeconds(root, 'contest.ts', [dir, ...flags]);
  const oneByOne = () =>
    Object.values(made.files)
      .filter((files) => Object.keys(files).length > 0)
      .reduce((sum, files) => {
        // Its problems named: --solution ID=FILE alone judges the others too, with the kit's own solutions.
        const solutions = Object.entries(files).flatMap(([id, file]) => ['--solution', `${id}=${file}`]);
        return sum + commandSeconds(root, 'judge.ts', [...Object.keys(files), ...solutions, '--untrusted', ...flags]);
      }, 0);
  contest();
  const times = { contest: [] as number[], oneByOne: [] as number[] };
  for (let k = 0; k < RUNS; k++) {
    if (k % 2 === 0) times.contest.push(contest());
    times.oneByOne.push(oneByOne());
    if (k % 2 === 1) times.contest.push(contest());
  }
  return {
    runs: RUNS,
    contestants: Object.keys(made.files).length,
    files: Object.values(made.files).reduce((n, files) => n + Object.keys(files).length, 0),
    contest: median(times.contest),
    oneByOne: median(times.oneByOne),
  };
}
