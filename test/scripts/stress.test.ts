import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const SCRIPT = resolve('scripts/stress.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
function stress(...args: string[]) {
  const run = spawnSync(process.execPath, [TSX_CLI, SCRIPT, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const cli = suite('stress CLI');
cli('finds and shrinks a failing case for a wrong cat-and-mouse solution, exit 1', () => {
  const run = stress('bhoj-1460', '--solution', 'solutions/wrong/bhoj-1460/turn-order-swapped.ts', '--seed', '3', '--runs', '2000', '--json');
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
cli('finds a threat the wrong LOL solution misses, shrunk to a few cells', () => {
  const run = stress('lanqiao-lol', '--solution', 'solutions/wrong/lanqiao-lol/ignores-l-star-l.ts', '--seed', '1', '--runs', '3000');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stdout, /FAILED: wrong answer on a (random|guided) case found after \d+ cases/);
  assert.match(run.stdout, /shrunk from \d+ cells, \d+ letters to [1-8] cells/);
  assert.match(run.stdout, /reproduce: npm run stress -- lanqiao-lol --solution \S+ --seed 1 --runs \d+/);
});
cli('the same seed gives the same result', () => {
  const args = ['leetcode-913', '--solution', 'solutions/wrong/leetcode-913/cat-enters-hole.ts', '--seed', '5', '--runs', '3000', '--json'];
  const first = JSON.parse(stress(...args).stdout);
  const second = JSON.parse(stress(...args).stdout);
  assert.equal([second.input, second.casesTried], [first.input, first.casesTried]);
});
cli('finds nothing wrong with the accepted solutions, exit 0', () => {
  for (const id of ['leetcode-913', 'lanqiao-lol']) {
    const run = stress(id, '--seed', '11', '--runs', '1500', '--json');
    assert.is(run.status, 0, run.stdout + run.stderr);
    assert.equal(JSON.parse(run.stdout).found, false);
  }
});
cli('--save stores the shrunk case through add-case’s checks', () => {
  const root = mkdtempSync(join(tmpdir(), 'stress-save-'));
  try {
    const run = stress('lanqiao-lol', '--solution', 'solutions/wrong/lanqiao-lol/full-row-is-loss.ts', '--seed', '2', '--runs', '500', '--save', 'full-row', '--root', root);
    assert.is(run.status, 1);
    assert.match(run.stderr, /saved as testdata\/lanqiao-lol\/manual\/full-row\.in and testdata\/lanqiao-lol\/manual\/full-row\.ans/);
    const input = readFileSync(join(root, 'testdata/lanqiao-lol/manual/full-row.in'), 'utf8');
    assert.match(input, /^1\n[LO*]{1,8}\n$/);
    assert.is(readFileSync(join(root, 'testdata/lanqiao-lol/manual/full-row.ans'), 'utf8'), '0\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
cli('a plain program is run one process per case, and only its answers and the hard timeout count', () => {
  const run = stress('lanqiao-lol', '--solution', 'test/fixtures/solutions/lol-always-draw.js', '--seed', '1', '--runs', '100', '--json');
  assert.is(run.status, 1, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.is(result.failure, 'wrong answer');
  assert.match(result.input, /^1\n[LO*]{1,4}\n$/);
});
cli('bad flags are one-line errors', () => {
  const run = stress('lanqiao-lol', '--time', '5', '--runs', '5');
  assert.is(run.status, 1);
  assert.match(run.stderr, /give --time or --runs, not both/);
  assert.match(stress('nope', '--runs', '1').stderr, /unknown problem id 'nope'/);
});
cli.run();
