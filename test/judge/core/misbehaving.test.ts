import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type LimitOverrides, type TestResult } from '../../../judge/core/judge.ts';
import { formatJson, formatText, pageRow } from '../../../judge/report/index.ts';
import { verdictReason } from '../../../judge/report/page/verdict-reason.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

// The fixture problem allows 2,000 ms of CPU, 1,024 MB and 1 MB of output. A test of one limit sets that limit so
// that the misbehaviour reaches it long before any other limit could fire, however slow or busy the machine: an
// idle run reaches each in a tenth of the other limits' budget or less. Nothing here asserts how fast a run was.
const FIXTURES = resolve('test/fixtures');
/** The CPU loop reaches 300 ms of CPU after ~0.4 s of wall time on an idle machine; the wall cap is 75 times that. */
const CPU_BOUND: LimitOverrides = { timeMs: 300, wallMs: 30_000 };
/** A sleeper uses ~0.1 s of CPU to start; the CPU limit stays at 2,000 ms while the wall cap comes at 0.5 s. */
const SLEEPY: LimitOverrides = { wallMs: 500 };
/** Node.js alone takes ~45 MB; 96 MB is passed within ~0.2 s of CPU even where memory faults in at 3 ms a MB. */
const MEMORY_BOUND: LimitOverrides = { memoryMb: 96, timeMs: 20_000 };
let fixtureRoot = '';
let rootListing: string[] = [];

function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.startsWith('dist')).sort();
}

/** Processes still alive (not dead and waiting to be reaped) whose command line carries the fixtures' marker. */
function orphans(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (cmdline.includes('judge-fixture-orphan') && state !== 'Z' && state !== 'X')
        found.push(`${entry} (${state}): ${cmdline.replace(/\0/g, ' ')}`);
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/**
 * The orphans left once the kernel has had time to finish what the judge's SIGKILL started: on a busy machine a
 * killed process is still listed for a moment (seen gone 2 s later), so the check waits up to 20 s for the list to
 * empty. A process that survives is still caught: it is listed after the wait too.
 */
async function orphansAfterKill(): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let found = orphans();
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = orphans();
  }
  return found;
}

/**
 * Judges a fixture on the fixture problem's two tests, which shows the judge going on after the first: for the
 * limits and the processes left behind. A misbehaviour that ends by itself (an exit, a crash, a wrong output) is
 * judged on one test, `once`. Not type-checked: the runs are what is judged here (a type error's CE is
 * test/scripts/judge.test.ts's), and a check of its own for each fixture costs more than its runs.
 */
async function judgeFixture(file: string, limits?: LimitOverrides, once = false): Promise<TestResult[]> {
  const report = await judge({
    root: fixtureRoot,
    problemIds: [once ? 'once' : 'sum'],
    solution: join(FIXTURES, 'solutions', file),
    limits,
    typecheck: false,
  });
  assert.equal(report.errors, []);
  const results = report.problems[0].results;
  assert.is(results.length, once ? 1 : 2, 'every test ran');
  return results;
}

const bad = suite('misbehaving solutions');
bad.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-misbehave-'));
  copyFixtureRoot(fixtureRoot);
  // 'once': the fixture problem with its first test only.
  cpSync(join(fixtureRoot, 'problems/sum'), join(fixtureRoot, 'problems/once'), { recursive: true });
  const problem = join(fixtureRoot, 'problems/once/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace("id: 'sum',", "id: 'once',"));
  mkdirSync(join(fixtureRoot, 'testdata/once/sample'), { recursive: true });
  for (const ext of ['in', 'ans'])
    cpSync(join(fixtureRoot, `testdata/sum/sample/1.${ext}`), join(fixtureRoot, `testdata/once/sample/1.${ext}`));
  rootListing = listing(fixtureRoot);
});
bad.after.each(async () => {
  assert.equal(await orphansAfterKill(), [], 'no process the solution started is still running');
  assert.equal(listing(fixtureRoot), rootListing, 'the root folder is unchanged');
});
bad.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

bad('an endless loop gets TLE at the CPU limit', async () => {
  for (const r of await judgeFixture('tle.ts', CPU_BOUND)) {
    assert.is(r.verdict, 'TLE');
    assert.is(r.wallTimeExceeded, false, 'stopped by the CPU limit, not the wall-clock cap');
    assert.ok((r.cpuMs ?? 0) >= 300, `cpu ${r.cpuMs}`);
  }
});
bad('blocking without CPU gets TLE by the wall-clock cap', async () => {
  for (const file of ['sleeps.ts', 'idles-forever.js']) {
    for (const r of await judgeFixture(file, SLEEPY)) {
      assert.is(r.verdict, 'TLE', file);
      assert.is(r.wallTimeExceeded, true, `${file}: stopped by the wall-clock cap`);
      assert.ok(r.cpuMs !== null && r.cpuMs < 2000 && r.wallMs >= 500, `${file}: cpu ${r.cpuMs} wall ${r.wallMs}`);
    }
  }
});
bad('children left running, in the process group or out of it, are killed', async () => {
  for (const r of await judgeFixture('leaves-orphans.js')) assert.is(r.verdict, 'AC');
  for (const r of await judgeFixture('loops-with-children.js', CPU_BOUND)) assert.is(r.verdict, 'TLE');
});
bad('a child that forks twice, leaves the session, clears its environment and idles is killed', async () => {
  for (const r of await judgeFixture('escapes-empty-env.js')) assert.is(r.verdict, 'AC');
  assert.equal(await orphansAfterKill(), [], 'the escaped child is still running');
});
bad('a non-zero exit, a throw and a signal get RE with their details', async () => {
  for (const r of await judgeFixture('exits-non-zero.ts', undefined, true))
    assert.equal([r.verdict, r.exitCode, r.signal], ['RE', 3, null]);
  for (const r of await judgeFixture('re.ts', undefined, true)) {
    assert.is(r.verdict, 'RE');
    assert.match(r.stderrTail, /Error: fixture failure on \d+ bytes/);
    // The thrown error and where, in the fixture's own file (the bundle's source map), not the bundle's.
    assert.match(
      r.errorReason ?? '',
      /^Error: fixture failure on \d+ bytes at \S*test\/fixtures\/solutions\/re\.ts:3:9$/,
    );
    assert.not.match(r.stderrTail, /dist\/\.judge/, r.stderrTail);
  }
  for (const r of await judgeFixture('dies-by-signal.ts', undefined, true)) {
    assert.equal([r.verdict, r.signal], ['RE', 'SIGSEGV']);
    assert.match(r.errorReason ?? '', /^segmentation fault \(SIGSEGV\)/);
  }
});
bad(
  'a stack overflow is RE with the RangeError at the line in the .ts file, on the terminal, in the JSON and on the page',
  async () => {
    const report = await judge({
      root: fixtureRoot,
      problemIds: ['once'],
      solution: join(FIXTURES, 'solutions', 'overflows-stack.ts'),
      typecheck: false,
    });
    const [r] = report.problems[0].results;
    assert.is(r.verdict, 'RE');
    const why = r.errorReason ?? '';
    assert.match(why, /^RangeError: Maximum call stack size exceeded at \S*solutions\/overflows-stack\.ts:3:\d+$/);
    assert.ok(formatText(report, fixtureRoot, false).includes(why), 'the terminal');
    assert.is(JSON.parse(formatJson(report, fixtureRoot)).problems[0].tests[0].errorReason, why, 'the JSON');
    assert.is(verdictReason(pageRow(r), report.problems[0].problem.limits), why, 'the page');
  },
);
bad('Python’s exception and a C++ segmentation fault are named, in their own lines', async () => {
  if (hasTool('Python', 'python3')) {
    const [r] = await judgeFixture('native/raises.py', undefined, true);
    assert.is(r.verdict, 'RE');
    assert.match(
      r.errorReason ?? '',
      /^ValueError: invalid literal for int\(\) with base 10: 'not a number' at \S*raises\.py:5$/,
    );
  }
  if (hasTool('C++', 'g++')) {
    const [r] = await judgeFixture('native/segfault.cpp', undefined, true);
    assert.equal([r.verdict, r.signal], ['RE', 'SIGSEGV']);
    assert.match(r.errorReason ?? '', /^segmentation fault \(SIGSEGV\): memory it may not touch/);
  }
});
bad(
  'C++ recursing 10^6 deep (some 100 MB of stack) is AC: the stack is as large as the memory limit, as on Kattis',
  async () => {
    if (!hasTool('C++', 'g++')) return;
    for (const r of await judgeFixture('native/deep-recursion.cpp', undefined, true)) assert.is(r.verdict, 'AC');
    // 48 MB of memory, so 48 MB of stack: the recursion runs out of it.
    for (const r of await judgeFixture('native/deep-recursion.cpp', { memoryMb: 48 }, true))
      assert.ok(r.verdict === 'RE' || r.verdict === 'MLE', r.verdict);
  },
);
bad('no output, partial output and a closed stdout get WA', async () => {
  for (const file of ['prints-nothing.ts', 'prints-partial.ts', 'closes-stdout.js']) {
    for (const r of await judgeFixture(file, undefined, true)) assert.is(r.verdict, 'WA', file);
  }
});
bad('endless output gets OLE at the cap', async () => {
  for (const r of await judgeFixture('floods-stdout.js')) assert.is(r.verdict, 'OLE');
});
bad('allocating without end gets MLE, and the judge goes on', async () => {
  for (const r of await judgeFixture('allocates-forever.js', MEMORY_BOUND)) {
    assert.is(r.verdict, 'MLE');
    assert.ok((r.peakRssKb ?? 0) > 96 * 1024, `peak ${r.peakRssKb} KiB`);
  }
});
bad('a flood of stderr is kept to a tail and decides nothing', async () => {
  for (const r of await judgeFixture('floods-stderr.ts', undefined, true)) {
    assert.is(r.verdict, 'AC');
    assert.ok(r.stderrTail.length <= 2048);
    assert.match(r.stderrTail, /last words\n$/);
  }
});
bad('files a solution writes land in a scratch directory that is removed', async () => {
  for (const r of await judgeFixture('writes-files.ts', undefined, true)) assert.is(r.verdict, 'AC');
});
bad.run();
