import { suite } from '../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { checkLolTheoryCommand } from '../../scripts/check-lol-theory.ts';
import { runInProcess, runScript } from '../helpers/run-command.ts';

const cli = suite('npm run check-lol-theory');
const run = (...args: string[]) => runInProcess(checkLolTheoryCommand, args);
cli.e2e('samples random components of the lengths asked for (the real command)', () => {
  const result = runScript('check-lol-theory', ['--sample', '4', '--lengths', '20-21', '--seed', '2']);
  assert.is(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    /checked: 8 random components of 20-21 cells \(seed 2\); Fact 3 equals Fact 2's recursion and P1 holds/,
  );
});
cli('bad flags are one-line errors and the usage, exit 2', async () => {
  for (const [args, message] of [
    [['--sample', '4'], /--sample needs --lengths/],
    [['--sample', '4', '--lengths', '30-20'], /--lengths takes a length or a range like 41-44/],
    [['--max-length', '12', '--sample', '2', '--lengths', '20'], /give --max-length or --sample, not both/],
  ] as const) {
    const result = await run(...args);
    assert.is(result.status, 2);
    assert.match(result.stderr, message);
    assert.match(result.stderr, /\nusage: npm run check-lol-theory/);
  }
});
cli.run();
