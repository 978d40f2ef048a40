// The fixture root the misbehaving solutions are judged in (test/judge/core/misbehaving*.test.ts), and the checks
// after each test: no process the solution started is still running, and the root folder is unchanged.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type LimitOverrides, type TestResult } from '../../judge/core/index.ts';
import { copyFixtureRoot } from './fixture-root.ts';

export const FIXTURES = resolve('test/fixtures');

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
export async function orphansAfterKill(): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let found = orphans();
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = orphans();
  }
  return found;
}

export interface MisbehavingRoot {
  /** The suite's copy of the fixture root, made before its first test. */
  readonly root: string;
  /**
   * Judges a fixture on the fixture problem's two tests, which shows the judge going on after the first: for the
   * limits and the processes left behind. A misbehaviour that ends by itself (an exit, a crash, a wrong output) is
   * judged on one test, `once`. Not type-checked: the runs are what is judged here (a type error's CE is
   * test/scripts/judge.test.ts's), and a check of its own for each fixture costs more than its runs.
   */
  judgeFixture(file: string, limits?: LimitOverrides, once?: boolean): Promise<TestResult[]>;
}

/** A copy of the fixture root for the suite's tests, with 'once' beside 'sum', and the checks after each test. */
export function misbehavingRoot(tests: Test): MisbehavingRoot {
  let fixtureRoot = '';
  let rootListing: string[] = [];
  tests.before(() => {
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
  tests.after.each(async () => {
    assert.equal(await orphansAfterKill(), [], 'no process the solution started is still running');
    assert.equal(listing(fixtureRoot), rootListing, 'the root folder is unchanged');
  });
  tests.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));
  return {
    get root() {
      return fixtureRoot;
    },
    async judgeFixture(file, limits, once = false) {
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
    },
  };
}
