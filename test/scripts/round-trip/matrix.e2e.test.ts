// The whole round-trip matrix, as `npm run round-trip` runs it: every problem of the kit and the matrix's fixtures
// through every format the kit writes and back. Each cell is held to what it must be: the kit's problems, the scored
// fixture and the interactive one come back with the same tests, verdicts and points in every Kattis version; the
// fixtures made for it say, in the export's one line, what a version cannot hold. The results file, whence
// scripts/README.md's table is written, must say what this run found (npm run round-trip -- --write). End to end:
// every solution judged on both sides of every cell.
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { matrixProblems, readResults, roundTripMatrix } from '../../../scripts/round-trip/index.ts';
import { hasTool } from '../../helpers/compilers.ts';

/** What a version of the Kattis format cannot hold, as the export says it, by fixture and column. */
const REQUIRES =
  'scoring group "large" requires "small", and without that requirement (testdata.yaml has no require_pass) it would earn points "small" denies it; --format 2025-09 writes require_pass, which a Kattis legacy or 2023-07 scoring package cannot hold';
const FILES =
  "the problem reads or writes triangle.in and triangle.out, and a Kattis package's programs use standard input and output only";
const NOT_HELD: Record<string, Record<string, string>> = {
  'scored-limits': {
    'kattis legacy': REQUIRES,
    'kattis 2023-07': REQUIRES,
    'kattis 2025-09':
      'scoring group "weighted" gives its tests unequal shares, which a Kattis scoring package cannot hold',
  },
  'file-io': {
    'kattis legacy': FILES,
    'kattis 2023-07': FILES,
    'kattis 2025-09':
      "the problem writes triangle.out, and a 2025-09 Kattis package's output validator reads standard output only",
  },
};

const matrix = suite('the round-trip matrix');
matrix('every problem through every format and back: the same, or the one line the format cannot hold', async () => {
  // The kit's wrong solutions in C++ and Python, the interactive fixture's Python jury.
  if (!hasTool('the round-trip matrix', 'g++') || !hasTool('the round-trip matrix', 'python3')) return;
  const root = resolve('.');
  const run = await roundTripMatrix({
    problems: matrixProblems(root),
    // The command's import roots, kept from run to run with their remembered results: a run after it costs little.
    work: join(root, 'dist', 'round-trip'),
    say: (line) => process.stdout.write(`  ${line}\n`),
  });
  process.stdout.write(`  the whole matrix: ${run.cells.length} cells in ${run.seconds.toFixed(1)} s\n`);
  for (const cell of run.cells) {
    const at = `${cell.problem} x ${cell.format}`;
    const limit = NOT_HELD[cell.problem]?.[cell.format];
    if (limit !== undefined) {
      assert.equal([cell.state, cell.line], ['not held', limit], at);
      continue;
    }
    assert.is(cell.state, 'same', `${at}: ${cell.line}\n${cell.differences.join('\n')}`);
    assert.ok(cell.solutions >= 2 && cell.tests > 0, `${at}: ${cell.tests} tests, ${cell.solutions} solutions`);
  }
  const problems = new Set(run.cells.map((c) => c.problem));
  for (const fixture of ['scored', 'scored-limits', 'guess-program', 'file-io'])
    assert.ok(problems.has(fixture), fixture);
  // The results file, whence scripts/README.md's table is written, says what this run found.
  const kept = readResults();
  const found = (cells: readonly { problem: string; format: string; state: string; line: string }[]) =>
    cells.map((c) => `${c.problem} x ${c.format}: ${c.state}: ${c.line}`).join('\n');
  assert.fixture(found(kept?.cells ?? []), found(run.cells), 'run npm run round-trip -- --write');
});

matrix.run();
