// npm run round-trip: a problem named, its row of the Kattis columns printed (file-io, which no Kattis version holds:
// the export's line in each cell, nothing judged) and exit 0; --write only for the whole matrix; an unknown problem or
// column is a wrong command line, naming what there is.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { roundTripCommand } from '../../scripts/round-trip.ts';
import { runInProcess } from '../helpers/run-command.ts';

let root = '';
const command = suite('npm run round-trip');
command.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-round-trip-'));
});
command.after.each(() => rmSync(root, { recursive: true, force: true }));

command("a fixture named: its row, each cell the export's one line of what the format cannot hold", async () => {
  const kattis = ['kattis legacy', 'kattis 2023-07', 'kattis 2025-09'].flatMap((column) => ['--format', column]);
  const run = await runInProcess(roundTripCommand, ['file-io', ...kattis, '--root', root]);
  assert.is(run.status, 0, run.stderr);
  const line =
    "not held: the problem reads or writes triangle.in and triangle.out, and a Kattis package's programs use standard input and output only";
  const newest =
    "not held: the problem writes triangle.out, and a 2025-09 Kattis package's output validator reads standard output only";
  assert.ok(run.stdout.includes(`| \`file-io\` (fixture) | ${line} | ${line} | ${newest} |`), run.stdout);
  assert.match(run.stdout, '| problem | kattis legacy | kattis 2023-07 | kattis 2025-09 |');
  assert.match(run.stdout, /Polygon package: read by npm run import, written by no export/);
  assert.match(run.stdout, /3 cells in [\d.]+ s \(0 tests judged, 0 of them told from memory\): none differs\n$/);
  assert.match(run.stderr, /^file-io x kattis legacy: the problem reads or writes/m);
  // The packages and import roots go under the root's dist/.
  assert.ok(existsSync(join(root, 'dist', 'round-trip')));
});

command(
  'a wrong command line: --write with a part of the matrix or another root, an unknown problem or column',
  async () => {
    const part = await runInProcess(roundTripCommand, ['file-io', '--write', '--root', root]);
    assert.equal(
      [part.status, part.stderr.split('\n')[0]],
      [2, 'error: --write keeps the whole matrix: name no problem and no --format'],
    );
    const elsewhere = await runInProcess(roundTripCommand, ['--write', '--root', root]);
    assert.equal(
      [elsewhere.status, elsewhere.stderr.split('\n')[0]],
      [2, "error: --write keeps this kit's own matrix, in its scripts/README.md: no --root"],
    );
    const unknown = await runInProcess(roundTripCommand, ['nope', '--root', root]);
    assert.is(unknown.status, 2);
    assert.match(unknown.stderr, /^error: nope: not a problem of the root or of the matrix's fixtures \(file-io, /);
    const column = await runInProcess(roundTripCommand, ['--format', 'kattis 2024', '--root', root]);
    assert.is(column.status, 2);
    assert.match(
      column.stderr,
      '--format "kattis 2024": not a column of the matrix ("kattis legacy", "kattis 2023-07", "kattis 2025-09", "cms")',
    );
  },
);

command.run();
