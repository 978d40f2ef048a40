import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { JudgeReport, TestResult } from '../../../judge/core/index.ts';
import { loadProblem } from '../../../judge/registry/index.ts';
import { formatJson, formatText } from '../../../judge/report/report.ts';

const ROOT = 'test/fixtures/root';
const result = (name: string, cpuMs: number | null, peakRssKb: number | null): TestResult => ({
  group: 'sample',
  name,
  input: `testdata/sum/sample/${name}.in`,
  verdict: 'AC',
  cpuMs,
  wallMs: 20,
  waitedMs: null,
  countedWallMs: 20,
  wallTimeExceeded: false,
  peakRssKb,
  exitCode: 0,
  signal: null,
  stderrTail: '',
  outputHead: '',
});
async function reportOf(results: TestResult[]): Promise<JudgeReport> {
  const problem = await loadProblem(ROOT, 'sum');
  return {
    problems: [{ problem, programs: [], results, dataErrors: [], sources: [] }],
    errors: [],
    interrupted: false,
    sandbox: { enforced: 'files, network, signals', notEnforced: null },
  };
}

const unmeasured = suite('figures that were not measured');
unmeasured('are a dash in the text, never 0, and the report says so once', async () => {
  const text = formatText(await reportOf([result('1', null, null), result('2', 12, null)]), ROOT, false);
  assert.match(text, /AC {3}sample\/1 +— +—\n/);
  assert.match(text, /AC {3}sample\/2 +12 ms +—\n/);
  assert.match(text, /slowest sample\/2 12 ms; peak memory —\n/);
  const notes = text.split('\n').filter((line) => line.includes('not measured'));
  assert.equal(notes, [
    '  not measured on this system: CPU time of 1 and memory of 2 of 2 tests (shown as —; no verdict rests on them)',
  ]);
  assert.not.match(text, / 0 ms| 0\.0 MB/);
});
unmeasured('are null in --json', async () => {
  const json = JSON.parse(formatJson(await reportOf([result('1', null, null)]), ROOT));
  const [test] = json.problems[0].tests;
  assert.is(test.cpuMs, null);
  assert.is(test.peakRssKb, null);
  assert.equal(json.problems[0].summary.slowest, null);
  assert.is(json.problems[0].summary.peakRssKb, null);
});
unmeasured('measured figures print as before, with no note', async () => {
  const text = formatText(await reportOf([result('1', 7, 40_960)]), ROOT, false);
  assert.match(text, /sample\/1 +7 ms +40\.0 MB\n/);
  assert.not.match(text, /not measured/);
});
unmeasured.run();

const exchange = suite('an interactive test that failed');
exchange(
  'shows the end of the exchange, a line per line sent, with the interactor’s reason; --json keeps it all',
  async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `${i + 1}`);
    const failed: TestResult = {
      ...result('1', 9, 40_960),
      verdict: 'WA',
      checkerReason: '20 guesses, none of them 37',
      transcript: [
        { from: 'solution', text: `${lines.join('\n')}\n` },
        { from: 'interactor', text: 'higher\nhigher\n' },
      ],
      transcriptDropped: 0,
    };
    const text = formatText(await reportOf([failed]), ROOT, false);
    assert.match(text, /interactor: 20 guesses, none of them 37\n/);
    assert.match(
      text,
      /exchange \(last 12 of 22 lines; > solution, < interactor\):\n {9}> 11\n(.*\n){9} {9}< higher\n {9}< higher\n/,
    );
    const json = JSON.parse(formatJson(await reportOf([failed]), ROOT));
    assert.equal(json.problems[0].tests[0].transcript, failed.transcript);
    const plain = await reportOf([failed]);
    plain.problems[0].problem = {
      ...plain.problems[0].problem,
      interaction: { idleMs: 1000, args: [], contract: 'kattis' },
    };
    plain.problems[0].programs = [{ kind: 'node', file: `${ROOT}/dist/x.js`, bytes: 2048, wraps: null }];
    assert.match(
      formatText(plain, ROOT, false),
      /bundle dist\/x\.js \(2\.0 KiB, no ES export of play: runs as a program that reads and writes the exchange itself\)/,
    );
    const silent = formatText(await reportOf([{ ...failed, verdict: 'ILE', transcript: [] }]), ROOT, false);
    assert.match(
      silent,
      /ILE {2}sample\/1 .*\n {7}stopped for idleness: .*\n.*\n {7}exchange: nothing was sent either way\n/,
    );
  },
);
exchange.run();

const closing = suite('the end of a run');
// A root whose problem "sum" has an explainer: the hint to explain a WA is given only where one is there to run.
let explained = '';
closing.before(() => {
  explained = mkdtempSync(join(tmpdir(), 'kit-explained-'));
  mkdirSync(join(explained, 'solutions', 'explain'), { recursive: true });
  writeFileSync(join(explained, 'solutions', 'explain', 'sum.ts'), '');
});
closing.after(() => rmSync(explained, { recursive: true, force: true }));
closing('a failing run ends with its failing tests, each with why, and how to look closer', async () => {
  const wa = {
    ...result('2', 10, 30_000),
    verdict: 'WA' as const,
    diff: { same: false as const, line: 1, expected: '3', actual: '4' },
  };
  const tle = { ...result('3', 2100, 30_000), verdict: 'TLE' as const };
  const text = formatText(await reportOf([result('1', 10, 30_000), wa, tle]), explained, false);
  const end = text.slice(text.indexOf('failing:'));
  assert.equal(end.split('\n'), [
    'failing:',
    '  sum: AC 1, WA 1, TLE 1',
    '    WA  sample/2  line 1: expected "3", got "4"',
    '    TLE sample/3  CPU 2100 ms over the 2000 ms limit',
    'to look closer:',
    // In another root than the kit's own, the hint names it.
    `  npm run explain -- sum testdata/sum/sample/2.in --root ${explained}    (why its answer is right)`,
    '  npm run ui    (the page: each failure with its diff and line of play)',
    '',
    'not all tests AC',
    '',
  ]);
  assert.not.match(formatText(await reportOf([result('1', 10, 30_000)]), ROOT, false), /failing:/);
  // Without an explainer (the fixture root's sum, an imported problem), no explain line.
  assert.not.match(formatText(await reportOf([result('1', 10, 30_000), wa]), ROOT, false), /npm run explain/);
});
closing('the hint names a WA, not a TLE before it; a WA in a file of cases shows its case', async () => {
  const tle = { ...result('1', 2100, 30_000), verdict: 'TLE' as const };
  const wa = {
    ...result('2', 10, 30_000),
    verdict: 'WA' as const,
    diff: { same: false as const, line: 5, expected: '0', actual: '1' },
    caseInput: '*O***LOO',
  };
  const text = formatText(await reportOf([tle, wa]), explained, false);
  assert.match(text, /line 5: expected "0", got "1"\n {7}case 5: \*O\*\*\*LOO\n/);
  assert.match(text, /npm run explain -- sum testdata\/sum\/sample\/2\.in/);
  assert.match(text, /WA {2}sample\/2 +line 5: expected "0", got "1" \(case 5: \*O\*\*\*LOO\)/, 'the closing list');
  // No WA: no explain line (a TLE's answer says nothing of it), the page still.
  const only = formatText(await reportOf([tle]), ROOT, false);
  assert.not.match(only, /npm run explain/);
  assert.match(only, /npm run ui {4}\(the page/);
});
closing('a run that judged nothing ends with its error alone', () => {
  const text = formatText(
    {
      problems: [],
      errors: [{ problem: 'nope', message: 'unknown problem id' }],
      interrupted: false,
      sandbox: { enforced: 'files, network, signals', notEnforced: null },
    },
    ROOT,
    false,
  );
  assert.is(text, 'error nope: unknown problem id\n\n');
});
closing.run();
