// `npm test`: the type check, the format and lint check (Biome, biome.json) and the suite in two halves, all at once
// (the suite is mostly one busy core at a time, so halves side by side finish sooner); each one's output is shown
// whole, in turn, then one summary line. Exit status 0 only if every one passed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

// Each tool is started as a script of this very Node.js, not through node_modules/.bin, whose entries are shell
// scripts on Linux and .cmd files on Windows: so it starts on every system.
const tool = (script, args) => [process.execPath, [script, ...args]];
const uvu = (pattern) => tool('node_modules/uvu/bin.js', ['-r', 'tsx', 'test', pattern]);
// The halves take about as long each when run side by side (measured): the judge's tests and the page's, less the
// platform tests (which start their own processes), plus explain's; the other half is the rest.
const FIRST_HALF = 'judge/(?!run/platform)|scripts/live/|scripts/explain(?=\\.)';
const jobs = [
  ['type check', ...tool('node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.'])],
  [
    'format and lint',
    ...tool('node_modules/@biomejs/biome/bin/biome', ['ci', '--error-on-warnings', '--colors=off', '.']),
  ],
  ['tests of the judge and the page', ...uvu(`^(${FIRST_HALF}).*\\.test\\.ts$`)],
  ['the other tests', ...uvu(`^(?!${FIRST_HALF}).*\\.test\\.ts$`)],
];

const USAGE = `usage: npm test [-- --help]
Type-checks (tsc), checks format and lint (Biome), and runs the uvu suite in two halves side by side; prints each
one's output in turn, then one line: how many tests passed and failed. Takes no arguments: one test file runs alone
with \`npx uvu -r tsx test <pattern>\`. KIT_FULL_CHECKS=1 (npm run test:full) runs every property check in full and
every other-language verdict. The page tests need Chromium (CHROMIUM_PATH, default /usr/bin/chromium); without it
they say they were skipped.`;

const extra = process.argv.slice(2);
if (extra.includes('--help') || extra.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (extra.length > 0) {
  process.stderr.write(`error: npm test takes no arguments (got ${extra.join(' ')})\n${USAGE}\n`);
  process.exit(2);
}

const started = performance.now();
const runs = jobs.map(
  ([name, command, args]) =>
    new Promise((done) => {
      const child = spawn(command, args, {
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => done({ name, status, output }));
    }),
);

const finished = await Promise.all(runs);

let total = 0;
let passed = 0;
let failed = false;
for (const { name, status, output } of finished) {
  process.stdout.write(`\n== ${name}${status === 0 ? '' : ' FAILED'}\n${output}`);
  const plain = stripVTControlCharacters(output);
  total += Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  passed += Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  failed ||= status !== 0;
}
const seconds = Math.round((performance.now() - started) / 1000);
process.stdout.write(
  `\n${passed} passed, ${total - passed} failed in ${seconds} s${failed ? '; npm test FAILED' : ''}\n`,
);
process.exitCode = failed ? 1 : 0;
