// npm run mutants beside busy processes: a small problem's mutants (killed, surviving, looping for good) get the same
// status, and so the same score, beside one CPU-bound process per core as without them, a loop timed out by its CPU
// time in both runs. What one run does is run-mutants.test.ts's, in npm test.
import { availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { type MutationReport, runMutants } from '../../../scripts/mutants/index.ts';
import { busyProcesses, changesFromIdle, mutantStatusesOf } from '../../../scripts/test-load.ts';
import { copyFixtureRoot, writeFiles } from '../../helpers/fixture-root.ts';

/** 50,000 numbers: each call of the solution parses and sums about 350 KB, allocating as parsing does. */
const BIG = Array.from({ length: 50_000 }, (_, k) => (k * 7919) % 1_000_000_000);

let root = '';
const load = suite('npm run mutants under load');
load.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-mutants-load-'));
  copyFixtureRoot(root);
  // The limit is 300 ms of CPU: a looping mutant costs that, and every call that ends takes a small share of it.
  const problem = join(root, 'problems/sum/problem.ts');
  writeFileSync(problem, readFileSync(problem, 'utf8').replace('timeMs: 2000,', 'timeMs: 300,'));
  rmSync(join(root, 'solutions/sum.ts'));
  // JavaScript: no survivor waits for the type check.
  writeFiles(root, {
    'solutions/sum.js': [
      '// The sum of the numbers on the input, added in a loop.',
      'export function solve(input) {',
      '  const values = input.split(/\\s+/).filter(Boolean).map(Number);',
      '  let total = 0;',
      '  for (let k = 0; k < values.length; k++) total += values[k];',
      "  return String(total) + '\\n';",
      '}',
      '',
    ].join('\n'),
    'testdata/sum/random/big.in': `${BIG.join(' ')}\n`,
    'testdata/sum/random/big.ans': `${BIG.reduce((a, b) => a + b, 0)}\n`,
  });
});
load.after(() => rmSync(root, { recursive: true, force: true }));

const mutate = async (): Promise<MutationReport> =>
  runMutants(root, 'sum', { sandbox: sandboxFor(false, root), jobs: 2 });

load(
  'the same status for every mutant beside one busy process per core as without, loops timed out by CPU',
  async () => {
    const idle = await mutate();
    const busy = busyProcesses(availableParallelism());
    let loaded: MutationReport;
    try {
      loaded = await mutate();
    } finally {
      busy.stop();
    }
    // Each kind is there to be compared: killed, surviving and looping mutants.
    for (const status of ['killed', 'survived', 'timeout'] as const)
      assert.ok(idle.counts[status] >= 1, `${status}: ${JSON.stringify(idle.counts)}`);
    const [before, after] = [idle, loaded].map((report) => mutantStatusesOf(JSON.stringify(report))!);
    assert.equal(changesFromIdle(before.statuses, after.statuses), []);
    assert.is(after.score, before.score);
    // k-- in place of k++ never ends: stopped by the CPU time it spent, 300 ms, on both machines.
    for (const report of [idle, loaded]) {
      const looping = report.mutants.find((m) => m.replacement === 'k--');
      assert.is(looping?.status, 'timeout');
      if (process.platform === 'linux')
        assert.ok((looping?.killedBy?.cpuMs ?? 0) >= 300, `${looping?.killedBy?.cpuMs} ms of CPU`);
    }
  },
);

load.run();
