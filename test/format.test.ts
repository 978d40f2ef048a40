import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { biomeExecutable } from '../scripts/formats/index.ts';
import { scaffoldProblem } from '../scripts/scaffold/new-problem.ts';

// npm test runs `biome ci` on the tree with biome.json; these show that the same check fails on what it must refuse,
// that the files `npm run new` writes pass it (else a new problem would fail npm test before it is touched), and that
// it takes the kit's folders only: a file of the user's own at the root is not the kit's to judge. Each test's folder
// is a root of its own holding a copy of biome.json, whose paths are taken from there.
function biomeCheck(dir: string): { status: number | null; output: string } {
  copyFileSync('biome.json', join(dir, 'biome.json'));
  const biome = biomeExecutable();
  if (biome === null) throw new Error('Biome is not installed (npm ci)');
  const run = spawnSync(
    biome,
    [
      'check',
      '--error-on-warnings',
      `--config-path=${join(dir, 'biome.json')}`,
      '--vcs-enabled=false',
      '--colors=off',
      dir,
    ],
    { encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

let dir = '';
const format = suite('format and lint');
/** A file in the kit's own folder judge/ of the test's root. */
let kit = '';
format.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'format-'));
  kit = join(dir, 'judge');
  mkdirSync(kit);
});
format.after.each(() => rmSync(dir, { recursive: true, force: true }));

format('a well formatted, clean file passes', () => {
  writeFileSync(join(kit, 'good.ts'), 'export const answer = (x: number): string => String(x * 2);\n');
  const run = biomeCheck(dir);
  assert.is(run.status, 0, run.output);
});
format('a badly formatted file fails, named, with what the formatter would print', () => {
  writeFileSync(join(kit, 'messy.ts'), 'export const answer=(x:number):string=>{return "" + (x*2)}\n');
  const run = biomeCheck(dir);
  assert.is(run.status, 1, run.output);
  assert.match(run.output, /messy\.ts format/);
  assert.match(run.output, /Formatter would have printed the following content/);
});
format('a line longer than 120 characters fails', () => {
  const call = `export const f = (a: number) => g(${Array.from({ length: 30 }, (_, i) => `a + ${i}`).join(', ')});\n`;
  writeFileSync(join(kit, 'long.ts'), `const g = (...xs: number[]) => xs.length;\n${call}`);
  assert.ok(call.length > 120);
  const run = biomeCheck(dir);
  assert.is(run.status, 1, run.output);
  assert.match(run.output, /long\.ts format/);
});
format('a lint error fails, formatted or not, with the rule named', () => {
  writeFileSync(join(kit, 'lint.ts'), 'export function f(x: number): boolean {\n  return x == 1;\n}\n');
  const run = biomeCheck(dir);
  assert.is(run.status, 1, run.output);
  assert.match(run.output, /lint\.ts:2:\d+ lint\/suspicious\/noDoubleEquals/);
});
format("a user's own file at the root is not checked; the same file in a kit folder is", () => {
  const messy = 'const unused   = 1\nexport function solve(input:string){return input}\n';
  writeFileSync(join(dir, 'my.ts'), messy);
  writeFileSync(join(kit, 'good.ts'), 'export const answer = (x: number): string => String(x * 2);\n');
  const run = biomeCheck(dir);
  assert.is(run.status, 0, run.output);
  assert.match(run.output, /Checked 2 files/, 'judge/good.ts and biome.json');
  writeFileSync(join(kit, 'my.ts'), messy);
  const inKit = biomeCheck(dir);
  assert.is(inKit.status, 1, inKit.output);
  assert.match(inKit.output, /judge\/my\.ts/);
});
format('the files `npm run new` writes pass', () => {
  for (const folder of ['problems', 'solutions/second-solver', 'solutions/explain', 'testdata']) {
    mkdirSync(join(dir, folder), { recursive: true });
  }
  const files = scaffoldProblem(dir, 'sum-of-list');
  assert.ok(files.filter((f) => f.endsWith('.ts')).length >= 9, files.join(' '));
  const run = biomeCheck(dir);
  assert.is(run.status, 0, run.output);
  assert.match(run.output, /Checked 10 files/, 'nine and biome.json');
});
format.run();
