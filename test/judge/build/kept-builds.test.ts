// esbuild's work remembered while its inputs and outputs are unchanged: a second bundle of the same solution builds
// nothing; an edit, a new file that an import now resolves to, a bundle overwritten, or a build that failed each
// builds again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { forgetBuilds, keptBuild } from '../../../judge/build/kept-builds.ts';
import { bundleSolution, moduleSources } from '../../../judge/build/bundle.ts';
import { loadProblem } from '../../../judge/registry/problems.ts';
import type { Problem } from '../../../judge/registry/index.ts';

let dir = '';
let problem: Problem;
const memo = suite('builds remembered by their inputs');
memo.before(async () => {
  problem = await loadProblem(resolve('.'), 'bhoj-1460');
});
memo.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-memo-'));
  forgetBuilds();
});
memo.after.each(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file dated ten seconds back: one saved just before a build is not remembered by it (a test of its own). */
function writeOld(file: string, text: string): void {
  writeFileSync(file, text);
  const past = new Date(Date.now() - 10_000);
  utimesSync(file, past, past);
}

/** A build of `file` that counts how often it ran, reading `file` and writing `out`. */
function counted(file: string, out: string) {
  let runs = 0;
  return {
    runs: () => runs,
    build: () =>
      keptBuild(`count ${file}`, async () => {
        runs++;
        writeFileSync(out, readFileSync(file, 'utf8').toUpperCase());
        return { value: { runs }, read: [file], wrote: [out] };
      }),
  };
}

/** a.txt (dated back, see writeOld) and the counted build of it into a.out. */
function countedInDir() {
  const file = join(dir, 'a.txt');
  const out = join(dir, 'a.out');
  writeOld(file, 'one');
  return { file, out, build: counted(file, out) };
}

memo('the same inputs: built once, the value given again (a copy); an input edited: built again', async () => {
  const { file, out, build } = countedInDir();
  const first = await build.build();
  const second = await build.build();
  assert.is(build.runs(), 1);
  assert.equal(second, first);
  assert.is.not(second, first, 'a copy, not the same object');
  writeOld(file, 'two');
  await build.build();
  assert.is(build.runs(), 2);
  assert.is(readFileSync(out, 'utf8'), 'TWO');
});

memo('its output overwritten or removed, or a new file beside an input: built again', async () => {
  const { out, build } = countedInDir();
  await build.build();
  writeFileSync(out, 'changed');
  await build.build();
  assert.is(build.runs(), 2, 'output overwritten');
  rmSync(out);
  await build.build();
  assert.is(build.runs(), 3, 'output removed');
  writeFileSync(join(dir, 'new.txt'), '');
  await build.build();
  assert.is(build.runs(), 4, 'a new name in the folder of an input');
  await build.build();
  assert.is(build.runs(), 4);
});

memo('a build during which a file it read was saved is not remembered: the next call builds again', async () => {
  const file = join(dir, 'a.txt');
  writeFileSync(file, 'one');
  let runs = 0;
  const build = () =>
    keptBuild('saved meanwhile', async () => {
      runs++;
      const read = readFileSync(file, 'utf8');
      if (runs === 1) writeFileSync(file, 'two'); // saved by the user while esbuild ran
      return { value: read, read: [file] };
    });
  assert.is(await build(), 'one');
  assert.is(await build(), 'two');
  assert.is(runs, 2);
});

memo('a build that fails is not remembered: the next call builds again', async () => {
  let runs = 0;
  const failing = () =>
    keptBuild('fails', async () => {
      runs++;
      throw new Error('no');
    });
  await failing().catch(() => {});
  await failing().catch(() => {});
  assert.is(runs, 2);
});

memo(
  'a solution bundled again after helper.ts is put beside the helper.js it imported runs the new helper',
  async () => {
    const solution = join(dir, 'solution.ts');
    writeOld(
      solution,
      `import { answer } from './helper';\nexport function solve(): string {\n  return String(answer()) + '\\n';\n}\n`,
    );
    writeOld(join(dir, 'helper.js'), 'export const answer = () => 1;\n');
    const out = join(dir, 'out', 'solution.js');
    const run = async () => {
      const bundle = await bundleSolution(solution, problem, out);
      return execFileSync(process.execPath, [bundle.file], { input: '', encoding: 'utf8' }).trim();
    };
    assert.is(await run(), '1');
    assert.is(await run(), '1');
    writeOld(join(dir, 'helper.ts'), 'export const answer = (): number => 2;\n');
    assert.is(await run(), '2', 'esbuild resolves ./helper to helper.ts first: the new file is read');
    mkdirSync(join(dir, 'lib'));
    writeOld(join(dir, 'lib', 'index.ts'), 'export const answer = (): number => 3;\n');
    writeOld(
      solution,
      `import { answer } from './lib';\nexport function solve(): string {\n  return String(answer()) + '\\n';\n}\n`,
    );
    assert.is(await run(), '3');
  },
);

memo("a module's sources: remembered, and a file an import adds is among them at once", async () => {
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, 'export const x = 1;\n');
  const past = new Date(Date.now() - 10_000);
  utimesSync(entry, past, past);
  assert.equal(await moduleSources([entry]), [entry]);
  writeFileSync(join(dir, 'more.ts'), 'export const y = 2;\n');
  writeFileSync(entry, "export { y } from './more.ts';\nexport const x = 1;\n");
  assert.equal((await moduleSources([entry])).sort(), [entry, join(dir, 'more.ts')].sort());
});

memo.run();
