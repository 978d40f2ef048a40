// A judge error is the judge's: a program the kit built (a bundle, a compiled program in its cache) removed while the
// tests run gives JE on the tests that ran without it, with its cause and how to recover; never RE, never remembered,
// and the next run judges those tests again. A checker function that throws is a judge error naming the problem's file.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as assert from 'uvu/assert';
import { judge, type JudgeReport, type ResultEvent } from '../../../judge/core/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { suite } from '../../helpers/parts.ts';

/** A copy of the fixture root with `count` tests of the sum problem, run one at a time in suite order. */
function rootWithTests(count: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'judge-error-'));
  copyFixtureRoot(copy);
  const sample = join(copy, 'testdata/sum/sample');
  for (const file of readdirSync(sample)) rmSync(join(sample, file));
  for (let k = 1; k <= count; k++) {
    writeFileSync(join(sample, `${k}.in`), `${k} ${k}\n`);
    writeFileSync(join(sample, `${k}.ans`), `${2 * k}\n`);
  }
  return copy;
}

const verdicts = (report: JudgeReport) =>
  report.problems[0].results.map((r) => `${r.verdict}${r.remembered ? ' remembered' : ''}`);

/** Judges `solution` on `root` one test at a time, calling `afterFirst` once the first test is decided. */
function judgeRemoving(root: string, solution: string, afterFirst: () => void): Promise<JudgeReport> {
  let first = true;
  return judge({
    root,
    problemIds: ['sum'],
    solution,
    jobs: 1,
    remember: 'use',
    onResult: (_event: ResultEvent) => {
      if (first) afterFirst();
      first = false;
    },
  });
}

const errors = suite('judge error');

errors(
  'a bundle removed mid-run: JE on the tests after it, with the cause; nothing remembered; judged again next run',
  async () => {
    const root = rootWithTests(4);
    const solution = join(root, 'ac.ts');
    cpSync(resolve('test/fixtures/solutions/ac.ts'), solution);
    const bundles = join(root, 'dist', '.judge');
    const report = await judgeRemoving(root, solution, () => {
      for (const file of readdirSync(bundles)) if (file.startsWith('sum--ac--')) rmSync(join(bundles, file));
    });
    assert.equal(verdicts(report), ['AC', 'JE', 'JE', 'JE']);
    const [, je] = report.problems[0].results;
    assert.match(
      je.judgeError ?? '',
      /dist\/\.judge\/sum--ac--[0-9a-f]{12}\.js was removed while the test ran: judge again \(the same command\)/,
    );
    assert.is(je.errorReason, undefined);
    // The next run builds the bundle again and judges the three; the first is remembered.
    const again = await judge({ root, problemIds: ['sum'], solution, jobs: 1, remember: 'use' });
    assert.equal(verdicts(again), ['AC remembered', 'AC', 'AC', 'AC']);
    rmSync(root, { recursive: true, force: true });
  },
);

errors.e2e('a compiled program removed from the remembered compiles mid-run: JE, not RE exit code 127', async () => {
  if (!hasTool('judge error of a compiled program', 'g++')) return;
  const root = rootWithTests(3);
  const cache = mkdtempSync(join(tmpdir(), 'judge-error-cache-'));
  const before = process.env.KIT_COMPILE_CACHE;
  process.env.KIT_COMPILE_CACHE = cache;
  try {
    const solution = join(root, 'sum.cpp');
    writeFileSync(solution, readFileSync(resolve('test/fixtures/solutions/native/ac.cpp'), 'utf8'));
    const report = await judgeRemoving(root, solution, () => {
      for (const entry of readdirSync(cache)) rmSync(join(cache, entry), { recursive: true, force: true });
    });
    assert.equal(verdicts(report), ['AC', 'JE', 'JE']);
    assert.match(report.problems[0].results[1].judgeError ?? '', /was removed while the test ran/);
    const again = await judge({ root, problemIds: ['sum'], solution, jobs: 1, remember: 'use' });
    assert.equal(verdicts(again), ['AC remembered', 'AC', 'AC']);
  } finally {
    if (before === undefined) delete process.env.KIT_COMPILE_CACHE;
    else process.env.KIT_COMPILE_CACHE = before;
    rmSync(cache, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
});

errors("a checker function that throws is a judge error naming problem.ts, never the submission's WA", async () => {
  const root = rootWithTests(2);
  const definition = join(root, 'problems/sum/problem.ts');
  writeFileSync(
    definition,
    readFileSync(definition, 'utf8').replace(
      "bundleTarget: 'node20',",
      "bundleTarget: 'node20',\n  checker: () => {\n    throw new Error('the checker is broken');\n  },",
    ),
  );
  const solution = resolve('test/fixtures/solutions/ac.ts');
  const said = (report: JudgeReport) =>
    report.problems[0].results.map((r) => `${r.name} ${r.verdict}${r.remembered ? ' remembered' : ''}`);
  try {
    const report = await judge({ root, problemIds: ['sum'], solution, answersFirst: true });
    const [problem] = report.problems;
    assert.equal(problem.dataErrors, []);
    assert.equal(
      problem.results.map((r) => [r.name, r.verdict, r.brokenProgram, r.judgeError]),
      ['1', '2'].map((name) => [
        name,
        'JE',
        'problems/sum/problem.ts',
        'problems/sum/problem.ts broke its contract: its checker threw: the checker is broken: ' +
          'fix problems/sum/problem.ts, then judge again',
      ]),
    );
    // Never remembered: the same run again judges both tests again (a remembered result would say so). The fixed
    // checker is not seen here: this process has loaded problem.ts once and keeps it.
    assert.equal(said(await judge({ root, problemIds: ['sum'], solution })), ['1 JE', '2 JE']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

errors.run();
