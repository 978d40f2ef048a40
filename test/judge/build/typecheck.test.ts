import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { getEventListeners } from 'node:events';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { pauseTypeChecker, TYPECHECK_SETTINGS, typeCheck, warmTypeChecker } from '../../../judge/build/typecheck.ts';

const CHILD = fileURLToPath(new URL('../../../judge/build/typecheck-child.cjs', import.meta.url));
import { copyAttackRoot, writeFiles } from '../../helpers/fixture-root.ts';
import { setEnv } from '../../helpers/env.ts';

/** The judge's root the files checked are submissions to: the kit's own. */
const ROOTS = [resolve('.')];
let dir = '';
let cache = '';
let restoreEnv = () => {};
const checked = suite('typeCheck: tsc on a TypeScript solution, kept by content');
checked.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'typecheck-'));
  cache = join(dir, 'cache');
  restoreEnv = setEnv({ KIT_TYPECHECK_CACHE: cache });
});
checked.after(() => {
  restoreEnv();
  rmSync(dir, { recursive: true, force: true });
});

checked('a type error is named by file, line, column and code; a right file has none', async () => {
  const wrong = join(dir, 'wrong.ts');
  writeFileSync(
    wrong,
    'export function solve(input: string): string {\n  const n: number = input;\n  return String(n);\n}\n',
  );
  assert.match(
    (await typeCheck(wrong, ROOTS)) ?? '',
    /wrong\.ts:2:9: error TS2322: Type 'string' is not assignable to type 'number'\./,
  );
  const right = join(dir, 'right.ts');
  writeFileSync(right, 'export function solve(input: string): string {\n  return String(input.length);\n}\n');
  assert.is(await typeCheck(right, ROOTS), null);
  // Strict, as the kit's own settings: an implicit any is an error.
  const loose = join(dir, 'loose.ts');
  writeFileSync(loose, 'export function solve(input) {\n  return input;\n}\n');
  assert.match(
    (await typeCheck(loose, ROOTS)) ?? '',
    /loose\.ts:1:23: error TS7006: Parameter 'input' implicitly has an 'any' type/,
  );
});
checked('a program reading stdin itself gets Node.js’s types; an import is checked through', async () => {
  const program = join(dir, 'program.ts');
  writeFileSync(program, "const text = require('node:fs').readFileSync(0, 'utf8');\nprocess.stdout.write(text);\n");
  assert.is(await typeCheck(program, ROOTS), null);
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lib/add.ts'), 'export const add = (a: number, b: number): number => a + b;\n');
  const user = join(dir, 'user.ts');
  writeFileSync(user, "import { add } from './lib/add.ts';\nexport const solve = (s: string) => String(add(1, s));\n");
  assert.match((await typeCheck(user, ROOTS)) ?? '', /user\.ts:2:\d+: error TS2345/);
});
checked('a check still waiting when its run is stopped is never made; the one being made is finished', async () => {
  const files = ['first', 'dropped', 'third'].map((name) => {
    const file = join(dir, `${name}.ts`);
    writeFileSync(file, `export function solve(input: string): string {\n  return '${name}' + input;\n}\n`);
    return file;
  });
  const before = readdirSync(cache).length;
  const stop = new AbortController();
  const first = typeCheck(files[0], ROOTS, stop.signal);
  const reason = (check: Promise<unknown>) =>
    check.then(
      () => 'made',
      (error: Error) => error.message,
    );
  const dropped = reason(typeCheck(files[1], ROOTS, stop.signal));
  // Its own run, not stopped: asked after the one dropped, answered after the first.
  const third = typeCheck(files[2], ROOTS);
  stop.abort(new Error('a newer save'));
  assert.is(await dropped, 'a newer save');
  assert.is(await first, null, 'being made when the run stopped: finished, and kept');
  assert.is(await third, null);
  assert.is(readdirSync(cache).length, before + 2, 'the first and the third kept; the dropped one never made');
  assert.is(await reason(typeCheck(files[1], ROOTS, stop.signal)), 'a newer save', 'a stopped run starts none');
});
checked('a check that ends lets go of its run’s signal: one signal serves every check of a run', async () => {
  const file = join(dir, 'listened.ts');
  writeFileSync(file, 'export function solve(input: string): string {\n  return input;\n}\n');
  const run = new AbortController();
  assert.is(await typeCheck(file, ROOTS, run.signal), null);
  writeFileSync(file, 'export function solve(input: string): number {\n  return input;\n}\n');
  assert.ok(await typeCheck(file, ROOTS, run.signal), 'a type error');
  assert.equal(getEventListeners(run.signal, 'abort'), [], 'no listener left on the signal');
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
  assert.is(await typeCheck(entry, ROOTS), null);
  assert.is(readdirSync(cache).length, before + 1, 'one result kept');
  assert.is(await typeCheck(entry, ROOTS), null, 'from what was kept');
  writeFileSync(lib, 'export const half = (n: string): string => n;\n');
  assert.match((await typeCheck(entry, ROOTS)) ?? '', /entry\.ts:2:\d+: error TS2345/);
});
checked(
  'kept by root-relative names: a copy of the root reads it back naming its own file; a change undone too',
  async () => {
    const first = join(dir, 'first-root');
    const second = join(dir, 'second-root');
    writeFiles(first, {
      'solutions/lib/count.ts': 'export const count = (s: string): number => s.length;\n',
      'solutions/x.ts':
        "import { count } from './lib/count.ts';\nexport function solve(input: string): string {\n  const n: string = count(input);\n  return n;\n}\n",
    });
    cpSync(first, second, { recursive: true });
    const error = /solutions\/x\.ts:3:9: error TS2322: Type 'number' is not assignable to type 'string'/;
    const own = (root: string) => join(root, 'solutions/x.ts');
    const said = (await typeCheck(own(first), [first])) ?? '';
    assert.match(said, error);
    assert.ok(said.startsWith(`${own(first)}:`), said);
    const kept = readdirSync(cache).length;
    const copy = (await typeCheck(own(second), [second])) ?? '';
    assert.is(readdirSync(cache).length, kept, 'read back, not checked again');
    assert.is(copy, said.replace(first, second), 'the copy’s own file named');
    // A change to the solution is checked; undone, what was kept for it before stands.
    const source = readFileSync(own(second), 'utf8');
    writeFileSync(own(second), source.replace('const n: string = count(input);', 'const n = String(count(input));'));
    assert.is(await typeCheck(own(second), [second]), null);
    writeFileSync(own(second), source);
    assert.is(await typeCheck(own(second), [second]), copy);
    assert.is(readdirSync(cache).length, kept + 1, 'the changed version kept beside the first');
  },
);
checked('a solution linked into a folder imports beside its real self, as esbuild does', async () => {
  mkdirSync(join(dir, 'real/lib'), { recursive: true });
  writeFileSync(join(dir, 'real/lib/one.ts'), 'export const one = 1;\n');
  writeFileSync(
    join(dir, 'real/sol.ts'),
    "import { one } from './lib/one.ts';\nexport const solve = () => String(one);\n",
  );
  mkdirSync(join(dir, 'elsewhere'));
  symlinkSync(join(dir, 'real/sol.ts'), join(dir, 'elsewhere/sol.ts'));
  assert.is(await typeCheck(join(dir, 'elsewhere/sol.ts'), ROOTS), null);
  assert.ok(existsSync(cache));
});
checked('a paused checker answers nothing until the pause ends, then the check goes on', async () => {
  // Warmed with the file and its import: the check after the pause parses neither again (and is quick, unpaused).
  mkdirSync(join(dir, 'paused'));
  writeFileSync(join(dir, 'paused/lib.ts'), 'export const twice = (n: number): number => 2 * n;\n');
  const file = join(dir, 'paused/solution.ts');
  writeFileSync(
    file,
    "import { twice } from './lib.ts';\nexport const solve = (s: string) => String(twice(s.length));\n",
  );
  warmTypeChecker([{ file, roots: ROOTS }]);
  assert.is(await typeCheck(file, ROOTS), null);
  writeFileSync(file, "import { twice } from './lib.ts';\nexport const solve = (s: string) => String(twice(s));\n");
  const check = typeCheck(file, ROOTS);
  const resume = pauseTypeChecker();
  let answered = false;
  void check.then(() => {
    answered = true;
  });
  // A check of the checker, warm, takes tens of milliseconds.
  await new Promise((done) => setTimeout(done, 1000));
  assert.is(answered, false);
  resume();
  resume(); // a second end of the same pause changes nothing
  assert.match((await check) ?? '', /solution\.ts:2:\d+: error TS2345/);
});
checked.run();

let root = '';
const confined = suite('typeCheck reads only what a submission may import');
confined.before(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'typecheck-confined-')));
  restoreEnv = setEnv({ KIT_TYPECHECK_CACHE: join(root, 'cache') });
});
confined.after(() => {
  restoreEnv();
  rmSync(root, { recursive: true, force: true });
});

const notFound = (at: string, module: string) =>
  `${at}: error TS2307: Cannot find module '${module}' or its corresponding type declarations.`;

confined(
  "the root's accepted solution imported is absent to the check; from inside solutions/, the kit's own, it is there",
  async () => {
    const [accepted] = copyAttackRoot(root, ['imports-accepted.ts']);
    assert.is(await typeCheck(accepted, [root]), notFound(`${accepted}:3:23`, '../solutions/sum.ts'));
    const gallery = join(root, 'solutions', 'imports-accepted.ts');
    cpSync(accepted, gallery);
    assert.is(await typeCheck(gallery, [root]), null);
  },
);
confined('a glob import type-checks: tsc reads no file for it (the bundle refuses it, CE)', async () => {
  const [glob] = copyAttackRoot(root, ['bundles-answers.ts']);
  assert.is(await typeCheck(glob, [root]), null);
});
confined(
  "a submission at the root (the README's my.ts) has its own files and solutions/lib/, not the root's problems/, testdata/ or solutions/",
  async () => {
    copyAttackRoot(root, []);
    const my = join(root, 'my.ts');
    writeFiles(root, {
      'solutions/lib/add.ts': 'export const add = (a: number, b: number): number => a + b;\n',
      'problems/sum/limit.ts': 'export const limit = 1;\n',
      'twice.ts': 'export const twice = (n: number): number => 2 * n;\n',
      'my.ts': [
        "import { add } from './solutions/lib/add.ts';",
        "import { twice } from './twice.ts';",
        "import { limit } from './problems/sum/limit.ts';",
        "import { solve as accepted } from './solutions/sum.ts';",
        "import answers from './testdata/once/answers.json';",
        'export const solve = (input: string) => [twice(add(limit, input.length)), accepted, answers].join();',
        '',
      ].join('\n'),
    });
    assert.is(
      await typeCheck(my, [root]),
      [
        notFound(`${my}:3:23`, './problems/sum/limit.ts'),
        notFound(`${my}:4:35`, './solutions/sum.ts'),
        notFound(`${my}:5:21`, './testdata/once/answers.json'),
      ].join('\n'),
    );
    // What it may read is kept with the result: judged in another root, the same file reads this one's files.
    const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), 'typecheck-elsewhere-')));
    try {
      assert.is(await typeCheck(my, [elsewhere]), null);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  },
);
confined.run();

const child = suite('the checker’s process keeps the libraries it parsed');
child.e2e('a library file changed on disk (its size the same) is parsed again; an unchanged one is kept', async () => {
  const root = mkdtempSync(join(tmpdir(), 'typecheck-child-'));
  const checker = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const types = join(root, 'types', 'node', 'index.d.ts');
    mkdirSync(dirname(types), { recursive: true });
    const declare = (type: string) => `declare function require(name: string): { answer: ${type} };\n`;
    writeFileSync(types, declare('number'));
    const program = join(root, 'program.ts');
    writeFileSync(program, "const answer: number = require('x').answer;\nexport { answer };\n");
    const replies = createInterface({ input: checker.stdout })[Symbol.asyncIterator]();
    const check = async (): Promise<string[]> => {
      const options = { ...TYPECHECK_SETTINGS, typeRoots: [join(root, 'types')] };
      checker.stdin.write(`${JSON.stringify({ file: program, options, folders: [{ folder: '/', refusal: null }] })}\n`);
      return (JSON.parse((await replies.next()).value) as { diagnostics: string[] }).diagnostics;
    };
    assert.equal(await check(), [], 'the first types read');
    assert.equal(await check(), [], 'kept, and still right');
    writeFileSync(types, declare('string'));
    utimesSync(types, new Date(), new Date(Date.now() + 5_000));
    const [error = ''] = await check();
    assert.match(error, /program\.ts:1:7: error TS2322: Type 'string' is not assignable to type 'number'/);
  } finally {
    checker.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
child.run();
