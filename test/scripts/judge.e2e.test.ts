// npm run judge end to end: a C++ solution that does not compile, g++ run on it, and Ctrl-C to the real command, a
// process of its own (npm run test:full; judge.test.ts tests the command in-process).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeCommand } from '../../scripts/judge.ts';
import { runInProcess } from '../helpers/run-command.ts';
import { hasTool } from '../helpers/compilers.ts';
import { copyFixtureRoot } from '../helpers/fixture-root.ts';

const FIXTURES = resolve('test/fixtures');

const cli = suite('judge CLI, a C++ solution');
cli('--solution ID=FILE: a C++ file that does not compile gets CE, and the next problem is still judged', async () => {
  if (!hasTool('C++', 'g++')) return;
  // A root of two problems: the fixture's sum, and the same problem again as "total".
  const two = mkdtempSync(join(tmpdir(), 'judge-two-'));
  try {
    copyFixtureRoot(two);
    cpSync(join(two, 'problems/sum'), join(two, 'problems/total'), { recursive: true });
    const definition = join(two, 'problems/total/problem.ts');
    writeFileSync(definition, readFileSync(definition, 'utf8').replace("id: 'sum'", "id: 'total'"));
    cpSync(join(two, 'testdata/sum'), join(two, 'testdata/total'), { recursive: true });
    cpSync(join(two, 'solutions/sum.ts'), join(two, 'solutions/total.ts'));
    const run = await runInProcess(judgeCommand, [
      '--root',
      two,
      '--solution',
      `sum=${join(FIXTURES, 'solutions/native/ce.cpp')}`,
      '--json',
    ]);
    assert.is(run.status, 1);
    const report = JSON.parse(run.stdout);
    const byId = Object.fromEntries(report.problems.map((p: { id: string }) => [p.id, p]));
    assert.match(byId.sum.compileError, /ce\.cpp:\d+/);
    assert.equal(byId.sum.tests, []);
    assert.equal(
      byId.total.tests.map((t: { verdict: string }) => t.verdict),
      ['AC', 'AC'],
    );
    const text = await runInProcess(judgeCommand, [
      '--root',
      two,
      '--solution',
      `sum=${join(FIXTURES, 'solutions/native/ce.cpp')}`,
    ]);
    assert.match(text.stdout, /^sum: [\s\S]*CE +the solution does not compile:[\s\S]*^total: [\s\S]*2\/2 AC/m);
  } finally {
    rmSync(two, { recursive: true, force: true });
  }
});
cli.run();

/** Processes whose command line holds `marker` (the test's own root folder). */
function processesRunning(marker: string): string[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        return readFileSync(`/proc/${e}/cmdline`, 'latin1').includes(marker);
      } catch {
        return false;
      }
    });
}

// The one run of the real command, as `npm run judge` starts it: Ctrl-C is a signal to the process.
const interrupt = suite('npm run judge, Ctrl-C');
interrupt('kills the running solutions, prints the results so far and exits 130', async () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-interrupt-'));
  const marker = join(root, 'second-test-is-running');
  try {
    copyFixtureRoot(root);
    writeFileSync(join(root, 'testdata/sum/sample/2.in'), `sleep ${marker}\n`);
    // The wall-clock cap (65 s) is far beyond any wait here, so only Ctrl-C can have stopped the sleeper.
    const args = [
      '--root',
      root,
      '--jobs',
      '1',
      'sum',
      '--solution',
      join(FIXTURES, 'solutions/sleeps-when-asked.ts'),
      '--time-limit',
      '32000',
      // The sleeper tells this test it runs by a file outside its scratch folder, which the sandbox forbids.
      '--no-sandbox',
    ];
    // node --import tsx, not the tsx command: the signal goes straight to the judge, with no relaying parent between.
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('scripts/judge.ts'), ...args]);
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const watch = setInterval(() => {
      if (existsSync(marker)) {
        clearInterval(watch);
        child.kill('SIGINT');
      }
    }, 20);
    const status = await exited;
    clearInterval(watch);
    assert.is(status, 130, stdout);
    assert.match(stdout, /AC\s+sample\/1/, stdout);
    assert.not.match(stdout, /sample\/2/, stdout);
    assert.match(stdout, /interrupted: the results above are the tests that finished/);
    const left = processesRunning(join(root, 'dist'));
    assert.equal(
      left.map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ');
        } catch {
          return pid;
        }
      }),
      [],
      'no solution left running',
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
interrupt.run();
