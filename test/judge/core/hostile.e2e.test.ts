// Honest submissions in the sandbox, end to end: every language the judge takes, compiled and run (npm run test:full;
// hostile.test.ts holds the attacks). A sandbox that shut out what a runtime needs would fail them here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge, type JudgeOptions } from '../../../judge/core/index.ts';
import { LANGUAGES, prepareEmptyProgram } from '../../../judge/build/index.ts';
import { type Program, runProgram } from '../../../judge/run/index.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';
import { skippingAll } from '../../helpers/skip.ts';

const KIT = process.cwd();
const landlock = sandboxFor(false, KIT).files;

// What an honest submission needs still works in the sandbox: each language the judge takes, a command through a
// shell (a pipeline, /dev/stdin), and each language's empty program as the bench measures it.
const honest = skippingAll(
  suite('honest submissions, sandboxed: every language stays AC'),
  'honest submissions in the sandbox',
  landlock
    ? null
    : 'no Landlock on this kernel, so the sandbox cannot close the file system; Linux 5.13+ with landlock among its LSMs',
);
let sumRoot = '';
honest.before(() => {
  sumRoot = mkdtempSync(join(tmpdir(), 'judge-sandboxed-'));
  copyFixtureRoot(sumRoot);
});
honest.after(() => rmSync(sumRoot, { recursive: true, force: true }));

const NATIVE = resolve('test/fixtures/solutions/native');
const PLAIN = resolve('test/fixtures/solutions/plain-program.js');
const cases: { what: string; how: Partial<JudgeOptions>; tool?: [string, string, string?] }[] = [
  { what: 'ac.ts', how: { solution: resolve('test/fixtures/solutions/ac.ts') } },
  { what: 'plain-program.js', how: { solution: PLAIN } },
  { what: 'ac.cpp', how: { solution: join(NATIVE, 'ac.cpp') }, tool: ['C++', 'g++'] },
  { what: 'sum-10mb.c', how: { solution: join(NATIVE, 'sum-10mb.c') }, tool: ['C', 'gcc'] },
  { what: 'ac.py', how: { solution: join(NATIVE, 'ac.py') }, tool: ['Python', 'python3'] },
  { what: 'Sum.java', how: { solution: join(NATIVE, 'Sum.java') }, tool: ['Java', 'javac', '-version'] },
  { what: '--command node FILE', how: { command: `node ${PLAIN}` } },
  { what: '--command a pipeline', how: { command: `cat /dev/stdin | tr -s ' ' | node ${PLAIN}` } },
];
// A test each, so that a missing compiler skips its own language's alone.
for (const { what, how, tool } of cases)
  honest(`${what}: AC`, async () => {
    if (tool && !hasTool(...tool)) return;
    const report = await judge({ root: sumRoot, problemIds: ['sum'], typecheck: false, ...how });
    assert.equal(report.errors, [], what);
    assert.is(report.problems[0].compileError, undefined, what);
    assert.equal(
      report.problems[0].results.map((r) => `${r.verdict} ${r.stderrTail}`.trim()),
      ['AC', 'AC'],
      what,
    );
    assert.is(report.sandbox.enforced, sandboxFor(false, sumRoot).summary, what);
  });
honest("each language's empty program starts and exits 0 in the sandbox", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'judge-empty-'));
  const input = join(dir, 'empty.in');
  writeFileSync(input, '');
  try {
    for (const language of [null, ...LANGUAGES]) {
      let program: Program;
      try {
        program = prepareEmptyProgram(language, dir, 256);
      } catch {
        continue; // its compiler is not installed
      }
      const run = await runProgram({
        program,
        inputFile: input,
        timeMs: 10_000,
        wallMs: 20_000,
        memoryKb: 1 << 20,
        outputBytes: 1 << 20,
        sandbox: sandboxFor(false, KIT),
      });
      assert.equal([run.exitCode, run.signal, run.stderrTail], [0, null, ''], language?.name ?? 'Node.js');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

honest.run();
