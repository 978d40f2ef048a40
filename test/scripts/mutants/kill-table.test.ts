// npm run mutants -- <id> --table: which test kills what. The table worked out from a matrix and a run made up here
// (who alone catches what, the candidates to drop, the greedy cover, unknown cells after a timeout), then the command
// on a copy of the fixture root's sum problem with a wrong solution and two tests of its own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import type { KillTable } from '../../../judge/page/index.ts';
import { killTable, killTableText, type MutantResult, type MutationReport } from '../../../scripts/mutants/index.ts';
import { mutantsCommand } from '../../../scripts/mutants.ts';
import type { Matrix } from '../../../scripts/testdata/index.ts';
import { copyFixtureRoot, writeFiles } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

const ROOT = '/r';
const TESTS = ['sample/1', 'secret/a', 'secret/b', 'secret/c'];

function mutant(line: number, status: MutantResult['status'], caught: string[], unanswered = 0): MutantResult {
  return {
    id: String(line),
    file: `${ROOT}/solutions/x.ts`,
    line,
    column: 1,
    mutator: 'ConditionalExpression',
    original: 'a',
    replacement: 'true',
    status,
    testsRun: caught.length,
    caught: caught.map((test) => ({ test, verdict: status === 'timeout' && test === caught[0] ? 'TLE' : 'WA' })),
    unanswered,
  } as MutantResult;
}

function tableOf(mutants: MutantResult[], verdicts: string[][], error?: string): KillTable {
  const matrix: Matrix = {
    problem: 'p',
    tests: TESTS,
    rows: [
      ...verdicts.map((v, k) => ({ solution: `solutions/wrong/p/w${k + 1}.ts`, expected: ['WA'], verdicts: v })),
      ...(error
        ? [{ solution: 'solutions/wrong/p/broken.cpp', expected: ['WA'], verdicts: TESTS.map(() => '-'), error }]
        : []),
    ],
  };
  return killTable(matrix, { mutants } as MutationReport, ROOT);
}

const pure = suite('the kill table, worked out');

pure(
  'a test alone catching a wrong solution or a mutant says so; one catching nothing new is a candidate to drop',
  () => {
    const table = tableOf(
      [mutant(1, 'killed', ['secret/a', 'secret/b']), mutant(2, 'killed', ['secret/c']), mutant(3, 'survived', [])],
      [
        ['AC', 'WA', 'AC', 'AC'],
        ['AC', 'AC', 'TLE', 'WA'],
      ],
    );
    assert.equal(
      table.rows.map((r) => [r.test, r.solutions, r.mutants, r.only.length, r.drop]),
      [
        ['sample/1', 0, 0, 0, false],
        ['secret/a', 1, 1, 1, false],
        ['secret/b', 1, 1, 0, true],
        ['secret/c', 1, 1, 1, false],
      ],
    );
    assert.equal(table.rows[1].only, ['solutions/wrong/p/w1.ts']);
    assert.equal(table.rows[3].only, ['solutions/x.ts:2:1  ConditionalExpression  `a` -> `true`']);
    // The survivor is in no row: only detected mutants are caught.
    assert.is(table.caught.length, 4);
    assert.equal(table.cover, [1, 3]);
    const text = killTableText('p', table);
    assert.match(
      text,
      /^p: which test kills what: 4 tests, 2 wrong solutions \(columns 1-2 below\), 2 detected mutants\n/,
    );
    assert.match(text, /\n {2}secret\/b {2}\.T {8}1 {6}0 {2}drop\?\n/);
    assert.match(text, /\n {2}1 {2}solutions\/wrong\/p\/w1\.ts: caught by secret\/a alone\n/);
    assert.match(text, /\n {2}2 {2}solutions\/wrong\/p\/w2\.ts: caught by 2 tests\n/);
    assert.match(text, /\n2 of the 4 tests together catch .*: secret\/a, secret\/c\n/);
    assert.match(text, /candidates to drop.*: secret\/b\n$/);
  },
);

pure(
  'a mutant stopped at the limit leaves its other cells unknown: no test catches it alone, none drops for it',
  () => {
    const table = tableOf([mutant(1, 'timeout', ['secret/a'], 2)], []);
    assert.equal(table.caught[0].by, [1]);
    assert.equal(table.caught[0].unknown, 2);
    assert.equal(table.rows[1].only, []);
    assert.is(table.rows[1].drop, false);
    assert.match(killTableText('p', table), /\n1 mutant stopped at the limit on a test answer no more/);
  },
);

pure('a sample is never a candidate to drop; a wrong solution that did not run is named, not counted', () => {
  const table = tableOf([], [['WA', 'WA', 'AC', 'AC']], 'compile error: x.cpp:1: expected ;');
  assert.equal(
    table.rows.map((r) => r.drop),
    [false, true, true, true],
  );
  assert.is(table.caught.length, 1);
  assert.match(
    killTableText('p', table),
    /\n {2}- {2}solutions\/wrong\/p\/broken\.cpp: not judged: compile error: x\.cpp:1/,
  );
});

pure('with no wrong solution the table has the mutants’ columns alone', () => {
  const text = killTableText('p', tableOf([mutant(1, 'killed', ['secret/a'])], []));
  assert.match(
    text,
    /^p: which test kills what: 4 tests, no wrong solution judged, 1 detected mutant\n {2}test {6}mutants {2}alone {2}drop\?\n/,
  );
  assert.not.match(text, /wrong solutions:/);
});

pure('a mutant judged without --table cannot be placed in the table', () => {
  const m = mutant(1, 'killed', ['secret/a']);
  delete m.caught;
  assert.throws(() => tableOf([m], []), /judged without --table/);
});

pure.run();

const command = suite('npm run mutants -- <id> --table');
let root = '';
command.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-kill-table-'));
  copyFixtureRoot(root);
  writeFiles(root, {
    'solutions/wrong/sum/first-line.ts': [
      '// WRONG (expect WA): sums the first line only',
      'export function solve(input: string): string {',
      "  const [first] = input.split('\\n');",
      "  return String(first.split(' ').filter(Boolean).map(Number).reduce((a, b) => a + b, 0)) + '\\n';",
      '}',
      '',
    ].join('\n'),
    // The first sample again: whatever it catches, the sample catches too.
    'testdata/sum/hand/again.in': '2 3\n',
    'testdata/sum/hand/again.ans': '5\n',
  });
});
command.after(() => rmSync(root, { recursive: true, force: true }));

command.e2e('every wrong solution on every test, every mutant on every test it runs; kept for the page', async () => {
  const run = await runInProcess(mutantsCommand, ['--root', root, 'sum', '--table', '--json']);
  assert.is(run.status, 0, run.stderr);
  const { table, mutants } = JSON.parse(run.stdout) as { table: KillTable; mutants: MutantResult[] };
  assert.equal(table.tests, ['sample/1', 'sample/2', 'hand/again']);
  assert.equal(table.solutions, [{ solution: 'solutions/wrong/sum/first-line.ts', verdicts: ['AC', 'WA', 'AC'] }]);
  // `a - b` gets every test wrong: each answered, not only the first.
  const minus = mutants.find((m) => m.replacement === 'a - b')!;
  assert.equal(minus.caught?.map((c) => c.test).sort(), ['hand/again', 'sample/1', 'sample/2']);
  assert.equal(
    table.rows.map((r) => [r.test, r.drop]),
    [
      ['sample/1', false],
      ['sample/2', false],
      ['hand/again', true],
    ],
  );
  assert.ok(table.rows[1].only.includes('solutions/wrong/sum/first-line.ts'), JSON.stringify(table.rows[1]));
  for (const c of table.caught)
    assert.ok(
      c.by.some((k) => table.cover.includes(k)),
      `${c.name} is caught by a test of the cover`,
    );
  const kept = JSON.parse(readFileSync(join(root, 'dist/mutants/sum.json'), 'utf8'));
  assert.equal(kept.table, table);
});

command('--table goes without --strengthen', async () => {
  const run = await runInProcess(mutantsCommand, ['--root', root, 'sum', '--table', '--strengthen']);
  assert.is(run.status, 2);
  assert.match(run.stderr, /--table goes without --strengthen/);
});

command.run();
