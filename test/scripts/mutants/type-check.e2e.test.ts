// The mutants' type check (scripts/mutants/type-check.ts): each mutant judged alone, its error the first that its file
// as written has not, whatever its neighbours in the same request or statement do; imports resolved as the file's
// own; a file that is not a module checked too; answers kept by the files read, named from the root (a copy elsewhere
// reads them back); nothing written beside the files. End to end: tsc in a process of its own (npm run test:full).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CompileChecker } from '../../../scripts/mutants/type-check.ts';
import { setEnv } from '../../helpers/env.ts';

let dir = '';
let cache = '';
let restoreEnv = () => {};
let checker: CompileChecker;
const check = suite('the mutants’ type check');
check.before(() => {
  cache = mkdtempSync(join(tmpdir(), 'kit-mutant-types-'));
  restoreEnv = setEnv({ KIT_MUTANT_TYPES_CACHE: cache });
  mkdirSync(resolve('dist/.test'), { recursive: true });
  dir = mkdtempSync(resolve('dist/.test/type-check-'));
  writeFileSync(join(dir, 'lib.ts'), 'export const twice = (n: number): number => 2 * n;\n');
  writeFileSync(
    join(dir, 'solution.ts'),
    [
      "import { twice } from './lib.ts';",
      'export function solve(input: string): string {',
      '  const n: number = input.length;',
      '  return String(twice(n));',
      '}',
      '',
    ].join('\n'),
  );
  // A script (no import or export): its declarations are global.
  writeFileSync(
    join(dir, 'script.ts'),
    'function add(a: number, b: number): number {\n  return a + b;\n}\nadd(1, 2);\n',
  );
  checker = new CompileChecker(dir);
});
check.after(() => {
  checker.close();
  restoreEnv();
  for (const folder of [dir, cache]) rmSync(folder, { recursive: true, force: true });
});

/** A mutant replacing the first `text` of `file` (in dir) with `code`. */
function mutant(id: string, file: string, text: string, code: string, source: string) {
  const start = source.indexOf(text);
  assert.ok(start >= 0, text);
  return { id, file: join(dir, file), start, end: start + text.length, code };
}

check('each mutant alone: a type error is its own, a neighbour in the same statement changes nothing', async () => {
  const text = readFileSync(join(dir, 'solution.ts'), 'utf8');
  const result = await checker.check([
    mutant('1', 'solution.ts', 'input.length', '"x"', text),
    mutant('2', 'solution.ts', 'input.length', 'input.length + 1', text),
    mutant('3', 'solution.ts', 'twice(n)', 'twice(String(n))', text),
    mutant('4', 'solution.ts', 'twice(n)', 'twice(n - 1)', text),
  ]);
  assert.match(
    result.get('1') ?? '',
    /solution\.ts:3:\d+: error TS2322: Type 'string' is not assignable to type 'number'/,
  );
  assert.is(result.get('2'), null);
  assert.match(result.get('3') ?? '', /solution\.ts:4:\d+: error TS2345: Argument of type 'string'/);
  assert.is(result.get('4'), null);
});

check('a mutant of a script file, whose declarations are global, is checked too', async () => {
  const text = readFileSync(join(dir, 'script.ts'), 'utf8');
  const result = await checker.check([
    mutant('5', 'script.ts', 'a + b', 'a + "b"', text),
    mutant('6', 'script.ts', 'a + b', 'a - b', text),
  ]);
  assert.match(result.get('5') ?? '', /script\.ts:2:\d+: error TS2322/);
  assert.is(result.get('6'), null);
});

check(
  'an answer is kept by its edit and every file its check read: a change to an import checks it again',
  async () => {
    const text = readFileSync(join(dir, 'solution.ts'), 'utf8');
    const edit = mutant('7', 'solution.ts', 'twice(n)', 'twice(input)', text);
    const before = new Set(readdirSync(cache));
    assert.match((await checker.check([edit])).get('7') ?? '', /error TS2345/);
    const added = readdirSync(cache).filter((name) => !before.has(name));
    assert.is(added.length, 1, 'one answer kept');
    // A second run's checker: a doctored kept answer shows it was read back, not checked again.
    const keptFile = join(cache, added[0]);
    const kept = JSON.parse(readFileSync(keptFile, 'utf8'));
    assert.ok(
      kept.files.some(([file]: [string]) => file === 'lib.ts'),
      'the import is among the files read, named from the root',
    );
    writeFileSync(keptFile, JSON.stringify({ ...kept, error: 'kept' }));
    const second = new CompileChecker(dir);
    // A copy of the root elsewhere: its mutant the same edit of the same files, answered from what was kept.
    const copy = mkdtempSync(join(tmpdir(), 'kit-mutant-types-copy-'));
    cpSync(dir, copy, { recursive: true });
    const third = new CompileChecker(copy);
    try {
      assert.is((await second.check([edit])).get('7'), 'kept');
      assert.is((await third.check([{ ...edit, file: join(copy, 'solution.ts') }])).get('7'), 'kept');
      // Its file changed (a line after the edit) and changed back: checked for the change, kept for the file as it was.
      writeFileSync(join(copy, 'solution.ts'), `${text}// a note\n`);
      assert.match((await third.check([{ ...edit, file: join(copy, 'solution.ts') }])).get('7') ?? '', /TS2345/);
      writeFileSync(join(copy, 'solution.ts'), text);
      assert.is((await third.check([{ ...edit, file: join(copy, 'solution.ts') }])).get('7'), 'kept');
      // The import now takes a string too: the kept answer no longer holds (asked of the first checker, whose
      // process is running, rather than start a third).
      writeFileSync(join(dir, 'lib.ts'), 'export const twice = (n: number | string): number => 2 * Number(n);\n');
      assert.is((await checker.check([edit])).get('7'), null);
    } finally {
      second.close();
      third.close();
      rmSync(copy, { recursive: true, force: true });
      writeFileSync(join(dir, 'lib.ts'), 'export const twice = (n: number): number => 2 * n;\n');
    }
  },
);

check('nothing is written beside the files', () => {
  assert.equal(readdirSync(dir).sort(), ['lib.ts', 'script.ts', 'solution.ts']);
});

check.run();
