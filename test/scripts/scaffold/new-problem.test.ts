import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scaffoldProblem } from '../../../scripts/scaffold/new-problem.ts';
import { genCommand } from '../../../scripts/gen.ts';
import { judgeCommand } from '../../../scripts/judge.ts';
import { stressCommand } from '../../../scripts/stress.ts';
import { runInProcess } from '../../helpers/run-command.ts';

// A root of its own: the real authoring API (which the new problem imports), and empty problems/, solutions/, testdata/.
let root = '';
const scaffold = suite('npm run new');
scaffold.before(() => {
  root = mkdtempSync(join(tmpdir(), 'new-problem-'));
  for (const folder of ['problems', 'solutions/second-solver', 'solutions/explain', 'testdata'])
    mkdirSync(join(root, folder), { recursive: true });
  symlinkSync(resolve('problems/_authoring'), join(root, 'problems/_authoring'));
});
scaffold.after(() => rmSync(root, { recursive: true, force: true }));

scaffold('writes a problem that the judge runs at once: the stub gets WA on the sample', async () => {
  const files = scaffoldProblem(root, 'sum-of-list');
  assert.ok(
    files.includes('problems/sum-of-list/problem.ts') && files.includes('solutions/sum-of-list.ts'),
    files.join(' '),
  );
  const run = await runInProcess(judgeCommand, ['--root', root, 'sum-of-list']);
  assert.is(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /WA\s+sample\/1/);
  assert.match(run.stdout, /line 1: expected "6", got "0"/);
  // Not a game: the line's steps are shown as they are, not counted as moves.
  assert.match(run.stdout, /why: the sum is 6\n\s+\+1 = 1, \+2 = 3, \+3 = 6\n/);
});
scaffold('with a solution written, the judge, gen and stress work on it', async () => {
  const sum =
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    "export function solve(input: string): string {\n  return `${input.split('\\n')[1].split(' ').map(Number).reduce((a, b) => a + b, 0)}\\n`;\n}\n";
  writeFileSync(join(root, 'solutions/sum-of-list.ts'), sum);
  writeFileSync(join(root, 'solutions/second-solver/sum-of-list.ts'), sum);
  const gen = await runInProcess(genCommand, ['--root', root, 'sum-of-list']);
  assert.is(gen.status, 0, gen.stderr);
  assert.match(gen.stdout, /sum-of-list: 12 tests in testdata\/sum-of-list\/random \(24 files written, 0 removed\)/);
  const judged = await runInProcess(judgeCommand, ['--root', root, 'sum-of-list']);
  assert.is(judged.status, 0, judged.stdout);
  assert.match(judged.stdout, /13\/13 AC/);
  const stressed = await runInProcess(stressCommand, [
    '--root',
    root,
    'sum-of-list',
    '--runs',
    '300',
    '--seed',
    '1',
    '--json',
  ]);
  assert.is(stressed.status, 0, stressed.stdout + stressed.stderr);
  assert.is(JSON.parse(stressed.stdout).found, false);
});
scaffold('never overwrites: a taken id or a bad one writes nothing', () => {
  const before = readFileSync(join(root, 'solutions/sum-of-list.ts'), 'utf8');
  assert.throws(
    () => scaffoldProblem(root, 'sum-of-list'),
    /problems\/sum-of-list\/problem\.ts already exists: 'sum-of-list' is taken \(nothing written\)/,
  );
  assert.is(readFileSync(join(root, 'solutions/sum-of-list.ts'), 'utf8'), before);
  assert.throws(() => scaffoldProblem(root, '../escape'), /problem id "\.\.\/escape": use lower-case letters/);
  assert.throws(() => scaffoldProblem(root, '_shared'), /problem id "_shared"/);
  assert.not.ok(existsSync(join(root, 'problems/_shared')));
});
scaffold('--interactive: a game against a jury that the judge, gen, stress and the explainer run at once', async () => {
  const files = scaffoldProblem(root, 'stones', true);
  assert.ok(
    files.includes('solutions/jury/stones.ts') && files.includes('solutions/explain/stones.ts'),
    files.join(' '),
  );
  // The stub player takes one stone every time: from 10, it loses a game it could win.
  const stub = await runInProcess(judgeCommand, ['--root', root, 'stones']);
  assert.is(stub.status, 1, stub.stdout + stub.stderr);
  assert.match(stub.stdout, /WA\s+sample\/1/);
  assert.match(stub.stdout, /interactor: you lost, but your turn could force a win/);
  assert.match(
    stub.stdout,
    /why: over: you lost, but your turn could force a win\n\s+1\. you take 1, 9 left \(turns a loss\)/,
  );
  // With the second player's play as the accepted one: the judge accepts it, gen plays every answer out with both
  // players, and stress finds nothing.
  writeFileSync(join(root, 'solutions/stones.ts'), readFileSync(join(root, 'solutions/second-solver/stones.ts')));
  const judged = await runInProcess(judgeCommand, ['--root', root, 'stones']);
  assert.is(judged.status, 0, judged.stdout);
  assert.match(judged.stdout, /1\/1 AC/);
  const gen = await runInProcess(genCommand, ['--root', root, 'stones']);
  assert.is(gen.status, 0, gen.stderr);
  assert.match(gen.stdout, /stones: 26 tests .* confirmed by both players' games against the jury: 26/);
  const stressed = await runInProcess(stressCommand, [
    '--root',
    root,
    'stones',
    '--runs',
    '300',
    '--seed',
    '1',
    '--json',
  ]);
  assert.is(stressed.status, 0, stressed.stdout + stressed.stderr);
  assert.is(JSON.parse(stressed.stdout).found, false);
});
scaffold.run();
