// Misbehaving solutions in Python and C++, end to end: their crashes named and C++'s stack as large as the memory
// limit; a compile each, seconds of CPU (npm run test:full; misbehaving.test.ts holds the rest).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hasTool } from '../../helpers/compilers.ts';
import { misbehavingRoot } from '../../helpers/misbehaving.ts';

const bad = suite('misbehaving solutions in Python and C++');
const { judgeFixture } = misbehavingRoot(bad);

bad('Python’s exception is named, in its own line', async () => {
  if (!hasTool('Python', 'python3')) return;
  const [r] = await judgeFixture('native/raises.py', undefined, true);
  assert.is(r.verdict, 'RE');
  assert.match(
    r.errorReason ?? '',
    /^ValueError: invalid literal for int\(\) with base 10: 'not a number' at \S*raises\.py:5$/,
  );
});
bad('a C++ segmentation fault is named, in its own line', async () => {
  if (!hasTool('C++', 'g++')) return;
  const [r] = await judgeFixture('native/segfault.cpp', undefined, true);
  assert.equal([r.verdict, r.signal], ['RE', 'SIGSEGV']);
  assert.match(r.errorReason ?? '', /^segmentation fault \(SIGSEGV\): memory it may not touch/);
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
bad.run();
