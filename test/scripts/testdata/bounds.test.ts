// The bounds a problem states beside its validator, against its tests: the extremes reached and the test that
// reaches each; a side no test reaches fails verify unless the problem says why; the five problems reach all theirs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listProblemIds, loadProblem } from '../../../judge/registry/index.ts';
import {
  boundsHold,
  boundsReached,
  boundsReport,
  reachSaid,
  verifyProblem,
  verifyReport,
} from '../../../scripts/testdata/index.ts';
import { verifyCommand } from '../../../scripts/verify.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let root = '';
/** The fixture's sum problem with `bounds` (its text) after its validator: "a number" is every number of the input. */
function withBounds(bounds: string): void {
  const file = join(root, 'problems/sum/problem.ts');
  const text = readFileSync(file, 'utf8').replace(/\n\s*bounds: [^\n]*\n/, '\n');
  writeFileSync(file, text.replace('\n};\n\nexport default', `\n  bounds: ${bounds},\n};\n\nexport default`));
}
const NUMBERS = 'values: (input: string) => input.split(/\\s+/).filter(Boolean).map(Number)';

const bounds = suite('bounds reached');
bounds.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-bounds-'));
  copyFixtureRoot(root);
});
bounds.after.each(() => rmSync(root, { recursive: true, force: true }));

bounds('each field: its range, the extremes the tests reach and the first test holding each', async () => {
  // The fixture's samples: "2 3" and "10 / 20 / 12" (sample/1, sample/2).
  withBounds(`[{ field: 'a number', min: 2, max: 20, ${NUMBERS} }]`);
  const reach = boundsReached(root, await loadProblem(root, 'sum'));
  assert.equal(reach, [
    {
      field: 'a number',
      min: 2,
      max: 20,
      low: { value: 2, test: 'sample/1' },
      high: { value: 20, test: 'sample/2' },
      unreached: [],
    },
  ]);
  assert.ok(boundsHold(reach));
  assert.is(reachSaid(reach[0]), 'a number: 2..20, tests reach 2..20');
  assert.is(
    boundsReport([{ id: 'sum', reach }]),
    'sum:\n  a number: 2..20, tests reach 2..20; least 2 in sample/1, greatest 20 in sample/2',
  );
});

bounds(
  'a fixture made to miss its minimum: verify fails naming the field, the range and what the tests reach',
  async () => {
    withBounds(`[{ field: 'a number', min: 1, max: 20, ${NUMBERS} }]`);
    const rows = await verifyProblem(root, 'sum', 1);
    const row = rows.find((r) => r.solution === '(bounds reached)')!;
    assert.is(row.ok, false);
    assert.is(row.caughtBy, 'a number: 1..20, tests reach 2..20: minimum not reached');
    assert.match(
      verifyReport(rows, 1).text,
      'a bound no test reaches: a number: 1..20, tests reach 2..20: minimum not reached (add a test that reaches it',
    );
    const listed = await runInProcess(verifyCommand, ['--bounds', '--root', root, 'sum']);
    assert.is(listed.status, 1);
    assert.match(
      listed.stdout,
      '  NOT REACHED a number: 1..20, tests reach 2..20: minimum not reached; least 2 in sample/1',
    );
  },
);

bounds('a side the problem says no test can reach passes, with its reason', async () => {
  withBounds(`[{ field: 'a number', min: 1, max: 99, ${NUMBERS}, unreached: { min: 'one', max: 'ninety-nine' } }]`);
  const reach = boundsReached(root, await loadProblem(root, 'sum'));
  assert.ok(boundsHold(reach));
  assert.is(
    reachSaid(reach[0]),
    'a number: 1..99, tests reach 2..20: minimum not reached (one), maximum not reached (ninety-nine)',
  );
});

bounds('a bound that is not one is the problem.ts error, naming the field', async () => {
  withBounds(`[{ field: 'a number', min: 5, max: 1, ${NUMBERS} }]`);
  await loadProblem(root, 'sum').then(
    () => assert.unreachable('loaded'),
    (error: Error) =>
      assert.match(error.message, /problems\/sum\/problem\.ts: field "bounds\[0\]".*min 5 is above max 1/),
  );
});

/** The problems the kit comes with, each written to state its bounds; a problem imported beside them may state none. */
const KIT_PROBLEMS = ['leetcode-913', 'bhoj-1460', 'lanqiao-lol', 'cat-mouse-duel', 'lol-duel'];
const kit = suite("the kit's five problems");
kit('every bound stated is reached by a test, or the problem says why not', async () => {
  const ids = listProblemIds('.');
  for (const id of KIT_PROBLEMS) assert.ok(ids.includes(id), `${id} is in problems/`);
  for (const id of ids) {
    const reach = boundsReached('.', await loadProblem('.', id));
    if (KIT_PROBLEMS.includes(id)) assert.ok(reach.length > 0, `${id} states its bounds`);
    assert.ok(boundsHold(reach), boundsReport([{ id, reach }]));
  }
});

bounds.run();
kit.run();
