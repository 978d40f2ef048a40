// Benchmark section: what the sandbox adds to `npm run judge` (all of bhoj-1460's tests, every test run afresh, types
// unchecked to leave the sandbox alone in the difference): the whole command's wall time with the sandbox and with
// --no-sandbox, for the TypeScript solution (a Node.js bundle, answered first in warm workers) and a C++ one; and,
// closer in, one run of an empty program as the judge runs a test, sandboxed and not, taking turns. The two of a
// pair run back to back (which goes first alternates), and what the sandbox adds is the median of the pairs'
// ratios: a machine whose speed drifts from minute to minute (a shared VM's) moves both runs of a pair alike.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeSeconds } from './judge-command.ts';
import { median } from './measured.ts';
import { LANGUAGES, prepareEmptyProgram } from '../../judge/build/index.ts';
import { runProgram } from '../../judge/run/index.ts';
import { sandboxFor } from '../../judge/sandbox/index.ts';

const RUNS = 9;

export interface SandboxCostRow {
  solution: string;
  /** Seconds (ms for a run of the empty program), medians. */
  sandboxed: number;
  unsandboxed: number;
  /** The median over pairs of sandboxed / unsandboxed, less 1. */
  added: number;
}

/**
 * The row of `solution` from `count` pairs of times, sandboxed (`on`) and not (`off`), each pair run back to back,
 * which goes first alternating.
 */
async function pairedRow(
  solution: string,
  count: number,
  on: () => number | Promise<number>,
  off: () => number | Promise<number>,
): Promise<SandboxCostRow> {
  const pairs: [number, number][] = [];
  for (let k = 0; k < count; k++) {
    if (k % 2 === 0) {
      const first = await on();
      pairs.push([first, await off()]);
    } else {
      const first = await off();
      pairs.push([await on(), first]);
    }
  }
  return {
    solution,
    sandboxed: median(pairs.map((p) => p[0])),
    unsandboxed: median(pairs.map((p) => p[1])),
    added: median(pairs.map(([on, off]) => on / off)) - 1,
  };
}

/** bhoj-1460 judged afresh with `solution`, types unchecked. */
const judgeBhoj = (root: string, solution: string, extra: string[]) =>
  judgeSeconds(root, ['bhoj-1460', '--solution', solution, '--fresh', '--no-typecheck', ...extra]);

export async function measureSandboxCost(root: string): Promise<{ runs: number; rows: SandboxCostRow[] }> {
  const solutions = [
    join(root, 'solutions/bhoj-1460.ts'),
    join(root, 'test/fixtures/solutions/native/bhoj-retrograde.cpp'),
  ];
  const rows: SandboxCostRow[] = [];
  for (const solution of solutions) {
    judgeBhoj(root, solution, []); // built and compiled once before the timed runs
    const on = () => judgeBhoj(root, solution, []);
    const off = () => judgeBhoj(root, solution, ['--no-sandbox']);
    rows.push(await pairedRow(solution.slice(root.length + 1), RUNS, on, off));
  }
  return { runs: RUNS, rows };
}

const EMPTY_RUNS = 101;

/** One run of an empty program as the judge runs a test, in ms of wall time, sandboxed and not in pairs. */
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
    const timed = async (sandbox: (typeof sandboxes)[number]) => {
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
      return performance.now() - started;
    };
    rows.push(
      await pairedRow(
        solution,
        EMPTY_RUNS,
        () => timed(sandboxes[0]),
        () => timed(sandboxes[1]),
      ),
    );
  }
  return rows;
}
