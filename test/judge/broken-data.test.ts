import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const BIN = resolve('judge/bin.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const FIXTURES = resolve('test/fixtures');
let kit = '';

const broken = suite('broken test data');
broken.before(() => {
  kit = mkdtempSync(join(tmpdir(), 'judge-broken-'));
  cpSync(join(FIXTURES, 'kit'), kit, { recursive: true });
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(join(kit, path, '..'), { recursive: true });
    writeFileSync(join(kit, path), content);
  };
  put('testdata/sum/broken/only-in.in', '1 2\n');
  put('testdata/sum/broken/only-ans.ans', '3\n');
  put('testdata/sum/broken/latin1.in', Buffer.from([0x31, 0x20, 0xe9, 0x0a]));
  put('testdata/sum/broken/latin1.ans', '1\n');
  put('testdata/sum/broken/dangling.ans', '1\n');
  symlinkSync(join(kit, 'nowhere.in'), join(kit, 'testdata/sum/broken/dangling.in'));
  mkdirSync(join(kit, 'testdata/sum/empty'));
  cpSync(join(kit, 'problems/sum'), join(kit, 'problems/untested'), { recursive: true });
  writeFileSync(join(kit, 'problems/untested/problem.json'), readFileSync(join(kit, 'problems/sum/problem.json'), 'utf8').replace('"sum"', '"untested"'));
  cpSync(join(kit, 'solutions/sum.ts'), join(kit, 'solutions/untested.ts'));
});
broken.after(() => rmSync(kit, { recursive: true, force: true }));

broken('each broken file is one line naming it; the good tests still run; exit 1', () => {
  const run = spawnSync(process.execPath, [TSX_CLI, BIN, '--root', kit, 'sum', 'untested', 'nope'], { encoding: 'utf8', timeout: 60_000 });
  assert.is(run.status, 1, run.stderr);
  const lines = run.stdout.split('\n');
  const expectLine = (pattern: RegExp) => assert.ok(lines.some((l) => pattern.test(l)), `${pattern} in\n${run.stdout}`);
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

/** Processes running the sleeping fixture's bundle. */
function sleeperPids(): string[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        return readFileSync(`/proc/${e}/cmdline`, 'latin1').includes('sum--sleeps');
      } catch {
        return false;
      }
    });
}

const interrupt = suite('Ctrl-C');
interrupt('kills the running solutions, prints the results so far and exits 130', async () => {
  const root = mkdtempSync(join(tmpdir(), 'judge-interrupt-'));
  try {
    cpSync(join(FIXTURES, 'kit'), root, { recursive: true });
    writeFileSync(join(root, 'testdata/sum/sample/3.in'), '1\n');
    writeFileSync(join(root, 'testdata/sum/sample/3.ans'), '1\n');
    const child = spawn(process.execPath, [TSX_CLI, BIN, '--root', root, '--jobs', '1', 'sum', '--solution', join(FIXTURES, 'solutions/sleeps.ts')]);
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // The first test is stopped by its wall-clock cap at 1.5 s; Ctrl-C comes once the second one is running.
    const seen = new Set<string>();
    let interruptedAt = 0;
    const watch = setInterval(() => {
      for (const pid of sleeperPids()) seen.add(pid);
      if (seen.size >= 2) {
        clearInterval(watch);
        interruptedAt = Date.now();
        child.kill('SIGINT');
      }
    }, 20);
    const status = await new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    clearInterval(watch);
    assert.is(status, 130);
    assert.ok(Date.now() - interruptedAt < 1500, 'stopped at once, not at the wall-clock cap');
    assert.match(stdout, /TLE\s+sample\/1/);
    assert.not.match(stdout, /sample\/2/);
    assert.match(stdout, /interrupted: the results above are the tests that finished/);
    const sleepers = sleeperPids();
    assert.equal(sleepers, []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
interrupt.run();
