// npm run export -- <id> --kattis DIR: a problem with a validator, a checker, a second solver and a wrong-solution
// gallery becomes a package whose programs keep the Kattis contracts; a DIR that exists or is misnamed is refused
// with nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from '../../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { exportCommand } from '../../../../scripts/export.ts';
import { wideTableRow, wrongSubmissionFolder } from '../../../../scripts/formats/kattis/export-package.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

let root = '';
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A problem "pair": print two numbers whose sum is the input's number (any such pair is right). */
function pairRoot() {
  root = mkdtempSync(join(tmpdir(), 'kit-export-'));
  put(
    'problems/pair/problem.ts',
    `import { validate } from './validator.ts';
import { check } from './checker.ts';
export default { id: 'pair', title: 'Pair: two numbers with a given sum', onlineJudge: 'none',
  bundleTarget: 'node20', limits: { timeMs: 1500, memoryMb: 64, outputMb: 1 }, validate, checker: check };
`,
  );
  put(
    'problems/pair/validator.ts',
    `export function validate(input: string) {
  return /^\\d{1,6}\\n$/.test(input) ? null : { line: 1, field: 'n', message: 'expected one number of up to 6 digits' };
}
`,
  );
  put(
    'problems/pair/checker.ts',
    `export function check(_input: string, expected: string, output: string) {
  const [a, b, extra] = output.trim().split(/\\s+/).map(Number);
  if (extra !== undefined || Number.isNaN(a + b)) return { accepted: false as const, reason: 'expected two numbers' };
  return a + b === Number(expected) ? { accepted: true as const } : { accepted: false as const, reason: \`\${a} + \${b} is not \${expected.trim()}\` };
}
`,
  );
  put('problems/pair/statement.md', '# Pair\n\nPrint `a b` with a + b = n, 0 ≤ a.\n\n## Sample\n```\n5\n```\n');
  put('testdata/pair/sample/1.in', '5\n');
  put('testdata/pair/sample/1.ans', '5\n');
  put('testdata/pair/hand/10.in', '10\n');
  put('testdata/pair/hand/10.ans', '10\n');
  put('testdata/pair/hand/9.in', '9\n');
  put('testdata/pair/hand/9.ans', '9\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
  put('solutions/pair.ts', 'export const solve = (input: string) => `0 ${Number(input)}\\n`;\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
  put('solutions/second-solver/pair.ts', 'export const solve = (input: string) => `${Number(input)} 0\\n`;\n');
  // Wrong on 10 only; Kattis judges 10 before 9, and the export places it by what Kattis sees first.
  put(
    'solutions/wrong/pair/breaks-on-ten.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    "// WRONG (expect WA or RE): throws on 10, is off by one on 9\nexport const solve = (input: string) => { if (input.trim() === '10') throw new Error('ten'); return input.trim() === '9' ? '0 8\\n' : `0 ${input.trim()}\\n`; };\n",
  );
  put(
    'solutions/wrong/pair/lucky.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    '// WRONG (expect WA): right on every test here, so the data does not catch it\nexport const solve = (input: string) => `1 ${Number(input) - 1}\\n`;\n',
  );
}

const run = (file: string, args: string[], input: string) =>
  spawnSync(process.execPath, [file, ...args], { input, encoding: 'utf8' });

const exporting = suite('export --kattis');
exporting.after.each(() => rmSync(root, { recursive: true, force: true }));
exporting.e2e('writes problem.yaml, the data, the statement and programs that keep the contracts', async () => {
  pairRoot();
  const dir = join(root, 'out', 'pair');
  const done = await runInProcess(exportCommand, ['pair', '--kattis', dir, '--root', root, '--second-solver']);
  assert.is(done.status, 0, done.stderr);
  assert.match(done.stdout, 'problem.yaml asks for 1024 MB');
  assert.match(
    done.stdout,
    'output_validators/check/check.js: the checker in JavaScript; problemtools runs it but warns that only C, C++ and Python 3 output validators are standardized: Kattis itself does not run it',
  );
  assert.match(done.stdout, 'left out: solutions/wrong/pair/lucky.ts: passes every test (the data does not catch it)');
  assert.equal(
    readFileSync(join(dir, 'problem.yaml'), 'utf8')
      .split('\n')
      .filter((l) => !l.trimStart().startsWith('#')),
    [
      'problem_format_version: legacy',
      'name: "Pair: two numbers with a given sum"',
      'uuid: f77867eb-6747-5b6a-ac5d-564a098344c4',
      'limits:',
      '  memory: 1024',
      '  output: 1',
      'validation: custom',
      '',
    ],
  );
  assert.is(readFileSync(join(dir, '.timelimit'), 'utf8'), '1.5\n');
  assert.equal(readdirSync(join(dir, 'data', 'secret', 'hand')).sort(), ['10.ans', '10.in', '9.ans', '9.in']);
  const tex = readFileSync(join(dir, 'problem_statement', 'problem.en.tex'), 'utf8');
  assert.is(tex, '\\problemname{Pair}\n\nPrint \\texttt{a b} with a + b = n, 0 $\\le$ a.\n');
  assert.ok(existsSync(join(dir, 'problem_statement', 'problem.en.md')));

  const validator = join(dir, 'input_validators', 'validate', 'validate.js');
  assert.is(run(validator, [], '12\n').status, 42);
  const invalid = run(validator, [], '1234567\n');
  assert.is(invalid.status, 43);
  assert.is(invalid.stderr, 'line 1, n: expected one number of up to 6 digits\n');

  const checker = join(dir, 'output_validators', 'check', 'check.js');
  const feedback = mkdtempSync(join(tmpdir(), 'kit-feedback-'));
  const input = join(dir, 'data', 'sample', '1.in');
  const answer = join(dir, 'data', 'sample', '1.ans');
  assert.is(run(checker, [input, answer, `${feedback}/`], '2 3\n').status, 42);
  assert.is(run(checker, [input, answer, `${feedback}/`], '2 2\n').status, 43);
  assert.is(readFileSync(join(feedback, 'judgemessage.txt'), 'utf8'), '2 + 2 is not 5\n');
  rmSync(feedback, { recursive: true, force: true });

  assert.equal(readdirSync(join(dir, 'submissions')).sort(), ['accepted', 'run_time_error']);
  assert.equal(readdirSync(join(dir, 'submissions', 'accepted')).sort(), ['pair-second-solver.js', 'pair.js']);
  assert.equal(readdirSync(join(dir, 'submissions', 'run_time_error')), ['breaks-on-ten.js']);
  assert.is(run(join(dir, 'submissions', 'accepted', 'pair.js'), [], '5\n').stdout, '0 5\n');
  assert.equal(readdirSync(join(root, 'out')), ['pair'], 'no work folder left beside it');
});
/** A root of its own holding "echo" (print n, a 700 ms limit), one sample and its accepted solution. */
function echoRoot() {
  root = mkdtempSync(join(tmpdir(), 'kit-export-'));
  put(
    'problems/echo/problem.ts',
    "import { validate } from './validator.ts';\nexport default { id: 'echo', title: 'Echo', onlineJudge: 'none', bundleTarget: 'node20',\n  limits: { timeMs: 700, memoryMb: 48, outputMb: 2 }, validate };\n",
  );
  put('problems/echo/validator.ts', 'export const validate = (input: string) => null;\n');
  put('testdata/echo/sample/1.in', '5\n');
  put('testdata/echo/sample/1.ans', '5\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
  put('solutions/echo.ts', 'export const solve = (input: string) => `${Number(input)}\\n`;\n');
}

exporting.e2e(
  'export then import gives back the limits, the comparison and the accepted solution, which problem.yaml cannot hold',
  async () => {
    echoRoot();
    put('problems/echo/statement.md', '# Echo\n\nPrint n.\n');
    put('testdata/echo/invalid/two-numbers.in', '5 6\n');
    // Named before echo.js alphabetically, as the second solver always is: the import must not take it instead.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    put('solutions/second-solver/echo.ts', 'export const solve = (input: string) => `${input.trim()}\\n`;\n');
    const dir = join(root, 'out', 'echo');
    const exported = await runInProcess(exportCommand, ['echo', '--kattis', dir, '--root', root, '--second-solver']);
    assert.is(exported.status, 0, exported.stderr);
    assert.match(readFileSync(join(dir, 'problem.yaml'), 'utf8'), '  memory: 1024\n');
    // A legacy package's data/ holds sample and secret only (problemtools refuses any other folder there): the
    // invalid inputs lie beside kit.json, and come back from there.
    assert.not.ok(existsSync(join(dir, 'data', 'invalid_input')));
    assert.match(exported.stdout, ': 1 tests, 1 invalid inputs, ');
    assert.is(readFileSync(join(dir, 'kit', 'invalid_input', 'two-numbers.in'), 'utf8'), '5 6\n');

    const back = await runInProcess(importCommand, [dir, '--root', root, '--id', 'echo-back']);
    assert.is(back.status, 0, back.stderr);
    assert.match(back.stdout, "time limit 700 ms (kit.json, the kit's own), memory 48 MB, output 2 MB");
    assert.match(back.stdout, 'comparison: the kit\'s own (kit.json), {"by":"lines"}');
    assert.match(back.stdout, 'accepted solution: solutions/echo-back.js (from submissions/accepted/echo.js)');
    const source = readFileSync(join(root, 'problems', 'echo-back', 'problem.ts'), 'utf8');
    assert.match(source, 'limits: { timeMs: 700, memoryMb: 48, outputMb: 2, timeLimitToTle: 2 },');
    assert.match(source, "compare: { by: 'lines' },");
    assert.match(back.stdout, 'testdata/echo-back/invalid/: 1 input the validators must refuse');
    assert.is(readFileSync(join(root, 'testdata', 'echo-back', 'invalid', 'two-numbers.in'), 'utf8'), '5 6\n');

    // A package edited after the export speaks for itself: problem.yaml's memory, Kattis's default comparison.
    const yaml = join(dir, 'problem.yaml');
    writeFileSync(
      yaml,
      readFileSync(yaml, 'utf8')
        .replace('memory: 1024', 'memory: 512')
        .replace('validator_flags: "case_sensitive"', 'validator_flags: "case_sensitive space_change_sensitive"'),
    );
    const edited = await runInProcess(importCommand, [dir, '--root', root, '--id', 'echo-edited']);
    assert.is(edited.status, 0, edited.stderr);
    assert.match(edited.stdout, 'memory 512 MB');
    assert.match(edited.stdout, 'kit.json: its limits are not taken, since problem.yaml or .timelimit changed');
    assert.match(edited.stdout, 'kit.json: its comparison is not taken');
    assert.match(edited.stdout, "comparison: Kattis's default");

    writeFileSync(join(dir, 'kit.json'), '{"id": "echo", "limits": {"timeMs": 0}}');
    const broken = await runInProcess(importCommand, [dir, '--root', root, '--id', 'echo-broken']);
    assert.equal([broken.status, broken.stderr.trim()], [1, 'error: kit.json: field "written" must be an object']);
  },
);
exporting.e2e(
  'a second solver is left out unless asked for; asked, one that answers "?" is left out for that, not for a WA',
  async () => {
    echoRoot();
    // Too slow to know past 3, by design: it only confirms the answers it can.
    put(
      'solutions/second-solver/echo.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
      'export const solve = (input: string) => (Number(input) > 3 ? "?\\n" : `${Number(input)}\\n`);\n',
    );
    // By default it is not judged at all: it confirms answers, it is not a submission.
    const plain = await runInProcess(exportCommand, ['echo', '--kattis', join(root, 'out', 'plain'), '--root', root]);
    assert.is(plain.status, 0, plain.stderr);
    assert.not.match(plain.stdout, 'judging solutions/second-solver/echo.ts');
    assert.match(
      plain.stdout,
      'left out: solutions/second-solver/echo.ts: a second solver confirms the answers, it is not a submission (--second-solver judges it',
    );
    const exported = await runInProcess(exportCommand, [
      'echo',
      '--kattis',
      join(root, 'out', 'echo'),
      '--root',
      root,
      '--second-solver',
    ]);
    assert.is(exported.status, 0, exported.stderr);
    assert.match(exported.stdout, 'judging solutions/second-solver/echo.ts to place it');
    assert.match(
      exported.stdout,
      'left out: solutions/second-solver/echo.ts: answers "?" where it is too slow to know (sample/1), as a second solver may',
    );
  },
);

exporting.e2e(
  "a validator of some groups' tests only (a TPS subtask's) stays out, named: Kattis runs every one on every test",
  async () => {
    echoRoot();
    put(
      'problems/echo/problem.ts',
      `export default { id: 'echo', title: 'Echo', onlineJudge: 'none', bundleTarget: 'node20',
  limits: { timeMs: 700, memoryMb: 48, outputMb: 2 },
  validators: ['validators/all.py', 'validators/small.py'], validatorContract: 'kattis',
  groups: {
    '': { validatorRuns: [{ program: 'validators/all.py', args: [] }] },
    hand: { validatorRuns: [{ program: 'validators/all.py', args: [] }, { program: 'validators/small.py', args: [] }] },
  } };
`,
    );
    put('problems/echo/validators/all.py', 'import sys\nsys.stdin.read()\nsys.exit(42)\n');
    put('problems/echo/validators/small.py', 'import sys\nsys.exit(42 if int(sys.stdin.read()) < 10 else 43)\n');
    put('testdata/echo/hand/7.in', '7\n');
    put('testdata/echo/hand/7.ans', '7\n');
    const dir = join(root, 'out', 'echo');
    const done = await runInProcess(exportCommand, ['echo', '--kattis', dir, '--root', root]);
    assert.is(done.status, 0, done.stderr);
    assert.equal(readdirSync(join(dir, 'input_validators')), ['all']);
    assert.match(
      done.stdout,
      'not taken: problems/echo/validators/small.py: it checks only the tests of hand, and a Kattis package runs every input validator on every test',
    );
  },
);
exporting(
  'a problem with no accepted solution (an imported CMS task may have none) is refused, saying why',
  async () => {
    pairRoot();
    rmSync(join(root, 'solutions', 'pair.ts'));
    const done = await runInProcess(exportCommand, ['pair', '--kattis', join(root, 'out', 'pair'), '--root', root]);
    assert.is(done.status, 1);
    assert.match(
      done.stderr,
      'pair: no accepted solution (solutions/pair.ts, or one solutions/pair.<ext> in another language), which a Kattis package (problemtools requires an accepted submission) needs; write one',
    );
    assert.not.ok(existsSync(join(root, 'out')), 'nothing written');
  },
);
exporting('refuses a folder that exists, or a name Kattis would refuse, writing nothing', async () => {
  pairRoot();
  mkdirSync(join(root, 'out', 'pair'), { recursive: true });
  const exists = await runInProcess(exportCommand, ['pair', '--kattis', join(root, 'out', 'pair'), '--root', root]);
  assert.is(exists.status, 1);
  assert.match(exists.stderr, 'already exists (nothing written)');
  const misnamed = await runInProcess(exportCommand, [
    'pair',
    '--kattis',
    join(root, 'out', 'my-pair'),
    '--root',
    root,
  ]);
  assert.is(misnamed.status, 1);
  assert.match(misnamed.stderr, 'lower-case letters and digits only');
  assert.equal(readdirSync(join(root, 'out')), ['pair']);
  assert.equal(readdirSync(join(root, 'out', 'pair')), []);
});
exporting(
  'a failing submission goes where its first failure puts it; in 2025-09 failures of two kinds are rejected/',
  () => {
    const wrongThenCrash = [{ verdict: 'WA' as const }, { verdict: 'RE' as const }];
    // problemtools never judges a legacy or 2023-07 package's rejected/ (it only warns that the folder is 2023-07's).
    assert.is(wrongSubmissionFolder('legacy', wrongThenCrash), 'wrong_answer');
    assert.is(wrongSubmissionFolder('2023-07', [{ verdict: 'TLE' }, { verdict: 'WA' }]), 'time_limit_exceeded');
    assert.is(wrongSubmissionFolder('2025-09', wrongThenCrash), 'rejected');
    assert.is(wrongSubmissionFolder('2025-09', [{ verdict: 'RE' }, { verdict: 'MLE' }]), 'run_time_error');
  },
);
exporting(
  "a table row past pandoc's 72 characters is found by its line (problemtools cannot typeset that table)",
  () => {
    const row = `| ${'cell | '.repeat(12)}`;
    assert.ok(row.length > 72);
    assert.is(wideTableRow(`# T\n\n| a | b |\n| --- | --- |\n${row}\n`), 5);
    assert.is(wideTableRow(`# T\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n${'x'.repeat(100)}\n`), null);
  },
);
exporting.run();
