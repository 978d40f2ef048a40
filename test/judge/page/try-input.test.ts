import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tryInput } from '../../../judge/page/try-input.ts';
import { testdataEngines } from '../../../scripts/testdata/index.ts';

const tries = () => readdirSync(tmpdir()).filter((f) => f.startsWith('kit-try-')).length;

const tried = suite('try an input: judged as a test, beside the reference answer');
// A temporary folder of this file's own: the other lanes' tests (the page's) make and remove roots of their own in
// the shared one meanwhile, which a count of it would take for this file's.
const shared = { TMPDIR: process.env.TMPDIR };
tried.before(() => {
  process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'try-input-tmp-'));
});
tried.after(() => {
  const own = tmpdir();
  if (shared.TMPDIR === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = shared.TMPDIR;
  rmSync(own, { recursive: true, force: true });
});
tried('the fixture root: the solution given, its verdict and figures, the answer add-case would write', async () => {
  const root = mkdtempSync(join(tmpdir(), 'try-input-'));
  cpSync('test/fixtures/root', root, { recursive: true });
  // The second solver that confirms the answer, as every problem of the kit has one.
  mkdirSync(join(root, 'solutions/second-solver'));
  cpSync(join(root, 'solutions/sum.ts'), join(root, 'solutions/second-solver/sum.ts'));
  const before = tries();
  const ac = await tryInput(root, { problem: 'sum' }, '20 22\n', testdataEngines.answer);
  assert.equal(
    [ac.test.verdict, ac.test.actual, ac.test.expected, ac.test.key],
    ['AC', '42\n', '42\n', 'manual/your-input'],
  );
  assert.ok(ac.test.peakRssKb === null || ac.test.peakRssKb > 1000, 'measured in its own process');
  const wa = await tryInput(
    root,
    { problem: 'sum', solution: resolve('test/fixtures/solutions/wa.ts') },
    '1 2\n',
    testdataEngines.answer,
  );
  assert.equal([wa.test.verdict, wa.test.expected, wa.test.diff?.line], ['WA', '3\n', 1]);
  // Bad input: the field named, nothing run.
  try {
    await tryInput(root, { problem: 'sum' }, 'x\n', testdataEngines.answer);
    assert.unreachable();
  } catch (error) {
    assert.match((error as Error).message, /sum: the page:1: numbers: expected numbers/);
  }
  // A solution that does not bundle: its compiler's error.
  writeFileSync(join(root, 'broken.ts'), 'export function solve( {\n');
  try {
    await tryInput(root, { problem: 'sum', solution: join(root, 'broken.ts') }, '1\n', testdataEngines.answer);
    assert.unreachable();
  } catch (error) {
    assert.match((error as Error).message, /broken\.ts/);
  }
  assert.is(tries(), before, 'the root made for each run is removed');
  rmSync(root, { recursive: true, force: true });
});
tried('an interactive problem: the game as played against the jury, the answer both players confirmed', async () => {
  const root = mkdtempSync(join(tmpdir(), 'try-input-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  const graph = '6\n2 2 5\n1 3\n3 0 4 5\n3 1 4 5\n2 2 3\n3 0 2 3\nMOUSE 1\n';
  const game = await tryInput(root, { problem: 'cat-mouse-duel' }, graph, testdataEngines.answer);
  assert.is(game.test.verdict, 'AC');
  assert.is(game.confirmedBy, "both players' games against the jury");
  assert.match(game.test.played?.headline ?? '', /^over: a draw/);
  assert.ok((game.test.transcript?.length ?? 0) > 0);
  rmSync(root, { recursive: true, force: true });
});
tried.run();
