// Misbehaving solutions judged: each limit reached (CPU, wall clock, memory, output), crashes named, processes left
// behind killed, the root left as it was; those in Python and C++ are misbehaving.e2e.test.ts's (npm run test:full).
// Children left running and a flood of stderr, each several processes, are end to end here (helpers/parts.ts).
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { judge, type LimitOverrides } from '../../../judge/core/index.ts';
import { pageRow } from '../../../judge/page/html-report.ts';
import { verdictReason } from '../../../judge/page/verdict-reason.ts';
import { formatJson, formatText } from '../../../judge/report/index.ts';
import { FIXTURES, misbehavingRoot, orphansAfterKill } from '../../helpers/misbehaving.ts';
import { suite } from '../../helpers/parts.ts';

// The fixture problem allows 2,000 ms of CPU, 1,024 MB and 1 MB of output. A test of one limit sets that limit so
// that the misbehaviour reaches it long before any other limit could fire, however slow or busy the machine: an
// idle run reaches each in a tenth of the other limits' budget or less. Nothing here asserts how fast a run was.
/** The CPU loop reaches 300 ms of CPU after ~0.4 s of wall time on an idle machine; the wall cap is 75 times that. */
const CPU_BOUND: LimitOverrides = { timeMs: 300, wallMs: 30_000 };
/** A sleeper uses ~0.1 s of CPU to start; the CPU limit stays at 2,000 ms while the wall cap comes at 0.5 s. */
const SLEEPY: LimitOverrides = { wallMs: 500 };
/** Node.js alone takes ~45 MB; 96 MB is passed within ~0.2 s of CPU even where memory faults in at 3 ms a MB. */
const MEMORY_BOUND: LimitOverrides = { memoryMb: 96, timeMs: 20_000 };

const bad = suite('misbehaving solutions');
const fixtures = misbehavingRoot(bad);
const { judgeFixture } = fixtures;

bad.e2e('an endless loop gets TLE at the CPU limit', async () => {
  for (const r of await judgeFixture('tle.ts', CPU_BOUND)) {
    assert.is(r.verdict, 'TLE');
    assert.is(r.wallTimeExceeded, false, 'stopped by the CPU limit, not the wall-clock cap');
    assert.ok((r.cpuMs ?? 0) >= 300, `cpu ${r.cpuMs}`);
  }
});
bad.e2e('blocking without CPU gets TLE by the wall-clock cap', async () => {
  for (const file of ['sleeps.ts', 'idles-forever.js']) {
    for (const r of await judgeFixture(file, SLEEPY)) {
      assert.is(r.verdict, 'TLE', file);
      assert.is(r.wallTimeExceeded, true, `${file}: stopped by the wall-clock cap`);
      assert.ok(r.cpuMs !== null && r.cpuMs < 2000 && r.wallMs >= 500, `${file}: cpu ${r.cpuMs} wall ${r.wallMs}`);
    }
  }
});
bad.e2e('children left running, in the process group or out of it, are killed', async () => {
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
    // The wrapper the judge put around solve is named as the kit's, not as a path made of the file's name.
    assert.match(r.stderrTail, "(the judge's entry)");
    assert.not.match(r.stderrTail, /judge entry%29|%28/);
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
      root: fixtures.root,
      problemIds: ['once'],
      solution: join(FIXTURES, 'solutions', 'overflows-stack.ts'),
      typecheck: false,
    });
    const [r] = report.problems[0].results;
    assert.is(r.verdict, 'RE');
    const why = r.errorReason ?? '';
    assert.match(why, /^RangeError: Maximum call stack size exceeded at \S*solutions\/overflows-stack\.ts:3:\d+$/);
    assert.ok(formatText(report, fixtures.root, false).includes(why), 'the terminal');
    assert.is(JSON.parse(formatJson(report, fixtures.root)).problems[0].tests[0].errorReason, why, 'the JSON');
    assert.is(verdictReason(pageRow(r), report.problems[0].problem.limits), why, 'the page');
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
bad.e2e('a flood of stderr is kept to a tail and decides nothing', async () => {
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
