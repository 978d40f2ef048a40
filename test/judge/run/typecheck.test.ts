import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { typeCheck } from '../../../judge/run/typecheck.ts';

let dir = '';
let cache = '';
const checked = suite('typeCheck: tsc on a TypeScript solution, kept by content');
checked.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'typecheck-'));
  cache = join(dir, 'cache');
  process.env.KIT_TYPECHECK_CACHE = cache;
});
checked.after(() => {
  delete process.env.KIT_TYPECHECK_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

checked('a type error is named by file, line, column and code; a right file has none', async () => {
  const wrong = join(dir, 'wrong.ts');
  writeFileSync(
    wrong,
    'export function solve(input: string): string {\n  const n: number = input;\n  return String(n);\n}\n',
  );
  assert.match(
    (await typeCheck(wrong)) ?? '',
    /wrong\.ts:2:9: error TS2322: Type 'string' is not assignable to type 'number'\./,
  );
  const right = join(dir, 'right.ts');
  writeFileSync(right, 'export function solve(input: string): string {\n  return String(input.length);\n}\n');
  assert.is(await typeCheck(right), null);
  // Strict, as the kit's own settings: an implicit any is an error.
  const loose = join(dir, 'loose.ts');
  writeFileSync(loose, 'export function solve(input) {\n  return input;\n}\n');
  assert.match(
    (await typeCheck(loose)) ?? '',
    /loose\.ts:1:23: error TS7006: Parameter 'input' implicitly has an 'any' type/,
  );
});
checked('a program reading stdin itself gets Node.js’s types; an import is checked through', async () => {
  const program = join(dir, 'program.ts');
  writeFileSync(program, "const text = require('node:fs').readFileSync(0, 'utf8');\nprocess.stdout.write(text);\n");
  assert.is(await typeCheck(program), null);
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lib/add.ts'), 'export const add = (a: number, b: number): number => a + b;\n');
  const user = join(dir, 'user.ts');
  writeFileSync(user, "import { add } from './lib/add.ts';\nexport const solve = (s: string) => String(add(1, s));\n");
  assert.match((await typeCheck(user)) ?? '', /user\.ts:2:\d+: error TS2345/);
});
checked('kept by the content of every file read: an import changed is checked again', async () => {
  mkdirSync(join(dir, 'kept'));
  const lib = join(dir, 'kept/half.ts');
  const entry = join(dir, 'kept/entry.ts');
  writeFileSync(lib, 'export const half = (n: number): number => n / 2;\n');
  writeFileSync(
    entry,
    "import { half } from './half.ts';\nexport const solve = (s: string) => String(half(s.length));\n",
  );
  const before = readdirSync(cache).length;
  assert.is(await typeCheck(entry), null);
  assert.is(readdirSync(cache).length, before + 1, 'one result kept');
  assert.is(await typeCheck(entry), null, 'from what was kept');
  writeFileSync(lib, 'export const half = (n: string): string => n;\n');
  assert.match((await typeCheck(entry)) ?? '', /entry\.ts:2:\d+: error TS2345/);
});
checked('a solution linked into a folder imports beside its real self, as esbuild does', async () => {
  mkdirSync(join(dir, 'real/lib'), { recursive: true });
  writeFileSync(join(dir, 'real/lib/one.ts'), 'export const one = 1;\n');
  writeFileSync(
    join(dir, 'real/sol.ts'),
    "import { one } from './lib/one.ts';\nexport const solve = () => String(one);\n",
  );
  mkdirSync(join(dir, 'elsewhere'));
  symlinkSync(join(dir, 'real/sol.ts'), join(dir, 'elsewhere/sol.ts'));
  assert.is(await typeCheck(join(dir, 'elsewhere/sol.ts')), null);
  assert.ok(existsSync(cache));
});
checked.run();
