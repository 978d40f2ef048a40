import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkComponentsUpTo, checkRandomComponents, componentsOfLength, randomComponent } from '../../scripts/lib/lol-component-check.ts';
import { canonical, forEachComponent } from '../../solutions/lib/lol-rows.ts';
import { Rng } from '../../scripts/lib/rng.ts';
import { checkLolTheoryCommand } from '../../scripts/check-lol-theory.ts';
import { runInProcess } from '../helpers/run-command.ts';

const check = suite('checkComponentsUpTo');
check('Fact 3 equals Fact 2 and P1 holds on every component of up to 18 cells', () => {
  const reports = [...checkComponentsUpTo(18)];
  assert.is(reports.length, 16);
  assert.equal(reports.flatMap((r) => r.failures), []);
  assert.is(reports.reduce((sum, r) => sum + r.components, 0), 2310);
  assert.equal([reports[15].totalComponents, reports[15].totalFailures], [2310, 0]);
});
check('enumerates each component shape once, up to mirroring', () => {
  assert.equal([...componentsOfLength(3)].sort(), ['***', '**L', '*O*']);
});
check('random components: canonical, one component of the asked length, and the same for the same seed', () => {
  const rng = new Rng(5);
  for (let i = 0; i < 200; i++) {
    const length = rng.int(3, 30);
    const component = randomComponent(rng, length);
    assert.is(component.length, length);
    assert.is(canonical(component), component);
    const spans: [number, number][] = [];
    forEachComponent(component, (from, to) => void spans.push([from, to]));
    assert.equal(spans, [[0, length]], component);
  }
  const draw = () => Array.from({ length: 5 }, () => randomComponent(new Rng(9), 25));
  assert.equal(draw(), draw());
});
check('the sampled check finds nothing wrong on components of 19 to 21 cells', () => {
  const reports = [...checkRandomComponents([19, 20, 21], 10, 3)];
  assert.equal(reports.map((r) => [r.length, r.components, r.failures.length]), [[19, 10, 0], [20, 10, 0], [21, 10, 0]]);
});
check.run();

const cli = suite('npm run check-lol-theory');
const run = (...args: string[]) => runInProcess(checkLolTheoryCommand, args);
cli('samples random components of the lengths asked for (the real command)', () => {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const args = ['--sample', '4', '--lengths', '20-21', '--seed', '2'];
  const result = spawnSync(process.execPath, [tsx, resolve('scripts/check-lol-theory.ts'), ...args], { encoding: 'utf8' });
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /checked: 8 random components of 20-21 cells \(seed 2\); Fact 3 equals Fact 2's recursion and P1 holds/);
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
