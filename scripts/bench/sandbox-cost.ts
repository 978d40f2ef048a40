// Benchmark section: what the sandbox adds to `npm run judge` (bhoj-1460's 176 tests, every test run afresh, types
// unchecked to leave the sandbox alone in the difference): the whole command's wall time with the sandbox and with
// --no-sandbox, for the TypeScript solution (a Node.js bundle, answered first in warm workers) and a C++ one; and,
// closer in, one run of an empty program as the judge runs a test, sandboxed and not, taking turns. Compared by
// their medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeSeconds } from './judge-command.ts';
import { median } from './measured.ts';
import { LANGUAGES, prepareEmptyProgram, runProgram, sandboxFor } from '../../judge/run/index.ts';

const RUNS = 7;

export interface SandboxCostRow {
  solution: string;
  /** Seconds, median of RUNS. */
  sandboxed: number;
  unsandboxed: number;
}

/** bhoj-1460 judged afresh with `solution`, types unchecked. */
const judgeBhoj = (root: string, solution: string, extra: string[]) =>
  judgeSeconds(root, ['bhoj-1460', '--solution', solution, '--fresh', '--no-typecheck', ...extra]);

export function measureSandboxCost(root: string): { runs: number; rows: SandboxCostRow[] } {
  const solutions = [
    join(root, 'solutions/bhoj-1460.ts'),
    join(root, 'test/fixtures/solutions/native/bhoj-retrograde.cpp'),
  ];
  const rows: SandboxCostRow[] = [];
  for (const solution of solutions) {
    judgeBhoj(root, solution, []); // built and compiled once before the timed runs
    const times = { sandboxed: [] as number[], unsandboxed: [] as number[] };
    for (let k = 0; k < RUNS; k++) {
      times.sandboxed.push(judgeBhoj(root, solution, []));
      times.unsandboxed.push(judgeBhoj(root, solution, ['--no-sandbox']));
    }
    rows.push({
      solution: solution.slice(root.length + 1),
      sandboxed: median(times.sandboxed),
      unsandboxed: median(times.unsandboxed),
    });
  }
  return { runs: RUNS, rows };
}

const EMPTY_RUNS = 101;

/** One run of an empty program as the judge runs a test, in ms of wall time: median sandboxed and not, taking turns. */
export async function measureRunCost(root: string, work: string): Promise<SandboxCostRow[]> {
  const dir = join(work, 'sandbox-cost');
  mkdirSync(dir, { recursive: true });
  const inputFile = join(dir, 'empty.in');
  writeFileSync(inputFile, '');
  const cpp = LANGUAGES.find((l) => l.name === 'C++')!;
  const programs = [
    { solution: 'Node.js bundle', program: prepareEmptyProgram(null, dir, 64) },
    { solution: 'C++ program', program: prepareEmptyProgram(cpp, dir, 64) },
  ];
  const sandboxes = [sandboxFor(false, root), sandboxFor(true, root)];
  const rows: SandboxCostRow[] = [];
  for (const { solution, program } of programs) {
    const times: number[][] = [[], []];
    for (let k = 0; k < EMPTY_RUNS; k++)
      for (const [i, sandbox] of sandboxes.entries()) {
        const started = performance.now();
        await runProgram({
          program,
          inputFile,
          timeMs: 10_000,
          wallMs: 10_000,
          memoryKb: 1 << 20,
          outputBytes: 1 << 20,
          sandbox,
        });
        times[i].push(performance.now() - started);
      }
    rows.push({ solution, sandboxed: median(times[0]), unsandboxed: median(times[1]) });
  }
  return rows;
}
