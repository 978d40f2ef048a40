// npm run judge's command line on a fixture root: each verdict as printed and in --json, the flags, what --bail,
// --test and --group judge; a C++ CE, Ctrl-C to the real process and --bail on a loop are end to end (judge.e2e.test.ts,
// .e2e here; npm run test:full).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { suite } from '../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { judgeCommand } from '../../scripts/judge.ts';
import { runInProcess } from '../helpers/run-command.ts';
import { copyFixtureRoot } from '../helpers/fixture-root.ts';

const FIXTURES = resolve('test/fixtures');

let fixtureRoot = '';
const judge = (...args: string[]) => runInProcess(judgeCommand, ['--root', fixtureRoot, ...args]);
const fixture = (name: string) => join(FIXTURES, 'solutions', name);

const cli = suite('judge CLI on a fixture root');
cli.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-cli-'));
  copyFixtureRoot(fixtureRoot);
});
cli.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

cli('AC: exit 0, every test AC with time and memory', async () => {
  const run = await judge('sum', '--solution', fixture('ac.ts'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /AC\s+sample\/1\s+\d+ ms\s+\d+\.\d MB/);
  assert.match(run.stdout, /2\/2 AC; slowest sample\/\d \d+ ms; peak memory \d+\.\d MB/);
});
cli('WA: exit 1, the first differing line and the input path', async () => {
  const run = await judge('sum', '--solution', fixture('wa.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /WA\s+sample\/1/);
  assert.match(run.stdout, /line 1: expected "5", got "6"/);
  assert.match(run.stdout, /input: testdata\/sum\/sample\/1\.in/);
  assert.match(run.stdout, /0\/2 AC/);
  // The page's command: the same problem, solution and root, to paste.
  assert.match(
    run.stdout,
    `  npm run ui -- sum --solution ${fixture('wa.ts')} --root ${fixtureRoot}    (the page: each failure`,
  );
});
cli('RE: the error thrown, where in the solution, and the tail of stderr', async () => {
  const run = await judge('sum', '--solution', fixture('re.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /RE\s+sample\/1/);
  assert.match(run.stdout, /Error: fixture failure on 4 bytes at \S*fixtures\/solutions\/re\.ts:3:9/);
  assert.match(run.stdout, /stderr \(tail\):/);
});
cli('a file with no solve() that prints nothing: one line saying what to write, not a WA per test', async () => {
  const run = await judge('sum', '--solution', fixture('empty.ts'));
  assert.is(run.status, 1);
  const line =
    /WA {3}\S*fixtures\/solutions\/empty\.ts exports no solve\(\) and printed nothing on any of the 2 tests: write `export function solve\(input: string\): string` returning the whole output/;
  assert.match(run.stdout, line);
  assert.not.match(run.stdout, /WA\s+sample\/1/);
  const json = JSON.parse((await judge('sum', '--solution', fixture('empty.ts'), '--json')).stdout);
  assert.match(json.problems[0].printsNothing, /empty\.ts exports no solve\(\)/);
  assert.is(json.problems[0].tests.length, 2, 'the results are all there');
  // A program that prints something is judged test by test as before.
  assert.match((await judge('sum', '--solution', fixture('plain-program.js'))).stdout, /sample\/1/);
});
cli('a WA in a file of several cases names the case: the LOL row, not only the line', async () => {
  const run = await runInProcess(judgeCommand, [
    'lanqiao-lol',
    '--solution',
    'solutions/wrong/lanqiao-lol/full-row-is-loss.ts',
    '--test',
    'sample/1',
  ]);
  assert.is(run.status, 1);
  assert.match(run.stdout, /line 1: expected "0", got "1"\n {7}case 1: \*\*\*\n/);
});
cli.e2e('TLE: the endless loop is stopped at the time limit given by --time-limit', async () => {
  const run = await judge('sum', '--solution', fixture('tle.ts'), '--time-limit', '300');
  assert.is(run.status, 1);
  assert.match(run.stdout, /limits 300 ms CPU \(wall cap 1600 ms\)/);
  assert.match(run.stdout, /TLE\s+sample\/1/);
  assert.match(run.stdout, /TLE\s+sample\/2/);
});
cli('bad flags: one line and the usage, exit 2', async () => {
  for (const [args, message] of [
    [['--jobs', 'abc'], /^error: --jobs takes a whole number >= 1, got "abc"\nusage: npm run judge/],
    [['--time-limit', '0'], /^error: --time-limit takes a whole number >= 1, got "0"\n/],
    [['--bogus'], /^error: Unknown option '--bogus'\nusage: npm run judge/],
  ] as const) {
    const run = await judge(...args);
    assert.is(run.status, 2);
    assert.match(run.stderr, message);
  }
  const help = await judge('--help');
  assert.is(help.status, 0);
  assert.match(help.stdout, /^usage: npm run judge -- \[problem-id \.\.\.\] \[flags\]\n/);
});
cli('a file without solve runs as a plain program', async () => {
  const run = await judge('sum', '--solution', fixture('plain-program.js'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /runs as a program/);
});
cli('a CommonJS file that exports solve gets the stdin entry', async () => {
  const run = await judge('sum', '--solution', fixture('commonjs-solve.cjs'));
  assert.is(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /no ES export of solve: runs as a program \(a CommonJS solve export is used\)/);
});
cli('on a terminal: progress while it runs, then the report as on a pipe', async () => {
  const piped = await judge('sum', '--solution', fixture('wa.ts'), '--fresh', '--answers-first');
  const tty = await runInProcess(
    judgeCommand,
    // Fresh: the piped run's results are remembered, and a remembered test gets no answer first.
    ['--root', fixtureRoot, 'sum', '--solution', fixture('wa.ts'), '--fresh', '--answers-first'],
    '',
    true,
  );
  assert.not.match(piped.stdout, /judging:|\r/);
  // The answers first, from warm workers, then each test confirmed in its own process.
  const answers = tty.stdout.indexOf('judging: answers 2/2 (2 not AC, provisional); confirmed 0/2 tests');
  const confirmed = tty.stdout.search(/confirmed 1\/2 tests, 1 failed, [\d.]+ s/);
  assert.ok(answers >= 0 && confirmed > answers, tty.stdout);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the status line is cleared with ESC [ K
  assert.match(tty.stdout, /confirmed 2\/2 tests, 2 failed, [\d.]+ s\r\x1b\[K/);
  const report = stripVTControlCharacters(tty.stdout.slice(tty.stdout.lastIndexOf('\r\x1b[K') + 4));
  // Times, memory and which test was slowest differ from run to run, and so do the widths of the columns that hold
  // them (a time of 100 ms takes one more place than 99 ms); the rest is the same text.
  const same = (text: string) =>
    text
      .replace(/\d+ ms/g, 'T')
      .replace(/[\d.]+ MB/g, 'M')
      .replace(/slowest \S+/, 'slowest X')
      .replace(/ +/g, ' ');
  assert.is(same(report), same(piped.stdout));
});
cli('on a terminal without --answers-first: no warm pass, each test told once it has run', async () => {
  const tty = await runInProcess(
    judgeCommand,
    ['--root', fixtureRoot, 'sum', '--solution', fixture('wa.ts'), '--fresh'],
    '',
    true,
  );
  assert.not.match(tty.stdout, /answers \d|provisional/);
  assert.match(tty.stdout, /judging: 2\/2 tests, 2 failed, [\d.]+ s/);
});
cli('--json prints one report object', async () => {
  const run = await judge('sum', '--solution', fixture('wa.ts'), '--json');
  const report = JSON.parse(run.stdout);
  assert.is(report.ok, false);
  assert.equal(
    report.problems[0].tests.map((t: { verdict: string }) => t.verdict),
    ['WA', 'WA'],
  );
  assert.equal(report.problems[0].tests[0].diff, { same: false, line: 1, expected: '5', actual: '6' });
  assert.ok(report.problems[0].tests[0].peakRssKb > 0);
});
cli('an unknown problem id is one line naming it; the other problems are still judged', async () => {
  const run = await judge('nope', 'sum');
  assert.is(run.status, 1);
  assert.match(run.stdout, /error nope: unknown problem id 'nope' \(no .*problem\.ts\); known ids: sum/);
  assert.match(run.stdout, /2\/2 AC/);
});
cli('--solution FILE needs the problems it solves; two plain files are one too many', async () => {
  const run = await judge('--solution', fixture('ac.ts'));
  assert.is(run.status, 1);
  assert.match(run.stderr, /--solution needs the problem it solves: name its id \(or give --solution ID=FILE\)/);
  const two = await judge('sum', '--solution', fixture('ac.ts'), '--solution', fixture('wa.ts'));
  assert.is(two.status, 2);
  assert.match(two.stderr, /^error: one --solution FILE at most .*give ID=FILE for each problem instead/);
});
cli('a file of a type the judge does not take is named, with the types it takes', async () => {
  const run = await judge('sum', '--solution', 'solution.rb');
  assert.is(run.status, 1);
  assert.match(
    run.stdout,
    /error sum: solution\.rb: the judge takes \.ts .*\.cpp .*\.java files; run anything else with --command/,
  );
});
cli('a missing solution file is named', async () => {
  const run = await judge('sum', '--solution', 'no-such-file.ts');
  assert.is(run.status, 1);
  assert.match(run.stdout, /error sum: solution file not found: no-such-file\.ts/);
});
cli('a solution that does not compile is CE, with its file, line and column', async () => {
  const run = await judge('sum', '--solution', fixture('syntax-error.ts'));
  assert.is(run.status, 1);
  assert.match(run.stdout, /CE +the solution does not compile:\n +\S*syntax-error\.ts:3:\d+: error: /);
  assert.not.match(run.stdout, /cannot bundle/);
});
cli(
  'a type error is CE, as tsc gives it, on the terminal and in --json; --no-typecheck judges it all the same',
  async () => {
    const run = await judge('sum', '--solution', fixture('type-error.ts'));
    assert.is(run.status, 1);
    assert.match(run.stdout, /CE +the solution does not compile:\n +\S*type-error\.ts:3:9: error TS2322: /);
    const json = JSON.parse((await judge('sum', '--solution', fixture('type-error.ts'), '--json')).stdout);
    assert.match(
      json.problems[0].compileError,
      /type-error\.ts:3:9: error TS2322: Type 'string\[\]' is not assignable/,
    );
    const lenient = await judge('sum', '--solution', fixture('type-error.ts'), '--no-typecheck');
    assert.is(lenient.status, 0, lenient.stdout);
  },
);
cli.run();

// A root whose problem has more tests, in two groups and a nested one: what --bail leaves, what --test and --group pick.
let pickRoot = '';
const pick = suite('judge --bail, --test, --group');
pick.before(() => {
  pickRoot = mkdtempSync(join(tmpdir(), 'judge-pick-'));
  copyFixtureRoot(pickRoot);
  const tests: Record<string, [string, string]> = {
    'secret/3': ['1 2\n', '3\n'],
    'secret/big/10': ['4 6\n', '10\n'],
    'secret/big/cycle-20': ['9 11\n', '20\n'],
  };
  for (const [key, [input, answer]] of Object.entries(tests)) {
    const base = join(pickRoot, 'testdata', 'sum', key);
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.in`, input);
    writeFileSync(`${base}.ans`, answer);
  }
});
pick.after(() => rmSync(pickRoot, { recursive: true, force: true }));
const judgeIn = (...args: string[]) => runInProcess(judgeCommand, ['--root', pickRoot, 'sum', ...args]);
const keys = (stdout: string) =>
  (JSON.parse(stdout).problems[0].tests as { group: string; name: string }[]).map((t) => `${t.group}/${t.name}`);

pick.e2e(
  '--bail: a solution looping on every test ends after the first, the rest stopped or never started',
  async () => {
    // Two at a time: the second test starts beside the first and is stopped when the first fails.
    const args = ['--solution', fixture('tle.ts'), '--time-limit', '300', '--jobs', '2', '--bail', '--fresh'];
    const json = await judgeIn(...args, '--json');
    assert.is(json.status, 1, json.stderr);
    assert.equal(keys(json.stdout), ['sample/1']);
    assert.equal(JSON.parse(json.stdout).problems[0].bailed, { at: 'sample/1', left: 4 });
    const text = await judgeIn(...args);
    assert.match(text.stdout, /stopped at the first failure, sample\/1 \(--bail\): 4 tests after it not run/);
    assert.is(text.stdout.match(/TLE\s+\S+\s+\d+ ms/g)?.length, 1, text.stdout);
  },
);
pick(
  '--test picks by part of the key, the name or a glob; --group a group and those under it; both: both',
  async () => {
    const judged = async (...args: string[]) => {
      const run = await judgeIn('--solution', fixture('ac.ts'), '--json', ...args);
      assert.is(run.status, 0, run.stderr);
      return keys(run.stdout);
    };
    assert.equal(await judged('--test', 'cycle'), ['secret/big/cycle-20']);
    assert.equal(await judged('--test', 'sample/2', '--test', '3'), ['sample/2', 'secret/3']);
    assert.equal(await judged('--test', 'secret/*'), ['secret/3', 'secret/big/10', 'secret/big/cycle-20']);
    assert.equal(await judged('--test', '1?'), ['secret/big/10']);
    assert.equal(await judged('--group', 'secret'), ['secret/3', 'secret/big/10', 'secret/big/cycle-20']);
    assert.equal(await judged('--group', 'secret/big/'), ['secret/big/10', 'secret/big/cycle-20']);
    assert.equal(await judged('--group', 'secret', '--test', '1'), ['secret/big/10']);
  },
);
pick('a selection that picks nothing: one line naming it and the groups there, exit 2', async () => {
  const run = await judgeIn('--solution', fixture('ac.ts'), '--group', 'secrets');
  assert.is(run.status, 2);
  assert.match(run.stderr, /^error: no test matches --group secrets in sum \(groups: sample, secret, secret\/big\)\n/);
});
pick(
  'a selection on a solution that does not compile: CE, as without one, not a selection that picks nothing',
  async () => {
    const run = await judgeIn('--solution', fixture('syntax-error.ts'), '--group', 'sample', '--json');
    assert.is(run.status, 1, run.stderr);
    assert.match(JSON.parse(run.stdout).problems[0].compileError, 'syntax-error.ts:3:');
  },
);
pick.run();
