// npm run import -- DIR: what the import writes and says for packages in both formats (legacy with .timelimit, nested
// groups, a Python input validator, a Node.js output validator and submissions in C++, Python and JavaScript; 2025-09
// with a time limit in problem.yaml, a name map, the default validator's tolerance, constants, scoring groups): its
// lines, problem.ts, the statement, the files taken and left, its refusals, and a judge of a test or two where that is
// cheap. Judging and verifying the imported problems with all their submissions takes half a minute of CPU, so it is
// left to import-package.e2e.test.ts, in npm run test:full; so are, here, the slowest import (a scoring package's
// many tests validated) and the tests that verify or judge what was imported (helpers/parts.ts).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { loadProblem } from '../../../../judge/registry/index.ts';
import { scoreInvalidInputs, verifyProblem } from '../../../../scripts/testdata/index.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { writeFiles as write } from '../../../helpers/fixture-root.ts';
import {
  BY_GROUP,
  DRAFT_SCORING,
  INCLUDED,
  SUBTASK_GROUPS,
  SUBTASKS,
  CONSTS,
  inputsRow,
  LEGACY,
  OLD_SCORING,
  ORDER,
  SLOW,
  legacyImportFor,
} from '../../../helpers/kattis-packages.ts';
import { suite } from '../../../helpers/parts.ts';
import { PARTS } from '../../../helpers/scoring-package.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

let root = '';
let pkgs = '';

// The legacy package is imported once, into a root both its cases read: the second adds an input to a copy. The
// import compiles its C++ main solution (g++) and runs its Python input validator (python3).
const legacy = suite('import the legacy package');
const legacyImport = legacyImportFor(
  legacy,
  () =>
    hasTool('Kattis import (a Python input validator)', 'python3') &&
    hasTool('Kattis import (a C++ main solution)', 'g++'),
);

legacy(
  'legacy: limits, nested groups, validators, the checker and the submissions, judged by their folders',
  async () => {
    const imported = legacyImport();
    if (!imported) return;
    const { root, done } = imported;
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
  },
);

legacy.e2e('an input the validator program rejects fails verify, naming the file and the validator', async () => {
  const imported = legacyImport();
  if (!imported) return;
  // A copy of the imported root with one input more, as importing the package with it would have written it.
  const root = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  try {
    cpSync(imported.root, root, { recursive: true });
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
  },
);

importing.e2e(
  'a legacy scoring package: scored as problemtools grades its testdata.yaml, partially_accepted held below full',
  async () => {
    write(join(pkgs, 'old-scoring'), OLD_SCORING);
    const done = await runInProcess(importCommand, [join(pkgs, 'old-scoring'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.not.match(done.stdout, 'judged pass-fail');
    assert.not.match(done.stdout, 'testdata.yaml: ');
    const source = readFileSync(join(root, 'problems', 'old-scoring', 'problem.ts'), 'utf8');
    assert.match(source, "{ name: 'secret/a', tests: 'secret/a', points: 30, aggregation: 'all' }");
    assert.match(source, "{ name: 'secret/b', tests: 'secret/b', points: 40, aggregation: 'sum' }");
    assert.match(source, "{ name: 'secret/c', tests: 'secret/c', points: 30, aggregation: 'max' }");
  },
);

importing.e2e(
  'include/: Python and C++ submissions get the included files beside them; Java is left out, said',
  async () => {
    write(join(pkgs, 'included'), INCLUDED);
    const done = await runInProcess(importCommand, [join(pkgs, 'included'), '--root', root, '--id', 'included']);
    assert.is(done.status, 0, done.stderr);
    assert.match(
      done.stdout,
      'not taken: include/: the kit cannot add the included files to a java submission (the kit adds included files to Python, C and C++ submissions only): submissions/accepted/Plus.java left out',
    );
    assert.match(done.stdout, 'not taken: include/default/notes.txt: put beside each Python submission');
    assert.match(
      done.stdout,
      'accepted solution: solutions/included/included.cpp (from submissions/accepted/plus.cpp)',
    );
    assert.equal(readdirSync(join(root, 'solutions/included')).sort(), ['helper.h', 'included.cpp', 'notes.txt']);
    assert.equal(readdirSync(join(root, 'solutions/submissions/included/accepted/plus')).sort(), [
      'helper.py',
      'notes.txt',
      'plus.py',
    ]);
    // The constant substituted into the included file, as into the submissions; include/ kept for the export.
    assert.is(readFileSync(join(root, 'solutions/submissions/included/accepted/plus/helper.py'), 'utf8'), 'ADD = 1\n');
    assert.ok(existsSync(join(root, 'problems/included/include/python3/helper.py')));
    assert.not.ok(existsSync(join(root, 'solutions/submissions/included/accepted/Plus.java')));
  },
);

importing('2025-09: folders of secret are test data groups only with test_group.yaml', async () => {
  for (const [id, files] of [
    ['subtasks', SUBTASKS],
    ['subtask-groups', SUBTASK_GROUPS],
  ] as const) {
    write(join(pkgs, id), files);
    const done = await runInProcess(importCommand, [join(pkgs, id), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.not.match(done.stdout, 'judged pass-fail');
  }
  const one = readFileSync(join(root, 'problems/subtasks/problem.ts'), 'utf8');
  assert.match(one, "groups: [{ name: 'secret', tests: 'secret', points: 100, aggregation: 'sum' }]");
  const two = readFileSync(join(root, 'problems/subtask-groups/problem.ts'), 'utf8');
  assert.match(two, "{ name: 'secret/subtask1', tests: 'secret/subtask1', points: 30, aggregation: 'all' }");
  assert.match(two, "{ name: 'secret/subtask2', tests: 'secret/subtask2', points: 70, aggregation: 'all' }");
});

importing.e2e("2023-07-draft scoring (oddecho's format) is graded by testdata.yaml as problemtools does", async () => {
  write(join(pkgs, 'draft-scoring'), DRAFT_SCORING);
  const done = await runInProcess(importCommand, [join(pkgs, 'draft-scoring'), '--root', root]);
  assert.is(done.status, 0, done.stderr);
  assert.not.match(done.stdout, 'judged pass-fail');
  assert.match(done.stdout, 'not taken: scoring: grader_flags accept_if_any_accepted, first_error not taken');
  const source = readFileSync(join(root, 'problems/draft-scoring/problem.ts'), 'utf8');
  assert.match(source, "{ name: 'secret/a', tests: 'secret/a', points: 30, aggregation: 'all' }");
  assert.match(source, "imported: 'Kattis package'");
});

importing(
  'a test with Windows line ends is kept byte for byte and said, as problemtools warns and judges it',
  async () => {
    write(join(pkgs, 'crlf'), {
      'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
      'statement/problem.en.md': '# CRLF\n\nPrint n.\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/two-lines.in': '2\r\n3\r\n',
      'data/secret/two-lines.ans': '2\n',
      'input_validators/any.js': 'process.exit(42);\n',
      'submissions/accepted/first.js': "console.log(Number(require('fs').readFileSync(0, 'utf8').split('\\n')[0]));\n",
    });
    const done = await runInProcess(importCommand, [join(pkgs, 'crlf'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.match(
      done.stdout,
      'line ends: data/secret/two-lines.in:1: a Windows line end (CRLF), kept as it is, as problemtools judges it, warning of non-standard line breaks (--normalize-line-ends converts it)',
    );
    assert.equal(readFileSync(join(root, 'testdata/crlf/secret/two-lines.in'), 'utf8'), '2\r\n3\r\n');
    // Asked, the import converts it as it converts a Polygon package's.
    const again = await runInProcess(importCommand, [
      join(pkgs, 'crlf'),
      '--root',
      root,
      '--id',
      'crlf-converted',
      '--normalize-line-ends',
    ]);
    assert.is(again.status, 0, again.stderr);
    assert.match(again.stdout, 'line ends: data/secret/two-lines.in:1: a Windows line end (CRLF), converted');
    assert.equal(readFileSync(join(root, 'testdata/crlf-converted/secret/two-lines.in'), 'utf8'), '2\n3\n');
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

importing.e2e(
  'tests in problemtools’ order: whole file names, subfolders among the tests; the first failure decides',
  async () => {
    write(join(pkgs, 'order'), ORDER);
    const done = await runInProcess(importCommand, [join(pkgs, 'order'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    const report = await judge({ root, problemIds: ['order'] });
    assert.equal(
      report.problems[0].results.map((r) => `${r.group}/${r.name}`),
      ['sample/s', 'secret/1-big', 'secret/1', 'secret/2/a', 'secret/3'],
    );
    // data/invalid_input/ is no test group: its inputs, a nested one named by its path, go to testdata/order/invalid/,
    // where verify holds the validator to refusing them; this one accepts anything.
    assert.match(done.stdout, 'testdata/order/invalid/: 2 inputs the validators must refuse');
    assert.equal(readdirSync(join(root, 'testdata', 'order', 'invalid')).sort(), ['negative.in', 'words-letters.in']);
    const score = scoreInvalidInputs(root, await loadProblem(root, 'order'));
    assert.equal(
      score.wronglyAccepted.slice(0, 2).map((m) => `${m.name}: ${m.rule}`),
      ['invalid/negative.in: negative', 'invalid/words-letters.in: words letters'],
    );
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
    write(join(pkgs, 'consts'), CONSTS);
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
    write(join(pkgs, 'slow'), SLOW);
    const done = await runInProcess(importCommand, [join(pkgs, 'slow'), '--root', root]);
    assert.is(done.status, 0, done.stderr);
    const source = readFileSync(join(root, 'problems', 'slow', 'problem.ts'), 'utf8');
    assert.match(source, 'limits: { timeMs: 500, memoryMb: 2048, outputMb: 8, timeLimitToTle: 1.5 },');
  },
);

importing(
  'validator arguments by group: input ones as a list or a map by name, output ones to the checker; subgroups inherit',
  async () => {
    write(join(pkgs, 'bygroup'), BY_GROUP);
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
    const biome = spawnSync(
      process.execPath,
      ['node_modules/@biomejs/biome/bin/biome', 'format', '--stdin-file-path=problems/bygroup/problem.ts'],
      { input: source, encoding: 'utf8' },
    );
    assert.is(biome.stdout, source, 'the written problem.ts is formatted as Biome writes it');
  },
);

importing(
  'refusals: no problem.yaml, YAML that does not parse, a multi-pass problem, a test its validator refuses, an id taken; nothing written',
  async () => {
    write(join(pkgs, 'empty'), { 'data/sample/1.in': '1\n' });
    const none = await runInProcess(importCommand, [join(pkgs, 'empty'), '--root', root]);
    assert.equal(
      [none.status, none.stderr.trim()],
      [
        1,
        `error: ${join(pkgs, 'empty')}: not a package the kit reads (TPS task, Polygon package, Hydro problem export, Kattis package, CMS task): no problem.yaml, problem.xml, problem.json or task.yaml at its root; it holds data/`,
      ],
    );
    write(join(pkgs, 'broken'), { 'problem.yaml': 'name: x\nlimits: [1,\n' });
    const broken = await runInProcess(importCommand, [join(pkgs, 'broken'), '--root', root]);
    assert.is(broken.status, 1);
    assert.match(broken.stderr, /problem\.yaml:\d+: not YAML/);
    write(join(pkgs, 'passes'), { 'problem.yaml': 'problem_format_version: 2025-09\ntype: [multi-pass]\n' });
    const passes = await runInProcess(importCommand, [join(pkgs, 'passes'), '--root', root]);
    assert.match(passes.stderr, 'the kit cannot judge multi-pass problems (nothing written)');
    write(join(pkgs, 'refused'), {
      'problem.yaml': 'name: Refused\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'data/secret/2.in': 'two\n',
      'data/secret/2.ans': '2\n',
      'input_validators/digits.js':
        "const s = require('fs').readFileSync(0, 'utf8');\nif (/^\\d+\\n$/.test(s)) process.exit(42);\nconsole.log('not a number');\nprocess.exit(43);\n",
    });
    const refused = await runInProcess(importCommand, [join(pkgs, 'refused'), '--root', root]);
    assert.equal(
      [refused.status, refused.stderr.trim()],
      [
        1,
        `error: ${join(pkgs, 'refused')}: 1 of the package's tests fail its validators (nothing written):\n  testdata/refused/secret/2.in (data/secret/2.in): validator digits.js: not a number (exit 43)`,
      ],
    );
    assert.equal(readdirSync(root), [], 'the folders moved into place are taken out again');
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
