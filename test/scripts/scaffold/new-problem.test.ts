// npm run new: the problem it writes, judged at once, never written over a taken id (the interactive one, a game
// played out end to end, is in new-problem.e2e.test.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { scaffoldProblem } from '../../../scripts/scaffold/new-problem.ts';
import { genCommand } from '../../../scripts/gen.ts';
import { newCommand } from '../../../scripts/new.ts';
import { judgeCommand } from '../../../scripts/judge.ts';
import { stressCommand } from '../../../scripts/stress.ts';
import { emptyAuthoringRoot } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let root = '';
const scaffold = suite('npm run new');
scaffold.before(() => {
  root = emptyAuthoringRoot('new-problem-');
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
scaffold('its validator takes contest bounds: -10^9 and 10^9 read, one past refused saying what was read', async () => {
  const { validate } = (await import(pathToFileURL(join(root, 'problems/sum-of-list/validator.ts')).href)) as {
    validate: (input: string) => { line: number; field: string; message: string } | null;
  };
  assert.is(validate('2\n1000000000 -1000000000\n'), null);
  assert.equal(validate('2\n5 1000000001\n'), {
    line: 2,
    field: 'value 2',
    message: 'expected an integer in -1000000000..1000000000, got "1000000001"',
  });
  assert.equal(validate('0\n\n'), { line: 1, field: 'n', message: 'expected an integer in 1..100, got "0"' });
});
scaffold.e2e('with a solution written, the judge, gen and stress work on it', async () => {
  // Run alone (npm test -- --full-only), the quick tests have not scaffolded it.
  if (!existsSync(join(root, 'problems/sum-of-list/problem.ts'))) scaffoldProblem(root, 'sum-of-list');
  const sum =
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    "export function solve(input: string): string {\n  return `${input.split('\\n')[1].split(' ').map(Number).reduce((a, b) => a + b, 0)}\\n`;\n}\n";
  writeFileSync(join(root, 'solutions/sum-of-list.ts'), sum);
  writeFileSync(join(root, 'solutions/second-solver/sum-of-list.ts'), sum);
  const gen = await runInProcess(genCommand, ['--root', root, 'sum-of-list']);
  assert.is(gen.status, 0, gen.stderr);
  assert.match(gen.stdout, /sum-of-list: 13 tests in testdata\/sum-of-list\/random \(26 files written, 0 removed\)/);
  const judged = await runInProcess(judgeCommand, ['--root', root, 'sum-of-list']);
  assert.is(judged.status, 0, judged.stdout);
  assert.match(judged.stdout, /14\/14 AC/);
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
scaffold("npm run new's next steps name the wrong solutions, the header verify holds each to, and verify", async () => {
  const run = await runInProcess(newCommand, ['--root', root, 'next-steps']);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, 'write solutions/wrong/next-steps/<name>.ts');
  assert.match(run.stdout, '// WRONG (expect WA): what the mistake is');
  assert.match(run.stdout, 'npm run verify -- next-steps');
});
scaffold.run();
