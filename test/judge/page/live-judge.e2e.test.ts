// The live page's judging, end to end: a save judges what it touched, "judge failed only" and "run every test" from
// the page, the counts of a run while it runs; each a live server judging real processes (npm run test:full).
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyEvent } from '../../../judge/page/apply-event.ts';
import { isSourceChange, LiveJudge, type Target } from '../../../judge/page/live-judge.ts';
import type { PageData } from '../../../judge/page/page-data.ts';
import type { LiveEvent } from '../../../judge/page/protocol.ts';

const watched = suite('what a save that judges again is, before a run has named the sources');
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

/** A copy of the fixture root; with `twin`, a second problem like sum (sum2) with tests of its own. */
function fixtureRoot(twin = false): string {
  const root = mkdtempSync(join(tmpdir(), 'judge-live-'));
  cpSync('test/fixtures/root', root, { recursive: true });
  if (twin) {
    mkdirSync(join(root, 'problems/sum2'));
    const definition = readFileSync(join(root, 'problems/sum/problem.ts'), 'utf8');
    writeFileSync(join(root, 'problems/sum2/problem.ts'), definition.replace("id: 'sum'", "id: 'sum2'"));
    cpSync(join(root, 'testdata/sum'), join(root, 'testdata/sum2'), { recursive: true });
  }
  return root;
}

/** A live judge whose every event is kept, beside the page's data as a page that connected at the start has it. */
function recorded(root: string, targets: Target[]) {
  const events: LiveEvent[] = [];
  let page: PageData = { title: '', generated: '', ok: false, problems: [], errors: [] };
  const live = new LiveJudge(root, targets, (event) => {
    events.push(event);
    page = applyEvent(page, JSON.parse(JSON.stringify(event)) as LiveEvent).data;
  });
  page = JSON.parse(JSON.stringify(live.snapshot())) as PageData;
  return { live, events, page: () => page };
}

const adding = suite('a problem added while the page is live');
adding('is judged from then on, with the others', async () => {
  const root = fixtureRoot();
  const states: string[] = [];
  const live: LiveJudge = new LiveJudge(root, [], () => {
    const data = live.snapshot();
    const s = data.status;
    const provisional = data.problems.flatMap((p) => p.tests).filter((t) => t.provisional).length;
    if (s) states.push(`${s.state} ${s.answered}/${s.confirmed}/${s.total} provisional ${provisional}`);
  });
  await live.judgeAll();
  assert.equal(live.snapshot().problems, []);
  assert.is(states.at(-1), 'done 0/0/0 provisional 0', 'no target: done at once');
  await live.addTarget({ problem: 'sum' });
  assert.equal(live.problems(), ['sum']);
  assert.equal(
    live.snapshot().problems.map((p) => [p.id, p.tests.map((t) => t.verdict)]),
    [['sum', ['AC', 'AC']]],
  );
  // Both answers first, provisional, before the faithful run confirms either; done only at the end.
  assert.ok(states.includes('judging 2/0/2 provisional 2'), states.join('; '));
  assert.is(states.at(-1), 'done 2/2/2 provisional 0');
  rmSync(root, { recursive: true, force: true });
});
adding.run();

const again = suite('judging again after a failing run');
again('the counts are this run’s alone while it runs, though the last run’s rows are still shown', async () => {
  const root = fixtureRoot();
  const file = join(root, 'mine.ts');
  copyFileSync('test/fixtures/solutions/wa.ts', file);
  const states: string[] = [];
  const live: LiveJudge = new LiveJudge(root, [{ problem: 'sum', solution: file }], () => {
    const data = live.snapshot();
    const s = data.status;
    const shown = data.problems.flatMap((p) => p.tests).filter((t) => t.verdict !== 'AC').length;
    const p = data.problems[0];
    const counts = p ? `${p.judged ?? 'done'} ${JSON.stringify(p.counts)}` : '';
    if (s) states.push(`${s.state} failed ${s.failed} shown-failing ${shown} ${counts}`);
  });
  await live.judgeAll();
  assert.is(states.at(-1), 'done failed 2 shown-failing 2 done {"WA":2}');
  states.length = 0;
  copyFileSync('test/fixtures/solutions/ac.ts', file);
  await live.judgeAll();
  const judging = states.filter((s) => s.startsWith('judging'));
  assert.ok(
    judging.some((s) => s.includes('shown-failing 2 0 {}')),
    `the last run's WA rows are shown at first, the counts this run's (none yet): ${judging.join('; ')}`,
  );
  assert.equal(
    judging.filter((s) => !s.startsWith('judging failed 0') || s.includes('WA":')),
    [],
    'nothing of this run failed, and no count is the last run’s',
  );
  assert.is(states.at(-1), 'done failed 0 shown-failing 0 done {"AC":2}');
  rmSync(root, { recursive: true, force: true });
});
again.run();

const rerun = suite('judging again from the page');
rerun('"judge failed only" runs the failed tests alone, fresh; the others keep their results', async () => {
  const root = fixtureRoot();
  writeFileSync(join(root, 'testdata/sum/sample/2.ans'), '999\n');
  const { live, events, page } = recorded(root, [{ problem: 'sum' }]);
  await live.judgeAll();
  assert.equal(
    page().problems[0].tests.map((t) => [t.key, t.verdict]),
    [
      ['sample/1', 'AC'],
      ['sample/2', 'WA'],
    ],
  );
  events.length = 0;
  assert.is(live.rejudge('nope', true), null);
  await live.rejudge('sum', true);
  const rows = events.flatMap((e) => (e.kind === 'test' ? [e.row] : []));
  assert.equal(
    rows.map((r) => [r.key, r.verdict, r.remembered === true]),
    [['sample/2', 'WA', false]],
    'the failed test alone, run again (not remembered)',
  );
  const judging = events.flatMap((e) => (e.kind === 'problem' && e.head.total !== undefined ? [e.head.total] : []));
  assert.is(judging[0], 1, 'the run counts the one test it judges');
  const shown = page().problems[0];
  assert.equal([shown.counts, shown.total, shown.judged], [{ AC: 1, WA: 1 }, 2, undefined]);
  assert.equal(
    shown.tests.map((t) => [t.key, t.verdict]),
    [
      ['sample/1', 'AC'],
      ['sample/2', 'WA'],
    ],
  );
  // "Judge again": every test, fresh.
  events.length = 0;
  await live.rejudge('sum', false);
  const again = events.flatMap((e) => (e.kind === 'test' ? [e.row] : []));
  assert.equal(again.map((r) => r.remembered === true).sort(), [false, false]);
  live.close();
  rmSync(root, { recursive: true, force: true });
});
rerun('a scored problem\'s group stops at its first failure; "run every test" runs the rest', async () => {
  const root = fixtureRoot();
  // sum scored in two groups, the second requiring the first; the first fails, so the second's test is not run.
  const definition = readFileSync(join(root, 'problems/sum/problem.ts'), 'utf8');
  writeFileSync(
    join(root, 'problems/sum/problem.ts'),
    definition.replace(
      "bundleTarget: 'node20',",
      "bundleTarget: 'node20',\n  scoring: { groups: [{ name: 'first', tests: 'sample/1', points: 5, aggregation: 'all' }, { name: 'second', tests: 'sample/2', points: 5, aggregation: 'all', requires: ['first'] }] },",
    ),
  );
  writeFileSync(join(root, 'testdata/sum/sample/1.ans'), '999\n');
  const { live, page } = recorded(root, [{ problem: 'sum' }]);
  await live.judgeAll();
  const score = () => page().problems[0].score?.groups.map((g) => [g.points, g.notRun]);
  assert.equal(score(), [
    [0, 0],
    [0, 1],
  ]);
  assert.equal(
    page().problems[0].tests.map((t) => t.key),
    ['sample/1'],
  );
  await live.rejudge('sum', false, true);
  assert.equal(score(), [
    [0, 0],
    [0, 0],
  ]);
  assert.equal(
    page().problems[0].tests.map((t) => [t.key, t.verdict]),
    [
      ['sample/1', 'WA'],
      ['sample/2', 'AC'],
    ],
  );
  live.close();
  rmSync(root, { recursive: true, force: true });
});
rerun.run();

const touched = suite('a save judges what it touched');
touched('its solution, a module it imports, its tests or folder: that target; a file no one uses: none', async () => {
  const root = fixtureRoot(true);
  writeFileSync(join(root, 'lib.ts'), 'export const add = (a: number, b: number) => a + b;\n');
  const uses = (lib: boolean) =>
    `${lib ? "import { add } from './lib.ts';\n" : ''}export function solve(input: string): string {\n` +
    `  return \`\${input.split(/\\s+/).filter(Boolean).map(Number).reduce(${lib ? 'add' : '(a, b) => a + b'}, 0)}\\n\`;\n}\n`;
  writeFileSync(join(root, 'one.ts'), uses(true));
  writeFileSync(join(root, 'two.ts'), uses(false));
  const live = new LiveJudge(
    root,
    [
      { problem: 'sum', solution: join(root, 'one.ts') },
      { problem: 'sum2', solution: join(root, 'two.ts') },
    ],
    () => {},
  );
  // Before any run, any source judges every target (none has said what it is made of yet).
  assert.equal(live.touchedBy([join(root, 'lib.ts')]), [0, 1]);
  await live.judgeAll();
  assert.equal(live.touchedBy([join(root, 'one.ts')]), [0]);
  assert.equal(live.touchedBy([join(root, 'lib.ts')]), [0]);
  assert.equal(live.touchedBy([join(root, 'two.ts')]), [1]);
  assert.equal(live.touchedBy([join(root, 'testdata/sum2/sample/1.in')]), [1]);
  assert.equal(live.touchedBy([join(root, 'problems/sum/notes.md')]), [0]);
  assert.equal(live.touchedBy([join(root, 'unrelated.ts'), join(root, 'solutions/other.ts')]), []);
  assert.equal(live.touchedBy([join(root, 'one.ts'), join(root, 'two.ts')]), [0, 1]);
  live.close();
  rmSync(root, { recursive: true, force: true });
});
touched('a saved file judges its target alone, and a file no problem uses judges nothing and says so', async () => {
  const root = fixtureRoot(true);
  const targets = [
    { problem: 'sum', solution: join(root, 'one.ts') },
    { problem: 'sum2', solution: join(root, 'two.ts') },
  ];
  copyFileSync('test/fixtures/solutions/ac.ts', targets[0].solution);
  copyFileSync('test/fixtures/solutions/ac.ts', targets[1].solution);
  const { live, events } = recorded(root, targets);
  await live.judgeAll();
  live.watchFiles();
  events.length = 0;
  const done = () =>
    new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        const s = live.snapshot().status;
        if (events.some((e) => e.kind === 'status') && s?.state === 'done') {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
  copyFileSync('test/fixtures/solutions/wa.ts', targets[1].solution);
  await done();
  const judgedNow = new Set(events.flatMap((e) => (e.kind === 'test' || e.kind === 'answers' ? [e.at] : [])));
  assert.equal([...judgedNow], [1]);
  assert.equal(
    live.snapshot().problems.map((p) => p.counts),
    [{ AC: 2 }, { WA: 2 }],
  );
  events.length = 0;
  writeFileSync(join(root, 'notes.ts'), '// nothing imports this\n');
  await done();
  assert.equal(
    events.filter((e) => e.kind !== 'status'),
    [],
  );
  assert.match(live.snapshot().status?.notice ?? '', /saved notes\.ts: no problem uses it, nothing judged/);
  live.close();
  rmSync(root, { recursive: true, force: true });
});
touched('a save of one problem while another is judged: its run goes first, the other goes on after it', async () => {
  const root = fixtureRoot(true);
  const targets = [
    { problem: 'sum', solution: join(root, 'one.ts') },
    { problem: 'sum2', solution: join(root, 'two.ts') },
  ];
  for (const { solution } of targets) copyFileSync('test/fixtures/solutions/ac.ts', solution);
  const order: string[] = [];
  let live: LiveJudge | null = null;
  live = new LiveJudge(root, targets, (event) => {
    if (event.kind !== 'problem') return;
    const id = live!.snapshot().problems[event.at].problem;
    // sum2 put on the page: its run about to start, sum is saved (as a save's request, judgeProblem).
    if (event.at === 1 && event.head.judged === 0 && !order.includes('sum2 starts')) {
      order.push('sum2 starts');
      void live!.judgeProblem('sum');
    }
    if (event.unset?.includes('judged')) order.push(`${id} done`);
  });
  await live.judgeAll();
  assert.equal(order, ['sum done', 'sum2 starts', 'sum done', 'sum2 done']);
  assert.equal(
    live.snapshot().problems.map((p) => [p.problem, p.accepted, p.total, p.judged]),
    [
      ['sum', 2, 2, undefined],
      ['sum2', 2, 2, undefined],
    ],
  );
  assert.is(live.snapshot().status?.state, 'done');
  live.close();
  rmSync(root, { recursive: true, force: true });
});
touched.run();

const events = suite('the page receives events, not snapshots');
events('applied in order, they make the server’s data; an unchanged run sends no row again', async () => {
  const root = fixtureRoot();
  const file = join(root, 'mine.ts');
  copyFileSync('test/fixtures/solutions/wa.ts', file);
  const { live, events: sent, page } = recorded(root, [{ problem: 'sum', solution: file }]);
  await live.judgeAll();
  assert.equal(page(), JSON.parse(JSON.stringify(live.snapshot())));
  assert.equal(sent.filter((e) => e.kind === 'test').length, 2);
  // Nothing changed: every result remembered, each as the page shows it already.
  sent.length = 0;
  await live.judgeAll();
  assert.equal(
    sent.filter((e) => e.kind === 'test' || e.kind === 'answers' || e.kind === 'order'),
    [],
  );
  assert.equal(page(), JSON.parse(JSON.stringify(live.snapshot())));
  // One answer changed: that test alone is sent.
  sent.length = 0;
  writeFileSync(join(root, 'testdata/sum/sample/2.ans'), '43\n');
  await live.judgeAll();
  assert.equal(
    sent.flatMap((e) => (e.kind === 'test' ? [`${e.row.key} ${e.row.verdict}`] : [])),
    ['sample/2 AC'],
  );
  assert.equal(page(), JSON.parse(JSON.stringify(live.snapshot())));
  assert.equal(live.snapshot().problems[0].counts, { WA: 1, AC: 1 });
  // A test's whole detail, on request.
  const detail = await live.detail(live.snapshot().problems[0].id, 'sample/2');
  assert.is(detail?.expected, '43\n');
  assert.is(detail?.actual, '43\n');
  assert.is(await live.detail('nope', 'sample/2'), null);
  // A page started again later shows every result from memory, marked so.
  const later = recorded(root, [{ problem: 'sum', solution: file }]);
  await later.live.judgeAll();
  assert.equal(
    later.page().problems[0].tests.map((t) => `${t.key} ${t.verdict} ${t.remembered}`),
    ['sample/1 WA true', 'sample/2 AC true'],
  );
  rmSync(root, { recursive: true, force: true });
});
events.run();
