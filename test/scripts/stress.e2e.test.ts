// npm run stress end to end: hundreds of games on the interactive problems (in a worker and a process per game),
// --exhaustive walking lanqiao-lol's list, programs and commands run a process per case, and the real command's
// report (npm run test:full: processes and long lists; stress.test.ts runs the command in-process on a budget).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stressCommand } from '../../scripts/stress.ts';
import { hasTool } from '../helpers/compilers.ts';
import { lolRoot } from '../helpers/lol-root.ts';
import { runInProcess, runScript } from '../helpers/run-command.ts';

const stress = (...args: string[]) => runInProcess(stressCommand, args);

const cli = suite('stress CLI, interactive');
cli('an interactive problem: players played against the jury, the smallest lost game found and shrunk', async () => {
  const accepted = await stress('cat-mouse-duel', '--seed', '3', '--runs', '100', '--json', '--no-tests');
  assert.is(accepted.status, 0, accepted.stdout + accepted.stderr);
  assert.equal(JSON.parse(accepted.stdout).found, false);
  // A play() in a worker: the greedy mouse walks into a waiting cat on a small graph.
  const greedy = await stress(
    'cat-mouse-duel',
    '--solution',
    'solutions/wrong/cat-mouse-duel/greedy-mouse.ts',
    '--seed',
    '3',
    '--runs',
    '300',
    '--json',
  );
  assert.is(greedy.status, 1, greedy.stderr);
  const found = JSON.parse(greedy.stdout);
  assert.is(found.failure, 'wrong answer');
  assert.is(found.expected, 'accepted\n');
  assert.match(
    found.actual,
    /^rejected: the game ended in a cat win, but the mouse could force a (mouse win|draw); move \d+: mouse/,
  );
  assert.match(found.input, /\nMOUSE \d+\n$/);
  assert.ok(Number(found.input.split('\n')[0]) <= 5, found.input);
  // A program, a process per case against the jury's own: one that stops reading after its first move.
  const stops = await stress(
    'lol-duel',
    '--solution',
    'solutions/wrong/lol-duel/stops-reading.cjs',
    '--seed',
    '5',
    '--runs',
    '100',
    '--json',
  );
  assert.is(stops.status, 1, stops.stderr);
  assert.match(
    JSON.parse(stops.stdout).actual,
    /^rejected: the output ended after \d+ moves, before the game was over/,
  );
});
cli.run();

const lol = suite('stress CLI, lanqiao-lol');
/**
 * A solution right on every row of LOL but where `wrongWhere` (an expression over `input`) holds, where it says 2:
 * 400 random cases miss that, and --exhaustive finds the row `row` first of its list.
 */
async function onlyTheListFinds(stem: string, wrongWhere: string, row: string) {
  const folder = resolve('dist/.test/stress-exhaustive');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${stem}.ts`);
  // Right elsewhere by the kit's solution library (a submission may import it; not the accepted solution itself).
  const library = (name: string) => JSON.stringify(resolve('solutions/lib', name));
  writeFileSync(
    file,
    [
      `import { rowValueByRules } from ${library('lol-theory.ts')};`,
      `import { readRows } from ${library('read-rows.ts')};`,
      'export function solve(input: string): string {',
      `  if (${wrongWhere}) return '2\\n';`,
      "  return readRows(input).map((row) => String(rowValueByRules(row)) + '\\n').join('');",
      '}',
      '',
    ].join('\n'),
  );
  // The random cases alone (--no-tests: not the problem's 200 tests judged after them, 13 s that say nothing here).
  const random = await stress(
    'lanqiao-lol',
    '--solution',
    file,
    '--seed',
    '1',
    '--runs',
    '400',
    '--json',
    '--no-tests',
  );
  assert.is(random.status, 0, random.stderr);
  const run = await stress('lanqiao-lol', '--solution', file, '--seed', '1', '--runs', '1', '--exhaustive');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stdout, /FAILED: wrong answer on an exhaustive case/);
  assert.ok(run.stdout.includes(`input:\n1\n${row}\n`), run.stdout);
  assert.match(run.stdout, /reproduce: .* --seed 1 --exhaustive --runs 1\n/);
}
lol('--exhaustive finds the one row of 6 cells a solution gets wrong, which random cases miss', async () => {
  // The 496th case of the list (every row of up to 8 cells comes first, shortest first).
  const row = 'L**O*L';
  await onlyTheListFinds('one-row', `input === ${JSON.stringify(`1\n${row}\n`)}`, row);
});
// The component is the 27,492nd case of the list: tens of seconds of cases (34 s here, busy), for npm run test:full.
lol(
  '--exhaustive finds the one component of 17 cells a solution gets wrong, which random cases miss (npm run test:full)',
  async () => {
    const component = 'L**O**O***O**O**L';
    await onlyTheListFinds('one-component', `input.includes(${JSON.stringify(component)})`, component);
  },
);
/** A program that always answers "draw" (0), run a process per case, is caught with a wrong answer on a short row. */
async function catchesAlwaysDraw(...solution: string[]) {
  const run = await stress('lanqiao-lol', ...solution, '--seed', '5', '--runs', '100', '--json');
  assert.is(run.status, 1, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.is(result.failure, 'wrong answer');
  assert.match(result.input, /^1\n[LO*]{1,4}\n$/);
}
lol('a plain program is run one process per case, and only its answers and the hard timeout count', async () => {
  await catchesAlwaysDraw('--solution', 'test/fixtures/solutions/lol-always-draw.js');
});
lol('a Python program is stressed too, a process per case (npm run test:full)', async () => {
  if (!hasTool('Python', 'python3')) return;
  await catchesAlwaysDraw('--solution', 'test/fixtures/solutions/native/lol-always-draw.py');
  // One case in the budget, tests it fails: a failing case is found and shrunk, from the budget or from a test.
  const root = lolRoot({ 'sample/1': ['***', 'L**L'], 'hand/win': ['LO*'] });
  try {
    const args = ['--solution', 'test/fixtures/solutions/native/lol-always-draw.py', '--runs', '1', '--root', root];
    for (const seed of ['1', '2', '3']) {
      const run = await stress('lanqiao-lol', ...args, '--seed', seed, '--json');
      assert.is(run.status, 1, run.stderr);
      assert.equal(JSON.parse(run.stdout).found, true, run.stdout);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
lol('a shell command is stressed as the judge runs one, its compile step first (npm run test:full)', async () => {
  if (!hasTool('Python', 'python3')) return;
  const program = resolve('test/fixtures/solutions/native/lol-always-draw.py');
  await catchesAlwaysDraw('--command', `python3 ${program}`, '--compile', 'true');
  const broken = await stress(
    'lanqiao-lol',
    '--command',
    `python3 ${program}`,
    '--compile',
    'echo no compiler here >&2; exit 3',
    '--runs',
    '10',
  );
  assert.is(broken.status, 1);
  assert.match(broken.stderr, /does not compile:\nno compiler here/);
});
lol.run();

// The one run of the real command, as `npm run stress` starts it, with the text report a user reads.
const real = suite('npm run stress');
real('prints the failing case and a reproduce line that finds it again', async () => {
  const args = [
    'lanqiao-lol',
    '--solution',
    'solutions/wrong/lanqiao-lol/full-row-is-loss.ts',
    '--seed',
    '4',
    '--runs',
    '400',
  ];
  const run = runScript('stress', args);
  assert.is(run.status, 1, run.stderr);
  const reproduce = /reproduce: npm run stress -- (.*)\n/.exec(run.stdout);
  assert.ok(reproduce, run.stdout);
  assert.match(
    reproduce[1],
    /^lanqiao-lol --solution solutions\/wrong\/lanqiao-lol\/full-row-is-loss\.ts --seed 4 --runs \d+$/,
  );
  const again = JSON.parse((await stress(...reproduce[1].split(' '), '--json')).stdout);
  const shown = /input:\n([\s\S]*?)\nexpected:/.exec(run.stdout)![1];
  assert.is(again.input.trimEnd(), shown);
});
real.run();
