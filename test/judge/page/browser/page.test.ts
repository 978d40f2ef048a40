// The judge page in Chromium, on data written for these tests: the sidebar and n / p to a failure, every verdict's
// reason, the charts, the key list, the pictures; and, served with a stream of events like the live page's, the keys
// while a run is judged. The flows through the page (five problems to a failure, a failure brought into view at two
// widths, the live page's keys while rows arrive) are end to end (helpers/parts.ts): `npm test -- --full-only`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { pageHtml } from '../../../../judge/page/html-report.ts';
import type { PageCase, PageData, PageMutation, PageTest, ReportProblem } from '../../../../judge/page/page-data.ts';
import type { LiveEvent } from '../../../../judge/page/protocol.ts';
import { pagesFor } from '../../../helpers/browser.ts';
import { pageRow } from '../../../helpers/page-rows.ts';
import { suite } from '../../../helpers/parts.ts';

const LIMITS = { timeMs: 1000, wallMs: 3000, memoryMb: 64 };

/** A test as a finished run reports it; AC in 40 ms and 30 MB unless `extra` says otherwise. */
function test(key: string, verdict: string, extra: Partial<PageTest> = {}): PageTest {
  return {
    ...pageRow(key, verdict),
    input: '1 2\n',
    expected: '3\n',
    actual: verdict === 'AC' ? '3\n' : '',
    cases: [],
    ...extra,
  };
}

function problem(id: string, tests: PageTest[], extra: Partial<ReportProblem> = {}): ReportProblem {
  const counts: Record<string, number> = {};
  for (const t of tests) counts[t.verdict] = (counts[t.verdict] ?? 0) + 1;
  return {
    id,
    title: `Problem ${id}`,
    limits: LIMITS,
    accepted: counts.AC ?? 0,
    total: tests.length,
    counts,
    dataErrors: [],
    tests,
    ...extra,
  };
}

/** A finished run's data with these problems, not all AC. */
const run = (title: string, problems: ReportProblem[]): PageData => ({
  title,
  generated: '',
  ok: false,
  errors: [],
  problems,
});

const passing = (n: number) => Array.from({ length: n }, (_, k) => test(`random/t${k + 1}`, 'AC'));

/** A graph case: 0 the hole, the mouse on 1, the cat on 2; the line: mouse 1->3, cat 2->3 (the cat catches it). */
const catchCase: PageCase = {
  picture: { kind: 'graph', lists: [[3], [3], [3], [0, 1, 2]], marks: { hole: 0, mouse: 1, cat: 2 } },
  explanation: {
    answer: '2',
    headline: 'cat wins in 2 moves (2)',
    steps: ['mouse 1->3', 'cat 2->3'],
    notes: [],
    json: {
      answer: '2',
      moves: 2,
      line: [
        { mover: 'mouse', from: 1, to: 3 },
        { mover: 'cat', from: 2, to: 3 },
      ],
    },
  },
};

/** Five problems, the third with one WA among 40 tests. */
function fiveProblems(): PageData {
  const wa = test('random/t17', 'WA', {
    actual: '4\n',
    diff: { line: 1, expected: '3', actual: '4' },
    cases: [catchCase],
  });
  const third = passing(40);
  third[16] = wa;
  return run('Judge report: five problems', [
    problem('alpha', passing(60)),
    problem('beta', passing(60)),
    problem('gamma', third),
    problem('delta', passing(60)),
    problem('epsilon', passing(60)),
  ]);
}

let dir = '';
const pages = suite('the judge page in Chromium');
const chromium = pagesFor(pages);
pages.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'judge-page-'));
});
pages.after(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The page of `data`, written once (packed, as --html writes it) and opened offline; page errors collected. Null
 * where there is no browser.
 */
async function open(data: PageData, width = 1400): Promise<{ page: Page; errors: string[] } | null> {
  const file = join(dir, 'page.html');
  writeFileSync(file, await pageHtml(data, true));
  const page = await chromium.open({ offline: true, viewport: { width, height: 900 } });
  if (!page) return null;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(pathToFileURL(file).href);
  await page.locator('#overall').waitFor();
  return { page, errors };
}

const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

pages.e2e(
  'five problems, one failing in the third: the sidebar says so, and its test is one click or one n away',
  async () => {
    const opened = await open(fiveProblems());
    if (!opened) return;
    const { page, errors } = opened;
    const states = await page.locator('.problem-list li').allInnerTexts();
    assert.equal(
      states.map((s) => s.replace(/\s+/g, ' ')),
      ['alpha all AC', 'beta all AC', 'gamma failed 1', 'delta all AC', 'epsilon all AC'],
    );
    // Passed tests are collapsed: a problem that passed shows its grid and one button, no rows.
    assert.is(await page.locator('tr.test:visible').count(), 1);
    assert.is(await page.locator('#problem-alpha button.show-passed').textContent(), 'show the 60 passed');
    // One click in the sidebar: the failing test opened in its panel, its row in view.
    await page.click('.problem-list li[data-problem="gamma"] a');
    assert.is(await page.locator('#problem-gamma .panel .test-view').getAttribute('data-key'), 'random/t17');
    await page.waitForFunction(() => {
      const row = document.querySelector('tr.test[data-key="random/t17"]')!.getBoundingClientRect();
      return row.top >= 0 && row.bottom <= window.innerHeight;
    });
    assert.match((await page.textContent('#problem-gamma .panel .why')) ?? '', /^line 1: expected "3", got "4"$/);
    // From the top, n goes to it as well, and p comes back to it (the only failure).
    await page.reload();
    await page.locator('#overall').waitFor();
    await page.keyboard.press('n');
    assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), 'random/t17');
    await page.waitForFunction(() => {
      const row = document.querySelector('tr.test.focused')!.getBoundingClientRect();
      return row.top >= 0 && row.bottom <= window.innerHeight;
    });
    await page.keyboard.press('p');
    assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), 'random/t17');
    // One click shows a problem's passed tests, one more hides them.
    await page.click('#problem-alpha button.show-passed');
    assert.is(await page.locator('#problem-alpha tr.test').count(), 60);
    await page.click('#problem-alpha button.show-passed');
    assert.is(await page.locator('#problem-alpha tr.test').count(), 0);
    // ? lists the keys; Escape closes the list.
    await page.keyboard.press('?');
    assert.match((await page.textContent('.keys-help')) ?? '', /next failing test/);
    await page.keyboard.press('Escape');
    assert.is(await page.locator('.keys-help').count(), 0);
    assert.equal(errors, []);
  },
);

/** A graph case of 20 nodes, drawn as large as a real test's: the hole 0, the mouse on 1, the cat on 2. */
const largeCase: PageCase = {
  ...catchCase,
  picture: {
    kind: 'graph',
    lists: Array.from({ length: 20 }, (_, k) =>
      k < 3 ? [3] : [...(k === 3 ? [0, 1, 2] : [k - 1]), ...(k < 19 ? [k + 1] : [])],
    ),
    marks: { hole: 0, mouse: 1, cat: 2 },
  },
};

/** Two problems that pass, then one with 120 tests of which six fail (t11, t31, ... t111), each with its picture. */
function failuresFarDown(): PageData {
  const tests = passing(120);
  for (let k = 10; k < 120; k += 20)
    tests[k] = test(`random/t${k + 1}`, 'WA', {
      actual: '4\n',
      diff: { line: 1, expected: '3', actual: '4' },
      cases: [largeCase],
    });
  return run('far down', [
    problem('lanqiao-lol', passing(60)),
    problem('cat-mouse-duel', passing(60)),
    problem('bhoj-1460', tests),
  ]);
}

/** Whether the opened test's headline and picture are both inside the window. */
const openedInView = (page: Page, key: string) =>
  page.evaluate((k) => {
    const view = document.querySelector(`#problem-bhoj-1460 .panel .test-view[data-key="${k}"]`);
    const head = view?.querySelector('h3')?.getBoundingClientRect();
    const picture = view?.querySelector('.picture')?.getBoundingClientRect();
    if (!head || !picture) return `${k}: not open (or no picture)`;
    const height = window.innerHeight;
    return head.top >= 0 && head.bottom <= height && picture.top >= 0 && picture.bottom <= height
      ? 'in view'
      : `${k}: headline ${Math.round(head.top)}-${Math.round(head.bottom)}, picture ${Math.round(picture.top)}-${Math.round(picture.bottom)}, window ${window.innerHeight}`;
  }, key);

for (const width of [800, 1400])
  pages.e2e(
    `at ${width} x 900 a failure clicked or gone to with n is in view, headline and picture; n goes on from it`,
    async () => {
      const opened = await open(failuresFarDown(), width);
      if (!opened) return;
      const { page, errors } = opened;
      const failures = [11, 31, 51, 71, 91, 111].map((n) => `random/t${n}`);
      // The fourth failure clicked: open, in view; in a narrow window under its own row.
      await page.click(`tr.test[data-key="${failures[3]}"]`);
      await page.waitForFunction(
        (k) => document.querySelector(`.panel .test-view[data-key="${k}"] .picture`),
        failures[3],
      );
      await page.waitForTimeout(50);
      assert.is(await openedInView(page, failures[3]), 'in view');
      if (width < 1100)
        assert.is(await page.locator(`tr.test[data-key="${failures[3]}"] + tr.panel-row .test-view`).count(), 1);
      // n: the fifth, then the sixth, then round to the first; each in view.
      for (const next of [4, 5, 0]) {
        await page.keyboard.press('n');
        await page.waitForFunction((k) => document.querySelector(`.panel .test-view[data-key="${k}"]`), failures[next]);
        await page.waitForTimeout(50);
        assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), failures[next]);
        assert.is(await openedInView(page, failures[next]), 'in view');
      }
      // From the top of the page, a cell of the grid: the same.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click(`#problem-bhoj-1460 .grid .cell[data-key="${failures[2]}"]`);
      await page.waitForTimeout(80);
      assert.is(await openedInView(page, failures[2]), 'in view');
      // The sidebar names every problem whole, none cut short.
      const cut = await page
        .locator('.problem-list .name')
        .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
      assert.equal(cut, []);
      assert.equal(await page.locator('.problem-list .name').allTextContents(), [
        'lanqiao-lol',
        'cat-mouse-duel',
        'bhoj-1460',
      ]);
      assert.equal(errors, []);
    },
  );

pages.e2e(
  'a problem scored in points: the total in the sidebar, its groups beside the grid, a lost group opens its test',
  async () => {
    const tests = [
      test('a/1', 'WA', { diff: { line: 1, expected: '3', actual: '4' } }),
      test('b/1', 'AC'),
      test('b/2', 'TLE'),
    ];
    const score = {
      points: 15,
      max: 100,
      groups: [
        { name: 'A', aggregation: 'all' as const, points: 0, max: 20, tests: 3, lostAt: 'a/1', notRun: 2 },
        { name: 'B', aggregation: 'sum' as const, points: 15, max: 30, tests: 2, lostAt: 'b/2', notRun: 0 },
        { name: 'C', aggregation: 'all' as const, points: 0, max: 50, tests: 4, waitedFor: 'A', notRun: 4 },
      ],
    };
    const opened = await open(run('points', [problem('scored', tests, { score }), problem('plain', passing(3))]));
    if (!opened) return;
    const { page, errors } = opened;
    assert.equal(
      (await page.locator('.problem-list li').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ')),
      ['scored 15/100 points', 'plain all AC'],
    );
    const table = page.locator('#problem-scored table.score');
    assert.is(await table.locator('caption').textContent(), '15 / 100 points');
    assert.equal(
      (await table.locator('tbody tr').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()),
      [
        'A 0 / 20 all, 3 tests lost at a/1 · 2 not run',
        'B 15 / 30 sum, 2 tests lost at b/2',
        'C 0 / 50 all, 4 tests waited for A · 4 not run',
      ],
    );
    // A page written once names the terminal's way to run them; only the live page has the button.
    assert.match(
      String(await table.locator('tfoot').textContent()),
      '6 tests not run: a group stops once it can gain no more',
    );
    assert.match(String(await table.locator('tfoot').textContent()), 'npm run judge -- --run-all runs them');
    assert.is(await table.locator('button.run-all').count(), 0);
    await table.locator('tr[data-group="B"] a.lost-at').click();
    assert.is(await page.locator('#problem-scored .panel .test-view').getAttribute('data-key'), 'b/2');
    assert.is(await page.locator('#problem-plain table.score').count(), 0, 'a pass-fail problem has no points');
    assert.equal(errors, []);
  },
);

pages('a TLE, an MLE, an RE and an ILE each say the figures and the reason that decided them', async () => {
  const tests = [
    test('hand/slow', 'TLE', { cpuMs: 1093, wallMs: 1100, countedWallMs: 1099 }),
    test('hand/sleeps', 'TLE', { cpuMs: 12, wallMs: 3150, countedWallMs: 3001, waitedMs: 140, wallTimeExceeded: true }),
    test('hand/big', 'MLE', { peakRssKb: 70 * 1024 }),
    test('hand/crash', 'RE', {
      exitCode: 1,
      stderrTail: 'Error: boom\n    at solve (x.ts:3:9)\nRangeError: too deep\n',
    }),
    test('hand/killed', 'RE', { exitCode: null, signal: 'SIGSEGV' }),
    test('hand/silent', 'ILE', {
      wallTimeExceeded: true,
      cpuMs: 3,
      wallMs: 3200,
      countedWallMs: 3001,
      waitedMs: 0,
      transcript: [
        { from: 'interactor', text: '6\n' },
        { from: 'solution', text: 'MOUSE 3\n' },
        { from: 'interactor', text: 'CAT 5\n' },
      ],
    }),
  ];
  const opened = await open(run('reasons', [problem('reasons', tests)]));
  if (!opened) return;
  const { page, errors } = opened;
  const reason = (key: string) => page.textContent(`tr.test[data-key="${key}"] .reason`);
  assert.is(await reason('hand/slow'), 'CPU 1093 ms over the 1000 ms limit');
  assert.match(
    (await reason('hand/sleeps')) ?? '',
    /^stopped at the wall-clock cap, under its CPU limit: .*3001 ms of the 3000 ms cap counted \(3150 ms wall, 140 ms of it waiting for a core\); CPU 12 ms$/,
  );
  assert.is(await reason('hand/big'), 'peak memory 70.0 MB over the 64 MB limit');
  assert.is(await reason('hand/crash'), 'exit code 1: "RangeError: too deep"');
  assert.is(await reason('hand/killed'), 'killed by signal SIGSEGV');
  assert.match((await reason('hand/silent')) ?? '', /^stopped at the wall-clock cap on its own turn: the jury waited/);
  // Opened, a test's panel says the reason again, and every figure beside its limit.
  await page.click('tr.test[data-key="hand/sleeps"]');
  const panel = page.locator('.panel');
  assert.match((await panel.locator('.why').textContent()) ?? '', /stopped at the wall-clock cap/);
  assert.match(
    (await panel.locator('.figures').textContent()) ?? '',
    /^CPU 12 ms of 1000 ms · wall 3150 ms \(3001 ms counted of the 3000 ms cap: the 149 ms it waited for a core are not counted\) · peak memory 30\.0 MB of 64 MB$/,
  );
  await page.click('tr.test[data-key="hand/silent"]');
  assert.is(
    await panel.locator('.waited').textContent(),
    'the jury\'s last line was "CAT 5"; it waited for the solution\'s answer to it',
  );
  await page.click('tr.test[data-key="hand/crash"]');
  assert.match((await panel.locator('.figures').textContent()) ?? '', / · exit code 1$/);
  assert.match((await panel.locator('pre.stderr').textContent()) ?? '', /RangeError: too deep/);
  assert.equal(errors, []);
});

pages('the charts: axes, the limit line labelled, a tooltip a bar, and a click on a bar opens its test', async () => {
  const tests = [test('hand/a', 'AC', { cpuMs: 100 }), test('hand/b', 'TLE', { cpuMs: 1200 }), test('hand/c', 'AC')];
  tests[2].cpuMs = null;
  const opened = await open(run('charts', [problem('charts', tests)]));
  if (!opened) return;
  const { page, errors } = opened;
  const cpu = page.locator('svg.chart.cpu');
  assert.is(await cpu.locator('.limit-label').textContent(), 'limit 1000 ms');
  assert.is(await cpu.locator('line.axis').count(), 2);
  assert.equal(await cpu.locator('rect title').allTextContents(), ['hand/a: 100 ms (AC)', 'hand/b: 1200 ms (TLE)']);
  assert.match((await cpu.locator(':scope > title').textContent()) ?? '', /\(1 not measured\)$/);
  assert.is(await cpu.locator('rect.over').count(), 1);
  assert.is(await page.locator('svg.chart.memory .limit-label').textContent(), 'limit 64 MB');
  // The bars as drawn (no style of the test rows' bars may set their height): each stands on the x axis, within the
  // plot, as tall as its figure against the axis' top.
  const drawn = () =>
    // No named function inside: the page has no __name, which the test's compiler would add for one.
    cpu.evaluate((svg) => {
      const [yAxis, xAxis] = [...svg.querySelectorAll('line.axis')].map((line) => line.getBoundingClientRect());
      const bars = [...svg.querySelectorAll('rect.bar')].map((rect) => rect.getBoundingClientRect());
      return { plotTop: yAxis.top, base: xAxis.top, bars: bars.map((b) => ({ top: b.top, bottom: b.bottom })) };
    });
  for (const width of [1400, 800]) {
    await page.setViewportSize({ width, height: 900 });
    const { plotTop, base, bars } = await drawn();
    assert.is(bars.length, 2);
    for (const bar of bars) {
      assert.ok(
        Math.abs(bar.bottom - base) <= 1,
        `a bar stands on the x axis at ${width} px: ${bar.bottom} vs ${base}`,
      );
      assert.ok(bar.top >= plotTop - 1, `a bar stays under the plot's top at ${width} px`);
    }
    const [a, b] = bars.map((bar) => bar.bottom - bar.top);
    assert.ok(Math.abs(b / a - 12) < 1, `1200 ms is drawn 12 times 100 ms: ${b} against ${a}`);
  }
  await cpu.locator('rect').first().click();
  assert.is(await page.locator('.panel .test-view').getAttribute('data-key'), 'hand/a');
  assert.equal(errors, []);
});

pages(
  'the kill table beside the mutation score: a row a test, a column a wrong solution, the cover in bold',
  async () => {
    const mutation: PageMutation = {
      score: 100,
      detected: 2,
      scored: 2,
      made: 2,
      counts: { killed: 2 },
      survivors: [],
      killers: [],
      at: '2026-12-05T05:00:00.000Z',
      seconds: 1.5,
      files: [],
      table: {
        tests: ['sample/1', 'hand/a', 'hand/b'],
        solutions: [
          { solution: 'solutions/wrong/t/w.ts', verdicts: ['AC', 'WA', 'TLE'] },
          { solution: 'solutions/wrong/t/x.cpp', verdicts: ['-', '-', '-'], error: 'compile error: x.cpp:1' },
        ],
        caught: [
          { name: 'solutions/wrong/t/w.ts', kind: 'solution', by: [1, 2], unknown: 0 },
          { name: 'solutions/t.ts:3:1  ConditionalExpression  `a` -> `true`', kind: 'mutant', by: [2], unknown: 0 },
        ],
        rows: [
          { test: 'sample/1', solutions: 0, mutants: 0, only: [], drop: false },
          { test: 'hand/a', solutions: 1, mutants: 0, only: [], drop: true },
          {
            test: 'hand/b',
            solutions: 1,
            mutants: 1,
            only: ['solutions/t.ts:3:1  ConditionalExpression  `a` -> `true`'],
            drop: false,
          },
        ],
        cover: [2],
      },
    };
    const opened = await open(run('kill table', [problem('t', passing(3), { mutation })]));
    if (!opened) return;
    const { page, errors } = opened;
    const table = page.locator('.kill-table');
    assert.match(
      (await table.locator('summary').textContent()) ?? '',
      /^which test kills what: 1 of 3 tests catch all that any catches; 1 catch nothing another does not$/,
    );
    // With no survivor the panel starts closed.
    await page.locator('.mutation > summary').click();
    await table.locator('summary').click();
    assert.equal(
      await table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => [...r.children].map((td) => td.textContent).join(' '))),
      ['sample/1 · 0 0 ', 'hand/a W 0 0 drop?', 'hand/b T 1 1 '],
    );
    assert.equal(await table.locator('tr.cover').getAttribute('data-test'), 'hand/b');
    assert.match(
      (await table.locator('.kill-alone').textContent()) ?? '',
      /^hand\/b alone catches solutions\/t\.ts:3:1/,
    );
    assert.match((await table.locator('p.WA').textContent()) ?? '', /x\.cpp: not judged: compile error/);
    assert.equal(errors, []);
  },
);

pages('pictures: M and C on one node are one marker; the blamed move in its own colour, with a legend', async () => {
  // A game as played on the graph: the mouse walks onto the cat's node, the move that threw the draw away.
  const played = test('hand/played', 'WA', {
    cases: [catchCase],
    checkerReason: 'move 1: mouse 1 -> 3 turns a draw into a loss',
    played: {
      headline: 'over: the cat wins',
      moves: [
        {
          by: 'you',
          text: 'mouse 1 -> 3',
          draw: { mover: 'mouse', from: 1, to: 3 },
          value: 'turns a draw into a loss',
        },
        { by: 'jury', text: 'cat 2 -> 3', draw: { mover: 'cat', from: 2, to: 3 } },
      ],
      thrownAway: 0,
      bestLine: [],
      choices: [],
    },
  });
  const lol: PageCase = {
    picture: { kind: 'row', row: 'L*O*L' },
    explanation: {
      answer: '1',
      headline: 'the first player wins',
      steps: ['O at 1'],
      notes: [],
      json: { answer: '1', moves: 1, line: [{ cell: 1, letter: 'O' }] },
    },
  };
  const opened = await open(
    run('pictures', [problem('cat', [played]), problem('lol', [test('hand/row', 'WA', { cases: [lol] })])]),
  );
  if (!opened) return;
  const { page, errors } = opened;
  const game = page.locator('#problem-cat .played');
  // The game as played opens on the blamed move, drawn in its own colour (not the cat's), and the legend says so.
  const blamed = game.locator('line.move.blamed');
  assert.is(await blamed.count(), 1);
  const stroke = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node) => getComputedStyle(node).stroke);
  assert.not.equal(
    await stroke('#problem-cat .played line.move.blamed'),
    await stroke('#problem-cat .played line.move.cat'),
  );
  assert.is(await game.locator('.legend .key.blamed').count(), 1);
  // Both moves made: the cat on the mouse's node, one marker "MC", not two labels on top of each other.
  await game.locator('button.forward').click();
  assert.is(await game.locator('text.marker').count(), 1);
  assert.is(await game.locator('text.marker.both').textContent(), 'MC');
  // The LOL row: every cell one size on one line, in a font where O and 0 differ.
  const cells = page.locator('#problem-lol .panel .cells span');
  const boxes = await cells.evaluateAll((nodes) =>
    nodes.map((n) => {
      const b = n.getBoundingClientRect();
      return [b.top, b.width, b.height];
    }),
  );
  assert.is(boxes.length, 5);
  assert.equal(new Set(boxes.map((b) => b.join(','))).size, 1, `cells: ${JSON.stringify(boxes)}`);
  const widths = await cells.first().evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(node).font;
    return [context.measureText('O').width, context.measureText('0').width];
  });
  assert.ok(widths[0] - widths[1] > 1, `O ${widths[0]} px wide, 0 ${widths[1]} px`);
  assert.equal(errors, []);
});
pages.run();

/** A page served as the live one is: its data first, then the events this test sends. */
async function serveLive(data: PageData) {
  const html = await pageHtml({ ...data, live: true } as PageData, false);
  const streams: ServerResponse[] = [];
  let onConnect = () => {};
  const connected = new Promise<void>((done) => {
    onConnect = done;
  });
  const server = createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      streams.push(res);
      onConnect();
    } else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    send: (event: LiveEvent) => {
      for (const res of streams) res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    /** Resolved once the page listens for events. */
    connected,
    close: () => {
      for (const res of streams) res.end();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const judging = suite('the live page while a run is judged');
const liveChromium = pagesFor(judging);

/**
 * `use` on the five problems served as the live page and opened in Chromium, listening (nothing where there is no
 * browser); then the page must have thrown nothing, and the server is closed.
 */
async function onLivePage(
  use: (opened: { page: Page; live: Awaited<ReturnType<typeof serveLive>> }) => Promise<void>,
): Promise<void> {
  const page = await liveChromium.open({ viewport: { width: 1400, height: 900 } });
  if (!page) return;
  const data = fiveProblems();
  for (const p of data.problems) p.problem = p.id;
  const live = await serveLive(data);
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(live.url);
    await live.connected;
    await use({ page, live });
    assert.equal(errors, []);
  } finally {
    await live.close();
  }
}
judging.e2e(
  'n, p and the arrows work while rows arrive; the panel, its step and typed text stay as they were',
  async () => {
    const page = await liveChromium.open({ viewport: { width: 1400, height: 900 } });
    if (!page) return;
    const data = fiveProblems();
    for (const p of data.problems) p.problem = p.id;
    data.status = {
      state: 'judging',
      answered: 0,
      confirmed: 0,
      total: 280,
      failed: 1,
      failedProvisional: 0,
      seconds: 0,
    };
    const live = await serveLive(data);
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(live.url);
      await page.locator('#overall', { hasText: /^judging/ }).waitFor();
      await live.connected;
      // Rows of alpha arrive, one every few milliseconds, while the reader works on gamma's failure.
      let sent = 0;
      let awaited = { count: 0, done: () => {} };
      /** Resolved once `count` rows have been sent. */
      const sentUpTo = (count: number) =>
        new Promise<void>((done) => {
          awaited = { count, done };
        });
      const stream = setInterval(() => {
        const row = test(`random/t${(sent % 60) + 1}`, 'AC', { cpuMs: 40 + (sent % 7) });
        live.send({ kind: 'test', at: 0, row });
        sent++;
        if (sent >= awaited.count) awaited.done();
      }, 5);
      try {
        await page.keyboard.press('n');
        assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), 'random/t17');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        assert.match((await page.textContent('#problem-gamma .step')) ?? '', /^ move 2 of 2: cat 2->3$/);
        await page.locator('#problem-gamma .picture').waitFor();
        // Text typed into alpha's "try an input", whose rows are the ones arriving.
        await page.click('#problem-alpha details.add-test summary');
        await page.fill('#problem-alpha textarea.new-input', '5 6\n');
        await sentUpTo(sent + 40);
        // Forty rows later: the same test open, at the same step, still focused; p goes to it (the only failure).
        assert.is(await page.inputValue('#problem-alpha textarea.new-input'), '5 6\n');
        assert.is(await page.locator('#problem-alpha details.add-test[open]').count(), 1);
        assert.match((await page.textContent('#problem-gamma .step')) ?? '', /^ move 2 of 2: cat 2->3$/);
        assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), 'random/t17');
        // Out of the text box (Escape), the arrows step the line again.
        await page.keyboard.press('Escape');
        await page.keyboard.press('ArrowLeft');
        assert.match((await page.textContent('#problem-gamma .step')) ?? '', /^ move 1 of 2: mouse 1->3$/);
        await page.keyboard.press('p');
        assert.is(await page.locator('tr.test.focused').getAttribute('data-key'), 'random/t17');
        assert.ok(await inView(page, 'tr.test.focused'));
      } finally {
        clearInterval(stream);
      }
      assert.ok(sent >= 40);
      assert.equal(errors, []);
    } finally {
      await live.close();
    }
  },
);
judging.e2e(
  "a new run: the last run's rows dimmed as from the previous run until replaced; tools from the header",
  () =>
    onLivePage(async ({ page, live }) => {
      const gamma = page.locator('#problem-gamma');
      assert.is(await gamma.locator('.panel .test-view').getAttribute('data-key'), 'random/t17');
      assert.is(await page.locator('.stale').count(), 0);
      // A save starts a run of gamma: none of its 40 tests judged yet, every row shown is the last run's.
      live.send({ kind: 'problem', at: 2, head: { judged: 0, confirmed: 0, accepted: 0, counts: {} } });
      await gamma.locator('.stale-note', { hasText: 'dimmed: 40 results from the previous run' }).waitFor();
      assert.is(await gamma.locator('tr.test.stale').count(), 1);
      assert.is(await gamma.locator('.grid .cell.stale').count(), 40);
      assert.is(
        await gamma.locator('.panel .stale-note').textContent(),
        'from the previous run: this run has not judged it yet',
      );
      assert.is(await page.locator('#problem-alpha .stale').count(), 0, 'a problem not judged again is current');
      // Its failing test judged again: that row is this run's.
      live.send({ kind: 'test', at: 2, row: test('random/t17', 'AC') });
      await gamma.locator('.stale-note', { hasText: 'dimmed: 39 results' }).waitFor();
      assert.is(await gamma.locator('.grid .cell.stale').count(), 39);
      assert.is(await gamma.locator('.grid .cell[data-key="random/t17"].stale').count(), 0);
      // The run over: what is left of the last run is the problem's result again.
      live.send({ kind: 'problem', at: 2, head: { accepted: 40, counts: { AC: 40 } }, unset: ['judged', 'confirmed'] });
      await gamma.locator('.counts .total', { hasText: '40/40 AC' }).waitFor();
      assert.is(await page.locator('.stale').count(), 0);
      // The problem's tools, at the end of its section, reached from its header: opened and in view.
      await page.click('#problem-epsilon button.to-add-test');
      const tool = page.locator('#problem-epsilon details.add-test[open]');
      await tool.waitFor();
      await page.waitForFunction(() => {
        const box = document.querySelector('#problem-epsilon details.add-test textarea')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      await page.click('#problem-alpha button.to-matrix');
      assert.match((await page.textContent('#problem-alpha details.matrix[open] .explain')) ?? '', /every test/);
      assert.ok(await inView(page, '#problem-alpha details.matrix[open] summary'));
    }),
);
judging.e2e(
  'while a run is judged, no count says judged or AC of a provisional answer; the sidebar shows failures as they come',
  () =>
    onLivePage(async ({ page, live }) => {
      const gamma = page.locator('#problem-gamma');
      const side = page.locator('.problem-list li[data-problem="gamma"]');
      /** Every count the page shows of the run: the header, gamma's sidebar entry, gamma's head and its verdicts. */
      const counts = async () => ({
        header: (await page.textContent('#overall')) ?? '',
        sidebar: await side.locator('.state').allTextContents(),
        head: await gamma.locator('.counts span').allTextContents(),
      });
      /**
       * The counts are these; none says judged, and an AC count is of the tests confirmed AC (`confirmedAc`), or says
       * it is provisional.
       */
      const countsAre = async (expected: Awaited<ReturnType<typeof counts>>, confirmedAc: number) => {
        const shown = await counts();
        assert.equal(shown, expected);
        for (const text of [shown.header, ...shown.sidebar, ...shown.head]) {
          assert.not.match(text, /judged/, text);
          for (const ac of text.match(/AC \d+( provisional)?/g) ?? [])
            assert.ok(ac === `AC ${confirmedAc}` || ac.endsWith(' provisional'), `${ac} in "${text}"`);
        }
      };
      // A save starts a run of gamma: its 40 tests answered first, 3 of them wrongly, none confirmed yet.
      live.send({ kind: 'status', status: { state: 'judging', seconds: 0, judging: ['gamma'] }, ok: false });
      live.send({ kind: 'problem', at: 2, head: { judged: 0, confirmed: 0, accepted: 0, counts: {}, run: 1 } });
      const wrong = new Set(['random/t3', 'random/t17', 'random/t30']);
      const keys = Array.from({ length: 40 }, (_, k) => `random/t${k + 1}`);
      live.send({
        kind: 'answers',
        at: 2,
        verdicts: Object.fromEntries(keys.map((key) => [key, wrong.has(key) ? 'WA' : 'AC'])),
      });
      const answered = { judged: 40, confirmed: 0, accepted: 37, counts: { AC: 37, WA: 3 } };
      live.send({ kind: 'problem', at: 2, head: { ...answered, provisionalCounts: { AC: 37, WA: 3 } } });
      await page.locator('#overall', { hasText: 'judging: 40 of 40 answered, 0 confirmed' }).waitFor();
      await countsAre(
        {
          header: 'judging: 40 of 40 answered, 0 confirmed, 3 failed so far (3 provisional) (gamma)',
          sidebar: ['judging: 40/40 answered, 0 confirmed', 'failed 3 (3 provisional)'],
          head: [
            'judging: 40 of 40 answered, 0 confirmed, 3 failed so far (3 provisional)',
            'AC 37 provisional',
            'WA 3 provisional',
          ],
        },
        0,
      );
      assert.is(await side.locator('.state.WA').count(), 1, 'the failures show, in the colour of a failure');
      // The faithful run confirms two of the answers, and one wrong answer as WA.
      for (const key of ['random/t1', 'random/t2']) live.send({ kind: 'test', at: 2, row: test(key, 'AC') });
      live.send({ kind: 'test', at: 2, row: test('random/t3', 'WA') });
      live.send({ kind: 'problem', at: 2, head: { confirmed: 3, provisionalCounts: { AC: 35, WA: 2 } } });
      await page.locator('#overall', { hasText: '3 confirmed' }).waitFor();
      await countsAre(
        {
          header: 'judging: 40 of 40 answered, 3 confirmed, 3 failed so far (2 provisional) (gamma)',
          sidebar: ['judging: 40/40 answered, 3 confirmed', 'failed 3 (2 provisional)'],
          head: [
            'judging: 40 of 40 answered, 3 confirmed, 3 failed so far (2 provisional)',
            'AC 2',
            'WA 1',
            'AC 35 provisional',
            'WA 2 provisional',
          ],
        },
        2,
      );
    }),
);
judging.run();
