// `npm test`: the type check, the format and lint check (Biome, biome.json) and every uvu test file, side by side.
// The files are shared among lanes (test/run-lane.cjs, a process each) from one queue, the slowest first by the times
// measured in the last run (dist/.test-times.json), so that no lane is left with the long ones at the end. Each
// part says when it starts and each file when it ends; a failing one's output is shown whole. The last line is
// "N passed, N failed, N skipped in T s", the skipped ones' reasons listed above it. Exit status 0 only if every
// part passed.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

const USAGE = `usage: npm test [-- --times] [-- --full-only]
Type-checks (tsc), checks format and lint (Biome), and runs every test file (test/**/*.test.ts) in lanes side by side;
prints each file as it ends, a failing one's output whole, then one line: how many tests passed and failed.
--times      also list every file and part by the time it took, slowest first, with a file's CPU time (its
             children's too, on Linux; — for the type check and Biome, run beside each other).
--full-only  only what npm run test:full adds to npm test (CI runs it after npm test): the end-to-end files
             (*.e2e.test.ts), the tests other files mark end to end (.e2e, test/helpers/parts.ts) and the files whose
             checks scale with KIT_FULL_CHECKS (test/helpers/scale.ts), run in full; no type check, no Biome.
One test file runs alone with \`npx uvu -r tsx test <pattern>\`. KIT_FULL_CHECKS=1 (npm run test:full) runs what is
kept out of npm test: every property check in full, every other-language verdict and the end-to-end runs
(test/README.md). A test that cannot check what it is about here (no Chromium at CHROMIUM_PATH, default
/usr/bin/chromium; no g++, python3 or javac; no Landlock for the sandbox's attacks) is counted skipped, not passed;
the end of the run lists the reasons and how to get what is missing.`;

const extra = process.argv.slice(2);
if (extra.includes('--help') || extra.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const unknown = extra.filter((arg) => arg !== '--times' && arg !== '--full-only');
if (unknown.length > 0) {
  process.stderr.write(`error: npm test takes only --times and --full-only (got ${unknown.join(' ')})\n${USAGE}\n`);
  process.exit(2);
}
const showTimes = extra.includes('--times');
const fullOnly = extra.includes('--full-only');
if (fullOnly) process.env.KIT_FULL_CHECKS = '1';

// Kept apart for --full-only, whose files take longer in full.
const TIMES = fullOnly ? 'dist/.test-times-full.json' : 'dist/.test-times.json';
/**
 * Lanes: one a core. The suite is CPU-bound (the type check and each file's processes run beside the lanes): on 2
 * cores a third lane made it slower, 88-94 s against 82 s, its processes competing for the same cores
 * (2026-12-04). KIT_TEST_LANES sets another number.
 */
const LANES = Number(process.env.KIT_TEST_LANES ?? availableParallelism());
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`${line}\n`);

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

let known = {};
try {
  known = JSON.parse(readFileSync(TIMES, 'utf8'));
} catch {
  // first run, or dist/ cleaned: every file is taken as slow
}
// Slowest first; a file never timed goes first of all. An end-to-end file (*.e2e.test.ts: runs of many processes,
// seconds each) is left to npm run test:full and --full-only, with the files whose checks scale with KIT_FULL_CHECKS.
// A file with tests it marks end to end (helpers/parts.ts) is in both: its quick tests here, its end-to-end ones there.
const scales = (file) => readFileSync(file, 'utf8').includes('helpers/scale.ts');
const parted = (file) => readFileSync(file, 'utf8').includes('helpers/parts.ts');
const endToEnd = (file) => file.endsWith('.e2e.test.ts');
const full = process.env.KIT_FULL_CHECKS === '1';
const chosen = testFiles('test').filter((file) =>
  fullOnly ? endToEnd(file) || scales(file) || parted(file) : full || !endToEnd(file),
);
/** Which of a file's tests its lane runs (KIT_TEST_PART, helpers/parts.ts). */
const partOf = (file) => ((full && !fullOnly) || endToEnd(file) || scales(file) ? 'all' : fullOnly ? 'e2e' : 'quick');
const queue = chosen.sort((a, b) => (known[b] ?? Infinity) - (known[a] ?? Infinity) || a.localeCompare(b));

const times = []; // [name, ms] of every file and part
let passed = 0;
let failedTests = 0;
let skippedTests = 0;
/** The tests skipped by a skip line (test/helpers/skip.ts), by reason, over every file. */
const reasons = new Map();
let failed = false;

/**
 * Each check besides the suite: a tool started as a script of this very Node.js (no shell, so on every system);
 * `fix` is the command that fixes what it finds, said under a failure.
 */
function runPart(name, script, args, fix) {
  say(`started ${name}`);
  const t0 = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const ms = performance.now() - t0;
      times.push([name, ms]);
      if (status === 0) say(`ok    ${name}  ${seconds(ms)}`);
      else {
        failed = true;
        failedTests++;
        say(`FAIL  ${name}  ${seconds(ms)}\n${output.trimEnd()}\n${fix ? `${fix}\n` : ''}`);
      }
      done();
    });
  });
}

/** A lane: sends the next file of the queue as each one ends, until the queue is empty. */
function runLane() {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['test/run-lane.cjs'], {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let stray = ''; // what the lane's children wrote to its own streams, during its current file
    child.stdout.on('data', (chunk) => (stray += chunk));
    child.stderr.on('data', (chunk) => (stray += chunk));
    const next = () => {
      const file = queue.shift();
      if (file === undefined) child.stdin.end();
      else child.stdin.write(`${JSON.stringify({ file, part: partOf(file) })}\n`);
    };
    createInterface({ input: child.stdio[3] }).on('line', (line) => {
      const result = JSON.parse(line);
      const name = relative('test', result.file);
      times.push([name, result.ms, result.cpuMs]);
      passed += result.passed;
      skippedTests += result.skipped;
      for (const [reason, n] of Object.entries(result.reasons)) reasons.set(reason, (reasons.get(reason) ?? 0) + n);
      // uvu's Total leaves out its own skipped tests, and holds those that wrote a skip line (found no browser, no
      // compiler, no Landlock): uvu counted them passed.
      const ran = result.passed + result.marked;
      failedTests += result.total - ran + (result.failed && result.total === ran ? 1 : 0);
      // Each reason short, to its first ';' (what is missing; the end of the run says how to get it).
      const why = [...new Set(Object.keys(result.reasons).map((reason) => reason.split(';')[0]))].join(', ');
      const skips = result.skipped ? `, ${result.skipped} skipped${why ? ` (${why})` : ''}` : '';
      const count = `${result.passed}/${result.total} tests${skips}`;
      // A suite whose before hook threw runs none of its tests and uvu says nothing of it: the file failed all the same.
      if (!result.failed && result.total === ran) say(`ok    ${name}  ${count}  ${seconds(result.ms)}`);
      else {
        failed = true;
        say(`FAIL  ${name}  ${count}  ${seconds(result.ms)}\n${`${result.output}${stray}`.trimEnd()}\n`);
      }
      stray = '';
      next();
    });
    child.on('close', (status) => {
      if (status !== 0) {
        failed = true;
        failedTests++;
        say(`FAIL  a test lane stopped (exit ${status})\n${stray.trimEnd()}`);
      }
      done();
    });
    next();
  });
}

say(`started ${fullOnly ? 'the full checks' : 'the suite'}: ${queue.length} files in ${LANES} lanes`);
const BIOME = ['ci', '--error-on-warnings', '--colors=off', '.'];
const checks = fullOnly
  ? []
  : [
      // Build mode: with no source changed since a check that passed (dist/.tsbuildinfo), tsc says so in 0.4 s
      // instead of reading every file again (4-5 s of CPU); a changed file is checked incrementally, and a check that
      // failed is reported again until it passes.
      runPart('type check', 'node_modules/typescript/bin/tsc', ['--build', '.']),
      runPart(
        'format and lint',
        'node_modules/@biomejs/biome/bin/biome',
        BIOME,
        'fix: npm run format (it formats and applies the safe lint fixes; it names what needs a hand)',
      ),
    ];
await Promise.all([...checks, ...Array.from({ length: LANES }, runLane)]);

const files = Object.fromEntries(
  times.filter(([name]) => name.endsWith('.test.ts')).map(([n, ms]) => [`test/${n}`, ms]),
);
mkdirSync('dist', { recursive: true });
writeFileSync(TIMES, `${JSON.stringify({ ...known, ...files }, null, 1)}\n`);
const slowest = [...times].sort((a, b) => b[1] - a[1]);
if (showTimes) {
  say('\n| file or part | seconds | CPU seconds |\n| --- | --- | --- |');
  const cpu = (ms) => (ms === null || ms === undefined ? '—' : (ms / 1000).toFixed(1));
  for (const [name, ms, cpuMs] of slowest) say(`| ${name} | ${(ms / 1000).toFixed(1)} | ${cpu(cpuMs)} |`);
} else {
  say(
    `\nslowest: ${slowest
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(', ')}`,
  );
}
const total = seconds(performance.now() - started);
if (reasons.size > 0) {
  say('\nskipped, not checked here:');
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    say(`  ${n} ${n === 1 ? 'test' : 'tests'}: ${reason}`);
}
const skippedCount = skippedTests > 0 ? `, ${skippedTests} skipped` : '';
say(`\n${passed} passed, ${failedTests} failed${skippedCount} in ${total}${failed ? '; npm test FAILED' : ''}`);
process.exitCode = failed ? 1 : 0;
