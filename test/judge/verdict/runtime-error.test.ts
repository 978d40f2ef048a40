// An RE's reason (judge/verdict/runtime-error.ts) read from what each runtime prints as it dies, as Node.js 20,
// CPython 3.11, OpenJDK 17 and libstdc++ print it; positions in a bundle told in its sources by its source map.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type FailedRun, mapBundlePositions, runtimeErrorReason } from '../../../judge/verdict/index.ts';

const died = (stderr: string, more: Partial<FailedRun> = {}): FailedRun => ({
  exitCode: 1,
  signal: null,
  stderrHead: stderr.slice(0, 2048),
  stderrTail: stderr.slice(-2048),
  ...more,
});

const reason = suite('an RE’s reason');

reason('Node.js: the thrown error and its first frame, not the banner after the stack', () => {
  const frames = Array.from({ length: 10 }, () => '    at go (/root/dist/.judge/p--deep.js:14:14)').join('\n');
  const stderr = `/root/dist/.judge/p--deep.js:14\n  return go(n + 1) + 1;\n  ^\n\nRangeError: Maximum call stack size exceeded\n${frames}\n\nNode.js v20.20.2\n`;
  assert.is(
    runtimeErrorReason(died(stderr), null, '/root'),
    'RangeError: Maximum call stack size exceeded at dist/.judge/p--deep.js:14:14',
  );
  // A frame in Node's own code is passed over for the program's.
  const internal = 'Error: boom\n    at JSON.parse (<anonymous>)\n    at Object.<anonymous> (/root/x.js:3:9)\n';
  assert.is(runtimeErrorReason(died(internal), null, '/root'), 'Error: boom at x.js:3:9');
  // A file outside the root is named whole.
  assert.is(
    runtimeErrorReason(died('TypeError: x is not a function\n    at f (/tmp/a.js:1:2)\n'), null, '/root'),
    'TypeError: x is not a function at /tmp/a.js:1:2',
  );
});

reason('Python: the traceback’s last line, at its last frame', () => {
  const stderr = [
    'Traceback (most recent call last):',
    '  File "/tmp/sol.py", line 4, in <module>',
    '    print(go(0))',
    '  File "/tmp/sol.py", line 3, in go',
    '    return go(n + 1) + 1',
    '           ^^^^^^^^^',
    '  [Previous line repeated 996 more times]',
    'RecursionError: maximum recursion depth exceeded',
    '',
  ].join('\n');
  assert.is(
    runtimeErrorReason(died(stderr), null, '/root'),
    'RecursionError: maximum recursion depth exceeded at /tmp/sol.py:3',
  );
  const value =
    'Traceback (most recent call last):\n  File "/root/a.py", line 5, in <module>\n    int("x")\nValueError: invalid literal for int() with base 10: \'x\'\n';
  assert.is(
    runtimeErrorReason(died(value), null, '/root'),
    "ValueError: invalid literal for int() with base 10: 'x' at a.py:5",
  );
});

reason(
  'Java: the exception named on the first line, at the first frame, however long the stack (kept from the head)',
  () => {
    const frames = Array.from({ length: 1024 }, () => '\tat Main.go(Main.java:2)').join('\n');
    const stderr = `Exception in thread "main" java.lang.StackOverflowError\n${frames}\n`;
    const run = died(stderr);
    assert.not.match(run.stderrTail, /StackOverflowError/, 'the tail alone does not name it');
    assert.is(runtimeErrorReason(run, null, '/root'), 'java.lang.StackOverflowError at Main.java:2');
  },
);

reason('native code: the signal’s meaning; C++’s uncaught exception and a failed assert as they say it', () => {
  assert.match(
    runtimeErrorReason(died('', { exitCode: null, signal: 'SIGSEGV' }), null, '/'),
    /^segmentation fault \(SIGSEGV\)/,
  );
  assert.match(runtimeErrorReason(died('', { exitCode: null, signal: 'SIGFPE' }), null, '/'), /division .*by zero/);
  assert.is(
    runtimeErrorReason(
      died(
        "terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check: __n (which is 5) >= this->size() (which is 3)\n",
        { exitCode: null, signal: 'SIGABRT' },
      ),
      null,
      '/',
    ),
    'uncaught std::out_of_range: vector::_M_range_check: __n (which is 5) >= this->size() (which is 3) (aborted (SIGABRT): abort() was called, by a failed assert or an uncaught C++ exception)',
  );
  assert.match(
    runtimeErrorReason(
      died("main: main.cpp:7: int main(): Assertion `n > 0' failed.\n", { exitCode: null, signal: 'SIGABRT' }),
      null,
      '/',
    ),
    /^main: main\.cpp:7: int main\(\): Assertion `n > 0' failed\. \(aborted/,
  );
  // Near the memory limit, which the stack may grow to, a segmentation fault is the stack's.
  const deep = died('', { exitCode: null, signal: 'SIGSEGV', peakRssKb: 63 * 1024, memoryKb: 64 * 1024 });
  assert.match(
    runtimeErrorReason(deep, null, '/'),
    /^stack overflow, most likely \(SIGSEGV at 63 MB of the 64 MB limit/,
  );
  const small = died('', { exitCode: null, signal: 'SIGSEGV', peakRssKb: 2 * 1024, memoryKb: 64 * 1024 });
  assert.match(runtimeErrorReason(small, null, '/'), /^segmentation fault/);
});

reason('no error line: the exit code with stderr’s last line, or the exit code alone', () => {
  assert.is(runtimeErrorReason(died('fixture failure\n'), null, '/'), 'exit code 1: "fixture failure"');
  assert.is(runtimeErrorReason(died('', { exitCode: 3 }), null, '/'), 'exit code 3');
});

reason('a bundle’s positions told in its sources through the map beside it; none without a map', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-error-'));
  try {
    const source = join(dir, 'my.ts');
    writeFileSync(
      source,
      'const pad = 1;\nexport function go(n: number): number {\n  return go(n + pad) + 1;\n}\ngo(0);\n',
    );
    const bundle = join(dir, 'dist', 'b.js');
    buildSync({
      entryPoints: [source],
      bundle: true,
      outfile: bundle,
      format: 'cjs',
      platform: 'node',
      sourcemap: 'external',
    });
    // Where the bundle has the recursive call: its line, and the column of `go(` there (1-based, as Node counts).
    const lines = readFileSync(bundle, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('return go(')) + 1;
    const column = lines[line - 1].indexOf('return go(') + 1;
    const text = `${bundle}:${line}\nRangeError: Maximum call stack size exceeded\n    at go (${bundle}:${line}:${column})\n`;
    const mapped = mapBundlePositions(text, bundle, dir);
    assert.match(mapped, /^my\.ts:3\n/, mapped);
    assert.match(mapped, /at go \(my\.ts:3:3\)/, mapped);
    assert.is(runtimeErrorReason(died(text), bundle, dir), 'RangeError: Maximum call stack size exceeded at my.ts:3:3');
    assert.is(mapBundlePositions(text, join(dir, 'none.js'), dir), text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

reason.run();
