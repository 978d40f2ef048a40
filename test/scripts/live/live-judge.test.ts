import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSourceChange, LiveJudge } from '../../../scripts/live/live-judge.ts';

const watched = suite('what a save that judges again is');
watched('a solution in any language the judge takes, with / or \\ in its path', () => {
  for (const file of ['bhoj-1460.ts', 'wrong/bhoj-1460/dp.ts', 'my\\cat.CPP', 'Main.java', 'a.py', 'lib\\x.mjs'])
    assert.ok(isSourceChange(file), file);
});
watched("not the judge's own bundles, test data, packages or other files, on either kind of path", () => {
  for (const file of [
    'dist/.judge/bhoj-1460.js',
    'dist\\.judge\\bhoj-1460.js',
    'x/node_modules/a/index.js',
    'testdata\\bhoj-1460\\manual\\a.in',
    'notes.md',
    'a.out',
  ])
    assert.not.ok(isSourceChange(file), file);
});
watched.run();

const adding = suite('a problem added while the page is live');
adding('is judged from then on, with the others', async () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-live-add-'));
  cpSync('test/fixtures/root', root, { recursive: true });
  const published: string[][] = [];
  const states: string[] = [];
  const live = new LiveJudge(root, [], (data) => {
    published.push(data.problems.map((p) => p.id));
    const s = data.status;
    const provisional = data.problems.flatMap((p) => p.tests).filter((t) => t.provisional).length;
    if (s) states.push(`${s.state} ${s.answered}/${s.confirmed}/${s.total} provisional ${provisional}`);
  });
  await live.judgeAll();
  assert.equal(live.snapshot().problems, []);
  await live.addTarget({ problem: 'sum' });
  assert.equal(live.problems(), ['sum']);
  assert.equal(
    live.snapshot().problems.map((p) => [p.id, p.tests.map((t) => t.verdict)]),
    [['sum', ['AC', 'AC']]],
  );
  assert.equal(published.at(-1), ['sum']);
  // Both answers first, provisional, before the faithful run confirms either; done only at the end.
  assert.ok(states.includes('judging 2/0/2 provisional 2'), states.join('; '));
  assert.is(states.at(-1), 'done 2/2/2 provisional 0');
  assert.equal(
    states.slice(0, -1).filter((s) => s.startsWith('done')).length,
    1,
    'the first run (no target) is done too',
  );
  rmSync(root, { recursive: true, force: true });
});
adding.run();

const again = suite('judging again after a failing run');
again('counts only this run’s failures while it runs, though the last run’s verdicts are still shown', async () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-live-again-'));
  cpSync('test/fixtures/root', root, { recursive: true });
  const file = join(root, 'mine.ts');
  copyFileSync('test/fixtures/solutions/wa.ts', file);
  const states: string[] = [];
  const live = new LiveJudge(root, [{ problem: 'sum', solution: file }], (data) => {
    const s = data.status;
    const stale = data.problems.flatMap((p) => p.tests).filter((t) => t.verdict !== 'AC').length;
    if (s) states.push(`${s.state} failed ${s.failed} shown-failing ${stale}`);
  });
  await live.judgeAll();
  assert.is(states.at(-1), 'done failed 2 shown-failing 2');
  states.length = 0;
  copyFileSync('test/fixtures/solutions/ac.ts', file);
  await live.judgeAll();
  const judging = states.filter((s) => s.startsWith('judging'));
  assert.ok(judging.length > 0);
  assert.ok(
    judging.some((s) => s.endsWith('shown-failing 2')),
    'the last run’s WA rows are shown at first',
  );
  assert.equal(
    judging.filter((s) => !s.startsWith('judging failed 0')),
    [],
    'yet nothing of this run failed',
  );
  assert.is(states.at(-1), 'done failed 0 shown-failing 0');
  rmSync(root, { recursive: true, force: true });
});
again.run();
