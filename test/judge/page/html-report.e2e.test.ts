// judge --html in headless Chromium, offline, end to end: the page a user opens, its counts, pictures, header and keys
// (npm run test:full: a judge run and a browser; html-report.test.ts checks the data the page holds).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlReport } from '../../../judge/page/html-report.ts';
import { judge } from '../../../judge/core/index.ts';
import type { PageData } from '../../../judge/page/page-data.ts';
import { formatJson } from '../../../judge/report/report.ts';
import { pagesFor } from '../../helpers/browser.ts';
import { embedded, htmlReportRoot, judgedWrong, withData } from '../../helpers/html-report.ts';

let root = '';
const browser = suite('judge --html in a browser, offline');
const pages = pagesFor(browser);
browser.before(() => {
  root = htmlReportRoot();
});
browser('shows the counts of --json, opens a test, and the picture moves along the line of play', async () => {
  const page = await pages.open({ offline: true });
  if (!page) return;
  const report = await judgedWrong(root);
  const file = join(root, 'report.html');
  writeFileSync(file, await htmlReport(report, root));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(pathToFileURL(file).href);
  const summary = JSON.parse(formatJson(report, root)).problems[0].summary;
  assert.is(await page.textContent('[data-problem="bhoj-1460"] .total'), `${summary.accepted}/${summary.total} AC`);
  const failing = report.problems[0].results.filter((r) => r.verdict !== 'AC').length;
  assert.is(await page.textContent('[data-problem="bhoj-1460"] [data-verdict="WA"]'), `WA ${failing}`);
  // The failing tests are listed; the passed ones are collapsed behind one button.
  assert.is(await page.locator('tr.test:visible').count(), failing);
  await page.click('button.show-passed');
  assert.is(await page.locator('tr.test:visible').count(), report.problems[0].results.length);
  // The first failure is open already, with its picture.
  const mouse = page.locator('svg.graph text.mouse');
  const before = [await mouse.getAttribute('x'), await mouse.getAttribute('y')];
  await page.click('button.forward');
  assert.match((await page.textContent('.step')) ?? '', /^ move 1 of \d+: mouse 1->\d+$/);
  assert.not.equal(
    [await mouse.getAttribute('x'), await mouse.getAttribute('y')],
    before,
    'the mouse moved on the picture',
  );
  await page.focus('.picture');
  await page.keyboard.press('ArrowLeft');
  assert.match((await page.textContent('.step')) ?? '', /^ move 0 of /);
  // A compile error is shown with the compiler's lines.
  const ce = {
    ...report,
    problems: [{ ...report.problems[0], compileError: 'x.cpp:1:1: error: expected something', results: [] }],
  };
  writeFileSync(file, await htmlReport(ce, root));
  await page.goto(pathToFileURL(file).href);
  assert.is(await page.textContent('#problem-bhoj-1460 p.CE'), 'CE: the solution does not compile');
  assert.is(await page.textContent('#problem-bhoj-1460 pre.compile-error'), 'x.cpp:1:1: error: expected something');
  // A figure that was not measured is a dash, with no bar.
  const [first, ...rest] = report.problems[0].results;
  const unmeasured = {
    ...report,
    problems: [{ ...report.problems[0], results: [{ ...first, cpuMs: null, peakRssKb: null }, ...rest] }],
  };
  writeFileSync(file, await htmlReport(unmeasured, root));
  await page.goto(pathToFileURL(file).href);
  await page.click('button.show-passed');
  const row = page.locator(`tr.test[data-key="${first.group}/${first.name}"]`);
  assert.is(await row.locator('span[title="not measured on this system"]').count(), 2);
  assert.is(await row.locator('span.bar').count(), 0, 'no bar drawn for an unmeasured figure');
  // An interactive test that failed: the exchange, each side's lines marked as its own.
  const guess = mkdtempSync(join(tmpdir(), 'judge-html-guess-'));
  try {
    cpSync(resolve('test/fixtures/interactive/root'), guess, { recursive: true });
    const played = await judge({
      root: guess,
      problemIds: ['guess'],
      solution: resolve('test/fixtures/interactive/guess-same-then-crash.cjs'),
    });
    writeFileSync(file, await htmlReport(played, guess));
    await page.goto(pathToFileURL(file).href);
    assert.is(await page.textContent('#problem-guess p.WA'), '7 guesses, none of them 37');
    assert.is(await page.locator('pre.exchange span.solution').count(), 8);
    assert.is(await page.locator('pre.exchange span.interactor').count(), 6);
  } finally {
    rmSync(guess, { recursive: true, force: true });
  }
  assert.equal(errors, []);
});
browser('the header tells judging from done; a WA opened shows the line of play drawn and written out', async () => {
  const page = await pages.open({ offline: true });
  if (!page) return;
  const report = await judgedWrong(root);
  const written = await htmlReport(report, root);
  const data = embedded(written);
  const file = join(root, 'status.html');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  /** The page with its data changed as `change` says; the header's text. */
  const header = async (change: (d: PageData) => PageData) => {
    writeFileSync(file, withData(written, change(structuredClone(data))));
    await page.goto(pathToFileURL(file).href);
    return page.textContent('#overall');
  };
  const [wa, ac] = data.problems[0].tests;
  const passing = (d: PageData, status: PageData['status']) => {
    const p = d.problems[0];
    p.tests = [
      { ...ac, provisional: true },
      { ...ac, key: 'hand/x', name: 'x' },
    ];
    Object.assign(p, { accepted: 2, total: 2, counts: { AC: 2 } });
    return { ...d, ok: status?.state === 'done', status };
  };
  const judging = {
    ...{ state: 'judging' as const, answered: 1, confirmed: 0, total: 2 },
    ...{ failed: 0, failedProvisional: 0, seconds: 0.4 },
  };
  assert.is(await header((d) => passing(d, judging)), 'judging: 1 of 2 answered, 0 confirmed, 0 failed so far');
  assert.is(await page.locator('.grid .cell.provisional').count(), 1, 'the provisional answer is marked');
  await page.click('button.show-passed');
  assert.is(await page.locator('tr.test.provisional .pending').count(), 1, 'its time is still to come');
  assert.is(
    await header((d) => passing(d, { ...judging, answered: 2, confirmed: 1 })),
    'judging: 2 of 2 answered, 1 confirmed, 0 failed so far',
  );
  assert.is(
    await header((d) => passing(d, { ...judging, state: 'done', answered: 2, confirmed: 2, seconds: 4.1 })),
    'all 2 AC in 4.1 s',
  );
  assert.match((await header((d) => ({ ...d, status: { ...judging, failed: 3 } }))) ?? '', /, 3 failed so far$/);
  assert.match(
    (await header((d) => ({ ...d, status: { ...judging, failed: 3, failedProvisional: 2 } }))) ?? '',
    /, 3 failed so far \(2 provisional\)$/,
  );
  assert.match((await header((d) => d)) ?? '', /^not all tests AC: \d+ of \d+ AC$/);
  // The submissions' sandbox, under the headline: what it closed, or, in the judge's words, what it did not.
  assert.is(
    await page.textContent('#sandbox'),
    report.sandbox.notEnforced ?? `sandbox: ${report.sandbox.enforced} closed to the submissions`,
  );
  const lesser = 'sandbox: files no, network yes, signals no (Landlock ABI 0; files need Landlock)';
  await header((d) => ({ ...d, sandbox: { enforced: 'network', notEnforced: lesser } }));
  assert.is(await page.textContent('#sandbox.WA'), lesser);
  await header((d) => d);
  // The first failure is open: its line of play drawn as arrows on the graph and written out beside it.
  const moves = await page.locator('.playline ol.line-moves li').count();
  assert.ok(moves > 0 && wa.verdict === 'WA');
  assert.is(await page.locator('.playline svg.graph line.move').count(), moves, 'an arrow a move');
  assert.is(await page.locator('.playline svg.graph line.move.made').count(), 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.is(await page.locator('.playline svg.graph line.move.made').count(), 2);
  assert.is(
    await page.locator('.playline li.current').textContent(),
    (await page.locator('.playline li').nth(1).textContent()) ?? '',
  );
  // n opens the next failure; the order puts the slowest first.
  await page.keyboard.press('n');
  assert.is(await page.locator('tr.test.focused').count(), 1);
  await page.selectOption('#order', 'time');
  const times = await page.locator('tr.test td:nth-child(3)').allTextContents();
  const ms = times.map((t) => Number(/(\d+) ms/.exec(t)?.[1] ?? -1));
  assert.equal(
    ms,
    [...ms].sort((x, y) => y - x),
  );
  await page.selectOption('#verdict-filter', 'AC');
  assert.is(await page.locator('tr.test[data-verdict="WA"]:visible').count(), 0);
  assert.equal(errors, []);
});
browser.after(() => rmSync(root, { recursive: true, force: true }));
browser.run();
