// The whole round-trip matrix, as `npm run round-trip` runs it: every problem of the kit and the matrix's fixtures
// through every format the kit writes and back. Each cell is held to what it must be: the kit's problems, the scored
// fixture and the interactive one come back with the same tests, verdicts and points in every Kattis version; the
// fixtures made for it say, in the export's one line, what a version cannot hold; in CMS every problem is held in part
// (no output limit, pass-fail made points, groups made subtasks, each in the export's words) or, a jury CMS cannot
// run as the kit does, not held. The results file, whence the READMEs' tables are written, must say what this run
// found (npm run round-trip -- --write). End to end: every solution judged on both sides of every cell.
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

/** What CMS's export says it cannot hold, in its words. */
const NO_OUTPUT_LIMIT = (mb: number) =>
  `not taken: the output limit (${mb} MB): a CMS task has none of its own (its workers' sandbox caps a file as their configuration says)`;
const PASS_FAIL =
  'scoring: pass-fail, as one all-or-nothing group of every test worth 100 (GroupMin over outcomes of 0 or 1): 100 where the kit says AC on every test, else 0';
const SUBTASKS = (groups: number, subtasks: number) =>
  `scoring: ${groups} groups as ${subtasks} GroupMin subtasks (a sum group's tests each a subtask of its own, worth its share)`;
const REQUIRES_AS_TESTS =
  'requires: CMS has no requirements between groups, so each of 1 requiring groups also holds the tests of the groups it requires: the same points while every outcome is 0 or 1';
/** A duel's jury module: the export writes check/manager, a Communication task the import refuses. */
const COMMUNICATION =
  "the import refuses it: check/manager: a Communication task (CMS runs this manager, which reads the input and talks with the submission over FIFOs, its outcome on stdout), which the kit's juries (Kattis's and testlib's interactor contracts) cannot run";
/** Each problem's CMS cell: its state, and what it names as not held. */
const CMS: Record<string, [string, string[]]> = {
  'bhoj-1460': ['held in part', [NO_OUTPUT_LIMIT(16), PASS_FAIL]],
  'cat-mouse-duel': ['not held', [COMMUNICATION]],
  'lanqiao-lol': ['held in part', [NO_OUTPUT_LIMIT(16)]],
  'leetcode-913': ['held in part', [NO_OUTPUT_LIMIT(16), PASS_FAIL]],
  'lol-duel': ['not held', [COMMUNICATION]],
  'file-io': ['held in part', [NO_OUTPUT_LIMIT(1), PASS_FAIL]],
  'guess-program': [
    'not held',
    [
      "the jury is a program, which CMS's Communication task type cannot run as its manager (it gives a manager no answer file and takes the outcome on stdout): only a jury module (solutions/jury/<id>.ts) becomes check/manager",
    ],
  ],
  scored: ['held in part', [NO_OUTPUT_LIMIT(1), SUBTASKS(4, 7), REQUIRES_AS_TESTS]],
  'scored-limits': ['held in part', [NO_OUTPUT_LIMIT(1), SUBTASKS(3, 5), REQUIRES_AS_TESTS]],
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
    if (cell.format === 'cms') {
      assert.equal(
        [cell.state, cell.notHeld],
        CMS[cell.problem],
        `${at}: ${cell.line}\n${cell.differences.join('\n')}`,
      );
      if (cell.state === 'held in part') assert.ok(cell.tests > 0 && cell.solutions >= 2, at);
      continue;
    }
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
