import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { allAccepted, judge } from '../../../judge/core/index.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

const FIXTURES = resolve('test/fixtures');
let fixtureRoot = '';

const core = suite('judge');
core.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-core-'));
  copyFixtureRoot(fixtureRoot);
  mkdirSync(join(fixtureRoot, 'testdata/sum/more'));
  for (const [name, input, answer] of [
    ['a', '1 1\n', '2\n'],
    ['b', '4\n', '4\n'],
    ['c', '0\n', '0\n'],
  ]) {
    writeFileSync(join(fixtureRoot, `testdata/sum/more/${name}.in`), input);
    writeFileSync(join(fixtureRoot, `testdata/sum/more/${name}.ans`), answer);
  }
});
core.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

core('runs every test, samples first, each with its own measurements', async () => {
  const report = await judge({ root: fixtureRoot, problemIds: ['sum'], solution: join(FIXTURES, 'solutions/ac.ts') });
  const results = report.problems[0].results;
  assert.equal(
    results.map((r) => `${r.group}/${r.name}`),
    ['sample/1', 'sample/2', 'more/a', 'more/b', 'more/c'],
  );
  assert.ok(results.every((r) => r.verdict === 'AC' && (r.cpuMs ?? 0) > 0 && (r.peakRssKb ?? 0) > 10_000));
  assert.ok(allAccepted(report));
});
core('only: the tests named are judged, and the report holds them alone, in suite order', async () => {
  const report = await judge({
    root: fixtureRoot,
    problemIds: ['sum'],
    solution: join(FIXTURES, 'solutions/ac.ts'),
    only: new Set(['more/c', 'sample/2', 'more/none']),
  });
  assert.equal(
    report.problems[0].results.map((r) => `${r.group}/${r.name}`),
    ['sample/2', 'more/c'],
  );
});
core('stopAtFirstFailure keeps only the first failing test of each group', async () => {
  const report = await judge({
    root: fixtureRoot,
    problemIds: ['sum'],
    solution: join(FIXTURES, 'solutions/wa.ts'),
    stopAtFirstFailure: true,
    jobs: 2,
  });
  assert.equal(
    report.problems[0].results.map((r) => `${r.group}/${r.name} ${r.verdict}`),
    ['sample/1 WA', 'more/a WA'],
  );
  assert.not.ok(allAccepted(report));
});
core.e2e('peak memory is the solution’s own, however large the judge is', async () => {
  // getrusage's maxRSS survives fork and exec on Linux: a child of a 400 MB judge would report 400 MB or more. The bound
  // comes from the same solution judged in this run without the ballast, plus half the ballast.
  const judgeAc = async () =>
    (await judge({ root: fixtureRoot, problemIds: ['sum'], solution: join(FIXTURES, 'solutions/ac.ts') })).problems[0]
      .results;
  const alone = Math.max(...(await judgeAc()).map((r) => r.peakRssKb ?? Number.NaN));
  const ballastMb = 160;
  const ballast = new Uint8Array(ballastMb << 20).fill(1);
  for (const r of await judgeAc())
    assert.ok(
      (r.peakRssKb ?? Number.POSITIVE_INFINITY) < alone + (ballastMb / 2) * 1024,
      `${r.name}: ${r.peakRssKb} KiB, ${alone} KiB without the ballast`,
    );
  assert.is(ballast[1], 1);
});
core('a problem’s checker decides instead of the exact comparison', async () => {
  // The fixture problem, given a checker: any numbers that add up to the expected sum are right.
  const problemFile = join(fixtureRoot, 'problems/split/problem.ts');
  cpSync(join(fixtureRoot, 'problems/sum'), join(fixtureRoot, 'problems/split'), { recursive: true });
  cpSync(join(fixtureRoot, 'testdata/sum'), join(fixtureRoot, 'testdata/split'), { recursive: true });
  const checker = `(input, expected, output) => {
    const total = output.split(/\\s+/).filter(Boolean).map(Number).reduce((a, b) => a + b, 0);
    return total === Number(expected) ? { accepted: true } : { accepted: false, reason: 'adds up to ' + total };
  }`;
  writeFileSync(
    problemFile,
    readFileSync(problemFile, 'utf8').replace("id: 'sum',", `id: 'split', checker: ${checker},`),
  );
  const echo = join(fixtureRoot, 'echo.ts');
  writeFileSync(echo, 'export function solve(input: string): string {\n  return input;\n}\n');
  const report = await judge({ root: fixtureRoot, problemIds: ['split'], solution: echo });
  assert.equal(report.errors, []);
  assert.ok(
    report.problems[0].results.every((r) => r.verdict === 'AC'),
    'the numbers themselves add up to their sum',
  );
  const wrong = await judge({ root: fixtureRoot, problemIds: ['split'], solution: join(FIXTURES, 'solutions/wa.ts') });
  const first = wrong.problems[0].results[0];
  assert.is(first.verdict, 'WA');
  assert.match(first.checkerReason ?? '', /^adds up to \d+$/);
});
core.run();
