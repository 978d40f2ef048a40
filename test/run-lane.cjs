// One lane of `npm test` (test/run.mjs): a Node.js process with tsx loaded once, running the uvu test files it is
// sent one at a time, as uvu's own command runs its files in one process. A line on stdin names a file and which of
// its tests to run, as JSON ({"file", "part"}: test/helpers/parts.ts); for each, one JSON line on fd 3: {"file",
// "ms", "cpuMs", "failed", "total", "passed", "skipped", "marked", "reasons", "output"}, the output being what uvu
// and the file wrote while it ran (a child's output that goes to this process's own stdout or stderr reaches the
// runner there, and the runner adds it to the file that was running). A test that wrote a skip line before it
// returned (test/helpers/skip.ts: no browser, no compiler, no Landlock) is counted skipped, not passed: "marked" of
// them, by reason in "reasons"; "skipped" adds uvu's own.
'use strict';
require('tsx'); // as uvu -r tsx: TypeScript by require and by import()
const { createWriteStream, readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { createInterface } = require('node:readline');
const { stripVTControlCharacters } = require('node:util');

globalThis.UVU_DEFER = 1; // uvu queues a file's suites instead of running them on the next tick
globalThis.UVU_QUEUE = [];
const uvu = require('uvu');
const report = createWriteStream('', { fd: 3 });
/** Tells the tests that passed from those that wrote a skip line first, write by write. */
const { skipCounter } = require('./helpers/skip.ts');

/**
 * The CPU time, in ms, this process and every child it has waited for have used (Linux: /proc/self/stat's utime,
 * stime, cutime and cstime, in USER_HZ ticks of 10 ms): a file's children, and theirs, once reaped, are counted.
 * Null elsewhere.
 */
function cpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
  } catch {
    return null;
  }
}

/** Runs one file's suites; what uvu and the file write meanwhile is kept, not printed. */
async function runFile(file) {
  let output = '';
  const counter = skipCounter();
  const writes = [process.stdout.write, process.stderr.write];
  const keep = (chunk, encoding, done) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    output += text;
    counter.write(text);
    if (typeof encoding === 'function') encoding();
    else if (typeof done === 'function') done();
    return true;
  };
  const started = performance.now();
  const cpuBefore = cpuMs();
  process.stdout.write = keep;
  process.stderr.write = keep;
  let failed = false;
  try {
    globalThis.UVU_QUEUE.length = 0;
    globalThis.UVU_QUEUE.push([file]);
    globalThis.UVU_INDEX = 0;
    process.exitCode = 0;
    require(resolve(file));
    await uvu.exec(false);
    failed = process.exitCode !== 0; // uvu's mark of a failed test
  } catch (error) {
    output += `\n${error?.stack ?? error}\n`;
    failed = true;
  } finally {
    [process.stdout.write, process.stderr.write] = writes;
    process.exitCode = 0;
  }
  const plain = stripVTControlCharacters(output);
  const count = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(plain)?.[1] ?? 0);
  const { passed, skipped, reasons } = counter.tally;
  // Every test uvu counted passed is one the counter saw pass or skip; if not, uvu's output is not what it reads.
  if (passed + skipped !== count('Passed')) {
    output += `\nthe lane counted ${passed} passed and ${skipped} skipped where uvu counted ${count('Passed')} passed (test/helpers/skip.ts reads uvu's marks)\n`;
    failed = true;
  }
  const ms = performance.now() - started;
  const cpuAfter = cpuMs();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    file,
    ms,
    cpuMs: cpu,
    failed,
    total: count('Total'),
    passed,
    skipped: count('Skipped') + skipped,
    marked: skipped,
    reasons,
    output,
  };
}

let running = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (line) => {
  const { file, part } = JSON.parse(line);
  running = running.then(async () => {
    process.env.KIT_TEST_PART = part; // which of the file's tests run (test/helpers/parts.ts)
    report.write(`${JSON.stringify(await runFile(file))}\n`);
  });
});
process.stdin.on('end', () => running.then(() => report.end(() => process.exit(0))));
