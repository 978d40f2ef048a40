// npm run build -- ID --solution FILE: the user's own file bundled as the judge bundles it, to submit; the judge
// gives the bundle the verdicts it gives the file; the paste form beside it where the problem has one.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildCommand } from '../../scripts/build.ts';
import { judgeCommand } from '../../scripts/judge.ts';
import { copyFixtureRoot } from '../helpers/fixture-root.ts';
import { runInProcess } from '../helpers/run-command.ts';

let root = '';
const build = suite('npm run build --solution');
build.before(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-build-'));
  copyFixtureRoot(root);
});
build.after(() => rmSync(root, { recursive: true, force: true }));

/** Each test's verdict as the judge prints it: "AC sample/1", ... */
const verdicts = async (solution: string) => {
  const run = await runInProcess(judgeCommand, ['--root', root, 'sum', '--solution', solution, '--json']);
  const report = JSON.parse(run.stdout) as { problems: { tests: { verdict: string; name: string }[] }[] };
  return report.problems[0].tests.map((r) => `${r.verdict} ${r.name}`);
};

build('your file, bundled to dist/<name>.js: the judge gives the bundle the verdicts it gives the file', async () => {
  for (const fixture of ['ac.ts', 'wa.ts']) {
    const mine = join(root, `my-${fixture}`);
    writeFileSync(mine, readFileSync(resolve('test/fixtures/solutions', fixture)));
    const run = await runInProcess(buildCommand, ['--root', root, 'sum', '--solution', mine]);
    assert.is(run.status, 0, run.stderr);
    const bundle = join(root, 'dist', `my-${fixture.replace('.ts', '.js')}`);
    assert.match(run.stdout, `dist/my-${fixture.replace('.ts', '.js')}`);
    assert.ok(existsSync(bundle));
    assert.equal(await verdicts(bundle), await verdicts(mine), fixture);
  }
  // The kit's own bundle is not touched.
  assert.not.ok(existsSync(join(root, 'dist', 'sum.js')));
});

build(
  '--out FILE; one problem only; --out alone, or onto the solution itself, refused with nothing written',
  async () => {
    const mine = join(root, 'mine.ts');
    writeFileSync(mine, readFileSync(resolve('test/fixtures/solutions/ac.ts')));
    const out = join(root, 'out', 'submit.js');
    assert.is((await runInProcess(buildCommand, ['--root', root, 'sum', '--solution', mine, '--out', out])).status, 0);
    assert.ok(existsSync(out));
    const none = await runInProcess(buildCommand, ['--root', root, '--solution', mine]);
    assert.equal(
      [none.status, none.stderr.split('\n')[0]],
      [2, 'error: --solution FILE needs the one problem it solves: npm run build -- ID --solution FILE'],
    );
    const alone = await runInProcess(buildCommand, ['--root', root, 'sum', '--out', out]);
    assert.is(alone.status, 2);
    const before = readFileSync(mine, 'utf8');
    const onto = await runInProcess(buildCommand, ['--root', root, 'sum', '--solution', mine, '--out', mine]);
    assert.is(onto.status, 1);
    assert.match(onto.stderr, 'that is the solution itself (nothing written)');
    assert.is(readFileSync(mine, 'utf8'), before);
  },
);

build.run();
