// A testlib checker in Python, end to end: AC, WA and presentation error with its message, a Python process for
// every test judged (npm run test:full; checker-programs.test.ts tests checkers as Node.js programs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hasTool } from '../../helpers/compilers.ts';
import { splitRoot } from '../../helpers/split-problem.ts';

let root = '';
const { put, splitProblem, verdicts } = splitRoot(() => root);

const TESTLIB_CHECKER = `import sys
inp, out, ans = (open(p).read() for p in sys.argv[1:4])
tokens = out.split()
if not tokens:
    sys.stderr.write("wrong output format Unexpected end of file\\n"); sys.exit(2)
total = sum(int(t) for t in tokens)
if total != int(ans):
    sys.stderr.write("wrong answer the numbers add up to %d, not %s\\n" % (total, ans.strip())); sys.exit(1)
sys.stderr.write("ok %d numbers\\n" % len(tokens))
`;

const programs = suite('checker programs in Python');
programs.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-checkers-'));
});
programs.after.each(() => rmSync(root, { recursive: true, force: true }));
programs('a testlib checker in Python: 0 AC, 1 WA and 2 presentation error with the message from stderr', async () => {
  if (!hasTool('testlib checker in Python', 'python3')) return;
  splitProblem("{ program: 'check.py', contract: 'testlib' }");
  put('problems/split/check.py', TESTLIB_CHECKER);
  put('wrong/silent.ts', "export const solve = () => '';\n");
  assert.equal(await verdicts(), ['1 AC', '2 AC']);
  assert.equal(await verdicts('wrong/off-by-one.ts'), [
    '1 WA: wrong answer the numbers add up to 8, not 7',
    '2 WA: wrong answer the numbers add up to 11, not 10',
  ]);
  assert.equal(await verdicts('wrong/silent.ts'), [
    '1 WA: presentation error: wrong output format Unexpected end of file',
    '2 WA: presentation error: wrong output format Unexpected end of file',
  ]);
});
programs.run();
