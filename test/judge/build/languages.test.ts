import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type LimitOverrides } from '../../../judge/core/index.ts';
import { FULL_CHECKS } from '../../helpers/scale.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

// The fixture root's sum problem judged with programs in other languages; each limit test sets its limits apart,
// as in misbehaving.test.ts. A language whose compiler is missing is skipped, with a line saying so. Compiling
// every fixture takes seconds, so `npm test` runs AC and CE of each language and `npm run test:full` all verdicts.
const FIXTURES = resolve('test/fixtures/solutions/native');
let fixtureRoot = '';

async function verdicts(file: string, limits?: LimitOverrides) {
  const report = await judge({ root: fixtureRoot, problemIds: ['sum'], solution: join(FIXTURES, file), limits });
  assert.equal(report.errors, []);
  return report.problems[0];
}

const native = suite('other languages');
native.before(() => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'judge-native-'));
  copyFixtureRoot(fixtureRoot);
});
native.after(() => rmSync(fixtureRoot, { recursive: true, force: true }));

for (const [language, ext, compiler] of [
  ['C++', 'cpp', 'g++'],
  ['Python', 'py', 'python3'],
] as const) {
  native(`${language}: AC, WA, RE, TLE, MLE (measured by the kernel) and CE`, async () => {
    if (!hasTool(language, compiler)) return;
    const expect = async (file: string, verdict: string, limits?: LimitOverrides) => {
      const p = await verdicts(`${file}.${ext}`, limits);
      assert.equal(
        p.results.map((r) => r.verdict),
        [verdict, verdict],
        `${file}.${ext}`,
      );
      return p;
    };
    await expect('ac', 'AC');
    if (FULL_CHECKS) {
      await expect('wa', 'WA');
      await expect('re', 'RE');
      await expect('tle', 'TLE', { timeMs: 300, wallMs: 30_000 });
      const mle = await expect('mle', 'MLE', { memoryMb: 96, timeMs: 20_000 });
      assert.ok(
        mle.results.every((r) => (r.peakRssKb ?? 0) > 96 * 1024),
        'the whole peak is seen',
      );
    }
    if (!FULL_CHECKS && ext !== 'cpp') return;
    const ce = await verdicts(`ce.${ext}`);
    assert.equal(ce.results, []);
    assert.match(ce.compileError ?? '', /ce\.(cpp|py)/);
  });
}
// Java's JVM starts cost seconds: in npm run test:full only, and not counted in npm test, where it does not run.
if (FULL_CHECKS)
  native(
    'Java: AC, with main found in whichever class declares it, in a package, a public class in a file of another name',
    async () => {
      if (!hasTool('Java', 'javac', '-version')) return;
      for (const file of ['Sum.java', 'MainInSecondClass.java', 'NamedOtherwise.java']) {
        const p = await verdicts(file);
        assert.equal(
          p.results.map((r) => r.verdict),
          ['AC', 'AC'],
          file,
        );
      }
      const churn = await verdicts('Churn.java', { memoryMb: 64 });
      assert.equal(
        churn.results.map((r) => r.verdict),
        ['AC', 'AC'],
        'a JVM whose heap is capped collects its garbage',
      );
      // An uncaught exception's reason: its class and message, where it was thrown (Java names it on stderr's first line).
      const thrown = await verdicts('Throws.java');
      assert.equal(
        thrown.results.map((r) => [r.verdict, r.errorReason]),
        Array(2).fill([
          'RE',
          'java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 3 at Throws.java:5',
        ]),
      );
    },
  );
// Compiled and run twice over, with /usr/bin/time beside it: in npm run test:full only.
if (FULL_CHECKS)
  native(
    'C: 100 MB touched and the program gone at once is MLE under 64 MB; 10 MB is AC, measured as /usr/bin/time does',
    async () => {
      if (!hasTool('C', 'gcc')) return;
      const big = await verdicts('touch-100mb.c', { memoryMb: 64 });
      assert.equal(
        big.results.map((r) => r.verdict),
        ['MLE', 'MLE'],
      );
      const small = await verdicts('sum-10mb.c', { memoryMb: 64 });
      assert.equal(
        small.results.map((r) => r.verdict),
        ['AC', 'AC'],
      );
      if (!existsSync('/usr/bin/time'))
        return void process.stdout.write('\n  (/usr/bin/time missing: its comparison skipped)\n');
      const program = join(fixtureRoot, 'sum-10mb');
      assert.equal(spawnSync('gcc', ['-O2', '-o', program, join(FIXTURES, 'sum-10mb.c')]).status, 0);
      const kb = [0, 1, 2].map(() =>
        Number(
          spawnSync('/usr/bin/time', ['-f', '%M', program], { input: '2 3\n', encoding: 'utf8' })
            .stderr.trim()
            .split('\n')
            .pop(),
        ),
      );
      const reference = kb.sort((a, b) => a - b)[1];
      for (const r of small.results)
        assert.ok(
          r.peakRssKb !== null && Math.abs(r.peakRssKb - reference) <= reference / 10,
          `judge ${r.peakRssKb} KB, /usr/bin/time ${kb.join('/')} KB`,
        );
    },
  );
native.run();
