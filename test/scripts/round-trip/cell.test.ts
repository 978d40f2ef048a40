// One cell of the matrix: a format that cannot hold a problem gives the export's one line; a package the import
// refuses is a difference; and, end to end, a format that holds a problem in part names what it cannot hold in the
// export's words (CMS: no output limit, no pass-fail; a duel's manager its import refuses), and a package changed on
// its way (an answer, a group's aggregation, the jury) is caught, naming the test or group, the solution and what
// differed on each side.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { FORMATS, type PackageFormat } from '../../../scripts/formats/index.ts';
import { type CellContext, judgeOn, type ProblemSource, roundTripCell } from '../../../scripts/round-trip/cell.ts';
import { roundTripFormats, type RoundTripFormat } from '../../../scripts/round-trip/formats.ts';
import { FIXTURE_ROOT } from '../../../scripts/round-trip/matrix.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { suite } from '../../helpers/parts.ts';

const fixture = (id: string): ProblemSource => ({ root: FIXTURE_ROOT, id, fixture: true });
const [kattis] = FORMATS.filter((f) => f.export?.flag === 'kattis');
const column = (name: string) => roundTripFormats(FORMATS).find((f) => f.name === name)!;

/** Kattis 2025-09's writer with `change` made to the package it wrote, as a column of its own. */
function changed(change: (dir: string) => void): RoundTripFormat {
  const write = kattis.export!.write;
  const format: PackageFormat = {
    ...kattis,
    export: {
      ...kattis.export!,
      write: async (options) => {
        await write({ ...options, format: '2025-09' });
        change(options.dir);
      },
    },
  };
  return { name: 'changed', format };
}

let work = '';
const context = (): CellContext => ({
  work,
  judgeOriginal: (source, file, scored) => judgeOn(source, file, { scored }),
});
const cells = suite('roundTripCell');
cells.before.each(() => {
  work = mkdtempSync(join(tmpdir(), 'kit-round-trip-cell-'));
});
cells.after.each(() => rmSync(work, { recursive: true, force: true }));

cells("a problem the format cannot hold: the export's line, nothing judged", async () => {
  const cell = await roundTripCell(fixture('file-io'), column('kattis 2025-09'), context());
  assert.equal(
    [cell.state, cell.line, cell.differences, cell.solutions],
    [
      'not held',
      "the problem writes triangle.out, and a 2025-09 Kattis package's output validator reads standard output only",
      [],
      0,
    ],
  );
});

cells('a package its own import refuses is a difference, in its words', async () => {
  const empty: RoundTripFormat = {
    name: 'empty',
    format: { ...kattis, export: { ...kattis.export!, write: async ({ dir }) => mkdirSync(dir, { recursive: true }) } },
  };
  const cell = await roundTripCell(fixture('scored'), empty, context());
  assert.is(cell.state, 'differs');
  assert.match(cell.line, /^the import refuses the package: .*not a package the kit reads/);
});

cells.e2e("held in part: CMS has no output limit and no pass-fail, each named in the export's words", async () => {
  const cell = await roundTripCell(fixture('file-io'), column('cms'), context());
  assert.equal([cell.state, cell.differences], ['held in part', []], cell.differences.join('\n'));
  assert.equal(cell.notHeld, [
    "not taken: the output limit (1 MB): a CMS task has none of its own (its workers' sandbox caps a file as their configuration says)",
    'scoring: pass-fail, as one all-or-nothing group of every test worth 100 (GroupMin over outcomes of 0 or 1): 100 where the kit says AC on every test, else 0',
  ]);
  assert.is(cell.line, cell.notHeld.join('; '));
  // The wrong solution came back too, through sol/, and was judged on both sides.
  assert.equal([cell.tests, cell.solutions], [4, 2]);
});

cells.e2e(
  'a duel whose jury CMS runs as a Communication manager: the import refuses it, as the export foretold',
  async () => {
    // The kit's root as a relative path: the export bundles the jury from it all the same.
    const cell = await roundTripCell({ root: '.', id: 'cat-mouse-duel' }, column('cms'), context());
    assert.is(cell.state, 'not held', cell.line);
    assert.match(
      cell.line,
      /^the import refuses it: check\/manager: a Communication task \(CMS runs this manager/,
      cell.line,
    );
    assert.equal(cell.notHeld, [cell.line]);
  },
);

cells.e2e('an answer changed on the way: the test, the group that no longer holds it, the points', async () => {
  const cell = await roundTripCell(
    fixture('scored'),
    changed((dir) => writeFileSync(join(dir, 'data/secret/3-many/1.ans'), '16\n')),
    context(),
  );
  assert.is(cell.state, 'differs');
  assert.equal(cell.differences.slice(0, 3), [
    'test many/1 (imported as secret/3-many/1): its answer differs',
    'group many: no imported group holds exactly its 4 tests',
    'imported group secret/3-many: worth 40 points, and no original group holds its tests',
  ]);
  assert.ok(
    cell.differences.includes('solutions/scored.ts: 100 / 100 points on the original, 90 / 100 on the import'),
    cell.differences.join('\n'),
  );
});

cells.e2e("a group's aggregation changed: its points differ for the solution it scores otherwise", async () => {
  const cell = await roundTripCell(
    fixture('scored'),
    changed((dir) => {
      const file = join(dir, 'data/secret/2-large/test_group.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('score_aggregation: min', 'score_aggregation: sum'));
    }),
    context(),
  );
  assert.equal(cell.differences, [
    'group large (imported as secret/2-large): solutions/wrong/scored/int32-sum.ts: 0 / 30 points on the original, 10 / 30 on the import',
    'solutions/wrong/scored/int32-sum.ts: 60 / 100 points on the original, 70 / 100 on the import',
    'group large (imported as secret/2-large): solutions/wrong/scored/odd-off-by-one.ts: 0 / 30 points on the original, 20 / 30 on the import',
    'solutions/wrong/scored/odd-off-by-one.ts: 20 / 100 points on the original, 40 / 100 on the import',
  ]);
});

cells.e2e('a jury changed on the way, and a test lost: the verdict that moved and the test, by name', async () => {
  if (!hasTool('the round trip of a Python jury', 'python3')) return;
  const cell = await roundTripCell(
    fixture('guess-program'),
    changed((dir) => {
      const jury = join(dir, 'output_validator/guess-program.py');
      writeFileSync(jury, readFileSync(jury, 'utf8').replace('range(1, 11)', 'range(1, 1001)'));
      for (const ext of ['in', 'ans']) rmSync(join(dir, `data/secret/middle/2.${ext}`));
    }),
    context(),
  );
  assert.equal(cell.differences, [
    'test middle/2: not in the import (no test has its bytes)',
    'test edges/2 (imported as secret/edges/2): solutions/wrong/guess-program/counts-up.ts: WA on the original, AC on the import',
    'test middle/1 (imported as secret/middle/1): solutions/wrong/guess-program/counts-up.ts: WA on the original, AC on the import',
    'test middle/3 (imported as secret/middle/3): solutions/wrong/guess-program/counts-up.ts: not judged on the original, AC on the import',
  ]);
});

cells.run();
