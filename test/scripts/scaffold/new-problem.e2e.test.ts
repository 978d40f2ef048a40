// npm run new --interactive end to end: the game it writes is judged, generated, stressed and explained at once, each
// a run of many games against the jury (npm run test:full; new-problem.test.ts checks what the command writes).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scaffoldProblem } from '../../../scripts/scaffold/new-problem.ts';
import { genCommand } from '../../../scripts/gen.ts';
import { judgeCommand } from '../../../scripts/judge.ts';
import { stressCommand } from '../../../scripts/stress.ts';
import { emptyAuthoringRoot } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let root = '';
const scaffold = suite('npm run new, end to end');
scaffold.before(() => {
  root = emptyAuthoringRoot('new-problem-');
});
scaffold.after(() => rmSync(root, { recursive: true, force: true }));

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
