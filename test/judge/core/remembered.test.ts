import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { judge, type JudgeOptions, type JudgeReport } from '../../../judge/core/index.ts';
import { programIdentity, rememberedDir } from '../../../judge/core/remembered.ts';
import { languageOf } from '../../../judge/build/index.ts';
import type { Program } from '../../../judge/run/index.ts';
import { hasTool } from '../../helpers/compilers.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

const FIXTURES = resolve('test/fixtures');
let root = '';
let solution = '';

const memory = suite('results remembered by content');
memory.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-remembered-'));
  copyFixtureRoot(root);
  // What other tests judged on the fixture root itself is not this test's memory.
  rmSync(rememberedDir(root), { recursive: true, force: true });
  solution = join(root, 'mine.ts');
  cpSync(join(FIXTURES, 'solutions/ac.ts'), solution);
});
memory.after.each(() => rmSync(root, { recursive: true, force: true }));

const run = (more: Partial<JudgeOptions> = {}) =>
  judge({ root, problemIds: ['sum'], solution, remember: 'use', ...more });
/** "group/name verdict" and, for each remembered result, " remembered". */
const seen = (report: JudgeReport) =>
  report.problems[0].results.map((r) => `${r.group}/${r.name} ${r.verdict}${r.remembered ? ' remembered' : ''}`);

memory('a second run with nothing changed reports every result from memory, figures and all', async () => {
  const first = await run();
  assert.equal(seen(first), ['sample/1 AC', 'sample/2 AC']);
  const told: string[] = [];
  const second = await run({ onResult: ({ result }) => told.push(`${result.name} ${result.remembered === true}`) });
  assert.equal(seen(second), ['sample/1 AC remembered', 'sample/2 AC remembered']);
  assert.equal(told.sort(), ['1 true', '2 true']);
  assert.equal(
    second.problems[0].results.map((r) => r.cpuMs),
    first.problems[0].results.map((r) => r.cpuMs),
  );
});

memory('a changed answer, input, solution or limit is judged again; the rest is remembered', async () => {
  await run();
  writeFileSync(join(root, 'testdata/sum/sample/2.ans'), '999\n');
  assert.equal(seen(await run()), ['sample/1 AC remembered', 'sample/2 WA']);
  writeFileSync(join(root, 'testdata/sum/sample/1.in'), '40 2\n');
  writeFileSync(join(root, 'testdata/sum/sample/1.ans'), '42\n');
  assert.equal(seen(await run()), ['sample/1 AC', 'sample/2 WA remembered']);
  // A comment leaves the bundle as it was; the source changed all the same.
  writeFileSync(solution, `// edited\n${readFileSync(solution, 'utf8')}`);
  assert.equal(seen(await run()), ['sample/1 AC', 'sample/2 WA']);
  assert.equal(seen(await run({ limits: { memoryMb: 200 } })), ['sample/1 AC', 'sample/2 WA']);
  assert.equal(seen(await run({ limits: { memoryMb: 200 } })), ['sample/1 AC remembered', 'sample/2 WA remembered']);
});

memory("a change to the problem's definition judges every test again", async () => {
  await run();
  const definition = join(root, 'problems/sum/problem.ts');
  writeFileSync(definition, `${readFileSync(definition, 'utf8')}\n// a note\n`);
  assert.equal(seen(await run()), ['sample/1 AC', 'sample/2 AC']);
});

memory('fresh runs every test and keeps the results; no remember keeps nothing', async () => {
  await run({ remember: undefined });
  assert.equal(existsSync(rememberedDir(root)), false);
  await run({ remember: 'fresh' });
  assert.equal(readdirSync(rememberedDir(root)).length, 2);
  assert.equal(seen(await run({ remember: 'fresh' })), ['sample/1 AC', 'sample/2 AC']);
  assert.equal(seen(await run()), ['sample/1 AC remembered', 'sample/2 AC remembered']);
});

memory.e2e('a shell command is never remembered; a damaged memory file is as good as none', async () => {
  const program = join(root, 'sum.cjs');
  writeFileSync(
    program,
    "const t = require('node:fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);\n" +
      'console.log(t.map(Number).reduce((a, b) => a + b, 0));\n',
  );
  const command = `${process.execPath} ${program}`;
  await run({ solution: undefined, command });
  assert.equal(seen(await run({ solution: undefined, command })), ['sample/1 AC', 'sample/2 AC']);
  await run();
  for (const name of readdirSync(rememberedDir(root))) writeFileSync(join(rememberedDir(root), name), '{"verd');
  assert.equal(seen(await run()), ['sample/1 AC', 'sample/2 AC']);
  assert.equal(seen(await run()), ['sample/1 AC remembered', 'sample/2 AC remembered']);
});

memory('the report says which results were remembered: text, JSON', async () => {
  const { formatJson, formatText } = await import('../../../judge/report/report.ts');
  await run();
  const report = await run();
  assert.match(formatText(report, root, false), /2 of 2 results remembered/);
  assert.match(formatText(report, root, false), /sample\/1 .* remembered\n/);
  const json = JSON.parse(formatJson(report, root)) as { problems: { tests: { remembered?: boolean }[] }[] };
  assert.equal(
    json.problems[0].tests.map((t) => t.remembered),
    [true, true],
  );
});

memory(
  "a build's key reads its files as a run's are: a link the compiler left is not followed, a FIFO not opened",
  () => {
    if (!hasTool('C++ build keys', 'g++')) return;
    const dir = mkdtempSync(join(tmpdir(), 'remembered-build-'));
    try {
      const source = join(dir, 'sum.cpp');
      writeFileSync(source, 'int main() {}\n');
      const built = join(dir, 'build');
      mkdirSync(built);
      const secret = join(dir, 'secret');
      writeFileSync(secret, 'one');
      // The compiler's output a link to a file of the judge's: its bytes are not what the key reads.
      symlinkSync(secret, join(built, 'main'));
      const cpp = languageOf(source)!;
      const program: Program = { kind: 'native', source, command: [join(built, 'main')], language: cpp, built };
      const linked = programIdentity(program);
      assert.type(linked, 'string');
      writeFileSync(secret, 'two');
      assert.is(programIdentity(program), linked, 'the link was followed: the key read the file it names');
      // A FIFO where the build should be: the key is made at once, the FIFO never opened for reading.
      rmSync(join(built, 'main'));
      spawnSync('mkfifo', [join(built, 'main')]);
      assert.type(programIdentity(program), 'string');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
memory('a run stopped that leaves its tests to end by themselves remembers none of them', async () => {
  // Each answer takes 1.5 s of CPU (within the limit): the stop comes while tests run, or before them.
  writeFileSync(
    solution,
    [
      "import { solve as sum } from './ac.ts';",
      'export function solve(input: string): string {',
      '  const end = Date.now() + 1500;',
      '  while (Date.now() < end);',
      '  return sum(input);',
      '}',
      '',
    ].join('\n'),
  );
  cpSync(join(FIXTURES, 'solutions/ac.ts'), join(root, 'ac.ts'));
  const controller = new AbortController();
  const stopped = run({ signal: controller.signal, leaveStopped: true, typecheck: false });
  setTimeout(() => controller.abort(), 300);
  const report = await stopped;
  assert.ok(report.interrupted);
  assert.equal(report.problems[0]?.results ?? [], []);
  // Long enough for the tests left under way to have been killed and to have ended.
  await new Promise((done) => setTimeout(done, 2000));
  assert.equal(seen(await run({ typecheck: false })), ['sample/1 AC', 'sample/2 AC']);
});
memory(
  "a group's first failure is the same whatever was remembered: suite order, not the order tests ran",
  async () => {
    writeFileSync(solution, "export const solve = (_input: string) => '0\\n';\n");
    // sample/2's failure remembered, so the queue runs it before sample/1.
    const some = await run({ only: new Set(['sample/2']), typecheck: false });
    assert.equal(seen(some), ['sample/2 WA']);
    const first = await run({ stopAtFirstFailure: true, typecheck: false });
    assert.equal(seen(first), ['sample/1 WA']);
    rmSync(rememberedDir(root), { recursive: true, force: true });
    assert.equal(seen(await run({ stopAtFirstFailure: true, typecheck: false })), ['sample/1 WA']);
  },
);
memory.run();
