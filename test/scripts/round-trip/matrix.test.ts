// The matrix's problems and columns, and a run of it where nothing is judged: the root's problems and the fixtures
// (a part of them by id), the columns by name, each refused in one line where unknown; every cell of a problem no
// column asked holds, in the columns' order, each told as it ends; two problems of one id refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURE_ROOT, matrixFormats, matrixProblems, roundTripMatrix } from '../../../scripts/round-trip/matrix.ts';

let root = '';
const matrix = suite('the matrix');
matrix.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-round-trip-matrix-'));
});
matrix.after.each(() => rmSync(root, { recursive: true, force: true }));

matrix("the root's problems and the fixtures, or those named; the columns, or those named", () => {
  assert.equal(
    matrixProblems(root).map((p) => [p.id, p.fixture === true]),
    [
      ['file-io', true],
      ['guess-program', true],
      ['scored', true],
      ['scored-limits', true],
    ],
  );
  assert.equal(
    matrixProblems('.', ['lanqiao-lol', 'scored']).map((p) => [p.id, p.root]),
    [
      ['lanqiao-lol', '.'],
      ['scored', FIXTURE_ROOT],
    ],
  );
  assert.throws(() => matrixProblems(root, ['nope']), /nope: not a problem of the root or of the matrix's fixtures/);
  assert.equal(
    matrixFormats(['kattis 2025-09']).map((f) => f.name),
    ['kattis 2025-09'],
  );
  assert.equal(
    matrixFormats().map((f) => f.name),
    ['kattis legacy', 'kattis 2023-07', 'kattis 2025-09', 'cms'],
  );
  assert.throws(() => matrixFormats(['polygon']), /--format "polygon": not a column of the matrix/);
});

matrix(
  'a problem none of the columns asked holds: its cells in order, each said as it ends, nothing judged',
  async () => {
    const said: string[] = [];
    const run = await roundTripMatrix({
      problems: matrixProblems(root, ['file-io']),
      formats: matrixFormats(['kattis legacy', 'kattis 2023-07', 'kattis 2025-09']),
      work: root,
      say: (line) => said.push(line),
    });
    assert.equal(run.formats, ['kattis legacy', 'kattis 2023-07', 'kattis 2025-09']);
    assert.equal(
      run.cells.map((c) => [c.format, c.state]),
      run.formats.map((f) => [f, 'not held']),
    );
    assert.equal(run.runs, { judged: 0, remembered: 0 });
    assert.ok(typeof run.load === 'number' && run.load >= 0, 'the load as the run began');
    assert.equal(said.length, 3);
    assert.match(said[0], /^file-io x kattis legacy: the problem reads or writes triangle\.in/);
    assert.equal(run.importOnly.length, 3);
  },
);

matrix('two problems of one id: refused, since an import root holds one', async () => {
  const twice = [...matrixProblems(root, ['file-io']), { root, id: 'file-io' }];
  try {
    await roundTripMatrix({ problems: twice, work: root, say: () => {} });
    assert.unreachable('two problems of one id were taken');
  } catch (error) {
    assert.match(String(error), 'two problems named file-io');
  }
});

matrix.run();
