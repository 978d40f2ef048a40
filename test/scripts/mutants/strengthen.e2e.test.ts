// npm run mutants --strengthen --add on a problem with deliberately weak data (test/fixtures/weak: one sample): the
// mutants its sample lets through are stressed against the second solver, and the cases that kill them are shrunk,
// answered by both solvers and written to manual/, each named for its mutant; the ones no case can tell apart are
// left possibly equivalent with the budget spent. Run again on the data it wrote, nothing is left to find. End to end
// (hundreds of stressed cases, mutants judged, a page in Chromium): npm run test:full.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pathToFileURL } from 'node:url';
import { judge } from '../../../judge/core/index.ts';
import { htmlReport, mutationOf } from '../../../judge/page/html-report.ts';
import { readMutationSummary } from '../../../judge/page/mutation-summary.ts';
import { mutantsCommand } from '../../../scripts/mutants.ts';
import { pagesFor } from '../../helpers/browser.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let root = '';
const weak = suite('npm run mutants --strengthen on weak data');
const pages = pagesFor(weak);
weak.before(() => {
  // As deep below the kit as the fixture, for its import of the authoring API.
  mkdirSync(resolve('dist/.test'), { recursive: true });
  root = mkdtempSync(resolve('dist/.test/weak-'));
  cpSync(resolve('test/fixtures/weak'), root, { recursive: true });
  // A limit of its own for the problem: a mutant that loops (k-- for k++) costs 250 ms of CPU a time, not a second.
  const problem = join(root, 'problems/largest/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace('timeMs: 1000,', 'timeMs: 250,'));
});
weak.after(() => rmSync(root, { recursive: true, force: true }));

const CASES = 300;
const run = async (...extra: string[]) => {
  const result = await runInProcess(mutantsCommand, ['--root', root, 'largest', '--json', ...extra]);
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
};
const numbers = (input: string) => input.split('\n')[1].split(' ').map(Number);

weak('finds, shrinks and adds the tests that kill the surviving mutants', async () => {
  const report = await run('--strengthen', '--add', '--cases', String(CASES));
  const { strengthened } = report;
  assert.ok(strengthened.before.counts.survived >= 5, JSON.stringify(strengthened.before.counts));
  assert.ok(report.score > strengthened.before.score, `${strengthened.before.score} -> ${report.score}`);
  // Taking the last number, counting n as a number, and a stray 0 from an untrimmed end each fail a small list.
  const kinds = report.mutants.filter((m: { killedBy?: { newTest?: boolean } }) => m.killedBy?.newTest);
  assert.ok(kinds.length >= 3, `${kinds.length} mutants killed by new tests`);
  const manual = join(root, 'testdata/largest/manual');
  for (const test of strengthened.newTests) {
    assert.match(test.name, /^kills-largest-\d+-\d+-[A-Za-z]+(-\d+)?$/);
    const input = readFileSync(join(manual, `${test.name}.in`), 'utf8');
    const answer = readFileSync(join(manual, `${test.name}.ans`), 'utf8');
    assert.is(input, test.input);
    assert.is(answer, `${Math.max(...numbers(input))}\n`, `${test.name}: the largest number`);
    assert.is(test.confirmedBy, 'the second solver');
    assert.ok(numbers(input).length <= 2, `${test.name} shrunk: ${JSON.stringify(input)}`);
    for (const id of test.kills) {
      const mutant = report.mutants.find((m: { id: string }) => m.id === id);
      assert.equal(mutant.killedBy, { test: `manual/${test.name}`, verdict: 'WA', newTest: true });
    }
  }
  assert.is(readdirSync(manual).length, 2 * strengthened.newTests.length);
  assert.equal(readdirSync(join(root, 'testdata/largest/sample')), ['1.ans', '1.in']);
  // `>=` for `>`, `<=` for `<` in the loop's bound: no list tells them apart.
  const left = report.mutants.filter((m: { status: string }) => m.status === 'survived');
  assert.ok(left.some((m: { replacement: string }) => m.replacement === 'values[k] >= best'));
  for (const m of left) assert.is(m.possiblyEquivalent.cases, CASES, `${m.original} -> ${m.replacement}`);

  // The data as it now is: the score the run reached, and nothing more to add.
  const again = await run('--strengthen', '--add', '--cases', String(CASES));
  assert.is(again.strengthened.before.score, report.score);
  assert.is(again.strengthened.newTests.length, 0);
  assert.is(readdirSync(manual).length, 2 * strengthened.newTests.length);
});

weak('the page shows the score beside the grid, the survivors, and the mutant each new test kills', async () => {
  const kept = readMutationSummary(root, 'largest')!;
  assert.ok(kept, 'the last whole run is kept in dist/mutants/largest.json');
  assert.is(kept.stale, false);
  const { summary } = kept;
  assert.ok(summary.survivors.some((s) => s.mutant.includes('`values[k] > best` -> `values[k] >= best`')));
  const killer = summary.killers.find((k) => k.test.startsWith('manual/kills-largest-5-'));
  assert.match(killer?.mutants.join('\n') ?? '', /`values\[k\] > best` -> `true`/);
  const report = await judge({ root, problemIds: ['largest'] });
  const file = join(root, 'report.html');
  writeFileSync(file, await htmlReport(report, root));
  const page = await pages.open({ offline: true });
  if (page) {
    await page.goto(pathToFileURL(file).href);
    const score = `mutation score ${summary.score!.toFixed(1)}%`;
    assert.match((await page.textContent('[data-problem="largest"] .mutation summary')) ?? '', score);
    assert.is(await page.locator('.mutation .survivors li').count(), summary.survivors.length);
    await page.click('button.show-passed');
    await page.click(`tr.test:has-text("${killer!.test}")`);
    assert.match((await page.textContent('.test-view .kills')) ?? '', /`values\[k\] > best` -> `true`/);
  }
  // Changed code makes the kept figures stale, and the page says so.
  writeFileSync(join(root, 'solutions/largest.ts'), `${readFileSync(join(root, 'solutions/largest.ts'), 'utf8')}\n`);
  assert.is(readMutationSummary(root, 'largest')!.stale, true);
  assert.is(mutationOf(root, 'largest').mutationStale, true);
});

weak('without --add the tests are listed and nothing is written', async () => {
  rmSync(join(root, 'testdata/largest/manual'), { recursive: true, force: true });
  // The places of the three survivors the other run found tests for (and of one that stays): a run with four
  // survivors to type-check and stress, not six.
  const places = ['--only', 'solutions/largest.ts:3:18', '--only', 'solutions/largest.ts:5:47'];
  const report = await run('--strengthen', '--cases', String(CASES), ...places);
  assert.ok(report.strengthened.newTests.length >= 3);
  assert.equal(readdirSync(join(root, 'testdata/largest')), ['sample']);
});

weak('--add without --strengthen is a usage error', async () => {
  const result = await runInProcess(mutantsCommand, ['--root', root, 'largest', '--add']);
  assert.is(result.status, 2);
  assert.match(result.stderr, /--add goes with --strengthen/);
});

weak.run();
