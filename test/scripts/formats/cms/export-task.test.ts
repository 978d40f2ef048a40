// npm run export -- <id> --cms DIR (scripts/formats/cms/export-task.ts): a scored problem with a checker function and a
// hostile title becomes a CMS task whose task.yaml, tests, statement and check/checker are what CMS's loader reads, each
// step said as it goes; what a CMS task cannot hold, and a DIR that exists or is misnamed, is refused with nothing
// written. (CMS's own loader and score types on the kit's problems: export-task.e2e.test.ts.)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { sourceLiteral } from '../../../../judge/base/index.ts';
import { exportCommand } from '../../../../scripts/export.ts';
import { HOSTILE_STRINGS } from '../../../helpers/hostile-text.ts';
import { runInProcess } from '../../../helpers/run-command.ts';

/** A title that would end a YAML string, start a key and plant code, were it written as it is. */
const TITLE = `Pair: "two" numbers\nscore_type: Sum # ${HOSTILE_STRINGS[0]}`;

let root = '';
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/**
 * A problem "pair": print two numbers whose sum is the input's number; "0 0" earns half. Scored: the samples worth
 * nothing, a small group required by a sum over the large tests.
 */
function pairRoot(extra = '') {
  root = mkdtempSync(join(tmpdir(), 'kit-cms-export-'));
  put(
    'problems/pair/problem.ts',
    `import { check } from './checker.ts';
export default { id: 'pair', title: ${sourceLiteral(TITLE)}, onlineJudge: 'none',
  bundleTarget: 'node20', limits: { timeMs: 1500, memoryMb: 64, outputMb: 1 }, checker: check,
  validate: (input: string) => (/^\\d+\\n$/.test(input) ? null : { line: 1, field: 'n', message: 'one number' }),
  scoring: { groups: [
    { name: 'samples', tests: 'sample', points: 0, aggregation: 'all' },
    { name: 'small', tests: 'small', points: 40, aggregation: 'min', requires: ['samples'] },
    { name: 'large', tests: 'large', points: 60, aggregation: 'sum', requires: ['small'] },
  ] }${extra} };
`,
  );
  put(
    'problems/pair/checker.ts',
    `export function check(_input: string, expected: string, output: string) {
  const [a, b] = output.trim().split(/\\s+/).map(Number);
  if (a === 0 && b === 0) return { accepted: false as const, reason: 'zeros', score: 0.5 };
  return a + b === Number(expected) ? { accepted: true as const } : { accepted: false as const, reason: \`\${a} + \${b} is not \${expected.trim()}\` };
}
`,
  );
  put('problems/pair/statement.md', '# Pair\n\nPrint `a b` with a + b = n, 0 ≤ a → fine. 猫\n');
  for (const [group, name] of [
    ['sample', '1'],
    ['small', '2'],
    ['small', '3'],
    ['large', '10'],
    ['large', '20'],
  ]) {
    put(`testdata/pair/${group}/${name}.in`, `${name}\n`);
    put(`testdata/pair/${group}/${name}.ans`, `${name}\n`);
  }
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
  put('solutions/pair.ts', 'export const solve = (input: string) => `0 ${Number(input)}\\n`;\n');
}

const exported = (dir: string) => runInProcess(exportCommand, ['pair', '--cms', dir, '--root', root]);

const exporting = suite('export --cms');
exporting.after.each(() => rmSync(root, { recursive: true, force: true }));
exporting(
  'writes task.yaml, the tests, the statement, check/checker and sol/, saying each step as it goes',
  async () => {
    pairRoot();
    const dir = join(root, 'out', 'pair');
    const done = await exported(dir);
    assert.is(done.status, 0, done.stderr);
    assert.equal(readdirSync(dir).sort(), ['check', 'input', 'output', 'sol', 'statement', 'task.yaml']);
    const task = parse(readFileSync(join(dir, 'task.yaml'), 'utf8'));
    assert.is(task.title, TITLE);
    assert.equal(
      [task.name, task.time_limit, task.memory_limit, task.n_input, task.public_testcases, task.infile, task.outfile],
      ['pair', 1.5, 64, 5, '0', '', ''],
    );
    // Tests in the kit's order: the sample, large/10, large/20, small/2, small/3.
    assert.equal(
      [0, 1, 2, 3, 4].map((i) => readFileSync(join(dir, 'input', `input${i}.txt`), 'utf8')),
      ['1\n', '10\n', '20\n', '2\n', '3\n'],
    );
    assert.is(readFileSync(join(dir, 'output', 'output3.txt'), 'utf8'), '2\n');
    assert.is(task.score_type, 'GroupMin');
    assert.equal(task.score_type_parameters, [
      [0, '^(000)$'],
      [40, '^(000|003|004)$'],
      [30, '^(000|001|003|004)$'],
      [30, '^(000|002|003|004)$'],
    ]);
    assert.ok(
      readFileSync(join(dir, 'statement', 'statement.pdf'))
        .subarray(0, 8)
        .toString() === '%PDF-1.4',
    );
    assert.ok(existsSync(join(dir, 'statement', 'statement.md')));
    assert.equal(readdirSync(join(dir, 'sol')), ['soluzione.js']);
    const lines = done.stdout.trimEnd().split('\n');
    assert.equal(
      lines.map((line) => line.split(/[: ]/)[0]),
      [
        'input/,',
        'scoring',
        'requires',
        'not', // the same: the partial credit
        'not', // taken: the output limit
        'not', // taken: the validator
        'statement/statement.pdf',
        'check/checker',
        'sol/soluzione.js',
        'wrote',
      ],
      done.stdout,
    );
    assert.match(done.stdout, /a checker's partial credit counts in CMS's GroupMin/);
    assert.match(done.stdout, /1 character its font cannot show written as \?/);
    // No hidden folder left beside it.
    assert.equal(readdirSync(join(root, 'out')), ['pair']);
  },
);
exporting(
  "sol/: the accepted solution as cmsMake's soluzione, the others beside it by name, each clash left out",
  async () => {
    pairRoot();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    const wrong = 'export const solve = (input: string) => `${Number(input)} 1\\n`;\n';
    put('solutions/wrong/pair/off-by-one.ts', wrong);
    put('solutions/wrong/pair/off-by-one.cpp', 'int main() { return 0; }\n');
    put('solutions/wrong/pair/off-by-one.js', 'console.log(1);\n');
    put('solutions/wrong/pair/grader.ts', wrong);
    put('solutions/submissions/pair/wrong_answer/zero.py', 'print(0)\n');
    put('solutions/second-solver/pair.ts', wrong);
    const dir = join(root, 'out', 'pair');
    const done = await exported(dir);
    assert.is(done.status, 0, done.stderr);
    assert.equal(readdirSync(join(dir, 'sol')).sort(), ['off-by-one.cpp', 'off-by-one.js', 'soluzione.js', 'zero.py']);
    assert.match(readFileSync(join(dir, 'sol', 'off-by-one.js'), 'utf8'), '1');
    const said = done.stdout.split('\n');
    assert.ok(
      said.includes("sol/soluzione.js: solutions/pair.ts, the accepted solution (cmsMake's soluzione)"),
      done.stdout,
    );
    assert.ok(said.includes("left out: solutions/wrong/pair/grader.ts: named as cmsMake's grader"), done.stdout);
    assert.ok(
      said.includes(
        'left out: solutions/wrong/pair/off-by-one.ts: written as sol/off-by-one.js, as another solution is',
      ),
      done.stdout,
    );
    assert.ok(
      said.includes(
        "sol/off-by-one.cpp, sol/off-by-one.js, sol/zero.py: the other solutions (the wrong ones, a package's submissions), for reference: CMS's loader takes none, and a CMS task has no place for what each must score",
      ),
      done.stdout,
    );
    assert.ok(
      said.includes(
        'left out: solutions/second-solver/pair.ts, the second solver: it confirms the answers, and is not a submission',
      ),
      done.stdout,
    );
  },
);
exporting(
  "check/checker keeps CMS's contract: `checker input correct_output output`, outcome and message, exit 0",
  async () => {
    pairRoot();
    const dir = join(root, 'out', 'pair');
    assert.is((await exported(dir)).status, 0);
    const checker = join(dir, 'check', 'checker');
    assert.ok((statSync(checker).mode & 0o111) !== 0, 'executable');
    assert.ok(readFileSync(checker, 'utf8').startsWith('#!/usr/bin/env node\n'));
    const judged = (output: string) => {
      writeFileSync(join(root, 'contestant.txt'), output);
      const run = spawnSync(
        checker,
        [join(dir, 'input', 'input1.txt'), join(dir, 'output', 'output1.txt'), join(root, 'contestant.txt')],
        {
          encoding: 'utf8',
        },
      );
      return [run.status, run.stdout, run.stderr];
    };
    assert.equal(judged('3 7\n'), [0, '1\n', 'translate:success\n']);
    assert.equal(judged('3 8\n'), [0, '0\n', '3 + 8 is not 10\n']);
    assert.equal(judged('0 0\n'), [0, '0.5\n', 'zeros\n']);
  },
);
exporting(
  'a problem with no accepted solution is written without sol/soluzione (CMS needs none), saying so',
  async () => {
    pairRoot();
    rmSync(join(root, 'solutions', 'pair.ts'));
    const done = await exported(join(root, 'out', 'pair'));
    assert.is(done.status, 0, done.stderr);
    assert.match(done.stdout, 'sol/: no soluzione: pair has no accepted solution (solutions/pair.<ext>)');
    assert.not.ok(readdirSync(join(root, 'out', 'pair', 'sol')).some((name) => name.startsWith('soluzione')));
    assert.ok(existsSync(join(root, 'out', 'pair', 'task.yaml')));
  },
);
exporting('refuses a DIR that exists, or one named as CMS names no task, writing nothing', async () => {
  pairRoot();
  mkdirSync(join(root, 'out', 'pair'), { recursive: true });
  const exists = await exported(join(root, 'out', 'pair'));
  assert.is(exists.status, 1);
  assert.match(exists.stderr, /--cms .*out\/pair: already exists \(nothing written\)/);
  assert.equal(readdirSync(join(root, 'out', 'pair')), []);
  const misnamed = await exported(join(root, 'out', 'pair.task'));
  assert.is(misnamed.status, 1);
  assert.match(misnamed.stderr, /a CMS task's folder is named as the task, by letters, digits, '_' and '-' only/);
  assert.equal(readdirSync(join(root, 'out')), ['pair']);
});
exporting('refuses what a CMS task cannot hold, naming it, with nothing written and no folder left', async () => {
  const refused = async (extra: string, why: RegExp) => {
    pairRoot(extra);
    const done = await exported(join(root, 'out', 'pair'));
    assert.is(done.status, 1, extra);
    assert.match(done.stderr, why, done.stderr);
    assert.not.ok(existsSync(join(root, 'out')) && readdirSync(join(root, 'out')).length > 0, 'nothing written');
    rmSync(root, { recursive: true, force: true });
  };
  await refused(
    ", groups: { large: { compare: { by: 'tokens' } } }",
    /the test group "large" has a comparison or checker arguments of its own/,
  );
  await refused(", interaction: {}, files: { input: 'in.txt' }", /an interactive problem that reads or writes files/);
  // A max group of several tests, in place of the scoring.
  pairRoot();
  const problem = join(root, 'problems', 'pair', 'problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace("aggregation: 'sum'", "aggregation: 'max'"));
  const done = await exported(join(root, 'out', 'pair'));
  assert.is(done.status, 1);
  assert.match(
    done.stderr,
    /scoring group "large" scores the best of its 2 tests \(max\), which no CMS score type does/,
  );
  rmSync(root, { recursive: true, force: true });
  // A checker program CMS cannot run or the export cannot build for its workers.
  const program = async (checker: string, file: string, why: RegExp) => {
    pairRoot();
    put(file, 'int main() { return 0; }\n');
    const definition = join(root, 'problems', 'pair', 'problem.ts');
    writeFileSync(definition, readFileSync(definition, 'utf8').replace(' checker: check,', ` checker: ${checker},`));
    const refusedToo = await exported(join(root, 'out', 'pair'));
    assert.is(refusedToo.status, 1, refusedToo.stdout);
    assert.match(refusedToo.stderr, why);
    assert.not.ok(existsSync(join(root, 'out', 'pair')), 'nothing written');
    rmSync(root, { recursive: true, force: true });
  };
  await program(
    "{ program: 'check.cpp', contract: 'testlib' }",
    'problems/pair/check.cpp',
    /the checker is a program \(check.cpp, the testlib contract\), which CMS cannot run/,
  );
  await program(
    "{ program: 'check.py', contract: 'cms' }",
    'problems/pair/check.py',
    /in a language the export does not build for CMS's workers: C and C\+\+ are built as cmsMake builds them/,
  );
  await program(
    "{ program: 'check.cpp', contract: 'cms', args: ['--strict'] }",
    'problems/pair/check.cpp',
    /the checker program is given arguments \(--strict\), which CMS never passes a checker/,
  );
});
exporting(
  "a comparison other than exact lines or each line's tokens becomes check/checker; those are left to CMS's diff",
  async () => {
    // Each in a root of its own: a problem.ts once loaded is not read again in this process.
    const withCompare = async (compare: string) => {
      pairRoot();
      const problem = join(root, 'problems', 'pair', 'problem.ts');
      const text = readFileSync(problem, 'utf8').replace(' checker: check,', compare);
      writeFileSync(problem, text);
      const done = await exported(join(root, 'out', 'pair'));
      assert.is(done.status, 0, done.stderr);
      return { ...done, checker: existsSync(join(root, 'out', 'pair', 'check', 'checker')) };
    };
    const tokens = await withCompare(" compare: { by: 'tokens' },");
    assert.ok(tokens.checker);
    assert.match(tokens.stdout, /check\/checker: the kit's comparison \(\{"by":"tokens"\}\)/);
    rmSync(root, { recursive: true, force: true });
    const lines = await withCompare('');
    assert.not.ok(lines.checker, lines.stdout);
    assert.match(lines.stdout, /no checker: CMS compares by its white diff/);
    rmSync(root, { recursive: true, force: true });
    // Each line's tokens is what the import makes of CMS's white diff: it goes back as no checker, not a program.
    const white = await withCompare(" compare: { by: 'line-tokens' },");
    assert.not.ok(white.checker, white.stdout);
    assert.match(white.stdout, "no checker: the kit's comparison by each line's tokens is CMS's white diff");
    rmSync(root, { recursive: true, force: true });
    const folded = await withCompare(" compare: { by: 'line-tokens', caseSensitive: false },");
    assert.ok(folded.checker, 'case folded: a checker of its own');
  },
);
exporting.run();
