// Checkers as programs: a Kattis output validator and testlib-style checkers (Node.js programs), deciding AC, WA and
// partial credit with their messages; a checker that breaks its contract is the problem's error; a built-in token
// comparison with a tolerance set in problem.ts. A testlib checker in Python is checker-programs.e2e.test.ts's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { splitRoot } from '../../helpers/split-problem.ts';

let root = '';
const { put, splitProblem, verdicts } = splitRoot(() => root);

const KATTIS_VALIDATOR = `const { readFileSync, writeFileSync } = require('node:fs');
const [input, answer, feedback] = process.argv.slice(2);
const want = Number(readFileSync(answer, 'utf8'));
const got = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number).reduce((a, b) => a + b, 0);
if (Number(readFileSync(input, 'utf8')) !== want) process.exit(1);
if (got === want) process.exit(42);
writeFileSync(feedback + 'judgemessage.txt', 'the numbers add up to ' + got + ', not ' + want + '\\n');
process.exit(43);
`;

/**
 * A testlib checker (Node.js) that gives what the output asks for, as testlib's quit() does: "points X" (quitp), "pc
 * K" (_pc(K) as packages build it: exit K, the message saying so), "pcs K" (built with -DTESTSYS: exit 50 + K), else AC.
 */
const PARTIAL_CHECKER = `const { readFileSync } = require('node:fs');
const [kind, value] = readFileSync(process.argv[3], 'utf8').trim().split(' ');
if (kind === 'points') { process.stderr.write('points ' + value + ' some of it\\n'); process.exit(7); }
if (kind === 'pc' || kind === 'pcs') {
  process.stderr.write('partially correct (' + value + ') half right\\n');
  process.exit((kind === 'pcs' ? 50 : 0) + Number(value));
}
process.exit(0);
`;

/**
 * A CMS checker (Node.js): `checker input answer output`, the outcome on stdout, the message on stderr. The sum of the
 * output's numbers against the answer: equal is 1 ("translate:success"), else the share of the answer it reached.
 * The output's "exit N" asks it to exit N, outside CMS's contract.
 */
const CMS_CHECKER = `const { readFileSync } = require('node:fs');
const [input, answer, output] = process.argv.slice(2);
const want = Number(readFileSync(answer, 'utf8'));
const text = readFileSync(output, 'utf8').trim();
if (Number(readFileSync(input, 'utf8')) !== want) process.exit(1);
if (text.startsWith('exit ')) process.exit(Number(text.slice(5)));
const got = text.split(/\\s+/).map(Number).reduce((a, b) => a + b, 0);
if (got === want) { process.stdout.write('1.0\\n'); process.stderr.write('translate:success\\n'); }
else { process.stdout.write(String(Math.max(0, Math.min(got, want)) / want) + '\\n'); process.stderr.write('reached ' + got + '\\n'); }
`;

const programs = suite('checker programs');
programs.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-checkers-'));
});
const roots: string[] = [];
programs.after.each(() => {
  for (const dir of [root, ...roots.splice(0)]) rmSync(dir, { recursive: true, force: true });
});
programs(
  'partial credit: testlib points (exit 7) and _pc(k) (exit k, said so), a score from a TypeScript checker',
  async () => {
    splitProblem(
      "{ program: 'check.js', contract: 'testlib' }",
      "{ groups: [{ name: 'all of it', tests: 'sample', points: 10, aggregation: 'sum' }] }",
    );
    put('problems/split/check.js', PARTIAL_CHECKER);
    put('problems/split/package.json', '{ "type": "commonjs" }\n');
    // 7 asks for "points 2.5" (of its share, 5), 10 for "pc 40" (40%): 2.5 + 2 of 10.
    put(
      'wrong/partial.ts',
      "export const solve = (input: string) => (Number(input) === 7 ? 'points 2.5\\n' : 'pc 40\\n');\n",
    );
    const report = await judge({ root, problemIds: ['split'], solution: join(root, 'wrong/partial.ts') });
    assert.equal(report.errors, []);
    const [problem] = report.problems;
    assert.equal(
      problem.results.map((r) => [r.name, r.verdict, r.points ?? null, r.score ?? null, r.checkerReason]),
      [
        ['1', 'WA', 2.5, null, 'partial credit: points 2.5 some of it'],
        ['2', 'WA', null, 0.4, "partially correct, 40% (testlib's _pc(40)): half right"],
      ],
    );
    assert.is(problem.score?.points, 4.5);
  },
);
programs(
  'partial credit from a Kattis output validator: score_multiplier.txt and score.txt beside exit 42',
  async () => {
    splitProblem(
      "{ program: 'validate.js', contract: 'kattis' }",
      "{ groups: [{ name: 'least', tests: 'sample/1', points: 20, aggregation: 'min' }, { name: 'sum', tests: 'sample/2', points: 8, aggregation: 'sum' }] }",
    );
    put(
      'problems/split/validate.js',
      `const { readFileSync, writeFileSync } = require('node:fs');
const [input, , feedback] = process.argv.slice(2);
if (Number(readFileSync(input, 'utf8')) === 7) writeFileSync(feedback + 'score_multiplier.txt', '0.25\\n');
else writeFileSync(feedback + 'score.txt', '6\\n');
process.exit(42);
`,
    );
    put('problems/split/package.json', '{ "type": "commonjs" }\n');
    const report = await judge({ root, problemIds: ['split'] });
    assert.equal(report.errors, []);
    const [problem] = report.problems;
    assert.equal(
      problem.results.map((r) => [r.name, r.verdict, r.score ?? null, r.points ?? null]),
      [
        ['1', 'AC', 0.25, null],
        ['2', 'AC', null, 6],
      ],
    );
    // A quarter of 20, and 6 of 8.
    assert.equal(
      problem.score?.groups.map((g) => g.points),
      [5, 6],
    );
  },
);
programs('a Kattis output validator: exit 42 is AC, 43 WA with judgemessage.txt as the reason', async () => {
  splitProblem("{ program: 'validate.js', contract: 'kattis' }");
  put('problems/split/validate.js', KATTIS_VALIDATOR);
  put('problems/split/package.json', '{ "type": "commonjs" }\n');
  assert.equal(await verdicts(), ['1 AC', '2 AC']);
  assert.equal(await verdicts('wrong/off-by-one.ts'), [
    '1 WA: the numbers add up to 8, not 7',
    '2 WA: the numbers add up to 11, not 10',
  ]);
});
programs('an output validator that exits outside the contract gives a judge error on the test, naming it', async () => {
  splitProblem("{ program: 'validate.js', contract: 'kattis' }");
  put('problems/split/validate.js', 'process.exit(0);\n');
  const cause =
    'JE: problems/split/validate.js broke its contract: the output validator exited with 0 (42 or 43 expected): ' +
    'fix problems/split/validate.js, then judge again';
  assert.equal(await verdicts(), [`1 ${cause}`, `2 ${cause}`]);
});
programs('a checker program that is not there, or a contract the kit does not know, stops the problem', async () => {
  splitProblem("{ program: 'nowhere.js', contract: 'kattis' }");
  assert.equal(await verdicts(), [
    'problems/split/problem.ts: field "checker.program" names nowhere.js, which is not in the problem\'s folder',
  ]);
  // A module is loaded once per path: the second declaration goes into a root of its own.
  roots.push(root);
  root = mkdtempSync(join(tmpdir(), 'judge-checkers-'));
  splitProblem("{ program: 'problem.ts', contract: 'polygon' }");
  assert.equal(await verdicts(), [
    'problems/split/problem.ts: field "checker.contract" must be one of kattis, testlib, cms, got "polygon"',
  ]);
});
programs('a CMS checker: input, answer, output in that order; the outcome read as CMS reads it', async () => {
  splitProblem(
    "{ program: 'check.js', contract: 'cms' }",
    "{ groups: [{ name: 'all of it', tests: 'sample', points: 10, aggregation: 'sum' }] }",
  );
  put('problems/split/check.js', CMS_CHECKER);
  put('problems/split/package.json', '{ "type": "commonjs" }\n');
  assert.equal(await verdicts(), ['1 AC', '2 AC']);
  // 7 reached 3.5 (half), 10 exits 2: a CMS checker must exit 0, so the test is a judge error naming the checker.
  put('wrong/half.ts', "export const solve = (input: string) => (Number(input) === 7 ? '2 1.5\\n' : 'exit 2\\n');\n");
  const report = await judge({ root, problemIds: ['split'], solution: join(root, 'wrong/half.ts') });
  const [problem] = report.problems;
  assert.equal(
    problem.results.map((r) => [r.name, r.verdict, r.score ?? null, r.checkerReason ?? r.judgeError]),
    [
      ['1', 'WA', 0.5, 'reached 3.5'],
      [
        '2',
        'JE',
        null,
        'problems/split/check.js broke its contract: the checker exited with 2 (0 expected): fix problems/split/check.js, then judge again',
      ],
    ],
  );
});
programs('a built-in comparison: tokens with a tolerance, set in problem.ts', async () => {
  put(
    'problems/third/problem.ts',
    `export default { id: 'third', title: 'third', onlineJudge: 'none', bundleTarget: 'node20',
  limits: { timeMs: 2000, memoryMb: 1024, outputMb: 1 }, validate: () => null,
  compare: { by: 'tokens', absoluteTolerance: 1e-6 } };\n`,
  );
  put('testdata/third/sample/1.in', '1\n');
  put('testdata/third/sample/1.ans', '0.333333333\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
  put('solutions/third.ts', 'export const solve = (input: string) => `  ${(Number(input) / 3).toExponential(7)}`;\n');
  put('wrong/rounded.ts', "export const solve = () => '0.33\\n';\n");
  const run = async (solution?: string) =>
    (await judge({ root, problemIds: ['third'], solution })).problems[0].results.map((r) => [r.verdict, r.diff]);
  assert.equal(await run(), [['AC', undefined]]);
  assert.equal(await run(join(root, 'wrong/rounded.ts')), [
    ['WA', { same: false, line: 1, expected: '0.333333333', actual: '0.33' }],
  ]);
});
programs.run();
