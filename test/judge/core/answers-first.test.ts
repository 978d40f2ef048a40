// Answers first: a solve() answers every test in warm workers before the faithful run, each verdict told at once and
// marked provisional; the report stays the faithful run's; an answer that differs between the two is flagged. The
// answers past the limit, a program with no warm pass and a game played first are end to end (helpers/parts.ts):
// each judges a root whole, a faithful run after the warm pass.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as assert from 'uvu/assert';
import { judge, type ResultEvent } from '../../../judge/core/index.ts';
import { suite } from '../../helpers/parts.ts';
import { WarmSpares } from '../../../judge/run/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';

const root = resolve('test/fixtures/root');
const fixture = (name: string) => resolve('test/fixtures/solutions', name);

/**
 * Judges the fixture problem, noting every event in the order it came: "provisional WA sample/1", "final ...", and
 * "off: why" where answers first was switched off.
 */
async function events(solution: string, extra: { jobs?: number; timeMs?: number; root?: string } = {}) {
  const seen: string[] = [];
  const note = (stage: string) => (e: ResultEvent) =>
    seen.push(`${stage} ${e.result.verdict} ${e.result.group}/${e.result.name}`);
  const report = await judge({
    root: extra.root ?? root,
    problemIds: ['sum'],
    solution,
    jobs: extra.jobs,
    limits: extra.timeMs ? { timeMs: extra.timeMs } : undefined,
    answersFirst: true,
    onProvisional: note('provisional'),
    onResult: note('final'),
    onAnswersFirstOff: (_problem, reason) => seen.push(`off: ${reason}`),
  });
  return { seen, report };
}

/** A copy of the fixture root whose tests are these inputs (answered with their sums), as sample/1, sample/2... */
function rootWithInputs(inputs: string[]): string {
  const copy = mkdtempSync(join(tmpdir(), 'answers-first-'));
  cpSync(root, copy, { recursive: true });
  rmSync(join(copy, 'testdata/sum/sample'), { recursive: true });
  mkdirSync(join(copy, 'testdata/sum/sample'));
  for (const [k, input] of inputs.entries()) {
    const sum = input.split(' ').reduce((a, b) => a + Number(b), 0);
    writeFileSync(join(copy, `testdata/sum/sample/${k + 1}.in`), `${input}\n`);
    writeFileSync(join(copy, `testdata/sum/sample/${k + 1}.ans`), `${sum}\n`);
  }
  return copy;
}

const first = suite('answers first');
first(
  'asked for by the option alone: a listener for provisional verdicts (a terminal watching) starts no warm pass',
  async () => {
    const seen: string[] = [];
    const report = await judge({
      root,
      problemIds: ['sum'],
      solution: fixture('wa.ts'),
      onProvisional: (e) => seen.push(`provisional ${e.result.verdict}`),
      onAnswersFirstOff: (_problem, reason) => seen.push(`off: ${reason}`),
      onResult: (e) => seen.push(`final ${e.result.verdict}`),
    });
    assert.equal(seen, ['final WA', 'final WA']);
    assert.ok(report.problems[0].results.every((r) => r.disagreement === undefined && !r.provisional));
  },
);
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
first.e2e(
  'a program that reads stdin itself has no warm pass, and says why; an answer past the limit gets none',
  async () => {
    const plain = await events(fixture('plain-program.js'));
    assert.equal(
      plain.seen.filter((s) => !s.startsWith('final')),
      ['off: the solution reads stdin itself: only a solve() or play() answers in a worker'],
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
  },
);
first.e2e('an answer past the limit leaves its test to the faithful run; the pass goes on with the rest', async () => {
  const copy = rootWithInputs(['999 1', '2 3', '10 20', '4 4']);
  try {
    const { seen, report } = await events(fixture('spins-on-999.ts'), { root: copy, timeMs: 300, jobs: 1 });
    assert.equal(seen.slice(0, 3), ['provisional AC sample/2', 'provisional AC sample/3', 'provisional AC sample/4']);
    assert.not.ok(
      seen.some((s) => s.startsWith('off') || s === 'provisional TLE sample/1'),
      seen.join('; '),
    );
    assert.equal(
      report.problems[0].results.map((r) => r.verdict),
      ['TLE', 'AC', 'AC', 'AC'],
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
first.e2e('after three answers past the limit, the rest is the faithful run’s, and it says so', async () => {
  const copy = rootWithInputs(['999 1', '999 2', '999 3', '2 3', '10 20']);
  try {
    const { seen } = await events(fixture('spins-on-999.ts'), { root: copy, timeMs: 300, jobs: 1 });
    assert.equal(
      seen.filter((s) => !s.startsWith('final')),
      ['off: 3 answers took over 300 ms of CPU: the faithful run decides the rest'],
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
first.e2e('an interactive play() is played against the jury module in the worker first', async () => {
  const guess = resolve('test/fixtures/interactive/root');
  const seen: string[] = [];
  const report = await judge({
    root: guess,
    problemIds: ['guess'],
    answersFirst: true,
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
    answersFirst: true,
    onProvisional: (e) => seen.push(`program ${e.result.verdict}`),
  });
  assert.ok(wrong.problems[0].results.length > 0);
  assert.not.ok(
    seen.some((s) => s.startsWith('program')),
    'a program plays its exchange in its own process only',
  );
});
first(
  'a run whose every test is remembered answers none, and starts a spare host for the next run of its file',
  async () => {
    const copy = rootWithInputs(['1 2', '3 4']);
    const spares = new WarmSpares();
    try {
      const solution = join(copy, 'mine.ts');
      cpSync(fixture('ac.ts'), solution);
      const options = { root: copy, problemIds: ['sum'], solution, remember: 'use' as const, answersFirst: true };
      await judge(options);
      const answered: string[] = [];
      const again = await judge({ ...options, warmSpares: spares, onProvisional: (e) => answered.push(e.result.name) });
      assert.ok(again.problems[0].results.every((r) => r.remembered));
      assert.equal(answered, []);
      const settings = {
        folder: join(copy, 'dist', '.judge', 'warm', `sum--mine--${process.pid}`),
        ...{ workers: 2, heapMb: 1024, memoryMb: 3 * 1024, sandbox: sandboxFor(false, copy) },
      };
      const spare = await spares.take(settings);
      assert.ok(spare, 'a spare for the settings the next run of mine.ts takes');
      await spare.close();
    } finally {
      await spares.close();
      rmSync(copy, { recursive: true, force: true });
    }
  },
);
first.run();
