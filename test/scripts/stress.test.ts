import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stressCommand, stressText } from '../../scripts/stress.ts';
import { searchRowValue } from '../../solutions/lib/lol-search.ts';
import { runInProcess, runScript } from '../helpers/run-command.ts';
import { FULL_CHECKS } from '../helpers/scale.ts';
import { hasTool } from '../helpers/compilers.ts';

const stress = (...args: string[]) => runInProcess(stressCommand, args);

const cli = suite('stress CLI');
cli('finds and shrinks a failing case for a wrong cat-and-mouse solution, exit 1', async () => {
  const run = await stress(
    'bhoj-1460',
    '--solution',
    'solutions/wrong/bhoj-1460/turn-order-swapped.ts',
    '--seed',
    '3',
    '--runs',
    '2000',
    '--json',
  );
  assert.is(run.status, 1, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.is(result.found, true);
  assert.is(result.seed, 3);
  assert.is(result.failure, 'wrong answer');
  const n = Number(result.input.split('\n')[0]);
  assert.ok(n >= 3 && n <= 5, `shrunk to ${n} nodes`);
  assert.is.not(result.expected.trim(), result.actual.trim());
  assert.ok(result.casesTried > 0 && result.casesTried <= 2000);
});
cli('finds a threat the wrong LOL solution misses, shrunk to a few cells', async () => {
  const run = await stress(
    'lanqiao-lol',
    '--solution',
    'solutions/wrong/lanqiao-lol/ignores-l-star-l.ts',
    '--seed',
    '1',
    '--runs',
    '3000',
  );
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stdout, /FAILED: wrong answer on a (random|guided) case found after \d+ cases/);
  assert.match(run.stdout, /(shrunk from \d+ cells, \d+ letters to|no smaller failing case found \() ?[1-8] cells/);
  assert.match(run.stdout, /reproduce: npm run stress -- lanqiao-lol --solution \S+ --seed 1 --runs \d+/);
});
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
  const random = await stress('lanqiao-lol', '--solution', file, '--seed', '1', '--runs', '400', '--json');
  assert.is(random.status, 0, random.stderr);
  const run = await stress('lanqiao-lol', '--solution', file, '--seed', '1', '--runs', '1', '--exhaustive');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stdout, /FAILED: wrong answer on an exhaustive case/);
  assert.ok(run.stdout.includes(`input:\n1\n${row}\n`), run.stdout);
  assert.match(run.stdout, /reproduce: .* --seed 1 --exhaustive --runs 1\n/);
}
cli('--exhaustive finds the one row of 6 cells a solution gets wrong, which random cases miss', async () => {
  // The 496th case of the list (every row of up to 8 cells comes first, shortest first).
  const row = 'L**O*L';
  await onlyTheListFinds('one-row', `input === ${JSON.stringify(`1\n${row}\n`)}`, row);
});
// The component is the 27,492nd case of the list: tens of seconds of cases (34 s here, busy), for npm run test:full.
cli(
  '--exhaustive finds the one component of 17 cells a solution gets wrong, which random cases miss (npm run test:full)',
  async () => {
    if (!FULL_CHECKS) return;
    const component = 'L**O**O***O**O**L';
    await onlyTheListFinds('one-component', `input.includes(${JSON.stringify(component)})`, component);
  },
);
cli('the same seed gives the same result', async () => {
  const args = [
    'leetcode-913',
    '--solution',
    'solutions/wrong/leetcode-913/cat-enters-hole.ts',
    '--seed',
    '5',
    '--runs',
    '1500',
    '--json',
  ];
  const first = JSON.parse((await stress(...args)).stdout);
  const second = JSON.parse((await stress(...args)).stdout);
  assert.equal([second.input, second.casesTried], [first.input, first.casesTried]);
});
cli('finds nothing wrong with the accepted solutions, exit 0', async () => {
  for (const id of ['leetcode-913', 'lanqiao-lol']) {
    const run = await stress(id, '--seed', '11', '--runs', '100', '--json', '--no-tests');
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.equal(JSON.parse(run.stdout).found, false);
  }
});
cli('--save stores the shrunk case through add-case’s checks', async () => {
  // A root of its own: this kit's problems and solutions, and an empty testdata/ to save into.
  const root = mkdtempSync(join(tmpdir(), 'stress-save-'));
  try {
    for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
    mkdirSync(join(root, 'testdata'));
    const run = await stress(
      'lanqiao-lol',
      '--solution',
      'solutions/wrong/lanqiao-lol/full-row-is-loss.ts',
      '--seed',
      '2',
      '--runs',
      '500',
      '--save',
      'full-row',
      '--root',
      root,
    );
    assert.is(run.status, 1);
    assert.match(
      run.stderr,
      /saved as testdata\/lanqiao-lol\/manual\/full-row\.in and testdata\/lanqiao-lol\/manual\/full-row\.ans/,
    );
    const input = readFileSync(join(root, 'testdata/lanqiao-lol/manual/full-row.in'), 'utf8');
    assert.match(input, /^1\n[LO*]{1,8}\n$/);
    assert.is(readFileSync(join(root, 'testdata/lanqiao-lol/manual/full-row.ans'), 'utf8'), '0\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
/** A program that always answers "draw" (0), run a process per case, is caught with a wrong answer on a short row. */
async function catchesAlwaysDraw(...solution: string[]) {
  const run = await stress('lanqiao-lol', ...solution, '--seed', '5', '--runs', '100', '--json');
  assert.is(run.status, 1, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.is(result.failure, 'wrong answer');
  assert.match(result.input, /^1\n[LO*]{1,4}\n$/);
}
cli('a plain program is run one process per case, and only its answers and the hard timeout count', async () => {
  await catchesAlwaysDraw('--solution', 'test/fixtures/solutions/lol-always-draw.js');
});
cli('a Python program is stressed too, a process per case (npm run test:full)', async () => {
  if (!FULL_CHECKS || !hasTool('Python', 'python3')) return;
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
cli('a shell command is stressed as the judge runs one, its compile step first (npm run test:full)', async () => {
  if (!FULL_CHECKS || !hasTool('Python', 'python3')) return;
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
/**
 * A root of its own for lanqiao-lol (this kit's problem and solutions, linked) whose test data is given: what stress
 * does once its budget finds nothing, with the problem's own tests.
 */
function lolRoot(tests: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'stress-tests-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  for (const [key, rows] of Object.entries(tests)) {
    const base = join(root, 'testdata', 'lanqiao-lol', key);
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.in`, `${rows.length}\n${rows.join('\n')}\n`);
    writeFileSync(`${base}.ans`, rows.map((row) => `${searchRowValue(row)}\n`).join(''));
  }
  return root;
}
const PAST_SAMPLES = 'test/fixtures/solutions/lol-wrong-past-samples.ts';

cli('stress finds nothing but a test fails: the smallest failing test’s case is shrunk, exit 1', async () => {
  const root = lolRoot({ 'sample/1': ['***', 'L**L'], 'hand/wide': ['*', 'OO*OO*L'], 'hand/wider': ['OO*OO**L*'] });
  try {
    const args = ['lanqiao-lol', '--solution', PAST_SAMPLES, '--seed', '1', '--runs', '1', '--root', root];
    const json = await stress(...args, '--json');
    assert.is(json.status, 1, json.stderr);
    const result = JSON.parse(json.stdout);
    assert.equal(
      [result.found, result.source, result.test, result.tests],
      [true, 'test', 'hand/wide', { total: 3, failing: 2, smallest: { key: 'hand/wide', verdict: 'WA' } }],
    );
    assert.is(result.input, '1\nOO*OO\n', 'shrunk from OO*OO*L');
    const text = await stress(...args);
    assert.match(
      text.stdout,
      /^FAILED: wrong answer on the problem's test hand\/wide: no failing case in 1 cases in [\d.]+ s \(seed 1\); 2 of the problem's 3 tests fail, shrinking the smallest\n/,
    );
    // The same with the tests left out: nothing found, exit 0, as before.
    const without = await stress(...args, '--json', '--no-tests');
    assert.equal([without.status, JSON.parse(without.stdout).found], [0, false]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
cli('a test fails though none of its cases fails alone: said, with the judge line to look at it, exit 1', async () => {
  const root = lolRoot({ 'sample/1': ['***', 'L**L'], 'hand/three': ['*', '**', 'L*'] });
  try {
    const run = await stress('lanqiao-lol', '--solution', PAST_SAMPLES, '--seed', '1', '--runs', '1', '--root', root);
    assert.is(run.status, 1, run.stderr);
    assert.match(
      run.stdout,
      /^FAILED: no failing case in 1 cases in [\d.]+ s \(seed 1\), but 1 of the problem's 2 tests fail \(the smallest, hand\/three: WA\), and no case of theirs fails alone here\nlook at it: npm run judge -- lanqiao-lol --solution \S+ --test hand\/three\n/,
    );
    const accepted = await stress('lanqiao-lol', '--seed', '1', '--runs', '1', '--root', root);
    assert.is(accepted.status, 0, accepted.stdout + accepted.stderr);
    assert.match(accepted.stdout, /^no failing case: 1 cases in [\d.]+ s \(seed 1\); the problem's 2 tests pass too\n/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
cli('bad flags are one-line errors', async () => {
  const run = await stress('lanqiao-lol', '--time', '5', '--runs', '5');
  assert.is(run.status, 2);
  assert.match(run.stderr, /^error: give --time or --runs, not both\nusage: npm run stress/);
  assert.match((await stress('nope', '--runs', '1')).stderr, /unknown problem id 'nope'/);
  assert.match(
    (await stress('lanqiao-lol', '--runs', 'x')).stderr,
    /^error: --runs takes a whole number >= 1, got "x"/,
  );
  assert.match(
    (await stress('lanqiao-lol', '--command', 'true', '--solution', 'x.py')).stderr,
    /^error: give --solution or --command, not both/,
  );
  assert.match((await stress('lanqiao-lol', '--compile', 'true')).stderr, /^error: --compile goes with --command/);
});
cli.run();

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

const told = suite('what stress says of its shrinking');
told('"shrunk from ... to ..." when the case got smaller, "no smaller failing case found" when it did not', () => {
  const result = {
    found: true,
    seed: 7,
    casesTried: 12,
    elapsedMs: 900,
    shrinkMs: 400,
    failure: 'wrong answer' as const,
    input: '5 3\n',
    expected: '1\n',
    actual: '2\n',
    foundSize: '5 nodes, 3 edges',
    size: '5 nodes, 3 edges',
    source: 'random' as const,
  };
  assert.match(
    stressText({ ...result, shrunk: false }, 'x', '--solution s.ts'),
    /\nno smaller failing case found \(5 nodes, 3 edges, tried for 0\.4 s\); input:\n/,
  );
  const smaller = stressText({ ...result, foundSize: '9 nodes, 14 edges', shrunk: true }, 'x', '--solution s.ts');
  assert.match(smaller, /\nshrunk from 9 nodes, 14 edges to 5 nodes, 3 edges in 0\.4 s; input:\n/);
});
told.run();
