import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type LimitOverrides } from '../../judge/judge.ts';
import { FULL_CHECKS } from '../helpers/scale.ts';

// The fixture kit's sum problem judged with programs in other languages; each limit test sets its limits apart,
// as in misbehaving.test.ts. A language whose compiler is missing is skipped, with a line saying so. Compiling
// every fixture takes seconds, so `npm test` runs AC and CE of each language and `npm run test:full` all verdicts.
const FIXTURES = resolve('test/fixtures/solutions/native');
let kit = '';
const has = (command: string, flag = '--version') => spawnSync(command, [flag], { stdio: 'ignore' }).status === 0;

async function verdicts(file: string, limits?: LimitOverrides) {
  const report = await judge({ root: kit, problemIds: ['sum'], solution: join(FIXTURES, file), limits });
  assert.equal(report.errors, []);
  return report.problems[0];
}

const native = suite('other languages');
native.before(() => {
  kit = mkdtempSync(join(tmpdir(), 'judge-native-'));
  cpSync(resolve('test/fixtures/kit'), kit, { recursive: true });
});
native.after(() => rmSync(kit, { recursive: true, force: true }));

for (const [language, ext, compiler] of [['C++', 'cpp', 'g++'], ['Python', 'py', 'python3']] as const) {
  native(`${language}: AC, WA, RE, TLE, MLE (measured by the kernel) and CE`, async () => {
    if (!has(compiler)) return void process.stdout.write(`\n  (${language} tests skipped: no ${compiler})\n`);
    const expect = async (file: string, verdict: string, limits?: LimitOverrides) => {
      const p = await verdicts(`${file}.${ext}`, limits);
      assert.equal(p.results.map((r) => r.verdict), [verdict, verdict], `${file}.${ext}`);
      return p;
    };
    await expect('ac', 'AC');
    if (FULL_CHECKS) {
      await expect('wa', 'WA');
      await expect('re', 'RE');
      await expect('tle', 'TLE', { timeMs: 300, wallMs: 30_000 });
      const mle = await expect('mle', 'MLE', { memoryMb: 96, timeMs: 20_000 });
      assert.ok(mle.results.every((r) => r.peakRssKb > 96 * 1024), 'the whole peak is seen');
    }
    if (!FULL_CHECKS && ext !== 'cpp') return;
    const ce = await verdicts(`ce.${ext}`);
    assert.equal(ce.results, []);
    assert.match(ce.compileError ?? '', /ce\.(cpp|py)/);
  });
}
native('Java: AC', async () => {
  if (!FULL_CHECKS) return;
  if (!has('javac', '-version')) return void process.stdout.write('\n  (Java tests skipped: no javac)\n');
  const p = await verdicts('Sum.java');
  assert.equal(p.results.map((r) => r.verdict), ['AC', 'AC']);
});
native('a C program that touches 100 MB and exits at once is measured at 100 MB or more', async () => {
  if (!has('g++') || !FULL_CHECKS) return;
  const p = await verdicts('mle.cpp', { memoryMb: 1000, timeMs: 20_000 });
  assert.ok(p.results.every((r) => r.verdict === 'WA' && r.peakRssKb >= 200 * 1024), JSON.stringify(p.results.map((r) => r.peakRssKb)));
});
native.run();
