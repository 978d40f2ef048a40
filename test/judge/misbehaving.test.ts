import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type TestResult } from '../../judge/judge.ts';

// The fixture problem allows 500 ms of CPU, 256 MB and 1 MB of output; the wall-clock cap is 1500 ms.
const FIXTURES = resolve('test/fixtures');
const WALL_CAP_MS = 1500;
let kit = '';
let kitListing: string[] = [];

function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.startsWith('dist')).sort();
}

/** Processes still alive whose command line carries the fixtures' marker. */
function orphans(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (cmdline.includes('judge-fixture-orphan')) found.push(`${entry}: ${cmdline.replace(/\0/g, ' ')}`);
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

async function judgeFixture(file: string): Promise<TestResult[]> {
  const report = await judge({ root: kit, problemIds: ['sum'], solution: join(FIXTURES, 'solutions', file) });
  assert.equal(report.errors, []);
  const results = report.problems[0].results;
  assert.is(results.length, 2, 'every test ran');
  for (const r of results) assert.ok(r.wallMs < WALL_CAP_MS + 1000, `${file}: ${r.name} took ${r.wallMs} ms`);
  return results;
}

const bad = suite('misbehaving solutions');
bad.before(() => {
  kit = mkdtempSync(join(tmpdir(), 'judge-misbehave-'));
  cpSync(join(FIXTURES, 'kit'), kit, { recursive: true });
  kitListing = listing(kit);
});
bad.after.each(() => {
  assert.equal(orphans(), [], 'no process the solution started is still running');
  assert.equal(listing(kit), kitListing, 'the kit folder is unchanged');
});
bad.after(() => rmSync(kit, { recursive: true, force: true }));

bad('an endless loop gets TLE at the CPU limit', async () => {
  for (const r of await judgeFixture('tle.ts')) {
    assert.is(r.verdict, 'TLE');
    assert.ok(r.cpuMs >= 500 && r.wallMs < WALL_CAP_MS, `cpu ${r.cpuMs} wall ${r.wallMs}`);
  }
});
bad('blocking without CPU gets TLE by the wall-clock cap', async () => {
  for (const file of ['sleeps.ts', 'idles-forever.js']) {
    for (const r of await judgeFixture(file)) {
      assert.is(r.verdict, 'TLE', file);
      assert.ok(r.cpuMs < 500 && r.wallMs >= WALL_CAP_MS, `${file}: cpu ${r.cpuMs} wall ${r.wallMs}`);
    }
  }
});
bad('children left running, in the process group or out of it, are killed', async () => {
  for (const r of await judgeFixture('leaves-orphans.js')) assert.is(r.verdict, 'AC');
  for (const r of await judgeFixture('loops-with-children.js')) assert.is(r.verdict, 'TLE');
});
bad('a non-zero exit, a throw and a signal get RE with their details', async () => {
  for (const r of await judgeFixture('exits-non-zero.ts')) assert.equal([r.verdict, r.exitCode, r.signal], ['RE', 3, null]);
  for (const r of await judgeFixture('re.ts')) {
    assert.is(r.verdict, 'RE');
    assert.match(r.stderrTail, /Error: fixture failure on \d+ bytes/);
  }
  for (const r of await judgeFixture('dies-by-signal.ts')) assert.equal([r.verdict, r.signal], ['RE', 'SIGSEGV']);
});
bad('no output, partial output and a closed stdout get WA', async () => {
  for (const file of ['prints-nothing.ts', 'prints-partial.ts', 'closes-stdout.js']) {
    for (const r of await judgeFixture(file)) assert.is(r.verdict, 'WA', file);
  }
});
bad('endless output gets OLE at the cap', async () => {
  for (const r of await judgeFixture('floods-stdout.js')) assert.is(r.verdict, 'OLE');
});
bad('allocating without end gets MLE, and the judge goes on', async () => {
  for (const r of await judgeFixture('allocates-forever.js')) {
    assert.is(r.verdict, 'MLE');
    assert.ok(r.peakRssKb > 256 * 1024);
  }
});
bad('a flood of stderr is kept to a tail and decides nothing', async () => {
  for (const r of await judgeFixture('floods-stderr.ts')) {
    assert.is(r.verdict, 'AC');
    assert.ok(r.stderrTail.length <= 2048);
    assert.match(r.stderrTail, /last words\n$/);
  }
});
bad('files a solution writes land in a scratch directory that is removed', async () => {
  for (const r of await judgeFixture('writes-files.ts')) assert.is(r.verdict, 'AC');
});
bad.run();
