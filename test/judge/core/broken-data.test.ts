import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { judgeCommand } from '../../../scripts/judge.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

const FIXTURES = resolve('test/fixtures');
let fixtureRoot = '';

const broken = suite('broken test data');
broken.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-broken-'));
  copyFixtureRoot(fixtureRoot);
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(join(fixtureRoot, path, '..'), { recursive: true });
    writeFileSync(join(fixtureRoot, path), content);
  };
  put('testdata/sum/broken/only-in.in', '1 2\n');
  put('testdata/sum/broken/only-ans.ans', '3\n');
  put('testdata/sum/broken/latin1.in', Buffer.from([0x31, 0x20, 0xe9, 0x0a]));
  put('testdata/sum/broken/latin1.ans', '1\n');
  put('testdata/sum/broken/dangling.ans', '1\n');
  symlinkSync(join(fixtureRoot, 'nowhere.in'), join(fixtureRoot, 'testdata/sum/broken/dangling.in'));
  mkdirSync(join(fixtureRoot, 'testdata/sum/empty'));
  cpSync(join(fixtureRoot, 'problems/sum'), join(fixtureRoot, 'problems/untested'), { recursive: true });
  writeFileSync(
    join(fixtureRoot, 'problems/untested/problem.ts'),
    readFileSync(join(fixtureRoot, 'problems/sum/problem.ts'), 'utf8').replace("id: 'sum'", "id: 'untested'"),
  );
  cpSync(join(fixtureRoot, 'solutions/sum.ts'), join(fixtureRoot, 'solutions/untested.ts'));
});
broken.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

broken('each broken file is one line naming it; the good tests still run; exit 1', async () => {
  const run = await runInProcess(judgeCommand, ['--root', fixtureRoot, 'sum', 'untested', 'nope']);
  assert.is(run.status, 1, run.stderr);
  const lines = run.stdout.split('\n');
  const expectLine = (pattern: RegExp) =>
    assert.ok(
      lines.some((l) => pattern.test(l)),
      `${pattern} in\n${run.stdout}`,
    );
  expectLine(/data error testdata\/sum\/broken\/only-in\.in: input without answer: only-in\.ans is missing/);
  expectLine(/data error testdata\/sum\/broken\/only-ans\.ans: answer without input: only-ans\.in is missing/);
  expectLine(/data error testdata\/sum\/broken\/latin1\.in: not UTF-8 text/);
  expectLine(/data error testdata\/sum\/broken\/dangling\.in: cannot read: ENOENT/);
  expectLine(/data error testdata\/sum\/empty: empty group: no \.in\/\.ans files/);
  expectLine(/data error testdata\/untested: no test data folder for this problem/);
  expectLine(/error nope: unknown problem id 'nope'/);
  expectLine(/AC\s+sample\/1/);
  expectLine(/AC\s+sample\/2/);
  expectLine(/^not all tests AC$/);
});
broken.run();

const vanishing = suite('a test removed while the judge runs');
vanishing('is one data error naming it; the judge goes on', async () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-vanish-'));
  try {
    copyFixtureRoot(root);
    const report = await judge({
      root,
      problemIds: ['sum'],
      solution: join(FIXTURES, 'solutions/ac.ts'),
      jobs: 1,
      onResult: ({ done }) => {
        if (done === 1) rmSync(join(root, 'testdata/sum/sample/2.in'));
      },
    });
    assert.equal(
      report.problems[0].results.map((r) => r.name),
      ['1'],
    );
    assert.equal(report.problems[0].dataErrors, [
      { file: 'testdata/sum/sample/2.in', message: 'cannot read: ENOENT (it changed while judging)' },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
vanishing.run();
