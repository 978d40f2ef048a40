// npm run stress in-process on the plain problems: a failing case found, shrunk and saved, the same seed the same
// case, the problem's own tests when the budget finds nothing, bad flags; --exhaustive, programs run a process per
// case and the real command are stress.e2e.test.ts's (npm run test:full). The runs that stress every accepted
// solution, run a seed twice or judge a root's tests after the budget are end to end here (helpers/parts.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as assert from 'uvu/assert';
import { stressCommand, stressText } from '../../scripts/stress.ts';
import { runInProcess } from '../helpers/run-command.ts';
import { lolRoot } from '../helpers/lol-root.ts';
import { suite } from '../helpers/parts.ts';

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
  assert.match(
    run.stdout,
    /(shrunk from \d+ cells, \d+ letters to|no smaller (failing case|case to try) \() ?[1-8] cells/,
  );
  assert.match(run.stdout, /reproduce: npm run stress -- lanqiao-lol --solution \S+ --seed 1 --runs \d+/);
});
cli.e2e('the same seed gives the same result', async () => {
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
cli.e2e('finds nothing wrong with the accepted solutions, exit 0', async () => {
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
const PAST_SAMPLES = 'test/fixtures/solutions/lol-wrong-past-samples.ts';

cli.e2e('stress finds nothing but a test fails: the smallest failing test’s case is shrunk, exit 1', async () => {
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
cli.e2e(
  'a test fails though none of its cases fails alone: said, with the judge line to look at it, exit 1',
  async () => {
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
      assert.match(
        accepted.stdout,
        /^no failing case: 1 cases in [\d.]+ s \(seed 1\); the problem's 2 tests pass too\n/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);
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

const told = suite('what stress says of its shrinking');
told('"shrunk from ... to ..." when the case got smaller, with how many it tried; when not, how many, or none', () => {
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
    stressText({ ...result, shrunk: false, shrinkTried: 6 }, 'x', '--solution s.ts'),
    /\nno smaller failing case \(5 nodes, 3 edges\): 6 smaller cases tried, none fails \(0\.4 s\); input:\n/,
  );
  assert.match(
    stressText({ ...result, shrunk: false, shrinkTried: 0 }, 'x', '--solution s.ts'),
    /\nno smaller case to try \(5 nodes, 3 edges\); input:\n/,
  );
  const smaller = stressText(
    { ...result, foundSize: '9 nodes, 14 edges', shrunk: true, shrinkTried: 1 },
    'x',
    '--solution s.ts',
  );
  assert.match(
    smaller,
    /\nshrunk from 9 nodes, 14 edges to 5 nodes, 3 edges in 0\.4 s \(1 smaller case tried\); input:\n/,
  );
});

told('a long case: its head and size on the terminal, the file that holds it whole named', () => {
  const line = Array.from({ length: 100_000 }, (_, k) => k % 1000).join(' ');
  const text = stressText(
    {
      found: true,
      seed: 7,
      casesTried: 1,
      elapsedMs: 900,
      shrinkMs: 400,
      shrinkTried: 17,
      failure: 'wrong answer',
      input: `100000\n${line}\n`,
      expected: '5\n',
      actual: '6\n',
      foundSize: '200000 values',
      size: '100000 values',
      shrunk: true,
      source: 'test',
      test: 'random/big',
    },
    'x',
    '--solution s.ts',
    { input: 'dist/stress/x-seed7.in', expected: null, actual: null },
  );
  assert.ok(text.length < 2000, `${text.length} characters`);
  assert.match(text, `\n100000\n${line.slice(0, 160)}... (${line.length} characters)\n`);
  assert.match(text, `... (${line.length + 8} bytes, 2 lines: all of it in dist/stress/x-seed7.in)\n`);
  assert.match(text, '\nexpected: 5\nactual:   6\n');
});
told.run();
