// npm run export -- <id> --kattis DIR --format legacy|2023-07|2025-09: what each version writes for a pass-fail and a
// scored problem, and that a scored problem's legacy and 2023-07 testdata.yaml files make problemtools' default
// grader (modelled from its source: helpers/default-grader.ts) give every submission the kit's own points, on a
// fixture with each kind of group and on lanqiao-lol itself. Roots hold the accepted solution only, so that the export
// judges nothing.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { suite } from '../../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { groupMembers, scoreProblem } from '../../../../judge/core/index.ts';
import { loadProblem, loadSuite, testKey } from '../../../../judge/registry/index.ts';
import { exportCommand } from '../../../../scripts/export.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { gradePackage, problemtoolsVerdict } from '../../../helpers/default-grader.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

const put = (root: string, path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const ECHO = 'export const solve = (input: string) => input;\n';
const ANY = 'export const validate = (input: string) => null;\n';

/** "echo": pass-fail, Kattis's default comparison with its flags, an invalid input. */
function echoRoot(root: string) {
  put(
    root,
    'problems/echo/problem.ts',
    "import { validate } from './validator.ts';\nexport default { id: 'echo', title: 'Echo', onlineJudge: 'none', bundleTarget: 'node20',\n  limits: { timeMs: 2000, memoryMb: 48, outputMb: 2 }, validate };\n",
  );
  put(root, 'problems/echo/validator.ts', ANY);
  put(root, 'problems/echo/statement.md', '# Echo\n\nPrint n.\n');
  put(root, 'testdata/echo/sample/1.in', '5\n');
  put(root, 'testdata/echo/sample/1.ans', '5\n');
  put(root, 'testdata/echo/hand/2.in', '6\n');
  put(root, 'testdata/echo/hand/2.ans', '6\n');
  put(root, 'testdata/echo/invalid/two.in', '5 6\n');
  put(root, 'solutions/echo.ts', ECHO);
}

/**
 * "parts": scored, one group of each kind: all or nothing (hand), a sum in equal shares (random), the best (big), a
 * min over hand and big that requires hand's group (which changes no score: it holds hand's tests), the samples in
 * no group and a test in none (extra).
 */
function partsRoot(root: string, { least = "['hand', 'big']", best = 'max' } = {}) {
  scoredRoot(
    root,
    'parts',
    `
    { name: 'small', tests: 'hand', points: 30, aggregation: 'all' },
    { name: 'each', tests: 'random', points: 40, aggregation: 'sum' },
    { name: 'best', tests: 'big', points: 20, aggregation: '${best}' },
    { name: 'least', tests: ${least}, points: 10, aggregation: 'min', requires: ['small'] },`,
    { sample: [1, 2], hand: [3, 4], random: [5, 6, 7], big: [8, 9], extra: [10] },
  );
}

/**
 * A problem `id` scored by `groups` (problem.ts's scoring groups, as source), its tests by group (test n: input and
 * answer "n"), echoed by its accepted solution.
 */
function scoredRoot(root: string, id: string, groups: string, tests: Record<string, number[]>) {
  const title = id[0].toUpperCase() + id.slice(1);
  put(
    root,
    `problems/${id}/problem.ts`,
    `import { validate } from './validator.ts';
export default { id: '${id}', title: '${title}', onlineJudge: 'none', bundleTarget: 'node20',
  limits: { timeMs: 2000, memoryMb: 48, outputMb: 2 }, validate,
  scoring: { groups: [${groups}
  ] } };
`,
  );
  put(root, `problems/${id}/validator.ts`, ANY);
  put(root, `problems/${id}/statement.md`, `# ${title}\n\nPrint n.\n`);
  for (const [group, ns] of Object.entries(tests))
    for (const n of ns) {
      put(root, `testdata/${id}/${group}/t${n}.in`, `${n}\n`);
      put(root, `testdata/${id}/${group}/t${n}.ans`, `${n}\n`);
    }
  put(root, `solutions/${id}.ts`, ECHO);
}

/** lanqiao-lol's own problem and tests, linked, with its accepted solution alone (no wrong ones to judge). */
function lolRoot(root: string) {
  symlinkSync(resolve('problems'), join(root, 'problems'));
  mkdirSync(join(root, 'testdata'));
  symlinkSync(resolve('testdata/lanqiao-lol'), join(root, 'testdata', 'lanqiao-lol'));
  mkdirSync(join(root, 'solutions'));
  symlinkSync(resolve('solutions/lib'), join(root, 'solutions', 'lib'));
  symlinkSync(resolve('solutions/lanqiao-lol.ts'), join(root, 'solutions', 'lanqiao-lol.ts'));
}

/** A small deterministic generator (mulberry32), so that a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * For `rounds` random verdicts (one per input text, as a program gives on the same input), the points the kit gives
 * the problem `id` and what problemtools' default grader gives on the package `pkg`, with the verdict it reports
 * and the first failing test's in problemtools' order.
 */
async function bothScores(root: string, id: string, pkg: string, rounds: number) {
  const problem = await loadProblem(root, id);
  const scoring = problem.scoring;
  if (!scoring) throw new Error(`${id} is not scored`);
  const tests = loadSuite(root, id).tests.map((t) => ({
    key: testKey(t),
    group: t.group,
    input: readFileSync(t.input, 'utf8'),
  }));
  const found = groupMembers(scoring, tests);
  if ('error' in found) throw new Error(found.error);
  const next = random(70);
  const out: { kit: number; problemtools: number; verdict: string; failures: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    // Every test AC now and then (full points), else each text failing with a chance that varies by round.
    const failing = round % 7 === 0 ? 0 : next() * 0.4;
    const byText = new Map<string, string>();
    const verdictOf = (text: string) => {
      if (!byText.has(text))
        byText.set(text, next() < failing ? (['WA', 'TLE', 'RE', 'MLE'][Math.floor(next() * 4)] ?? 'WA') : 'AC');
      return byText.get(text) ?? 'AC';
    };
    const results = new Map(tests.map((t) => [t.key, { verdict: verdictOf(t.input) }]));
    const kit = scoreProblem(scoring, found.members, results).points;
    const graded = gradePackage(pkg, (path) => problemtoolsVerdict(verdictOf(readFileSync(join(pkg, path), 'utf8'))));
    const failures = [...byText.values()].filter((v) => v !== 'AC').length;
    out.push({ kit, problemtools: graded.score, verdict: graded.verdict, failures });
  }
  return out;
}

let root = '';
const formats = suite('export --format');
formats.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-formats-'));
});
formats.after.each(() => rmSync(root, { recursive: true, force: true }));

const exported = async (id: string, format: string | null) => {
  const dir = join(root, 'out', `${id}${format ?? 'default'}`.replace(/[^a-z0-9]/g, ''));
  const done = await runInProcess(exportCommand, [
    id,
    '--kattis',
    dir,
    ...(format === null ? [] : ['--format', format]),
    '--root',
    root,
  ]);
  assert.is(done.status, 0, done.stderr);
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const yaml = (path: string) => parse(read(path)) as Record<string, unknown>;
  return { dir, done, read, yaml, has: (path: string) => existsSync(join(dir, path)) };
};
const lines = (text: string) => text.split('\n').filter((l) => !l.trimStart().startsWith('#'));

formats('a pass-fail problem: legacy by default, 2023-07 as problemtools reads its draft, 2025-09', async () => {
  echoRoot(root);
  const legacy = await exported('echo', null);
  assert.equal(lines(legacy.read('problem.yaml')), [
    'problem_format_version: legacy',
    'name: "Echo"',
    // The same uuid in every version: problemtools warns where a legacy package has none.
    'uuid: b6070eab-85ac-59a2-af66-319fd35b6d09',
    'limits:',
    '  memory: 1024',
    '  output: 2',
    'validation: default',
    'validator_flags: "case_sensitive"',
    '',
  ]);
  assert.ok(legacy.has('.timelimit') && legacy.has('problem_statement/problem.en.tex'));
  assert.ok(legacy.has('kit/invalid_input/two.in'));

  const draft = await exported('echo', '2023-07');
  assert.equal(lines(draft.read('problem.yaml')), [
    'problem_format_version: 2023-07-draft',
    'type: pass-fail',
    'name: "Echo"',
    'uuid: b6070eab-85ac-59a2-af66-319fd35b6d09',
    'limits:',
    '  time_limit: 2',
    '  memory: 1024',
    '  output: 2',
    '',
  ]);
  // problem.yaml holds no validator flags in 2023-07-draft (problemtools forbids the key): data/testdata.yaml does.
  assert.equal(draft.yaml('data/testdata.yaml'), { output_validator_flags: 'case_sensitive' });
  assert.ok(draft.has('statement/problem.en.md') && !draft.has('.timelimit'));
  // problemtools refuses any folder of data/ but sample and secret in 2023-07-draft too.
  assert.ok(draft.has('kit/invalid_input/two.in') && !draft.has('data/invalid_input'));

  const modern = await exported('echo', '2025-09');
  assert.match(modern.read('problem.yaml'), 'problem_format_version: 2025-09\ntype: pass-fail\n');
  assert.equal(modern.yaml('data/test_group.yaml'), { output_validator_args: ['case_sensitive'] });
  assert.ok(modern.has('data/invalid_input/two.in') && modern.has('data/secret/hand/2.in'));
});

formats.e2e(
  'a scored problem: legacy and 2023-07 graded by testdata.yaml to the kit points, 2025-09 as before',
  async () => {
    partsRoot(root);
    const legacy = await exported('parts', null);
    assert.match(legacy.read('problem.yaml'), 'problem_format_version: legacy\ntype: scoring\n');
    assert.match(legacy.read('problem.yaml'), 'grading:\n  show_test_data_groups: true\n');
    assert.match(
      legacy.done.stdout,
      'scoring group "least" requires "small": not written (testdata.yaml has no require_pass), and it changes no score',
    );
    assert.equal(legacy.yaml('data/testdata.yaml'), {
      on_reject: 'continue',
      grader_flags: 'first_error',
      range: '0 100',
    });
    assert.equal(legacy.yaml('data/sample/testdata.yaml'), { accept_score: 0, range: '0 0' });
    assert.equal(readdirSync(join(legacy.dir, 'data/secret')), [
      '1-small',
      '2-each',
      '3-best',
      '4-least',
      '5-unscored',
    ]);
    assert.equal(legacy.yaml('data/secret/1-small/testdata.yaml'), {
      accept_score: 30,
      grader_flags: 'first_error min',
      on_reject: 'break',
      range: '0 30',
    });
    assert.equal(legacy.yaml('data/secret/2-each/testdata.yaml').grader_flags, 'first_error avg');
    assert.equal(legacy.yaml('data/secret/3-best/testdata.yaml').grader_flags, 'first_error max');
    const draft = await exported('parts', '2023-07');
    for (const { dir } of [legacy, draft]) {
      const scores = await bothScores(root, 'parts', dir, 400);
      for (const s of scores) assert.ok(Math.abs(s.kit - s.problemtools) < 1e-6, JSON.stringify(s));
      // Full points exactly when nothing fails, and problemtools' verdict AC then only.
      for (const s of scores) assert.is(s.verdict === 'AC', s.failures === 0, JSON.stringify(s));
      const reached = new Set(scores.map((s) => s.kit)).size;
      assert.ok(reached > 12, `the rounds reach many scores (${reached})`);
    }
    assert.match(draft.read('problem.yaml'), 'problem_format_version: 2023-07-draft\ntype: scoring\n');
    assert.not.match(draft.read('problem.yaml'), 'grading');
  },
);

formats(
  "the samples required by every group (a Polygon package's group 0): legacy stops at a failed sample, scores equal",
  async () => {
    scoredRoot(
      root,
      'gated',
      `
    { name: '0', tests: 'sample', points: 0, aggregation: 'all' },
    { name: '1', tests: 'hand', points: 40, aggregation: 'all', requires: ['0'] },
    { name: '2', tests: 'random', points: 60, aggregation: 'sum', requires: ['0'] },`,
      { sample: [1, 2], hand: [3, 4], random: [5, 6, 7] },
    );
    const legacy = await exported('gated', null);
    assert.match(legacy.done.stdout, 'every scoring group requires the samples');
    assert.equal(legacy.yaml('data/testdata.yaml').on_reject, 'break');
    assert.equal(legacy.yaml('data/secret/testdata.yaml'), { on_reject: 'continue' });
    const scores = await bothScores(root, 'gated', legacy.dir, 300);
    for (const s of scores) assert.ok(Math.abs(s.kit - s.problemtools) < 1e-6, JSON.stringify(s));
    assert.ok(
      scores.some((s) => s.kit === 0 && s.failures > 0) && scores.some((s) => s.kit > 0 && s.kit < 100),
      'a failed sample and a partial score both reached',
    );
  },
);

formats('a scored problem in 2025-09: test_group.yaml with require_pass, as before', async () => {
  // 2025-09 holds no max group (scored-layout.ts refuses it): best summed there.
  partsRoot(root, { best: 'sum' });
  const modern = await exported('parts', '2025-09');
  assert.match(modern.read('problem.yaml'), 'problem_format_version: 2025-09\ntype: scoring\n');
  assert.equal(modern.yaml('data/secret/4-least/test_group.yaml'), {
    max_score: 10,
    score_aggregation: 'min',
    require_pass: ['secret/1-small'],
  });
});

formats('a requirement that changes a score is refused in legacy and 2023-07, written in 2025-09', async () => {
  // least no longer holds hand's tests: without require_pass it would score where the kit gives it nothing.
  partsRoot(root, { least: "'big'", best: 'sum' });
  for (const format of [null, '2023-07']) {
    const dir = join(root, 'out', 'parts');
    const refused = await runInProcess(exportCommand, [
      'parts',
      '--kattis',
      dir,
      ...(format ? ['--format', format] : []),
      '--root',
      root,
    ]);
    assert.is(refused.status, 1);
    assert.is(
      refused.stderr.trim(),
      'error: problems/parts/problem.ts: scoring group "least" requires "small", and without that requirement (testdata.yaml has no require_pass) it would earn points "small" denies it; --format 2025-09 writes require_pass, which a Kattis legacy or 2023-07 scoring package cannot hold (nothing written)',
    );
    assert.not.ok(existsSync(join(root, 'out', 'parts')));
    assert.equal(readdirSync(join(root, 'out')), [], 'no work folder left');
  }
  await exported('parts', '2025-09');
  const wrong = await runInProcess(exportCommand, [
    'parts',
    '--kattis',
    join(root, 'out', 'x'),
    '--format',
    '2024',
    '--root',
    root,
  ]);
  assert.is(wrong.status, 2, wrong.stderr);
  assert.match(wrong.stderr, '--format "2024": not a version --kattis writes (legacy, 2023-07, 2025-09)');
});

formats.e2e(
  "lanqiao-lol's ten test points as a legacy scoring package: problemtools' grader gives the kit's points",
  async () => {
    lolRoot(root);
    const legacy = await exported('lanqiao-lol', null);
    assert.is(readdirSync(join(legacy.dir, 'data/secret')).length, 10);
    assert.equal(legacy.yaml('data/secret/01-point-1/testdata.yaml'), {
      accept_score: 10,
      grader_flags: 'first_error min',
      on_reject: 'break',
      range: '0 10',
    });
    const scores = await bothScores(root, 'lanqiao-lol', legacy.dir, 60);
    for (const s of scores) assert.ok(Math.abs(s.kit - s.problemtools) < 1e-6, JSON.stringify(s));
    assert.ok(new Set(scores.map((s) => s.kit)).size > 5);
  },
);

/** Each test's input and answer text of a problem, sorted: what a round trip must keep. */
const testTexts = (id: string) =>
  loadSuite(root, id)
    .tests.map((t) => `${readFileSync(t.input, 'utf8')}|${readFileSync(t.answer, 'utf8')}`)
    .sort();

/** The kit's points for `rounds` random verdicts (one per input text), the same draws for every problem. */
async function kitPoints(id: string, rounds: number) {
  const problem = await loadProblem(root, id);
  const scoring = problem.scoring;
  if (!scoring) return null;
  const tests = loadSuite(root, id).tests.map((t) => ({
    key: testKey(t),
    group: t.group,
    input: readFileSync(t.input, 'utf8'),
  }));
  const found = groupMembers(scoring, tests);
  if ('error' in found) throw new Error(found.error);
  const texts = [...new Set(tests.map((t) => t.input))].sort();
  const next = random(8);
  return Array.from({ length: rounds }, () => {
    const failing = new Set(texts.filter(() => next() < 0.3));
    const results = new Map(tests.map((t) => [t.key, { verdict: failing.has(t.input) ? 'WA' : 'AC' }]));
    return scoreProblem(scoring, found.members, results).points;
  });
}

formats.e2e('export then import through each version keeps the tests and every score', async () => {
  echoRoot(root);
  partsRoot(root);
  const trips: [string, string][] = [
    ['echo', 'legacy'],
    ['echo', '2023-07'],
    ['echo', '2025-09'],
    ['parts', 'legacy'],
    ['parts', '2023-07'],
  ];
  for (const [id, format] of trips) {
    const { dir } = await exported(id, format);
    const back = `${id}-${format.replace('-', '')}`;
    const imported = await runInProcess(importCommand, [dir, '--root', root, '--id', back]);
    assert.is(imported.status, 0, imported.stderr);
    assert.not.match(imported.stdout, 'judged pass-fail', `${id} ${format}`);
    assert.equal(
      testTexts(back).filter((t, i, all) => all.indexOf(t) === i),
      [...new Set(testTexts(id))],
    );
    assert.equal(await kitPoints(back, 200), await kitPoints(id, 200), `${id} ${format}`);
  }
});

formats('a test with Windows line ends goes as it is, said: problemtools warns of it and judges it so', async () => {
  echoRoot(root);
  put(root, 'testdata/echo/hand/crlf.in', '7\r\n');
  put(root, 'testdata/echo/hand/crlf.ans', '7\n');
  const legacy = await exported('echo', null);
  assert.equal(readFileSync(join(legacy.dir, 'data/secret/hand/crlf.in'), 'latin1'), '7\r\n');
  assert.equal(
    legacy.done.stdout.split('\n').filter((line) => line.startsWith('warning: ')),
    [
      'warning: data/secret/hand/crlf.in has Windows line ends (CRLF), as testdata/echo/hand/crlf.in has: the format asks for Unix ones; problemtools warns, and judges it as it is',
    ],
  );
});
formats("a problem that reads or writes files: each version's refusal names what it cannot hold", async () => {
  const filesRoot = (id: string, files: string) => {
    put(
      root,
      `problems/${id}/problem.ts`,
      `import { validate } from './validator.ts';\nexport default { id: '${id}', title: 'Files', onlineJudge: 'none', bundleTarget: 'node20',\n  limits: { timeMs: 2000, memoryMb: 48, outputMb: 2 }, validate, files: ${files} };\n`,
    );
    put(root, `problems/${id}/validator.ts`, ANY);
    put(root, `testdata/${id}/sample/1.in`, '5\n');
    put(root, `testdata/${id}/sample/1.ans`, '5\n');
    put(root, `solutions/${id}.ts`, ECHO);
  };
  filesRoot('both', "{ input: 'in.txt', output: 'out.txt' }");
  filesRoot('input', "{ input: 'in.txt' }");
  const refusal = async (id: string, format: string) => {
    const done = await runInProcess(exportCommand, [
      id,
      '--kattis',
      join(root, 'out', 'x'),
      '--format',
      format,
      '--root',
      root,
    ]);
    assert.is(done.status, 1);
    assert.not.ok(existsSync(join(root, 'out', 'x')));
    return done.stderr.split('\n')[0];
  };
  assert.is(
    await refusal('both', 'legacy'),
    "error: problems/both/problem.ts: the problem reads or writes in.txt and out.txt, and a Kattis package's programs use standard input and output only (nothing written)",
  );
  assert.is(
    await refusal('both', '2025-09'),
    "error: problems/both/problem.ts: the problem writes out.txt, and a 2025-09 Kattis package's output validator reads standard output only (nothing written)",
  );
  assert.is(
    await refusal('input', '2025-09'),
    "error: problems/input/problem.ts: the problem reads in.txt, which a 2025-09 Kattis package could give as each test's .files, and this export does not write them (nothing written)",
  );
});
formats.run();
