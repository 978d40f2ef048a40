// npm run import -- DIR on Polygon packages written for the kit's tests (test/helpers/polygon-packages.ts): problem.xml
// read with its lines, the OI-style package "subtasks" in its standard form (generated tests made by its C++
// generator, groups with points, complete-group and each-test, dependencies, a validator told each test's group,
// answers from the main solution, solutions by tag), what the kit does not take named, what it cannot judge refused
// with nothing written, Windows line ends (the validator's and the checker's own tests too), samples in a group kept
// as samples and exported as Kattis's, a .zip, a checker and a validator whose file names would end the C++ the
// Kattis export writes around them (imported, exported, compiled and run). Judging what was imported (each subtask's
// points, the interactive package, every solution against its tag in verify, a failing generator, the Kattis export
// and back) runs programs by the dozen: import-polygon.e2e.test.ts, in npm run test:full. The OI-style package's
// import, the checks that compile C++, the answers' room (a main solution spinning past the limit, then verified) and
// the rejected solutions placed by their verdicts (judged) are marked end to end here (.e2e): npm test keeps within
// its minute.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { suite } from '../../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { loadProblem, submissionFiles } from '../../../../judge/registry/index.ts';
import { commandWords } from '../../../../scripts/formats/polygon/generate.ts';
import { patternPath, readProblemXml } from '../../../../scripts/formats/polygon/problem-xml.ts';
import { exportCommand } from '../../../../scripts/export.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { PLANTING_FILE_NAME } from '../../../helpers/hostile-text.ts';
import { buildKattisProgram, runInputValidator, runOutputValidator } from '../../../helpers/kattis-program.ts';
import { problemXml, STRICT, SUBTASKS, TESTLIB_H, TINY, windowsMade } from '../../../helpers/polygon-packages.ts';
import { checkerTestsRow, validatorTestsRow, verifyProblem } from '../../../../scripts/testdata/index.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

const ready = () =>
  hasTool('Polygon import (a C++ generator, validator and checker)', 'g++') &&
  hasTool('Polygon import (Python solutions)', 'python3');

const [CHECK, VALIDATOR] = [SUBTASKS['files/check.cpp'], SUBTASKS['files/val.cpp']];

let pkgs = '';
let root = '';

const reading = suite('problem.xml');
reading.before(() => {
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
});
reading.after(() => rmSync(pkgs, { recursive: true, force: true }));

reading('a fault is one line naming problem.xml, the line and the field', () => {
  const faults: [string, string][] = [
    [
      '<problem>\n<judging>\n</problem>',
      'problem.xml:2: not XML: Opening and ending tag mismatch: "judging" != "problem"',
    ],
    ['<problem>\n  <names/>\n</problem>', 'problem.xml:1: <problem>: has no <judging>'],
    [
      SUBTASKS['problem.xml'].replace('<time-limit>1000</time-limit>', '<time-limit>fast</time-limit>'),
      'problem.xml:11: testset "tests" time-limit: must be a whole number, got "fast"',
    ],
    [
      SUBTASKS['problem.xml'].replace('"each-test"', '"each-group"'),
      'problem.xml:30: group points-policy: must be "complete-group" or "each-test", got "each-group"',
    ],
    [
      SUBTASKS['problem.xml'].replace('<test-count>7</test-count>', '<test-count>8</test-count>'),
      'problem.xml:13: testset "tests" test-count: says 8, but 7 tests are listed',
    ],
    [SUBTASKS['problem.xml'].replace(' cmd="gen 5 1"', ''), 'problem.xml:19: test 3: is generated but names no cmd'],
    [
      SUBTASKS['problem.xml'].replace('path="solutions/main.py"', 'path="../../home/main.py"'),
      'problem.xml:76: <source> path: "../../home/main.py" must lie inside the package (a relative path, without "..")',
    ],
    [
      SUBTASKS['problem.xml'].replace('<input-path-pattern>tests/%02d', '<input-path-pattern>/tmp/%02d'),
      'problem.xml:14: input-path-pattern: "/tmp/%02d" must lie inside the package',
    ],
  ];
  for (const [xml, message] of faults) {
    writeFileSync(join(pkgs, 'problem.xml'), xml);
    assert.throws(
      () => readProblemXml(join(pkgs, 'problem.xml')),
      (error: Error) => {
        assert.ok(error.message.startsWith(message), `${error.message}\n  expected: ${message}`);
        return true;
      },
    );
  }
});

reading('path patterns and command lines as Polygon writes them', () => {
  assert.is(patternPath('tests/%02d', 3), 'tests/03');
  assert.is(patternPath('tests/%02d', 123), 'tests/123');
  assert.is(patternPath('files/tests/validator-tests/%d', 7), 'files/tests/validator-tests/7');
  assert.equal(commandWords('gen --type=tree  -n 10 "a b"'), ['gen', '--type=tree', '-n', '10', 'a b']);
});

reading.run();

// "subtasks" imported once into a root of its own; each test below reads it.
const subtasks = suite('import the OI-style package');
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

subtasks.e2e('what the import says: limits, tests by group, answers, programs, solutions by tag, what it left', () => {
  if (!ready() || !imported) return;
  assert.is(imported.status, 0, imported.stderr);
  for (const line of [
    'imported subtasks from',
    'time limit 1000 ms (problem.xml, testset "tests"), memory 256 MB, output 64 MB',
    'testdata/subtasks/: 7 tests in sample, 1, 2',
    "answers: the main solution's outputs, as the package makes them",
    "validators: files/val.cpp (testlib's contract, 3 tests of its own)",
    "checker: files/check.cpp (testlib's contract, 3 tests of its own)",
    'accepted solution: solutions/subtasks.py (from solutions/main.py)',
    'solutions/submissions/subtasks/: 3 more, judged by their folders (wrong-answer 2, time-limit-exceeded 1)',
    'not taken: problem.xml:35: testset "pretests" (the kit judges one testset, "tests")',
    'not taken: solutions/pascal.pas: the rejected solution (pas.fpc) is in a language the kit does not run',
    // In another root than the kit's own, the next commands name it.
    `next: npm run judge -- subtasks --root ${root}; npm run verify -- subtasks --root ${root}`,
  ])
    assert.match(imported.stdout, line);
  assert.not.match(imported.stdout, 'warning:');
});

subtasks.e2e('the tests in order, each generated one byte for byte what the generator prints for its command', () => {
  if (!ready() || !imported) return;
  const data = join(root, 'testdata', 'subtasks');
  // Test 1, the sample, in group 0: the problem's sample, scoring in group 0.
  assert.equal(readdirSync(data).sort(), ['1', '2', 'sample']);
  assert.equal(readdirSync(join(data, '1')).sort(), ['02.ans', '02.in', '03.ans', '03.in', '04.ans', '04.in']);
  assert.is(readFileSync(join(data, 'sample', '01.in'), 'utf8'), SUBTASKS['tests/01']);
  assert.is(readFileSync(join(data, '2', '07.in'), 'utf8'), SUBTASKS['tests/07']);
  // The generator built apart from the kit, with g++ itself, and run with each test's command line.
  const built = mkdtempSync(join(tmpdir(), 'kit-polygon-gen-'));
  try {
    const gen = join(built, 'gen');
    const compile = spawnSync('g++', ['-O2', '-o', gen, join(pkgs, 'subtasks', 'files', 'gen.cpp')]);
    assert.is(compile.status, 0, String(compile.stderr));
    for (const [key, args] of [
      ['1/03', ['5', '1']],
      ['1/04', ['10', '2']],
      ['2/05', ['100', '3']],
      ['2/06', ['1000', '4']],
    ] as const) {
      const printed = spawnSync(gen, args).stdout;
      assert.ok(printed.length > 0);
      assert.ok(readFileSync(join(data, `${key}.in`)).equals(printed), key);
    }
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
  // Each answer the main solution's: the sum of the input's numbers.
  for (const folder of ['sample', '1', '2'])
    for (const name of readdirSync(join(data, folder)).filter((f) => f.endsWith('.in'))) {
      const [n, ...numbers] = readFileSync(join(data, folder, name), 'utf8')
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      const answer = readFileSync(join(data, folder, name.replace(/\.in$/, '.ans')), 'utf8');
      assert.is(answer, `${numbers.slice(0, n).reduce((a, b) => a + b, 0)}\n`, name);
    }
});

subtasks.e2e('problem.ts: groups with points, each policy, dependencies, the validator told its group', async () => {
  if (!ready() || !imported) return;
  const problem = await loadProblem(root, 'subtasks');
  assert.equal(problem.scoring?.groups, [
    { name: '0', tests: 'sample', points: 0, aggregation: 'all' },
    { name: '1', tests: '1', points: 40, aggregation: 'all', requires: ['0'] },
    {
      name: '2',
      tests: '2',
      points: 60,
      aggregation: 'sum',
      testPoints: { '2/05': 20, '2/06': 20, '2/07': 20 },
      requires: ['1'],
    },
  ]);
  // The checker's testlib takes --testset and --group (the package's testlib.h sets them on `checker`): it is told too.
  assert.equal(problem.groups?.['1'], {
    validatorArgs: ['--group', '1'],
    outputValidatorArgs: ['--testset', 'tests', '--group', '1'],
  });
  assert.is(problem.validatorContract, 'testlib');
  assert.equal(
    problem.validatorTests?.map((t) => [t.valid, t.group]),
    [
      [true, '1'],
      [false, '1'],
      [true, '2'],
    ],
  );
  assert.equal(
    problem.checkerTests?.map((t) => t.verdict),
    ['ok', 'wrong-answer', 'presentation-error'],
  );
  assert.is(problem.checkerProgram?.contract, 'testlib');
  assert.match(readFileSync(join(root, 'problems', 'subtasks', 'statement.md'), 'utf8'), '## Input');
});

subtasks.run();

// Packages the kit cannot judge as Polygon does, or must be told about: each reason named, nothing written.
const refusals = suite('what is taken, what refused, line ends, a zip, names made to plant code');
refusals.before(() => {
  pkgs = mkdtempSync(join(tmpdir(), 'kit-polygon-'));
  root = mkdtempSync(join(tmpdir(), 'kit-polygon-root-'));
});
refusals.after(() => {
  for (const dir of [pkgs, root]) rmSync(dir, { recursive: true, force: true });
});

const variant = (name: string, change: (files: Record<string, string>) => void, from = SUBTASKS) => {
  const files = { ...from };
  change(files);
  writeFiles(join(pkgs, name), files);
  return join(pkgs, name);
};

refusals('what the kit cannot judge as Polygon does is listed, each in one line, and nothing is written', async () => {
  const dir = variant('cannot', (files) => {
    files['problem.xml'] = files['problem.xml']
      .replace('cpu-speed="3600"', 'cpu-speed="3600" run-count="2"')
      .replace('cmd="gen 5 1"', 'cmd="gen 5 1" from-file="2"')
      .replace(
        '<solution tag="main"><source path="solutions/main.py" type="python.3"/>',
        '<solution tag="main"><source path="solutions/main.kt" type="kotlin"/>',
      );
    delete files['tests/02'];
  });
  const run = await runInProcess(importCommand, [dir, '--root', root]);
  assert.is(run.status, 1);
  for (const line of [
    'the kit cannot judge this package as Polygon does (nothing written):',
    '  problem.xml: run-count="2": the solution is run more than once a test (the kit runs it once)',
    '  tests/02: test 2 is manual, but its file is not there',
    '  problem.xml:19: test 3 ("gen 5 1") takes file 2 of a generator writing several files, which the kit does not run',
    '  solutions/main.kt: the main solution is not in the package',
  ])
    assert.match(run.stderr, line);
  assert.equal(readdirSync(root), []);
});

refusals.e2e(
  'every tag to its folder, do-not-run kept unjudged, an unknown tag and Python 2 named; file I/O',
  async () => {
    if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
    const tags = [
      'accepted',
      'rejected',
      'wrong-answer',
      'presentation-error',
      'time-limit-exceeded',
      'memory-limit-exceeded',
      'time-limit-exceeded-or-accepted',
      'time-limit-exceeded-or-memory-limit-exceeded',
      'failed',
      'do-not-run',
    ];
    const dir = variant(
      'tagged',
      (files) => {
        const lines = [...tags, 'wizard'].map(
          (tag) => `<solution tag="${tag}"><source path="solutions/${tag}.py" type="python.3"/></solution>`,
        );
        lines.push('<solution tag="accepted"><source path="solutions/old.py" type="python.2"/></solution>');
        files['problem.xml'] = files['problem.xml']
          .replace('input-file="" output-file=""', 'input-file="sum.in" output-file="sum.out"')
          .replace('<solutions>', `<solutions>\n${lines.join('\n')}`);
        for (const tag of [...tags, 'wizard', 'old']) files[`solutions/${tag}.py`] = 'print(0)\n';
        // The main solution reads and writes the files problem.xml names.
        files['solutions/main.py'] =
          'a = list(map(int, open("sum.in").read().split()))\nopen("sum.out", "w").write(str(sum(a[1:])) + "\\n")\n';
      },
      TINY,
    );
    const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'tagged']);
    assert.is(run.status, 0, run.stderr);
    const gallery = join(root, 'solutions', 'submissions', 'tagged');
    assert.equal(
      readdirSync(gallery).sort(),
      tags
        .filter((t) => t !== 'accepted')
        .concat('accepted')
        .sort(),
    );
    for (const tag of tags) assert.ok(existsSync(join(gallery, tag, `${tag}.py`)), tag);
    assert.match(run.stdout, 'not taken: solutions/wizard.py: tag "wizard" is not one of Polygon\'s');
    assert.match(
      run.stdout,
      'not taken: solutions/old.py: the accepted solution (python.2) is in a language the kit does not run',
    );
    assert.ok(!submissionFiles(root, 'tagged').some((s) => s.folder === 'do-not-run'));
    assert.equal((await loadProblem(root, 'tagged')).files, { input: 'sum.in', output: 'sum.out' });
    assert.match(run.stdout, 'files: the solution reads sum.in and writes sum.out');
    assert.is(readFileSync(join(root, 'testdata', 'tagged', 'tests', '02.ans'), 'utf8'), '11\n');
    // Kattis's programs use standard input and output only: such a problem is not exported.
    const out = await runInProcess(exportCommand, ['tagged', '--root', root, '--kattis', join(pkgs, 'taggedkattis')]);
    assert.is(out.status, 1);
    assert.match(out.stderr, 'the problem reads or writes sum.in and sum.out, and a Kattis package');
    assert.not.ok(existsSync(join(pkgs, 'taggedkattis')));
  },
);

refusals('groups go after those they depend on; a dependency on no group, or in a circle, is refused', async () => {
  const grouped = (name: string, tests: string, groups: string) =>
    variant(
      name,
      (files) => {
        files['problem.xml'] = files['problem.xml'].replace(
          /<tests>[\s\S]*?<\/tests>/,
          `<tests>${tests}</tests><groups>${groups}</groups>`,
        );
      },
      TINY,
    );
  const tests = '<test method="manual" group="a" points="13.3"/><test method="manual" group="b" points="13.3"/>';
  const depends = (name: string, on: string) =>
    `<group name="${name}" points-policy="each-test"><dependencies><dependency group="${on}"/></dependencies></group>`;
  for (const [name, groups, refusal] of [
    [
      'nowhere',
      `<group name="a" points-policy="each-test"/>${depends('b', 'c')}`,
      'group "b" depends on "c", which is not one of its groups',
    ],
    ['circle', `${depends('a', 'b')}${depends('b', 'a')}`, 'groups depend on each other in a circle: a -> b -> a'],
  ]) {
    const run = await runInProcess(importCommand, [grouped(name, tests, groups), '--root', root, '--id', name]);
    assert.is(run.status, 1);
    assert.match(run.stderr, refusal);
  }
  if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
  // b listed first, depending on a: a comes first in the kit's scoring.
  const dir = grouped('ordered', tests, `${depends('b', 'a')}<group name="a" points-policy="each-test"/>`);
  const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'ordered']);
  assert.is(run.status, 0, run.stderr);
  const { scoring } = await loadProblem(root, 'ordered');
  assert.equal(
    scoring?.groups.map((g) => [g.name, g.points, g.requires ?? []]),
    [
      ['a', 13.3, []],
      ['b', 13.3, ['a']],
    ],
  );
});

refusals.e2e(
  'a checker that does not compile, a main solution that fails: named as the package names them',
  async () => {
    if (!ready()) return;
    const broken = variant(
      'badcheck',
      (files) => {
        files['problem.xml'] = files['problem.xml']
          .replace(
            '<assets>',
            '<assets><checker type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>',
          )
          .replace(
            '<executables>',
            '<executables><executable><source path="files/check.cpp" type="cpp.g++17"/></executable>',
          );
        files['files/check.cpp'] = 'int main() { return }\n';
      },
      TINY,
    );
    const run = await runInProcess(importCommand, [broken, '--root', root, '--id', 'badcheck']);
    assert.is(run.status, 1);
    assert.match(
      run.stderr,
      'error: files/check.cpp does not compile (nothing written):\nfiles/check.cpp: In function',
    );
    assert.not.match(run.stderr, '.import-');
    assert.not.ok(existsSync(join(root, 'problems', 'badcheck')));
    const failing = variant(
      'badmain',
      (files) => {
        files['solutions/main.py'] = 'import sys\nsys.exit(5)\n';
      },
      TINY,
    );
    const failed = await runInProcess(importCommand, [failing, '--root', root, '--id', 'badmain']);
    assert.is(failed.status, 1);
    assert.match(
      failed.stderr,
      'solutions/main.py: the main solution, whose outputs are the answers, fails 2 tests (nothing written):\n  testdata/badmain/sample/01.in (tests/01): RE, exit code 5\n  testdata/badmain/tests/02.in (tests/02): RE, exit code 5',
    );
    assert.not.ok(existsSync(join(root, 'problems', 'badmain')));
  },
);

refusals('a test with Windows line ends is named by file and line, and converted only when asked', async () => {
  if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
  const dir = variant(
    'crlf',
    (files) => {
      files['tests/02'] = files['tests/02'].replace('5 6\n', '5 6\r\n');
    },
    TINY,
  );
  const refused = await runInProcess(importCommand, [dir, '--root', root]);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, '1 test has Windows line ends (nothing written; --normalize-line-ends converts them):');
  assert.match(refused.stderr, '  tests/02:2: a Windows line end (CRLF)');
  for (const folder of ['problems', 'testdata']) assert.not.ok(existsSync(join(root, folder, 'tiny')));
  const converted = await runInProcess(importCommand, [dir, '--root', root, '--normalize-line-ends']);
  assert.is(converted.status, 0, converted.stderr);
  assert.match(converted.stdout, 'line ends: tests/02:2: a Windows line end (CRLF), converted');
  // The id is problem.xml's short name; the tests without groups are the samples and the rest.
  assert.is(readFileSync(join(root, 'testdata', 'tiny', 'tests', '02.in'), 'utf8'), TINY['tests/02']);
  assert.is(readFileSync(join(root, 'testdata', 'tiny', 'sample', '01.ans'), 'utf8'), '6\n');
});

refusals(
  "--normalize-line-ends converts the validator's and the checker's own tests too: verify's rows hold",
  async () => {
    if (!hasTool('Polygon import (a Python main solution, validator and checker)', 'python3')) return;
    const dir = variant('strict', (files) => Object.assign(files, windowsMade(STRICT)), STRICT);
    // Without the flag, a validator test that must be accepted stops the import as a test does; the checker's and the
    // ones that must be refused do not.
    const refused = await runInProcess(importCommand, [dir, '--root', root]);
    assert.is(refused.status, 1);
    assert.match(
      refused.stderr,
      '4 tests have Windows line ends (nothing written; --normalize-line-ends converts them):',
    );
    for (const line of [
      '  files/tests/validator-tests/01:1: a Windows line end (CRLF)\n',
      '  files/tests/validator-tests/02:1: a Windows line end (CRLF)\n',
      '  tests/01:1: a Windows line end (CRLF)\n',
    ])
      assert.match(refused.stderr, line);
    assert.not.match(refused.stderr, 'checker-tests');
    assert.not.match(refused.stderr, 'validator-tests/03');
    for (const folder of ['problems', 'testdata']) assert.not.ok(existsSync(join(root, folder, 'strict')));
    const run = await runInProcess(importCommand, [dir, '--root', root, '--normalize-line-ends']);
    assert.is(run.status, 0, run.stderr);
    for (const line of [
      'line ends: files/tests/validator-tests/01:1: a Windows line end (CRLF), converted',
      'line ends: files/tests/checker-tests/02.o:1: a Windows line end (CRLF), converted',
      'line ends: files/tests/validator-tests/04:1: a Windows line end (CRLF), kept: an input the validators must refuse',
      'line ends: files/tests/validator-tests/03:1: a Windows line end (CRLF), kept: an input the validators must refuse',
    ])
      assert.match(run.stdout, line);
    // The validator's and the checker's own tests hold, as verify holds them (the import warns of any that does not).
    assert.not.match(run.stdout, 'warning:');
    const problem = await loadProblem(root, 'strict');
    assert.equal(validatorTestsRow(root, problem), {
      label: '(validator tests)',
      ok: true,
      said: 'all 3 as expected',
    });
    assert.equal((await checkerTestsRow(root, problem))?.ok, true);
    const folder = join(root, 'problems', 'strict');
    assert.is(readFileSync(join(folder, 'files/tests/validator-tests/01'), 'utf8'), '3\n1 2 3\n');
    assert.is(readFileSync(join(folder, 'files/tests/checker-tests/02.a'), 'utf8'), '11\n');
    // Those that must be refused byte for byte: one's Windows line end is its only fault.
    assert.is(readFileSync(join(folder, 'files/tests/validator-tests/04'), 'utf8'), '2\r\n5 6\r\n');
    assert.is(readFileSync(join(root, 'testdata/strict/invalid/validator-test-03.in'), 'utf8'), '2\r\n5\r\n');
    assert.is(readFileSync(join(root, 'testdata/strict/tests/02.in'), 'utf8'), TINY['tests/02']);
  },
);

refusals.e2e(
  "the answers are made with room: the main solution's time said, verify holding it to the problem's limit",
  async () => {
    if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
    // A main solution that takes 250 ms of CPU a test, against a 150 ms limit: Polygon's idle machine may have passed
    // it, a busy laptop not.
    const dir = variant(
      'slowmain',
      (files) => {
        files['problem.xml'] = files['problem.xml'].replace(
          '<time-limit>1000</time-limit>',
          '<time-limit>150</time-limit>',
        );
        files['solutions/main.py'] =
          `import time\nwhile time.process_time() < 0.25:\n    pass\n${files['solutions/main.py']}`;
      },
      TINY,
    );
    const tight = await runInProcess(importCommand, [
      dir,
      '--root',
      root,
      '--id',
      'slowmain',
      '--answers-time-limit',
      '200',
    ]);
    assert.is(tight.status, 1);
    assert.match(
      tight.stderr,
      'the main solution, whose outputs are the answers, fails 2 tests (nothing written; --answers-time-limit gives it more than 200 ms):',
    );
    assert.match(
      tight.stderr,
      /testdata\/slowmain\/sample\/01\.in \(tests\/01\): TLE, CPU \d+ ms over the 200 ms limit/,
    );
    assert.not.ok(existsSync(join(root, 'problems', 'slowmain')));
    // By default three times the problem's limit: the answers are made, the main solution's slowest test said.
    const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'slowmain']);
    assert.is(run.status, 0, run.stderr);
    assert.match(
      run.stdout,
      /answers: the main solution's outputs, as the package makes them, each run under 450 ms \(3 x the problem's limit\); its slowest test, (sample\/01|tests\/02), took \d+ ms of CPU/,
    );
    assert.match(
      run.stdout,
      /warning: the main solution took \d+ ms of CPU on (sample\/01|tests\/02), over the problem's 150 ms limit \(npm run verify fails on it\)/,
    );
    assert.is(readFileSync(join(root, 'testdata', 'slowmain', 'tests', '02.ans'), 'utf8'), '11\n');
    // verify holds the main solution, the problem's accepted solution, to the problem's own limit, naming the test.
    const accepted = (await verifyProblem(root, 'slowmain', 2)).find((r) => r.solution === 'solutions/slowmain.py');
    assert.is(accepted?.ok, false);
    assert.is(accepted?.got, 'TLE');
    assert.match(accepted?.caughtBy ?? '', /^sample\/01: CPU \d+ ms over the 150 ms limit$/);
  },
);

refusals(
  'samples in a group stay the samples, still scoring in their group; the Kattis export has data/sample',
  async () => {
    if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
    const grouped = (name: string, tests: string, groups: string, more: Record<string, string> = {}) =>
      variant(
        name,
        (files) => {
          files['problem.xml'] = files['problem.xml']
            .replace(/<tests>[\s\S]*?<\/tests>/, `<tests>${tests}</tests><groups>${groups}</groups>`)
            .replace(/<test-count>2</, `<test-count>${tests.split('<test ').length - 1}<`);
          Object.assign(files, more);
        },
        TINY,
      );
    // An OI package's usual shape: the sample alone in group 0, worth nothing, which group 1 depends on.
    const dir = grouped(
      'samplezero',
      '<test method="manual" sample="true" group="0" points="0"/><test method="manual" group="1"/>',
      '<group name="0" points="0" points-policy="complete-group"/><group name="1" points="100" points-policy="complete-group"><dependencies><dependency group="0"/></dependencies></group>',
    );
    const run = await runInProcess(importCommand, [dir, '--root', root, '--id', 'samplezero']);
    assert.is(run.status, 0, run.stderr);
    assert.match(run.stdout, 'testdata/samplezero/: 2 tests in sample, 1');
    assert.equal(readdirSync(join(root, 'testdata', 'samplezero')).sort(), ['1', 'sample']);
    const problem = await loadProblem(root, 'samplezero');
    assert.equal(problem.scoring?.groups, [
      { name: '0', tests: 'sample', points: 0, aggregation: 'all' },
      { name: '1', tests: '1', points: 100, aggregation: 'all', requires: ['0'] },
    ]);
    // The validator is told the samples' Polygon group, as Polygon tells it.
    assert.equal(problem.groups?.sample, { validatorArgs: ['--group', '0'] });
    // The default, legacy: every group requires the samples, so data/ stops at a failed one.
    const legacy = join(pkgs, 'samplezerolegacy');
    const old = await runInProcess(exportCommand, ['samplezero', '--root', root, '--kattis', legacy]);
    assert.is(old.status, 0, old.stderr);
    assert.match(readFileSync(join(legacy, 'data', 'testdata.yaml'), 'utf8'), 'on_reject: break');
    assert.is(readFileSync(join(legacy, 'data', 'sample', '01.in'), 'utf8'), TINY['tests/01']);
    const kattis = join(pkgs, 'samplezerokattis');
    const out = await runInProcess(exportCommand, [
      'samplezero',
      '--root',
      root,
      '--kattis',
      kattis,
      '--format',
      '2025-09',
    ]);
    assert.is(out.status, 0, out.stderr);
    assert.is(readFileSync(join(kattis, 'data', 'sample', '01.in'), 'utf8'), TINY['tests/01']);
    // Group 0, the samples and worth nothing, is Kattis's sample: no 0-point folder of secret, required as sample.
    assert.equal(readdirSync(join(kattis, 'data', 'secret')).sort(), ['1-1', 'test_group.yaml']);
    assert.match(
      readFileSync(join(kattis, 'data', 'secret', '1-1', 'test_group.yaml'), 'utf8'),
      'require_pass:\n  - sample',
    );
    // Samples in scored groups, each a group of its own: sample/<group>, each told its group, scoring in it.
    const spread = grouped(
      'samplespread',
      '<test method="manual" sample="true" group="1"/><test method="manual" sample="true" group="2" points="30"/><test method="manual" group="2" points="30"/>',
      '<group name="1" points="40" points-policy="complete-group"/><group name="2" points-policy="each-test"/>',
      { 'tests/03': '1\n4\n' },
    );
    const spreadRun = await runInProcess(importCommand, [spread, '--root', root, '--id', 'samplespread']);
    assert.is(spreadRun.status, 0, spreadRun.stderr);
    const spreadProblem = await loadProblem(root, 'samplespread');
    assert.equal(spreadProblem.scoring?.groups, [
      { name: '1', tests: 'sample/1', points: 40, aggregation: 'all' },
      {
        name: '2',
        tests: ['sample/2', '2'],
        points: 60,
        aggregation: 'sum',
        testPoints: { 'sample/2/02': 30, '2/03': 30 },
      },
    ]);
    assert.equal(spreadProblem.groups?.['sample/1'], { validatorArgs: ['--group', '1'] });
    assert.equal(spreadProblem.groups?.['sample/2'], { validatorArgs: ['--group', '2'] });
    const spreadKattis = join(pkgs, 'samplespreadkattis');
    const spreadOut = await runInProcess(exportCommand, ['samplespread', '--root', root, '--kattis', spreadKattis]);
    assert.is(spreadOut.status, 0, spreadOut.stderr);
    for (const sample of ['1/01.in', '2/02.in'])
      assert.ok(existsSync(join(spreadKattis, 'data', 'sample', sample)), sample);
  },
);

refusals.e2e(
  "Polygon's rejected solutions go out to Kattis where they are judged: by verdict in legacy, rejected/ in 2025-09",
  async () => {
    if (!hasTool('Polygon import (Python solutions)', 'python3')) return;
    const rejected = (name: string, xml: (text: string) => string) =>
      variant(
        name,
        (files) => {
          files['problem.xml'] = xml(files['problem.xml']).replace(
            '<solutions>',
            '<solutions>\n<solution tag="rejected"><source path="solutions/zero.py" type="python.3"/></solution><solution tag="time-limit-exceeded-or-memory-limit-exceeded"><source path="solutions/spin.py" type="python.3"/></solution>',
          );
          files['solutions/zero.py'] = 'print(0)\n';
          files['solutions/spin.py'] = 'while True:\n    pass\n';
        },
        TINY,
      );
    // Pass-fail, a legacy package: problemtools judges accepted/, wrong_answer/, time_limit_exceeded/, run_time_error/
    // (and partially_accepted/) alone, and only warns of rejected/: each goes where the verdict it gets first puts it.
    const legacy = rejected('rejlegacy', (xml) =>
      xml.replace('<time-limit>1000</time-limit>', '<time-limit>200</time-limit>'),
    );
    assert.is((await runInProcess(importCommand, [legacy, '--root', root, '--id', 'rejlegacy'])).status, 0);
    const kattis = join(pkgs, 'rejlegacykattis');
    const out = await runInProcess(exportCommand, ['rejlegacy', '--root', root, '--kattis', kattis]);
    assert.is(out.status, 0, out.stderr);
    assert.match(readFileSync(join(kattis, 'problem.yaml'), 'utf8'), 'problem_format_version: legacy');
    assert.equal(readdirSync(join(kattis, 'submissions')).sort(), ['accepted', 'time_limit_exceeded', 'wrong_answer']);
    assert.ok(existsSync(join(kattis, 'submissions', 'wrong_answer', 'zero.py')));
    assert.ok(existsSync(join(kattis, 'submissions', 'time_limit_exceeded', 'spin.py')));
    // Scored, a 2025-09 package: its rejected/ is judged (at least one test not accepted, as Polygon's tag asks), and
    // brute_force/ asks what time-limit-exceeded-or-memory-limit-exceeded does (no wrong answer, some test too slow or
    // crashing).
    const scored = rejected('rejscored', (xml) =>
      xml
        .replace('<test method="manual" sample="true"/>', '<test method="manual" sample="true" points="0"/>')
        .replace('<test method="manual"/>', '<test method="manual" points="100"/>'),
    );
    assert.is((await runInProcess(importCommand, [scored, '--root', root, '--id', 'rejscored'])).status, 0);
    const modern = join(pkgs, 'rejscoredkattis');
    const modernOut = await runInProcess(exportCommand, [
      'rejscored',
      '--root',
      root,
      '--kattis',
      modern,
      '--format',
      '2025-09',
    ]);
    assert.is(modernOut.status, 0, modernOut.stderr);
    assert.match(readFileSync(join(modern, 'problem.yaml'), 'utf8'), 'problem_format_version: 2025-09');
    assert.ok(existsSync(join(modern, 'submissions', 'rejected', 'zero.py')));
    assert.ok(existsSync(join(modern, 'submissions', 'brute_force', 'spin.py')));
  },
);

refusals('a .zip imports as its folder would, named by its short name, else by the archive', async () => {
  if (!hasTool('Polygon import (a Python main solution)', 'python3')) return;
  const zipped = (name: string, change: (xml: string) => string) => {
    const files = { ...TINY, 'problem.xml': change(TINY['problem.xml']) };
    const zip = join(pkgs, name);
    writeFileSync(
      zip,
      zipSync(Object.fromEntries(Object.entries(files).map(([p, t]) => [p, new TextEncoder().encode(t)]))),
    );
    return zip;
  };
  // Polygon names its archives so: the short name wins; the archive's name says where it came from.
  const named = zipped('pack-3$linux.zip', (xml) => xml.replace('short-name="tiny"', 'short-name="Zip_Tiny"'));
  const run = await runInProcess(importCommand, [named, '--root', root]);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, `imported zip-tiny from ${named} (Polygon package`);
  assert.ok(existsSync(join(root, 'testdata', 'zip-tiny', 'tests', '02.ans')));
  // The archive is named in the output alone: problem.ts holds no text of the package's in a comment.
  assert.not.match(readFileSync(join(root, 'problems', 'zip-tiny', 'problem.ts'), 'utf8'), 'pack-3');
  const unnamed = zipped('pack-4$linux.zip', (xml) => xml.replace(' short-name="tiny"', ''));
  assert.is((await runInProcess(importCommand, [unnamed, '--root', root])).status, 0);
  assert.ok(existsSync(join(root, 'testdata', 'pack-4-linux')));
  const escaping = join(pkgs, 'escaping.zip');
  writeFileSync(escaping, zipSync({ '../outside': new Uint8Array([1]) }));
  const refused = await runInProcess(importCommand, [escaping, '--root', root]);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, 'entry "../outside" would be written outside the package');
});

// A Polygon package's file names may hold anything but a slash, and its problem.xml names them: a checker and a
// validator named to end a C++ comment and an #include, imported and exported to Kattis.
refusals.e2e(
  'a checker and a validator named to plant C++ go out to Kattis named by the export, the same, planting nothing',
  async () => {
    if (!ready()) return;
    const checker = `files/${PLANTING_FILE_NAME}.cpp`;
    // In a folder of its own, its path holding a comment's end: `*/`.
    const validator = 'files/val" *\r/\n*\u2028.cpp';
    // In problem.xml as an XML writer escapes an attribute, line ends too (a parser reads a bare one as a space).
    const attribute = (path: string) =>
      path.replace(
        /[&"<\r\n\u2028]/g,
        (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;' })[c] ?? `&#${c.charCodeAt(0)};`,
      );
    const xml = problemXml({
      name: 'named',
      tests: [{ method: 'manual', sample: true }, { method: 'manual' }],
      executables: [],
      checker: { path: 'CHECKER', tests: [] },
      validator: { path: 'VALIDATOR', tests: [] },
      solutions: [{ tag: 'main', path: 'solutions/main.py', type: 'python.3' }],
    })
      .replaceAll('"CHECKER"', `"${attribute(checker)}"`)
      .replaceAll('"VALIDATOR"', `"${attribute(validator)}"`);
    const dir = variant(
      'named',
      (files) => {
        Object.assign(files, {
          'problem.xml': xml,
          'files/testlib.h': TESTLIB_H,
          [checker]: CHECK,
          [validator]: VALIDATOR,
        });
        files[join(dirname(validator), 'testlib.h')] = TESTLIB_H;
      },
      TINY,
    );
    const run = await runInProcess(importCommand, [dir, '--root', root]);
    assert.is(run.status, 0, run.stderr);
    const kattis = join(pkgs, 'namedkattis');
    const exported = await runInProcess(exportCommand, ['named', '--root', root, '--kattis', kattis]);
    assert.is(exported.status, 0, exported.stderr);
    // Each program's folder, the only one of its kind: built as Kattis builds it, it runs as the package's program did.
    const [checkerFolder, validatorFolder] = ['output_validators', 'input_validators'].map((kind) => {
      const [folder, ...others] = readdirSync(join(kattis, kind));
      assert.equal(others, []);
      return join(kattis, kind, folder);
    });
    const test = { input: TINY['tests/01'], answer: '6\n' };
    const checks = buildKattisProgram(checkerFolder);
    assert.equal(runOutputValidator(pkgs, checks, { ...test, output: '6\n' }), [42, 'the sum, 6']);
    assert.equal(runOutputValidator(pkgs, checks, { ...test, output: '7\n' }), [43, 'expected 6, got 7']);
    const validates = buildKattisProgram(validatorFolder);
    assert.is(runInputValidator(pkgs, validates, TINY['tests/01']), 42);
    assert.is(runInputValidator(pkgs, validates, '0\n'), 43);
    // Named by the export, not by the package: a folder by the kind of program, its files by the wrapper's own names.
    assert.is(checkerFolder, join(kattis, 'output_validators', 'checker'));
    assert.is(validatorFolder, join(kattis, 'input_validators', 'validator-1'));
    assert.equal(readdirSync(checkerFolder).sort(), ['checker.cpp', 'checker.testlib.h', 'program', 'testlib.h']);
    assert.is(readFileSync(join(checkerFolder, 'checker.testlib.h'), 'utf8'), CHECK);
    assert.is(readFileSync(join(validatorFolder, 'validator.testlib.h'), 'utf8'), VALIDATOR);
  },
);

refusals.run();
