import { readFileSync } from 'node:fs';
import { suite } from '../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { bhojInput } from '../../problems/_cat-mouse/input-formats.ts';
import { explainCommand } from '../../scripts/explain.ts';
import { runInProcess, runScript } from '../helpers/run-command.ts';

const explain = (args: string[], stdin?: string) => runInProcess(explainCommand, args, stdin);
const LONG_WIN = 'testdata/bhoj-1460/random/long-win-n20-95-moves.in';

const cli = suite('npm run explain');
cli('bhoj-1460 --json: the known length and a line that ends in the hole', async () => {
  const run = await explain(['bhoj-1460', LONG_WIN, '--json']);
  assert.is(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.equal([result.answer, result.moves, result.line.length], ['1', 95, 95]);
  assert.equal(result.line[0], { mover: 'mouse', from: 1, to: result.line[0].to });
  assert.equal(result.line[94].to, 0);
});
cli('leetcode-913 on the same graph in LeetCode notation, from stdin: the same answer and length', async () => {
  const [graph] = bhojInput.read(readFileSync(LONG_WIN, 'utf8'));
  const run = await explain(
    ['leetcode-913', '--json'],
    `${JSON.stringify(graph)}\n[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n`,
  );
  assert.is(run.status, 0, run.stderr);
  const [first, second] = run.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.equal([first.answer, first.moves], ['1', 95]);
  assert.equal([second.answer, typeof second.repeatsFrom], ['0', 'number']);
});
cli('lanqiao-lol: text for people, every first move in --json', async () => {
  const text = await explain(['lanqiao-lol', 'testdata/lanqiao-lol/sample/1.in']);
  assert.is(text.status, 0, text.stderr);
  assert.match(text.stdout, /case 2: the first player loses \(-1\): LOL appears after 2 moves\n/);
  const json = (await explain(['lanqiao-lol', '--json'], '1\nL**L\n')).stdout;
  const row = JSON.parse(json);
  assert.equal(
    row.firstMoves.map((m: { value: number }) => m.value),
    [-1, -1, -1, -1],
  );
});
cli(
  'past the constraints: refused with the validator’s message; with --force, explained with it as a warning',
  async () => {
    const row = '*'.repeat(30);
    const refused = await explain(['lanqiao-lol', '--json'], `1\n${row}\n`);
    assert.equal([refused.status, refused.stdout], [1, '']);
    assert.is(
      refused.stderr,
      'error: invalid input, not explained (--force explains it anyway): lanqiao-lol: stdin:2: row 1: length 30; rows are 1..19 cells\n',
    );
    const run = await explain(['lanqiao-lol', '--json', '--force'], `1\n${row}\n`);
    assert.is(run.status, 0, run.stderr);
    assert.match(
      run.stderr,
      /^warning: outside the problem's format or constraints: lanqiao-lol: stdin:2: row 1: length 30/,
    );
    assert.is(JSON.parse(run.stdout).moves, JSON.parse(run.stdout).line.length);
  },
);
cli('an input the explainer cannot read is an error naming the validator’s complaint', async () => {
  const run = await explain(['bhoj-1460', '--force'], 'x\n');
  assert.is(run.status, 1);
  assert.match(
    run.stderr,
    /^error: cannot explain stdin: outside the problem's format or constraints: bhoj-1460: stdin:1: n: expected one integer/,
  );
});
cli.e2e('the real command', () => {
  const run = runScript('explain', ['bhoj-1460', 'testdata/bhoj-1460/hand/five-cycle-draw.in']);
  assert.is(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    /^draw \(0\): neither side can force a win; the line repeats a position after \d+ moves\n {2}line: mouse 1->/,
  );
});
cli.run();
