// judge --html, the page as written: the data it holds against --json, with every test's input, output and pictures,
// and a compile error's output; the page in Chromium, offline, is html-report.e2e.test.ts's (npm run test:full).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlReport } from '../../../judge/page/html-report.ts';
import { judge } from '../../../judge/core/index.ts';
import { formatJson } from '../../../judge/report/report.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { embedded, htmlReportRoot, judgedWrong } from '../../helpers/html-report.ts';

let root = '';
const html = suite('judge --html');
html.before(() => {
  root = htmlReportRoot();
});
html.after(() => rmSync(root, { recursive: true, force: true }));

html('one self-contained page: the same counts as --json, every test with its input, output and pictures', async () => {
  const report = await judgedWrong(root);
  const page = await htmlReport(report, root);
  assert.not.match(page, /<(script|link|img)[^>]+(src|href)=/i, 'nothing is loaded from elsewhere');
  const data = embedded(page);
  const json = JSON.parse(formatJson(report, root));
  assert.equal(
    data.problems.map((p) => [p.id, p.accepted, p.total]),
    json.problems.map((p: { id: string; summary: { accepted: number; total: number } }) => [
      p.id,
      p.summary.accepted,
      p.summary.total,
    ]),
  );
  const wa = data.problems[0].tests.find((t) => t.verdict === 'WA')!;
  assert.is(wa.actual, '0\n');
  assert.is(wa.expected, '1\n');
  assert.match(wa.input, /^\d+\n/);
  assert.is(wa.cases.length, 1);
  assert.is(wa.cases[0].picture?.kind, 'graph');
  assert.match(wa.cases[0].explanation!.headline, /^mouse wins in \d+ moves \(1\)$/);
  assert.is(wa.cases[0].explanation!.json.moves, (wa.cases[0].explanation!.json.line as unknown[]).length);
});
html('LOL: a row picture and an explanation for each row of the file', async () => {
  const report = await judge({ root, problemIds: ['lanqiao-lol'] });
  const data = embedded(await htmlReport(report, root));
  const [sample] = data.problems[0].tests;
  assert.is(sample.cases.length, 4);
  assert.equal(
    sample.cases.map((c) => c.picture),
    [
      { kind: 'row', row: '***' },
      { kind: 'row', row: 'L**L' },
      { kind: 'row', row: 'L**L***L' },
      { kind: 'row', row: 'L*****L' },
    ],
  );
  assert.equal(
    sample.cases.map((c) => c.explanation?.answer),
    ['0', '-1', '1', '1'],
  );
});
html('a solution that does not compile: its compiler output on the page', async () => {
  if (!hasTool('C++', 'g++')) return;
  const report = await judge({
    root,
    problemIds: ['bhoj-1460'],
    solution: resolve('test/fixtures/solutions/native/ce.cpp'),
  });
  const data = embedded(await htmlReport(report, root));
  assert.match(data.problems[0].compileError ?? '', /ce\.cpp:\d+:\d+: error/);
  assert.equal(data.problems[0].tests, []);
});
html.run();
