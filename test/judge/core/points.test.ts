// The judge on a problem scored in points: each group's points and the first test that cost them, a group that can
// no longer gain running no more of its tests (--run-all runs them), a group waiting for one that failed not run at
// all, the total on the terminal and in the JSON; and a pass-fail problem beside it reported as before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { formatJson, formatText } from '../../../judge/report/report.ts';
import { verifyProblem, verifyReport } from '../../../scripts/testdata/verify.ts';
import { copyFixtureRoot, writeFiles } from '../../helpers/fixture-root.ts';

const DEFINITION = `import type { ProblemDefinition } from '../../../../../problems/_authoring/index.ts';
const points: ProblemDefinition = {
  id: 'points',
  title: 'Fixture: the sum, scored in points',
  onlineJudge: 'none (test fixture)',
  limits: { timeMs: 2000, memoryMb: 1024, outputMb: 1 },
  bundleTarget: 'node20',
  validate: () => null,
  scoring: {
    groups: [
      { name: 'A', tests: 'a', points: 20, aggregation: 'all' },
      { name: 'B', tests: 'b', points: 30, aggregation: 'sum' },
      { name: 'C', tests: 'c', points: 30, aggregation: 'all', requires: ['A'] },
      { name: 'D', tests: 'd', points: 20, aggregation: 'max' },
    ],
  },
};
export default points;
`;

/** Tests as "input": the sum is the answer; the solution below is wrong on an input that starts with 7. */
const TESTS: Record<string, string> = {
  'a/1': '7 1',
  'a/2': '1 2',
  'a/3': '2 2',
  'b/1': '2 2',
  'b/2': '7 0',
  'b/3': '1 1',
  'c/1': '1 1',
  'c/2': '2 1',
  'd/1': '3 3',
  'd/2': '7 7',
};

const WRONG_ON_7_TS = `export function solve(input: string): string {
  const n = input.split(/\\s+/).filter(Boolean).map(Number);
  return \`\${n[0] === 7 ? 0 : n[0] + n[1]}\\n\`;
}
`;

/**
 * The solutions are in C where gcc is: what this file tests is the scoring, and a C program's run costs about 1 ms
 * of CPU where a Node.js one costs 60 (compiled once, kept by content). Elsewhere they are the same in TypeScript.
 */
const C = spawnSync('gcc', ['--version'], { stdio: 'ignore' }).status === 0;
const EXT = C ? 'c' : 'ts';
const program = (wrongOn7: boolean) =>
  C
    ? `#include <stdio.h>\nint main(void) {\n  long a = 0, b = 0;\n  if (scanf("%ld %ld", &a, &b) != 2) return 1;\n  printf("%ld\\n", ${wrongOn7 ? 'a == 7 ? 0 : ' : ''}a + b);\n  return 0;\n}\n`
    : wrongOn7
      ? WRONG_ON_7_TS
      : WRONG_ON_7_TS.replace('n[0] === 7 ? 0 : ', '');
const WRONG_ON_7 = program(true);
/** The file names the judge is given: the wrong one, and a right one for every problem of this file. */
const WRONG = `wrong-on-7.${EXT}`;
const RIGHT = `right.${EXT}`;

let root = '';
const points = suite('the judge on a problem scored in points');
points.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-points-'));
  copyFixtureRoot(root);
  const files: Record<string, string> = {
    'problems/points/problem.ts': DEFINITION,
    'problems/unmatched/problem.ts': DEFINITION.replace("id: 'points'", "id: 'unmatched'").replace(
      "tests: 'd'",
      "tests: 'e'",
    ),
    'problems/halves/problem.ts': DEFINITION.replace("id: 'points'", "id: 'halves'").replace(
      'validate: () => null,',
      "validate: () => null, checker: () => ({ accepted: false, reason: 'half of it', score: 0.5 }),",
    ),
    [WRONG]: WRONG_ON_7,
    [RIGHT]: program(false),
    [`solutions/points.${EXT}`]: program(false),
    [`solutions/wrong/points/forty.${EXT}`]: `// WRONG (expect WA; 40 points): wrong on 7\n${WRONG_ON_7}`,
    [`solutions/wrong/points/promised-more.${EXT}`]: `// WRONG (expect WA; 60-70 points): wrong on 7, promised more\n${WRONG_ON_7}`,
  };
  for (const [key, input] of Object.entries(TESTS)) {
    const [a, b] = input.split(' ').map(Number);
    for (const id of ['points', 'unmatched', 'halves']) {
      files[`testdata/${id}/${key}.in`] = `${input}\n`;
      files[`testdata/${id}/${key}.ans`] = `${a + b}\n`;
    }
  }
  writeFiles(root, files);
});
points.after(() => rmSync(root, { recursive: true, force: true }));

points(
  '40 of 100: lost at the first failure, a group stopped, a group that waited, a max group at its most',
  async () => {
    const report = await judge({
      root,
      problemIds: ['points', 'sum'],
      solutions: { points: join(root, WRONG), sum: join(root, RIGHT) },
      jobs: 1,
      typecheck: false,
    });
    assert.equal(report.errors, []);
    const [scored, plain] = report.problems;
    assert.equal(
      scored.results.map((r) => `${r.group}/${r.name} ${r.verdict}`),
      ['a/1 WA', 'b/1 AC', 'b/2 WA', 'b/3 AC', 'd/1 AC'],
      'A stops at a/1, C waits for A and runs nothing, D stops at its first full score',
    );
    const score = scored.score!;
    assert.equal([score.points, score.max], [40, 100]);
    assert.equal(
      score.groups.map((g) => [g.name, g.points, g.lostAt ?? null, g.waitedFor ?? null, g.notRun]),
      [
        ['A', 0, 'a/1', null, 2],
        ['B', 20, 'b/2', null, 0],
        ['C', 0, null, 'A', 2],
        ['D', 20, null, null, 1],
      ],
    );
    const text = formatText(report, root, false);
    assert.match(text, /\n {2}points: 40 \/ 100 points\n/);
    assert.match(
      text,
      /\n {4}A {2}0 \/ 20 {2}all, 3 tests; lost at a\/1; 2 of its 3 tests not run: the group could gain no more \(--run-all runs them\)\n/,
    );
    assert.match(
      text,
      /\n {4}C {2}0 \/ 30 {2}all, 2 tests; waited for A, which did not pass in full; 2 of its 2 tests not run\n/,
    );
    assert.match(text, /\n {2}points: 40 \/ 100 points; WA 2, AC 3\n/, 'the failure summary gives the points');
    const json = JSON.parse(formatJson(report, root));
    assert.equal(json.problems[0].score, score);
    // A pass-fail problem beside it: no points anywhere in its report.
    assert.is(plain.score, undefined);
    assert.is(json.problems[1].score, undefined);
    assert.not.match(text.slice(text.indexOf('sum: '), text.indexOf('failing:')), /points/);
  },
);

points("stopping at a group's first failure keeps the first in suite order, whichever result comes first", async () => {
  // a/1 fails slowly (a busy second), a/2 at once: with two jobs a/2's failure comes first and loses group A, whose
  // skip must not stop a/1, the first failure in suite order, as verify and --bail report it.
  const slow = C
    ? '#include <stdio.h>\nint main(void) {\n  long a = 0, b = 0;\n  if (scanf("%ld %ld", &a, &b) != 2) return 1;\n  if (a == 9) { volatile unsigned long k = 0; for (unsigned long i = 0; i < 400000000UL; i++) k += i; }\n  printf("%ld\\n", a + b + 1);\n  return 0;\n}\n'
    : 'export function solve(input: string): string {\n  const n = input.split(/\\s+/).filter(Boolean).map(Number);\n  if (n[0] === 9) { const end = Date.now() + 400; while (Date.now() < end); }\n  return String(n[0] + n[1] + 1) + "\\n";\n}\n';
  writeFiles(root, {
    'problems/order/problem.ts': DEFINITION.replace("id: 'points'", "id: 'order'").replace(
      /groups: \[[\s\S]*?\n {4}\],/,
      "groups: [{ name: 'A', tests: 'a', points: 100, aggregation: 'all' }],",
    ),
    [`slow-first.${EXT}`]: slow,
    'testdata/order/a/1.in': '9 1\n',
    'testdata/order/a/1.ans': '10\n',
    'testdata/order/a/2.in': '7 1\n',
    'testdata/order/a/2.ans': '8\n',
  });
  for (const bail of [false, true]) {
    const report = await judge({
      root,
      problemIds: ['order'],
      solution: join(root, `slow-first.${EXT}`),
      jobs: 2,
      typecheck: false,
      ...(bail ? { bail: true } : { stopAtFirstFailure: true }),
    });
    assert.equal(
      report.problems[0]?.results.map((r) => `${r.group}/${r.name} ${r.verdict}`),
      ['a/1 WA'],
      `${bail ? 'bail' : 'stopAtFirstFailure'}: ${JSON.stringify(report.errors)}`,
    );
  }
});
points('--run-all runs every test; the points are the same', async () => {
  const report = await judge({
    root,
    problemIds: ['points'],
    solution: join(root, WRONG),
    runAll: true,
    typecheck: false,
  });
  const scored = report.problems[0];
  assert.is(scored.results.length, Object.keys(TESTS).length);
  assert.is(scored.score!.points, 40);
  assert.equal(
    scored.score!.groups.map((g) => g.notRun),
    [0, 0, 0, 0],
  );
});

points('every test passing: 100 / 100; a selector that names no test is the problem.ts error', async () => {
  const report = await judge({
    root,
    problemIds: ['points'],
    solution: join(root, RIGHT),
    typecheck: false,
  });
  assert.equal([report.problems[0].score!.points, report.problems[0].score!.max], [100, 100]);
  assert.match(formatText(report, root, false), /points: 100 \/ 100 points/);
  const broken = await judge({
    root,
    problemIds: ['unmatched'],
    solution: join(root, RIGHT),
    typecheck: false,
  });
  assert.equal(broken.problems, []);
  assert.match(
    broken.errors[0].message,
    /^problems\/unmatched\/problem\.ts: field "scoring\.groups\[3\]\.tests" \(group "D"\): "e" names no test/,
  );
});

points("a TypeScript checker's partial credit: half of every test is half of each group's points", async () => {
  const report = await judge({
    root,
    problemIds: ['halves'],
    solution: join(root, RIGHT),
    runAll: true,
    typecheck: false,
  });
  const { score } = report.problems[0];
  // A (all) and C (all, waiting for A) earn nothing; B (sum) half of 30; D (max) half of 20.
  assert.equal(
    score!.groups.map((g) => g.points),
    [0, 15, 0, 10],
  );
  assert.ok(report.problems[0].results.every((r) => r.score === 0.5 && r.checkerReason === 'half of it'));
});

points('verify holds each wrong solution to the points its header promises', async () => {
  const rows = await verifyProblem(root, 'points', 2);
  const row = (file: string) => rows.find((r) => r.solution === `solutions/wrong/points/${file}.${EXT}`)!;
  assert.ok(rows.find((r) => r.solution === `solutions/points.${EXT}`)?.ok);
  assert.is(row('forty').ok, true);
  assert.match(row('forty').caughtBy, /^40 \/ 100 points, expected 40; lost at A: a\/1, B: b\/2$/);
  assert.is(row('promised-more').ok, false);
  const { text } = verifyReport(rows, 1);
  assert.match(
    text,
    /FAILED solutions\/wrong\/points\/promised-more\.(c|ts): its header, "[^"]+" says it gets 60-70 points and WA; it got 40 \/ 100 points, expected 60-70, first WA/,
  );
});

points.run();
