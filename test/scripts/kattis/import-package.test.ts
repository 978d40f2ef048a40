// npm run import -- DIR: packages written here in both formats (legacy with .timelimit, nested groups, a Python input
// validator, a Node.js output validator and submissions in C++, Python and JavaScript; 2025-09 with a time limit in
// problem.yaml, a name map, the default validator's tolerance; an interactive one with its jury) become problems
// that the judge and verify take, each submission by its folder's verdict; what the kit cannot take is named.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { type VerifyRow, verifyProblem, verifyReport } from '../../../scripts/testdata/index.ts';
import { importCommand } from '../../../scripts/import.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { writeFiles as write } from '../../helpers/fixture-root.ts';
import { PARTS } from '../../helpers/scoring-package.ts';
import { type CommandRun, runInProcess } from '../../helpers/run-command.ts';

let root = '';
let pkgs = '';

/** verify's row of the inputs alone: verify is stopped once it is decided, before any solution is judged. */
async function inputsRow(at: string, id: string): Promise<VerifyRow> {
  const stop = new AbortController();
  const [inputs] = await verifyProblem(at, id, undefined, stop.signal, () => stop.abort());
  return inputs;
}

/** "twosum" in the legacy format: print two numbers adding up to n; a custom output validator decides. */
const LEGACY: Record<string, string> = {
  'problem.yaml':
    'name: Two that sum\nlimits:\n  memory: 512\n  output: 4\nvalidation: custom\nvalidator_flags: strict\n',
  '.timelimit': '0.5\n',
  'problem_statement/problem.en.md': '# Two that sum\n\nPrint two numbers that add up to n.\n',
  'data/sample/1.in': '5\n',
  'data/sample/1.ans': '5\n',
  'data/secret/9.in': '9\n',
  'data/secret/9.ans': '9\n',
  'data/secret/10.in': '10\n',
  'data/secret/10.ans': '10\n',
  'data/secret/big/deep/1000.in': '1000\n',
  'data/secret/big/deep/1000.ans': '1000\n',
  'data/secret/big/deep/1000.desc': 'a large n\n',
  'input_validators/range.py':
    'import sys\ns = sys.stdin.read()\nn = int(s)\nif s != str(n) + "\\n" or not 1 <= n <= 10**6:\n    print("n out of range"); sys.exit(1)\nsys.exit(42)\n',
  'input_validators/format.ctd': 'INT(1, 1000000) NEWLINE\n',
  'output_validators/sum/sum.js': `const fs = require('fs');
const [input, answer, feedback, flag] = process.argv.slice(2);
const want = Number(fs.readFileSync(answer, 'utf8'));
const got = fs.readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
if (flag !== 'strict') process.exit(1);
if (got.length === 2 && got[0] + got[1] === want) process.exit(42);
fs.writeFileSync(feedback + 'judgemessage.txt', 'got ' + got.join(' ') + ' for ' + want);
process.exit(43);
`,
  'submissions/accepted/halves.cpp':
    '#include <cstdio>\nint main() { long n; std::scanf("%ld", &n); std::printf("%ld %ld\\n", n / 2, n - n / 2); }\n',
  'submissions/accepted/zero.py': 'n = int(input())\nprint(0, n)\n',
  // A folder program: its source and a header beside it.
  'submissions/accepted/withheader/main.cpp':
    '#include <cstdio>\n#include "pair.h"\nint main() { long n; std::scanf("%ld", &n); print_pair(n, 0); }\n',
  'submissions/accepted/withheader/pair.h':
    '#include <cstdio>\ninline void print_pair(long a, long b) { std::printf("%ld %ld\\n", a, b); }\n',
  'submissions/accepted/old.py': '#!/usr/bin/env python2\nprint 0, input()\n',
  'submissions/accepted/other.kt': 'fun main() { val n = readLine()!!.toInt(); println("0 $n") }\n',
  // Off by one on 9, and crashes on 10: Kattis judges 10 first, so the package files it as a run-time error.
  'submissions/run_time_error/ten.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif (n === 10) throw new Error('ten');\nconsole.log(0, n === 9 ? 8 : n);\n",
  'submissions/wrong_answer/one.py': 'n = int(input())\nprint(1, n)\n',
  'submissions/time_limit_exceeded/spin.js': 'for (;;) {}\n',
  'submissions/partially_accepted/some.py': 'print(0)\n',
};

// The legacy package is imported once, into a root both its cases read: the second adds an input to a copy.
const legacy = suite('import the legacy package');
let legacyRoot = '';
let legacyPkgs = '';
let legacyTools = false;
let legacyImport: CommandRun = { status: 1, stdout: '', stderr: 'not imported' };
legacy.before(async () => {
  legacyTools = hasTool('Kattis import (C++ and Python submissions)', 'g++') && hasTool('Kattis import', 'python3');
  if (!legacyTools) return;
  legacyRoot = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  legacyPkgs = mkdtempSync(join(tmpdir(), 'kit-import-pkgs-'));
  write(join(legacyPkgs, 'twosum'), LEGACY);
  legacyImport = await runInProcess(importCommand, [join(legacyPkgs, 'twosum'), '--root', legacyRoot]);
});
legacy.after(() => {
  for (const dir of [legacyRoot, legacyPkgs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

legacy(
  'legacy: limits, nested groups, validators, the checker and the submissions, judged by their folders',
  async () => {
    if (!legacyTools) return;
    const root = legacyRoot;
    const done = legacyImport;
    assert.is(done.status, 0, done.stderr);
    const out = done.stdout;
    assert.match(
      out,
      'time limit 500 ms (.timelimit (0.5 s); problemtools prints it in the statement but verifies with a limit it derives), memory 512 MB, output 4 MB',
    );
    assert.match(out, 'testdata/twosum/: 4 tests in sample, secret, secret/big/deep');
    assert.match(out, 'accepted solution: solutions/twosum.cpp (from submissions/accepted/halves.cpp)');
    for (const line of [
      'not taken: input_validators/format.ctd: .ctd validators are not run by the kit',
      'not taken: submissions/accepted/old.py: Python 2 (its shebang says so), which the judge does not run',
      'not taken: submissions/accepted/other.kt: .kt, a language the judge does not run',
      "not taken: submissions/partially_accepted/: a scoring problem's folder, in a pass-fail problem",
      'not taken: 1 .desc file under data/: annotations, not taken',
    ])
      assert.match(out, line);
    const source = readFileSync(join(root, 'problems', 'twosum', 'problem.ts'), 'utf8');
    assert.match(source, "validators: ['input_validators/range.py'],");
    assert.match(source, "checker: { program: 'output_validators/sum/sum.js', contract: 'kattis', args: ['strict'] },");
    assert.match(source, "testOrder: 'kattis',");
    assert.is(
      readFileSync(join(root, 'problems', 'twosum', 'statement.md'), 'utf8'),
      LEGACY['problem_statement/problem.en.md'],
    );
    assert.ok(existsSync(join(root, 'testdata', 'twosum', 'secret', 'big', 'deep', '1000.in')));
    assert.ok(!existsSync(join(root, 'testdata', 'twosum', 'secret', 'big', 'deep', '1000.desc')));
    assert.equal(
      readdirSync(root).filter((name) => name.startsWith('.')),
      [],
      'no staging folder left',
    );

    const report = await judge({ root, problemIds: ['twosum'] });
    assert.equal(
      report.problems[0].results.map((r) => `${r.group}/${r.name} ${r.verdict}`),
      ['sample/1 AC', 'secret/10 AC', 'secret/9 AC', 'secret/big/deep/1000 AC'],
    );
    const wrong = await judge({
      root,
      problemIds: ['twosum'],
      solution: join(root, 'solutions/submissions/twosum/wrong_answer/one.py'),
    });
    assert.is(wrong.problems[0].results[0].checkerReason, 'got 1 5 for 5');

    const rows = await verifyProblem(root, 'twosum', undefined);
    assert.equal(
      rows.map((r) => [r.solution.replace('solutions/submissions/twosum/', ''), r.got, r.ok]),
      [
        ['(every input, by the validators)', 'AC', true],
        ['solutions/twosum.cpp', 'AC', true],
        ['accepted/withheader/withheader.cpp', 'AC', true],
        ['accepted/zero.py', 'AC', true],
        ['wrong_answer/one.py', 'WA', true],
        ['time_limit_exceeded/spin.js', 'TLE', true],
        ['run_time_error/ten.js', 'RE', true],
      ],
    );
  },
);

legacy('an input the validator program rejects fails verify, naming the file and the validator', async () => {
  if (!legacyTools) return;
  // A copy of the imported root with one input more, as importing the package with it would have written it.
  const root = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  try {
    cpSync(legacyRoot, root, { recursive: true });
    write(root, { 'testdata/twosum/secret/0.in': '0\n', 'testdata/twosum/secret/0.ans': '0\n' });
    const inputs = await inputsRow(root, 'twosum');
    assert.equal(
      [inputs.ok, inputs.caughtBy],
      [false, 'twosum: testdata/twosum/secret/0.in: validator range.py: n out of range (exit 1)'],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
legacy.run();

const importing = suite('import a Kattis package');
importing.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  pkgs = mkdtempSync(join(tmpdir(), 'kit-import-pkgs-'));
});
importing.after.each(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(pkgs, { recursive: true, force: true });
});

importing(
  '2025-09: the time limit and name from problem.yaml, the default validator with a float tolerance in one group',
  async () => {
    write(join(pkgs, 'third'), {
      'problem.yaml':
        'problem_format_version: 2025-09\nname:\n  en: A third\n  sv: En tredjedel\nlimits:\n  time_limit: 1.5\n  memory: 256\nuuid: 1e6f3ad2-0c51-4a1e-9d71-3f1a2a1b7f00\n',
      'statement/problem.en.tex': '\\problemname{A third}\nPrint $n/3$.\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '0.3333333333\n',
      'data/secret/test_group.yaml': 'output_validator_args: [float_tolerance, 1e-6]\n',
      'data/secret/2.in': '2\n',
      'data/secret/2.ans': '0.6666666667\n',
      'input_validators/one-number.js':
        "const s = require('fs').readFileSync(0, 'utf8');\nprocess.exit(/^[1-9]\\d*\\n$/.test(s) ? 42 : 43);\n",
      'submissions/accepted/third.js':
        "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log((n / 3).toExponential(9).toUpperCase());\n",
      'submissions/wrong_answer/rounded.py': 'print(round(int(input()) / 3, 2))\n',
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'third'), '--root', root, '--id', 'a-third']);
    assert.is(done.status, 0, done.stderr);
    assert.match(done.stdout, 'time limit 1500 ms (limits.time_limit (1.5 s)), memory 256 MB, output 8 MB');
    const source = readFileSync(join(root, 'problems', 'a-third', 'problem.ts'), 'utf8');
    assert.match(source, "title: 'A third',");
    assert.match(source, "compare: { by: 'tokens', caseSensitive: false },");
    assert.match(
      readFileSync(join(root, 'problems', 'a-third', 'statement.md'), 'utf8'),
      'statement is in `statement/`',
    );
    assert.match(
      source,
      "groups: {\n    secret: {\n      compare: { by: 'tokens', caseSensitive: false, relativeTolerance: 0.000001, absoluteTolerance: 0.000001 },",
    );
    const report = await judge({ root, problemIds: ['a-third'] });
    assert.equal(
      report.problems[0].results.map((r) => r.verdict),
      ['WA', 'AC'],
      'the tolerance is data/secret’s own: the sample is compared by exact tokens, case aside',
    );
  },
);

importing(
  '2025-09 scoring: groups with max_score, sum and min aggregation, require_pass, a score multiplier by group arguments',
  async () => {
    write(join(pkgs, 'parts'), PARTS);
    const done = await runInProcess(importCommand, [join(pkgs, 'parts'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.not.match(done.stdout, 'judged pass-fail');
    assert.match(done.stdout, 'submissions/submissions.yaml: permitted not taken; each folder keeps its default');
    assert.match(done.stdout, 'not taken: static_validator/: the kit runs no static validator');
    assert.equal(JSON.parse(readFileSync(join(root, 'solutions/submissions/parts/scores.json'), 'utf8')), {
      'wrong_answer/off-on-two.js': [15, 15],
      'wrong_answer/promised.js': [50, 60],
    });
    const source = readFileSync(join(root, 'problems', 'parts', 'problem.ts'), 'utf8');
    assert.match(source, "{ name: 'sample', tests: 'sample', points: 0, aggregation: 'all' }");
    assert.match(source, "{ name: 'secret/g1', tests: 'secret/g1', points: 20, aggregation: 'all' }");
    assert.match(source, "{ name: 'secret/g2', tests: 'secret/g2', points: 30, aggregation: 'sum' }");
    assert.match(
      source,
      "{ name: 'secret/g3', tests: 'secret/g3', points: 50, aggregation: 'min', requires: ['sample', 'secret/g1'] }",
    );
    // The accepted submission is the problem's solution; the others stay in solutions/submissions/parts/.
    const scoreOf = async (submission?: string) => {
      const report = await judge({
        root,
        problemIds: ['parts'],
        solution: submission && join(root, 'solutions/submissions/parts', submission),
      });
      assert.equal(report.errors, []);
      return report.problems[0].score;
    };
    const accepted = await scoreOf();
    assert.equal([accepted?.points, accepted?.max], [85, 100], 'g2 scores half: its validator says so');
    const off = await scoreOf('wrong_answer/off-on-two.js');
    assert.equal(
      off?.groups.map((g) => [g.name, g.points, g.waitedFor ?? null]),
      [
        ['sample', 0, null],
        ['secret/g1', 0, null],
        ['secret/g2', 15, null],
        ['secret/g3', 0, 'secret/g1'],
      ],
    );
    // verify holds each submission to its submissions.yaml score.
    const rows = await verifyProblem(root, 'parts', undefined);
    const row = (file: string) => rows.find((r) => r.solution.endsWith(file))!;
    assert.equal(
      [row('off-on-two.js').ok, row('off-on-two.js').caughtBy.split(';')[0]],
      [true, '15 / 100 points, expected 15'],
    );
    assert.equal(
      [row('promised.js').ok, row('promised.js').caughtBy.split(';')[0]],
      [false, '15 / 100 points, expected 50-60'],
    );
  },
);

importing(
  'a legacy scoring package: scored as problemtools grades its testdata.yaml, partially_accepted held below full',
  async () => {
    const echo = "console.log(require('fs').readFileSync(0, 'utf8').trim());\n";
    // Wrong on 1 (costs secret/a its 30) and on 5 (one of secret/b's 10-point tests): 60 of 100.
    const off = "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n === 1 || n === 5 ? 0 : n);\n";
    const files: Record<string, string> = {
      'problem.yaml': 'name: Old scoring\ntype: scoring\n',
      'problem_statement/problem.en.tex': '\\problemname{Old scoring}\nPrint n.\n',
      'data/testdata.yaml': 'on_reject: continue\nrange: 0 100\ngrader_flags: ignore_sample\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/testdata.yaml': 'grader_flags: first_error accept_if_any_accepted\n',
      'data/secret/a/testdata.yaml': 'on_reject: break\naccept_score: 30\ngrader_flags: min\n',
      'data/secret/b/testdata.yaml': 'accept_score: 10\n',
      'data/secret/c/testdata.yaml': 'accept_score: 30\ngrader_flags: max\n',
      'input_validators/any.js': 'process.exit(42);\n',
      'submissions/accepted/echo.js': echo,
      'submissions/partially_accepted/off.js': off,
      'submissions/partially_accepted/full.js': echo,
    };
    const put = (folder: string, ns: number[]) => {
      for (const n of ns) {
        files[`data/secret/${folder}/${n}.in`] = `${n}\n`;
        files[`data/secret/${folder}/${n}.ans`] = `${n}\n`;
      }
    };
    put('a', [1, 2]);
    put('b', [3, 4, 5, 6]);
    put('c', [7, 8]);
    write(join(pkgs, 'old-scoring'), files);
    const done = await runInProcess(importCommand, [join(pkgs, 'old-scoring'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.not.match(done.stdout, 'judged pass-fail');
    assert.not.match(done.stdout, 'testdata.yaml: ');
    const source = readFileSync(join(root, 'problems', 'old-scoring', 'problem.ts'), 'utf8');
    assert.match(source, "{ name: 'secret/a', tests: 'secret/a', points: 30, aggregation: 'all' }");
    assert.match(source, "{ name: 'secret/b', tests: 'secret/b', points: 40, aggregation: 'sum' }");
    assert.match(source, "{ name: 'secret/c', tests: 'secret/c', points: 30, aggregation: 'max' }");
    const report = await judge({
      root,
      problemIds: ['old-scoring'],
      solution: join(root, 'solutions/submissions/old-scoring/partially_accepted/off.js'),
    });
    assert.equal(
      report.problems[0].score?.groups.map((g) => [g.name, g.points, g.lostAt ?? null]),
      [
        ['secret/a', 0, 'secret/a/1'],
        ['secret/b', 30, 'secret/b/5'],
        ['secret/c', 30, null],
      ],
    );
    const rows = await verifyProblem(root, 'old-scoring', undefined);
    const row = (file: string) => rows.find((r) => r.solution.endsWith(file))!;
    assert.equal(
      [row('off.js').ok, row('off.js').caughtBy.split(';')[0]],
      [true, '60 / 100 points, expected below 100'],
    );
    assert.is(row('full.js').ok, false);
    assert.match(
      verifyReport(rows, 1).text,
      /FAILED solutions\/submissions\/old-scoring\/partially_accepted\/full\.js: its folder, submissions\/old-scoring\/partially_accepted\/ says it gets a score below the full 100 points; it got 100 \/ 100 points/,
    );
  },
);

importing('the root test_group.yaml gives the default validator its arguments', async () => {
  write(join(pkgs, 'third'), {
    'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
    'statement/problem.en.tex': '\\problemname{A third, by its statement}\nPrint $n/3$.\n',
    'data/test_group.yaml': 'output_validator_args: [float_relative_tolerance, 1e-6]\n',
    'data/sample/1.in': '1\n',
    'data/sample/1.ans': '0.3333333333\n',
    'input_validators/any.js': 'process.exit(42);\n',
    'submissions/accepted/third.js':
      "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log((n / 3).toExponential(9).toUpperCase());\n",
  });
  const done = await runInProcess(importCommand, [join(pkgs, 'third'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  const source = readFileSync(join(root, 'problems', 'third', 'problem.ts'), 'utf8');
  assert.match(source, "compare: { by: 'tokens', caseSensitive: false, relativeTolerance: 0.000001 },");
  assert.match(source, "title: 'A third, by its statement',", 'no name in problem.yaml: the statement gives it');
  assert.equal(
    (await judge({ root, problemIds: ['third'] })).problems[0].results.map((r) => r.verdict),
    ['AC'],
  );
});

importing(
  'tests in problemtools’ order: whole file names, subfolders among the tests; the first failure decides',
  async () => {
    // Crashes on n = 1 and answers n = 100 wrong: problemtools meets 1-big.ans (n = 100) before 1.ans, so the package
    // files the submission under wrong_answer; in the order of base names ("1" before "1-big") it would be a crash.
    write(join(pkgs, 'order'), {
      'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
      'statement/problem.en.md': '# Order\n\nPrint n.\n',
      'data/sample/s.in': '5\n',
      'data/sample/s.ans': '5\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'data/secret/1-big.in': '100\n',
      'data/secret/1-big.ans': '100\n',
      'data/secret/3.in': '3\n',
      'data/secret/3.ans': '3\n',
      'data/secret/2/a.in': '2\n',
      'data/secret/2/a.ans': '2\n',
      'input_validators/any.js': 'process.exit(42);\n',
      'submissions/accepted/echo.js': "console.log(Number(require('fs').readFileSync(0, 'utf8')));\n",
      'submissions/wrong_answer/late.js':
        "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif (n === 1) throw new Error('one');\nconsole.log(n === 100 ? 99 : n);\n",
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'order'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    const report = await judge({ root, problemIds: ['order'] });
    assert.equal(
      report.problems[0].results.map((r) => `${r.group}/${r.name}`),
      ['sample/s', 'secret/1-big', 'secret/1', 'secret/2/a', 'secret/3'],
    );
    const rows = await verifyProblem(root, 'order', undefined);
    const late = rows.find((r) => r.solution.endsWith('wrong_answer/late.js'));
    assert.equal([late?.got, late?.ok], ['WA', true]);
  },
);

importing(
  'faults of a package each get one honest line: a dangling link, build/run scripts, .py3, submissions.yaml, no secret tests',
  async () => {
    if (!hasTool('Kattis import (a Python submission)', 'python3')) return;
    write(join(pkgs, 'faults'), {
      'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
      'statement/problem.en.md': '# Faults\n\nPrint n.\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/.gitkeep': '',
      'data/sample/1.yaml': 'input_validator_args: [small]\n',
      'input_validators/checked/main.cpp': '#include "validation.h"\nint main() { return 42; }\n',
      'output_validator/build': '#!/bin/sh\ng++ -O2 -o validator validator.cpp\n',
      'output_validator/run': '#!/bin/sh\nexec ./validator "$@"\n',
      'output_validator/validator.cpp': 'int main() { return 42; }\n',
      'submissions/accepted/echo.py3': 'print(int(input()))\n',
      'submissions/submissions.yaml': 'echo.py3:\n  required: true\n',
    });
    symlinkSync('../../../validation.h', join(pkgs, 'faults', 'input_validators', 'checked', 'validation.h'));
    const done = await runInProcess(importCommand, [join(pkgs, 'faults'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    const out = done.stdout;
    assert.not.match(done.stderr, 'internal error');
    for (const line of [
      'not taken: input_validators/checked: validation.h is a symbolic link to ../../../validation.h, which is not there',
      'not taken: output_validator: a program built and run by its own build or run script, which the kit does not run',
      'not taken: submissions/submissions.yaml: required not taken; each folder keeps its default',
      'not taken: data/secret/: no tests there; only the samples are judged',
      "not taken: 1 .yaml file under data/: a test's own settings (its arguments, its validators' arguments), not taken",
    ])
      assert.match(out, line);
    assert.not.match(out, 'submissions.yaml/');
    assert.match(out, 'accepted solution: solutions/faults.py3 (from submissions/accepted/echo.py3)');
    const rows = await verifyProblem(root, 'faults', undefined);
    assert.match(
      rows[0].caughtBy,
      /^all 1 inputs read, none validated: the package’s input validators could not be taken/,
    );
    assert.equal(rows[1].got, 'AC');
  },
);

importing(
  'constants: {{name}} and {{name.variant}} substituted into validators, submissions, test_group.yaml and the statement',
  async () => {
    write(join(pkgs, 'consts'), {
      'problem.yaml':
        'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\nconstants:\n  max_n:\n    value: 1000\n    tex: 10^3\n  eps: 1e-6\n  word: "ok"\n',
      'statement/problem.en.md': '# Constants\n\nPrint $n/3$ for $n \\le {{max_n.tex}}$, within {{eps}}.\n',
      'data/test_group.yaml': 'output_validator_args: [float_absolute_tolerance, {{eps}}]\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '0.3333333333\n',
      'data/secret/2.in': '1000\n',
      'data/secret/2.ans': '333.3333333333\n',
      'input_validators/range.js':
        "const n = Number(require('fs').readFileSync(0, 'utf8'));\n// {{unset}} is no constant\nprocess.exit(n >= 1 && n <= {{max_n}} ? 42 : 43);\n",
      'submissions/accepted/third.js':
        "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif ('{{word}}' !== 'ok' || {{max_n.value}} !== 1000) throw new Error('not substituted');\nconsole.log((n / 3 + {{eps}} / 2).toFixed(9));\n",
      'submissions/wrong_answer/coarse.js':
        "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log((n / 3 + 2 * {{eps}}).toFixed(9));\n",
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'consts'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.match(done.stdout, 'constants: max_n, eps, word substituted into');
    assert.match(
      done.stdout,
      'warning: input_validators/range.js:2: {{unset}} names no constant of problem.yaml; left as written',
    );
    const source = readFileSync(join(root, 'problems', 'consts', 'problem.ts'), 'utf8');
    assert.match(source, 'absoluteTolerance: 0.000001');
    assert.match(readFileSync(join(root, 'problems', 'consts', 'statement.md'), 'utf8'), 'n \\le 10^3$, within 1e-6.');
    assert.match(readFileSync(join(root, 'problems', 'consts', 'input_validators', 'range.js'), 'utf8'), 'n <= 1000 ?');
    assert.is(readFileSync(join(root, 'testdata', 'consts', 'sample', '1.ans'), 'utf8'), '0.3333333333\n');
    const rows = await verifyProblem(root, 'consts', undefined);
    assert.equal(
      rows.map((r) => [r.solution, r.got, r.ok]),
      [
        ['(every input, by the validators)', 'AC', true],
        ['solutions/consts.js', 'AC', true],
        ['solutions/submissions/consts/wrong_answer/coarse.js', 'WA', true],
      ],
    );
  },
);

importing('constants that are not well formed: one line naming problem.yaml, its line and the field', async () => {
  const base = {
    'data/secret/1.in': '1\n',
    'data/secret/1.ans': '1\n',
  };
  for (const [yaml, said] of [
    [
      'constants:\n  k:\n    tex: 10\n',
      'problem.yaml:3: field "constants.k" is a map without the required key "value"',
    ],
    ['constants:\n  2k: 2000\n', 'problem.yaml:2: field "constants.2k": a name must match'],
    ['constants:\n  k: [1, 2]\n', 'problem.yaml:2: field "constants.k" must be an integer, a float or a string'],
    ['constants: 5\n', 'problem.yaml:1: field "constants" must be a map of names to values'],
  ]) {
    rmSync(join(pkgs, 'bad'), { recursive: true, force: true });
    write(join(pkgs, 'bad'), { ...base, 'problem.yaml': `problem_format_version: 2025-09\n${yaml}` });
    const done = await runInProcess(importCommand, [join(pkgs, 'bad'), '--root', root]);
    assert.is(done.status, 1, yaml);
    assert.match(
      done.stderr,
      said.replace(/:(\d+):/, (_, n) => `:${Number(n) + 1}:`),
    );
    assert.not.match(done.stderr, 'internal error');
    assert.equal(readdirSync(root), []);
  }
});

importing(
  'as problemtools, verify passes a submission that gets its folder’s verdict only with time_limit_to_tle times the limit, and says so',
  async () => {
    // Burns 0.7 s of CPU time (not of the clock: the same on a busy machine) before answering: past the limit of
    // 0.5 s, well inside twice it. The limit is short and the test one since four of the runs here go to the limit
    // and two past it.
    const slow = (answer: string) =>
      `const start = process.cpuUsage();\nwhile (true) { const u = process.cpuUsage(start); if (u.user + u.system > 0.7e6) break; }\nconsole.log(${answer});\n`;
    write(join(pkgs, 'slow'), {
      'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 0.5\n',
      'statement/problem.en.md': '# Slow\n\nPrint 1.\n',
      'data/secret/2.in': '2\n',
      'data/secret/2.ans': '1\n',
      'input_validators/any.js': 'process.exit(42);\n',
      'submissions/accepted/a-fast.js': 'console.log(1);\n',
      'submissions/accepted/slow.js': slow('1'),
      'submissions/wrong_answer/slow-wrong.js': slow('2'),
      'submissions/time_limit_exceeded/spin.js': 'for (;;) {}\n',
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'slow'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    const source = readFileSync(join(root, 'problems', 'slow', 'problem.ts'), 'utf8');
    assert.match(source, 'limits: { timeMs: 500, memoryMb: 2048, outputMb: 8, timeLimitToTle: 2 },');
    const judged = await judge({
      root,
      problemIds: ['slow'],
      solution: join(root, 'solutions/submissions/slow/accepted/slow.js'),
    });
    assert.equal(
      judged.problems[0].results.map((r) => r.verdict),
      ['TLE'],
      'the judge’s verdict is by the limit itself',
    );
    const rows = await verifyProblem(root, 'slow', undefined);
    const row = (name: string) => rows.find((r) => r.solution.endsWith(name));
    assert.equal([row('accepted/slow.js')?.got, row('accepted/slow.js')?.ok], ['AC', true]);
    assert.match(
      row('accepted/slow.js')?.caughtBy ?? '',
      'all 1 tests AC; only with extra time: TLE at 500 ms, AC at 1000 ms (problemtools warns: sensitive to the time limit)',
    );
    assert.equal([row('wrong_answer/slow-wrong.js')?.got, row('wrong_answer/slow-wrong.js')?.ok], ['WA', true]);
    assert.equal([row('time_limit_exceeded/spin.js')?.got, row('time_limit_exceeded/spin.js')?.ok], ['TLE', true]);
    assert.not.match(row('time_limit_exceeded/spin.js')?.caughtBy ?? '', 'extra time');
  },
);

importing(
  'validator arguments by group: input ones as a list or a map by name, output ones to the checker; subgroups inherit',
  async () => {
    // Each validator reads its bound from its arguments: "max N" (default 10); data/secret/big needs 1000.
    const bounded = (label: string) =>
      `const n = Number(require('fs').readFileSync(0, 'utf8'));\nconst at = process.argv.indexOf('max');\nconst max = at < 0 ? 10 : Number(process.argv[at + 1]);\nif (!(n >= 1 && n <= max)) { console.log('${label}: ' + n + ' > ' + max); process.exit(43); }\nprocess.exit(42);\n`;
    write(join(pkgs, 'bygroup'), {
      'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
      'statement/problem.en.md': '# By group\n\nPrint n.\n',
      'data/test_group.yaml': 'input_validator_args: [max, "20"]\n',
      'data/sample/1.in': '15\n',
      'data/sample/1.ans': '15\n',
      'data/secret/big/test_group.yaml':
        'input_validator_args:\n  first: [max, "1000"]\n  second: [max, "500"]\noutput_validator_args: [big]\nfull_feedback: true\n',
      // The output validator accepts only where its arguments are the answer's second line: each test's group's own.
      'output_validator/check.js':
        "const fs = require('fs');\nconst [, , input, answer] = process.argv;\nconst [want, tag = ''] = fs.readFileSync(answer, 'utf8').split('\\n');\nconst got = fs.readFileSync(0, 'utf8').trim();\nprocess.exit(got === want && process.argv.slice(5).join(' ') === tag ? 42 : 43);\n",
      'data/secret/big/1.in': '400\n',
      'data/secret/big/1.ans': '400\nbig\n',
      'data/secret/big/huge/2.in': '450\n',
      'data/secret/big/huge/2.ans': '450\nbig\n',
      'data/secret/3.in': '18\n',
      'data/secret/3.ans': '18\n',
      'input_validators/first.js': bounded('first'),
      'input_validators/second/second.js': bounded('second'),
      'submissions/accepted/echo.js': "console.log(Number(require('fs').readFileSync(0, 'utf8')));\n",
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'bygroup'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.match(done.stdout, 'not taken: data/secret/big/test_group.yaml: full_feedback not taken');
    const problemFile = join(root, 'problems', 'bygroup', 'problem.ts');
    const source = readFileSync(problemFile, 'utf8');
    assert.match(source, "    '': { validatorArgs: ['max', '20'] },\n");
    assert.match(
      source,
      "    'secret/big': { validatorArgs: { first: ['max', '1000'], second: ['max', '500'] }, outputValidatorArgs: ['big'] },\n",
    );
    const rows = await verifyProblem(root, 'bygroup', undefined);
    assert.equal(
      rows.map((r) => [r.got, r.caughtBy]),
      [
        ['AC', 'all 4 inputs valid'],
        ['AC', 'all 4 tests AC'],
      ],
    );
    // The args are what makes the data valid: a group past them is caught, naming the validator.
    write(root, { 'testdata/bygroup/secret/4.in': '30\n', 'testdata/bygroup/secret/4.ans': '30\n' });
    const inputs = await inputsRow(root, 'bygroup');
    assert.equal(
      [inputs.ok, inputs.caughtBy],
      [false, 'bygroup: testdata/bygroup/secret/4.in: validator first.js: first: 30 > 20 (exit 43)'],
    );
    const biome = spawnSync(
      process.execPath,
      ['node_modules/@biomejs/biome/bin/biome', 'format', '--stdin-file-path=problems/bygroup/problem.ts'],
      { input: source, encoding: 'utf8' },
    );
    assert.is(biome.stdout, source, 'the written problem.ts is formatted as Biome writes it');
  },
);

importing('interactive: the output validator becomes the jury; a time limit measured where none is given', async () => {
  write(join(pkgs, 'guessing'), {
    'problem.yaml': 'problem_format_version: 2025-09\ntype: interactive\nname: Guessing\n',
    'data/sample/1.interaction': '< ?\n> 3\n',
    'data/secret/1.in': '3\n',
    'data/secret/1.ans': '',
    'data/secret/2.in': '7\n',
    // The jury's guess limit comes as its arguments: without them it allows one guess, and search fails.
    'data/test_group.yaml': 'output_validator_args: [limit, "10"]\n',
    'input_validators/n.js': "process.exit(/^\\d+\\n$/.test(require('fs').readFileSync(0, 'utf8')) ? 42 : 43);\n",
    'output_validator/jury.js': `const fs = require('fs');
const [input, , feedback] = process.argv.slice(2);
const secret = Number(fs.readFileSync(input, 'utf8'));
let buffered = '';
let guesses = 0;
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let at;
  while ((at = buffered.indexOf('\\n')) >= 0) {
    const guess = Number(buffered.slice(0, at));
    buffered = buffered.slice(at + 1);
    guesses++;
    if (guess === secret) { process.stdout.write('correct\\n'); process.exit(42); }
    const limit = process.argv[5] === 'limit' ? Number(process.argv[6]) : 1;
    if (guesses >= limit) { fs.writeFileSync(feedback + 'judgemessage.txt', limit + ' guesses, none right'); process.exit(43); }
    process.stdout.write(guess < secret ? 'higher\\n' : 'lower\\n');
  }
});
process.stdin.on('end', () => { fs.writeFileSync(feedback + 'judgemessage.txt', 'stopped guessing'); process.exit(43); });
`,
    'submissions/accepted/search.js': `let lo = 1, hi = 10, guess = 5, buffered = '';
console.log(guess);
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (const reply of buffered.split('\\n').slice(0, -1)) {
    if (reply === 'correct') process.exit(0);
    if (reply === 'higher') lo = guess + 1; else hi = guess - 1;
    guess = (lo + hi) >> 1;
    console.log(guess);
  }
  buffered = buffered.slice(buffered.lastIndexOf('\\n') + 1);
});
`,
    'submissions/wrong_answer/always-one.js': "console.log(1);\nprocess.stdin.on('data', () => console.log(1));\n",
  });
  const done = await runInProcess(importCommand, [join(pkgs, 'guessing'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  assert.match(done.stdout, 'none in the package: the slowest test of');
  assert.match(done.stdout, 'interactive: the jury is output_validator/jury.js');
  assert.match(done.stdout, 'not taken: 1 interactive tests without .ans: given an empty one each');
  const source = readFileSync(join(root, 'problems', 'guessing', 'problem.ts'), 'utf8');
  assert.match(source, "interaction: { jury: 'output_validator/jury.js', args: ['limit', '10'] },");
  assert.match(source, /timeMs: (\d+)000,/);
  const rows = await verifyProblem(root, 'guessing', undefined);
  assert.equal(
    rows.map((r) => [r.solution, r.got, r.ok]),
    [
      ['(every input, by the validators)', 'AC', true],
      ['solutions/guessing.js', 'AC', true],
      ['solutions/submissions/guessing/wrong_answer/always-one.js', 'WA', true],
    ],
  );
});

importing(
  'refusals: no problem.yaml, YAML that does not parse, a multi-pass problem, an id taken; nothing written',
  async () => {
    write(join(pkgs, 'empty'), { 'data/sample/1.in': '1\n' });
    const none = await runInProcess(importCommand, [join(pkgs, 'empty'), '--root', root]);
    assert.equal(
      [none.status, none.stderr.trim()],
      [1, `error: ${join(pkgs, 'empty')}: not a Kattis package (no problem.yaml)`],
    );
    write(join(pkgs, 'broken'), { 'problem.yaml': 'name: x\nlimits: [1,\n' });
    const broken = await runInProcess(importCommand, [join(pkgs, 'broken'), '--root', root]);
    assert.is(broken.status, 1);
    assert.match(broken.stderr, /problem\.yaml:\d+: not YAML/);
    write(join(pkgs, 'passes'), { 'problem.yaml': 'problem_format_version: 2025-09\ntype: [multi-pass]\n' });
    const passes = await runInProcess(importCommand, [join(pkgs, 'passes'), '--root', root]);
    assert.match(passes.stderr, 'the kit cannot judge multi-pass problems (nothing written)');
    write(join(pkgs, 'taken'), {
      'problem.yaml': 'name: Taken\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    write(root, { 'testdata/taken/sample/1.in': '1\n' });
    const taken = await runInProcess(importCommand, [join(pkgs, 'taken'), '--root', root]);
    assert.match(taken.stderr, 'testdata/taken already exists: choose another --id (nothing written)');
    assert.equal(readdirSync(root).sort(), ['testdata']);
  },
);
importing.run();
