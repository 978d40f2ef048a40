import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const BIN = resolve('judge/bin.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const FIXTURES = resolve('test/fixtures');

let kit = '';
function judge(...args: string[]) {
  const run = spawnSync(process.execPath, [TSX_CLI, BIN, '--root', kit, ...args], { cwd: kit, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
const fixture = (name: string) => join(FIXTURES, 'solutions', name);

const cli = suite('judge CLI on a fixture kit');
cli.before(() => {
  kit = mkdtempSync(join(tmpdir(), 'judge-cli-'));
  cpSync(join(FIXTURES, 'kit'), kit, { recursive: true });
});
cli.after(() => rmSync(kit, { recursive: true, force: true }));

cli('AC: exit 0, every test AC with time and memory', () => {
  const run = judge('sum', '--solution', fixture('ac.ts'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /AC\s+sample\/1\s+\d+ ms\s+\d+\.\d MB/);
  assert.match(run.stdout, /2\/2 AC; slowest sample\/\d \d+ ms; peak memory \d+\.\d MB/);
});
cli('WA: exit 1, the first differing line and the input path', () => {
  const run = judge('sum', '--solution', fixture('wa.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /WA\s+sample\/1/);
  assert.match(run.stdout, /line 1: expected "5", got "6"/);
  assert.match(run.stdout, /input: testdata\/sum\/sample\/1\.in/);
  assert.match(run.stdout, /0\/2 AC/);
});
cli('RE: exit code and the tail of stderr', () => {
  const run = judge('sum', '--solution', fixture('re.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /RE\s+sample\/1/);
  assert.match(run.stdout, /exit code 1/);
  assert.match(run.stdout, /fixture failure on 4 bytes/);
});
cli('TLE: the endless loop is stopped at the time limit', () => {
  const run = judge('sum', '--solution', fixture('tle.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /TLE\s+sample\/1/);
  assert.match(run.stdout, /TLE\s+sample\/2/);
});
cli('a file without solve runs as a plain program', () => {
  const run = judge('sum', '--solution', fixture('plain-program.js'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /runs as a program/);
});
cli('a CommonJS file that exports solve gets the stdin entry', () => {
  const run = judge('sum', '--solution', fixture('commonjs-solve.cjs'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /no ES export of solve: runs as a program \(a CommonJS solve export is used\)/);
});
cli('--json prints one report object', () => {
  const run = judge('sum', '--solution', fixture('wa.ts'), '--json');
  const report = JSON.parse(run.stdout);
  assert.is(report.ok, false);
  assert.equal(
    report.problems[0].tests.map((t: { verdict: string }) => t.verdict),
    ['WA', 'WA'],
  );
  assert.equal(report.problems[0].tests[0].diff, { same: false, line: 1, expected: '5', actual: '6' });
  assert.ok(report.problems[0].tests[0].peakRssKb > 0);
});
cli('an unknown problem id is one line naming it; the other problems are still judged', () => {
  const run = judge('nope', 'sum');
  assert.is(run.status, 1);
  assert.match(run.stdout, /error nope: unknown problem id 'nope' \(no .*problem\.json\); known ids: sum/);
  assert.match(run.stdout, /2\/2 AC/);
});
cli('--solution needs exactly one problem', () => {
  const run = judge('--solution', fixture('ac.ts'), 'sum', 'sum');
  assert.is(run.status, 1);
  assert.match(run.stderr, /--solution judges one problem/);
});
cli('a missing solution file is named', () => {
  const run = judge('sum', '--solution', 'no-such-file.ts');
  assert.is(run.status, 1);
  assert.match(run.stdout, /error sum: solution file not found: no-such-file\.ts/);
});
cli('a solution that does not compile is named with its line', () => {
  const run = judge('sum', '--solution', fixture('syntax-error.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /error sum: cannot bundle .*syntax-error\.ts: .*syntax-error\.ts:3:\d+: /);
});
cli.run();
