// npm run import, then judge, verify and export, on the Polygon packages of test/helpers/polygon-packages.ts: each
// subtask's points and the groups lost behind a failed dependency ("subtasks"); every solution held to its tag and
// the validator's and the checker's own tests held to theirs, and verify failing where one is not; an ICPC-style
// package with a Python generator, a testlib checker and a Java solution ("pair"); the interactive package ("guess");
// a generator that fails; a scoring the Kattis format cannot hold, named by the export; the Kattis export of an imported package and its import back, with the same groups, points
// and verdicts. What the import writes and says is import-polygon.test.ts's, in npm test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { loadProblem } from '../../../../judge/registry/index.ts';
import { exportCommand } from '../../../../scripts/export.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { verifyCommand } from '../../../../scripts/verify.ts';
import { type VerifyRow, verifyProblem } from '../../../../scripts/testdata/index.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { GUESS, PAIR, SUBTASKS, TINY, windowsMade } from '../../../helpers/polygon-packages.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

const ready = () =>
  hasTool('Polygon import (a C++ generator, validator and checker)', 'g++') &&
  hasTool('Polygon import (Python solutions)', 'python3');

let pkgs = '';
let root = '';

const variant = (name: string, change: (files: Record<string, string>) => void, from = SUBTASKS) => {
  const files = { ...from };
  change(files);
  writeFiles(join(pkgs, name), files);
  return join(pkgs, name);
};

/** verify's rows of a problem, each as [solution, ok, what it got]. */
const verified = async (at: string, id: string) =>
  (await verifyProblem(at, id, 2)).map((r: VerifyRow) => [
    r.solution.replace(/^solutions\/submissions\/[^/]+\//, ''),
    r.ok,
    r.caughtBy,
  ]);

// "subtasks" imported once into a root of its own; each test below reads it.
const subtasks = suite('the OI-style package, judged');
let imported: { status: number; stdout: string; stderr: string } | null = null;
subtasks.before(async () => {
  if (!ready()) return;
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
  root = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
  writeFiles(join(pkgs, 'subtasks'), SUBTASKS);
  imported = await runInProcess(importCommand, [join(pkgs, 'subtasks'), '--root', root, '--jobs', '2']);
});
subtasks.after(() => {
  for (const dir of [pkgs, root]) if (dir) rmSync(dir, { recursive: true, force: true });
});

subtasks('one subtask solved gets its points; failing the sample loses every group that depends on it', async () => {
  if (!ready() || !imported) return;
  const gallery = join(root, 'solutions', 'submissions', 'subtasks', 'wrong-answer');
  const points = async (file: string) => {
    const report = await judge({ root, problemIds: ['subtasks'], solution: join(gallery, file), jobs: 2 });
    return report.problems[0].score;
  };
  const small = await points('small.py');
  assert.is(small?.points, 40);
  const none = await points('nosample.py');
  assert.is(none?.points, 0);
  assert.match(none?.groups[2].waitedFor ?? '', '1');
});

subtasks('verify holds every solution to its tag, and the validator and the checker to their own tests', async () => {
  if (!ready() || !imported) return;
  assert.is(imported.status, 0, imported.stderr);
  const rows = await verified(root, 'subtasks');
  assert.equal(
    rows.map(([solution, ok]) => [solution, ok]),
    [
      ['(every input, by the validators)', true],
      ['(invalid inputs, refused)', true],
      ['(validator tests)', true],
      ['(checker tests)', true],
      ['solutions/subtasks.py', true],
      ['wrong-answer/nosample.py', true],
      ['wrong-answer/small.py', true],
      ['time-limit-exceeded/slow.py', true],
    ],
  );
  assert.is(rows[2][2], 'all 3 as expected');
  assert.is(rows[7][2], '7 tests: AC, TLE');
});

subtasks('verify fails where a validator or checker test is not as it says, or a solution not as its tag', async () => {
  if (!ready() || !imported) return;
  const dir = variant('wrongly', (files) => {
    files['problem.xml'] = files['problem.xml']
      .replace('<test verdict="invalid" group="1"/>', '<test verdict="valid" group="1"/>')
      .replace('<test verdict="presentation-error"/>', '<test verdict="ok"/>')
      .replace('tag="time-limit-exceeded"', 'tag="wrong-answer"');
  });
  const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'wrongly', '--jobs', '2']);
  assert.is(run.status, 0, run.stderr);
  // The import takes the package as it is, and says which of its programs' own tests do not hold.
  assert.match(run.stdout, 'warning: validator tests: 1 of 3: problems/wrongly/files/tests/validator-tests/02');
  assert.match(run.stdout, 'warning: checker tests: 1 of 3: problems/wrongly/files/tests/checker-tests/03.o');
  const rows = await verified(root, 'wrongly');
  const row = (name: string) => rows.find(([solution]) => solution === name)!;
  assert.equal(row('(validator tests)').slice(1, 2), [false]);
  assert.match(
    String(row('(validator tests)')[2]),
    'problems/wrongly/files/tests/validator-tests/02 as a test of 1: refused (n = 11 is outside [1, 10]',
  );
  assert.equal(row('(checker tests)').slice(1), [
    false,
    '1 of 3: problems/wrongly/files/tests/checker-tests/03.o: presentation-error, expected ok',
  ]);
  assert.equal(row('wrong-answer/slow.py').slice(1), [
    false,
    'subtasks/2/05 TLE, which its tag does not allow'.replace('subtasks', 'wrongly').replace('wrongly/', ''),
  ]);
});

subtasks(
  "made on Windows, imported with --normalize-line-ends: testlib's strict validator passes its own tests",
  async () => {
    if (!ready() || !imported) return;
    // Every test, validator test and checker test with CRLF: the tests converted and the validator's left CRLF, verify
    // said "validator tests 2 of 3 refused (expected the end of a line)".
    const dir = variant('windows', (files) => Object.assign(files, windowsMade(SUBTASKS)));
    const run = await runInProcess(importCommand, [
      dir,
      '--root',
      root,
      '--id',
      'windows',
      '--jobs',
      '2',
      '--normalize-line-ends',
    ]);
    assert.is(run.status, 0, run.stderr);
    assert.match(run.stdout, 'line ends: files/tests/validator-tests/03:1: a Windows line end (CRLF), converted');
    assert.match(
      run.stdout,
      'line ends: files/tests/validator-tests/02:1: a Windows line end (CRLF), kept: an input the validators must refuse',
    );
    assert.not.match(run.stdout, 'warning:');
    const rows = await verified(root, 'windows');
    const row = (name: string) => rows.find(([solution]) => solution === name)!;
    assert.equal(row('(validator tests)').slice(1), [true, 'all 3 as expected']);
    assert.equal(row('(checker tests)').slice(1), [true, 'all 3 as expected']);
    assert.equal(row('(every input, by the validators)').slice(1, 2), [true]);
  },
);

subtasks("a checker whose testlib takes --group is told each test's, as a validator is", async () => {
  if (!ready() || !imported) return;
  const dir = variant('chkgroup', (files) => {
    files['problem.xml'] = files['problem.xml'].replace(
      /<testset>\s*<test-count>3<\/test-count>[\s\S]*?<\/testset>\s*<\/checker>/,
      '</checker>',
    );
    files['files/check.cpp'] = files['files/check.cpp'].replace(
      'registerTestlibCmd(argc, argv);',
      'registerTestlibCmd(argc, argv);\n  if (checker.group().empty()) quitf(_fail, "no --group");',
    );
  });
  const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'chkgroup', '--jobs', '2']);
  assert.is(run.status, 0, run.stderr);
  const report = await judge({
    root,
    problemIds: ['chkgroup'],
    solution: join(root, 'solutions', 'chkgroup.py'),
    jobs: 2,
  });
  assert.equal(report.problems[0].dataErrors, []);
  assert.is(report.problems[0].score?.points, 100);
});

subtasks('exported as Kattis 2025-09 and imported back: the same groups, points and verdicts', async () => {
  if (!ready() || !imported) return;
  const kattis = join(pkgs, 'subtasksback');
  const exported = await runInProcess(exportCommand, [
    'subtasks',
    '--root',
    root,
    '--kattis',
    kattis,
    '--jobs',
    '2',
    '--format',
    '2025-09',
  ]);
  assert.is(exported.status, 0, exported.stderr);
  const back = await runInProcess(importCommand, [kattis, '--root', root, '--id', 'back', '--jobs', '2']);
  assert.is(back.status, 0, back.stderr);
  const [before, after] = [await loadProblem(root, 'subtasks'), await loadProblem(root, 'back')];
  const shape = (groups: NonNullable<typeof before.scoring>['groups']) =>
    groups.map((g) => [g.points, g.aggregation, (g.requires ?? []).length]);
  assert.equal(shape(after.scoring!.groups), shape(before.scoring!.groups));
  for (const [name, points] of [
    ['small.py', 40],
    ['nosample.py', 0],
  ] as const) {
    const judged = async (id: string, folder: string) =>
      (
        await judge({
          root,
          problemIds: [id],
          solution: join(root, 'solutions', 'submissions', id, folder, name),
          jobs: 2,
        })
      ).problems[0];
    const [polygon, kattisBack] = [await judged('subtasks', 'wrong-answer'), await judged('back', 'wrong_answer')];
    assert.is(polygon.score?.points, points);
    assert.is(kattisBack.score?.points, points);
    assert.equal(
      kattisBack.results.map((r) => r.verdict),
      polygon.results.map((r) => r.verdict),
    );
  }
  const rows = await verified(root, 'back');
  assert.ok(
    rows.every(([, ok]) => ok),
    JSON.stringify(rows),
  );
});

subtasks.run();

// "pair": an ICPC-style package, pass-fail, a Java solution among its accepted ones.
const pair = suite('the ICPC-style package, verified');
pair.before(() => {
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
  root = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
});
pair.after(() => {
  for (const dir of [pkgs, root]) rmSync(dir, { recursive: true, force: true });
});

pair(
  'a Python generator, a checker and a validator with their tests, main, accepted in Java, rejected, TLE',
  async () => {
    if (!ready() || !hasTool('Polygon import (an accepted solution in Java)', 'javac', '-version')) return;
    writeFiles(join(pkgs, 'pair'), PAIR);
    const run = await runInProcess(importCommand, [join(pkgs, 'pair'), '--root', root, '--jobs', '2']);
    assert.is(run.status, 0, run.stderr);
    assert.match(run.stdout, 'testdata/pair/: 4 tests in sample, tests');
    assert.is(readFileSync(join(root, 'testdata', 'pair', 'tests', '03.in'), 'utf8'), '1000003\n');
    // Its two validator tests invalid in every group are inputs the validators must refuse; the valid one stays its own.
    assert.match(run.stdout, 'testdata/pair/invalid/: 2 inputs the validators must refuse');
    const invalid = ['validator-test-02.in', 'validator-test-03.in'];
    assert.equal(readdirSync(join(root, 'testdata', 'pair', 'invalid')).sort(), invalid);
    assert.is(readFileSync(join(root, 'testdata', 'pair', 'invalid', 'validator-test-03.in'), 'utf8'), '5 \n');
    const rows = await verified(root, 'pair');
    assert.equal(
      rows.map(([solution, ok]) => [solution, ok]),
      [
        ['(every input, by the validators)', true],
        ['(invalid inputs, refused)', true],
        ['(validator tests)', true],
        ['(checker tests)', true],
        ['solutions/pair.cpp', true],
        ['accepted/Halves.java', true],
        ['rejected/zero.py', true],
        ['time-limit-exceeded/count.py', true],
      ],
    );
    // The limits its solutions allow (verify --time-limit): each measured, by language; the spinning one past the cap.
    const limits = await runInProcess(verifyCommand, ['pair', '--root', root, '--time-limit', '--jobs', '2']);
    assert.is(limits.status, 0, limits.stderr);
    assert.match(limits.stdout, /accepted {2}solutions\/pair\.cpp \(C\+\+\): slowest \d+ ms on /);
    assert.match(
      limits.stdout,
      /accepted {2}solutions\/submissions\/pair\/accepted\/Halves\.java \(Java\): slowest \d+ ms/,
    );
    assert.match(
      limits.stdout,
      'too slow  solutions/submissions/pair/time-limit-exceeded/count.py (Python): slowest at least 3000 ms on tests/04',
    );
    // Pass-fail, it goes out as a legacy package (the checker and validator inside Kattis's contract) and back.
    const kattis = join(pkgs, 'pairback');
    const exported = await runInProcess(exportCommand, ['pair', '--root', root, '--kattis', kattis, '--jobs', '2']);
    assert.is(exported.status, 0, exported.stderr);
    assert.match(exported.stdout, 'submissions/time_limit_exceeded/count.py');
    assert.match(exported.stdout, 'submissions/wrong_answer/zero.py');
    const back = await runInProcess(importCommand, [kattis, '--root', root, '--id', 'pairback', '--jobs', '2']);
    assert.is(back.status, 0, back.stderr);
    assert.equal(readdirSync(join(root, 'testdata', 'pairback', 'invalid')).sort(), invalid);
    const again = await verified(root, 'pairback');
    assert.equal(
      again.map(([solution, ok]) => [solution, ok]),
      [
        ['(every input, by the validators)', true],
        ['(invalid inputs, refused)', true],
        ['solutions/pairback.cpp', true],
        ['accepted/Halves.java', true],
        // Polygon's rejected, by the verdict problemtools sees first: a legacy package's rejected/ is never judged.
        ['wrong_answer/zero.py', true],
        ['time_limit_exceeded/count.py', true],
      ],
    );
  },
);

pair.run();

// "guess": a testlib interactor writing tout, a checker of tout giving points, answers from the main solution's tout.
const interactive = suite('import an interactive package');
interactive.before(() => {
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
  root = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
});
interactive.after(() => {
  for (const dir of [pkgs, root]) rmSync(dir, { recursive: true, force: true });
});

interactive("the interactor plays in testlib's contract, its tout the answer, then the checker's points", async () => {
  if (!ready()) return;
  writeFiles(join(pkgs, 'guess'), GUESS);
  const run = await runInProcess(importCommand, [join(pkgs, 'guess'), '--root', root, '--jobs', '2']);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, "interactive: the jury is files/interactor.cpp (testlib's interactor contract)");
  assert.match(run.stdout, "checker: files/check.cpp (testlib's contract)");
  // The main solution's guesses by binary search over 1..1000: 500 at once, 777 in 8.
  assert.is(readFileSync(join(root, 'testdata', 'guess', 'tests', '01.ans'), 'utf8'), '1\n');
  assert.is(readFileSync(join(root, 'testdata', 'guess', 'tests', '02.ans'), 'utf8'), '8\n');
  const judged = async (file: string) => {
    const report = await judge({ root, problemIds: ['guess'], solution: file, jobs: 2 });
    return report.problems[0];
  };
  const main = await judged(join(root, 'solutions', 'guess.py'));
  assert.is(main.score?.points, 100);
  // More guesses than the main solution: the checker's quitp, 25 of each test's 50.
  const late = await judged(join(root, 'solutions', 'submissions', 'guess', 'rejected', 'late.py'));
  assert.equal(
    late.results.map((r) => [r.verdict, r.points]),
    [
      ['WA', 25],
      ['WA', 25],
    ],
  );
  assert.is(late.score?.points, 50);
  assert.ok(
    late.results.every((r) => r.toutChecked),
    'the checker decided, on tout',
  );
  // Twenty guesses and still wrong: the interactor rejects (testlib's exit 1) before any checker runs.
  const linear = await judged(join(root, 'solutions', 'submissions', 'guess', 'wrong-answer', 'linear.py'));
  assert.is(linear.results[0].verdict, 'WA');
  assert.match(linear.results[0].checkerReason ?? '', '20 guesses, and 500 not found');
  assert.is(linear.score?.points, 0);
});

interactive.run();

const generators = suite('a generator that fails, a scoring Kattis cannot hold');
generators.before(() => {
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
  root = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
});
generators.after(() => {
  for (const dir of [pkgs, root]) rmSync(dir, { recursive: true, force: true });
});

generators('a generator that fails names its test and command', async () => {
  if (!ready()) return;
  const dir = variant('badgen', (files) => {
    files['files/gen.cpp'] = 'int main() { return 3; }\n';
  });
  const run = await runInProcess(importCommand, [dir, '--root', root]);
  assert.is(run.status, 1);
  assert.match(run.stderr, '  generator: test 3 ("gen 5 1"): exited with 3');
  assert.equal(readdirSync(root), []);
});

generators(
  'out to Kattis, what its scoring cannot hold is named: unequal each-test points, a dependency on a sum',
  async () => {
    if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
    const grouped = (name: string, tests: string, groups: string) =>
      variant(
        name,
        (files) => {
          files['problem.xml'] = files['problem.xml']
            .replace(/<tests>[\s\S]*?<\/tests>/, `<tests>${tests}</tests><groups>${groups}</groups>`)
            .replace('<test-count>2</test-count>', '<test-count>2</test-count>');
        },
        TINY,
      );
    const cases = [
      [
        'unequal',
        '<test method="manual" group="a" points="30"/><test method="manual" group="a" points="70"/>',
        '<group name="a" points-policy="each-test"/>',
        'scoring group "a" gives its tests unequal shares, which a Kattis scoring package cannot hold (nothing written)',
      ],
      [
        'onsum',
        '<test method="manual" group="a" points="50"/><test method="manual" group="b" points="50"/>',
        '<group name="a" points-policy="each-test"/><group name="b" points-policy="complete-group"><dependencies><dependency group="a"/></dependencies></group>',
        'scoring group "b" requires "a", which is not all-or-nothing, which a Kattis scoring package cannot hold',
      ],
    ];
    for (const [name, tests, groups, refusal] of cases) {
      const run = await runInProcess(importCommand, [grouped(name, tests, groups), '--root', root, '--id', name]);
      assert.is(run.status, 0, run.stderr);
      const kattis = join(pkgs, `${name}kattis`);
      const out = await runInProcess(exportCommand, [name, '--root', root, '--kattis', kattis, '--format', '2025-09']);
      assert.is(out.status, 1);
      assert.match(out.stderr, refusal);
      assert.not.ok(existsSync(join(pkgs, `${name}kattis`)));
    }
  },
);

generators('an import stopped halfway (SIGTERM, Ctrl-C) takes back everything it wrote', async () => {
  if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
  // The main solution sleeps, so the import is stopped while it makes the answers, its staging folder written: a
  // minute, so that however late a busy machine lets this test see the folder, the import is still there to stop
  // (the sleeping solution dies with it: its measuring parent goes with the import).
  const dir = variant(
    'stopped',
    (files) => {
      files['solutions/main.py'] = `import time\ntime.sleep(60)\n${files['solutions/main.py']}`;
    },
    TINY,
  );
  const fresh = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
  const staged = () => readdirSync(fresh).some((f) => f.startsWith('.import-'));
  // Each import's own temporary folder (TMPDIR), where nothing but it writes: the kit-import-* folders of the imports
  // other tests run at the same time (the lanes run files side by side) are in the suite's, not counted here.
  const temps: string[] = [];
  try {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const temp = mkdtempSync(join(tmpdir(), 'kit-polygon-tmp-'));
      temps.push(temp);
      const child = spawn(process.execPath, ['--import', 'tsx', resolve('scripts/import.ts'), dir, '--root', fresh], {
        stdio: 'ignore',
        env: { ...process.env, TMPDIR: temp },
      });
      const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
      let ended = false;
      void exited.then(() => (ended = true));
      try {
        // Waits for the staging folder, for as long as the import takes to get there: not a short clock (a busy
        // machine took 11.6 to 22 s here, tsx compiling the import afresh for its empty TMPDIR, where 10 s were
        // allowed); the two minutes' cap only ends a test that would otherwise hang.
        const until = performance.now() + 120_000;
        while (!staged() && !ended && performance.now() < until) await sleep(50);
        assert.ok(staged(), ended ? 'the import ended before it staged anything' : 'no staging folder in 120 s');
        child.kill(signal);
        assert.is(await exited, signal === 'SIGTERM' ? 143 : 130);
      } finally {
        if (!ended) child.kill('SIGKILL');
      }
      assert.equal(readdirSync(fresh), [], signal);
      // The scratch folder the import made (for generated tests) is gone too.
      assert.equal(
        readdirSync(temp).filter((f) => f.startsWith('kit-')),
        [],
        `${signal}: left in TMPDIR`,
      );
    }
  } finally {
    for (const folder of [fresh, ...temps]) rmSync(folder, { recursive: true, force: true });
  }
});

generators.run();
