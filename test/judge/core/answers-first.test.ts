// Answers first: a solve() answers every test in warm workers before the faithful run, each verdict told at once and
// marked provisional; the report stays the faithful run's; an answer that differs between the two is flagged.
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type ResultEvent } from '../../../judge/core/index.ts';

const root = resolve('test/fixtures/root');
const fixture = (name: string) => resolve('test/fixtures/solutions', name);

/** Judges the fixture problem, noting every event in the order it came: "provisional WA sample/1", "final ...". */
async function events(solution: string, extra: { jobs?: number; timeMs?: number } = {}) {
  const seen: string[] = [];
  const note = (stage: string) => (e: ResultEvent) =>
    seen.push(`${stage} ${e.result.verdict} ${e.result.group}/${e.result.name}`);
  const report = await judge({
    root,
    problemIds: ['sum'],
    solution,
    jobs: extra.jobs,
    limits: extra.timeMs ? { timeMs: extra.timeMs } : undefined,
    onProvisional: note('provisional'),
    onResult: note('final'),
  });
  return { seen, report };
}

const first = suite('answers first');
first('every answer is told, provisionally, before the first test of the faithful run', async () => {
  const { seen, report } = await events(fixture('wa.ts'));
  assert.equal(seen.slice(0, 2).sort(), ['provisional WA sample/1', 'provisional WA sample/2']);
  assert.equal(seen.slice(2).sort(), ['final WA sample/1', 'final WA sample/2']);
  assert.equal(
    report.problems[0].results.map((r) => [r.verdict, r.provisional, typeof r.cpuMs]),
    [
      ['WA', undefined, 'number'],
      ['WA', undefined, 'number'],
    ],
    'the report is the faithful run, measured',
  );
});
first('a solution that keeps state between cases: AC on its own, flagged where its warm answer differed', async () => {
  const { seen, report } = await events(fixture('keeps-state.ts'), { jobs: 1 });
  assert.ok(seen.includes('provisional WA sample/2'), seen.join('; '));
  const [one, two] = report.problems[0].results;
  assert.equal([one.verdict, two.verdict], ['AC', 'AC']);
  assert.is(one.disagreement, undefined);
  assert.match(two.disagreement ?? '', /answered "42" on its own but "43" in one process after other tests/);
});
first('a program that reads stdin itself has no warm pass; a solve() that runs past the limit stops it', async () => {
  const plain = await events(fixture('plain-program.js'));
  assert.equal(
    plain.seen.filter((s) => s.startsWith('provisional')),
    [],
  );
  const loop = await events(fixture('tle.ts'), { timeMs: 300 });
  assert.equal(
    loop.seen.filter((s) => s.startsWith('provisional')),
    [],
    'no answer, no provisional verdict',
  );
  assert.equal(
    loop.report.problems[0].results.map((r) => r.verdict),
    ['TLE', 'TLE'],
  );
});
first('an interactive play() is played against the jury module in the worker first', async () => {
  const guess = resolve('test/fixtures/interactive/root');
  const seen: string[] = [];
  const report = await judge({
    root: guess,
    problemIds: ['guess'],
    onProvisional: (e) => seen.push(`provisional ${e.result.verdict}`),
    onResult: (e) => seen.push(`final ${e.result.verdict}`),
  });
  const tests = report.problems[0].results.length;
  assert.ok(tests > 0);
  assert.equal(seen, [...Array(tests).fill('provisional AC'), ...Array(tests).fill('final AC')]);
  const wrong = await judge({
    root: guess,
    problemIds: ['guess'],
    solution: resolve('test/fixtures/interactive/guess-binary.cjs'),
    onProvisional: (e) => seen.push(`program ${e.result.verdict}`),
  });
  assert.ok(wrong.problems[0].results.length > 0);
  assert.not.ok(
    seen.some((s) => s.startsWith('program')),
    'a program plays its exchange in its own process only',
  );
});
first.run();
