import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bundleExchangeModule,
  bundleKattisValidator,
  bundleModule,
  bundlePasteForm,
  bundleSolution,
  THIS_NODE,
} from '../../../judge/run/bundle.ts';
import { loadProblem } from '../../../judge/registry/problems.ts';
import { BEYOND_2N_MOVES } from '../../fixtures/graphs.ts';

const ROOT = resolve('.');
let out = '';

const bundles = suite('bundles');
bundles.before(() => {
  out = mkdtempSync(join(tmpdir(), 'judge-bundle-'));
});
bundles.after(() => rmSync(out, { recursive: true, force: true }));

bundles('bhoj-1460: one file that needs only Node built-ins, lowered for the judge, reading stdin', async () => {
  const problem = await loadProblem(ROOT, 'bhoj-1460');
  const bundle = await bundleSolution('solutions/bhoj-1460.ts', problem, join(out, 'bhoj-1460.js'));
  assert.is(bundle.wraps, 'solve');
  const code = readFileSync(bundle.file, 'utf8');
  const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  assert.ok(
    required.every((name) => name.startsWith('node:') || ['fs'].includes(name)),
    required.join(', '),
  );
  assert.not.match(
    code,
    /\?\?|\?\.|^\s+(?!return|break|continue|debugger)\w+;$/m,
    'node8 has no ??, ?. or class fields',
  );
  const input = '6\n2 2 5\n1 3\n3 0 4 5\n3 1 4 5\n2 2 3\n3 0 2 3\n';
  assert.is(execFileSync(process.execPath, [bundle.file], { input, encoding: 'utf8' }), '0\n');
});

bundles('leetcode-913 paste form: a classic script defining catMouseGame(graph), reading no stdin', async () => {
  const problem = await loadProblem(ROOT, 'leetcode-913');
  const bundle = await bundlePasteForm(
    'solutions/leetcode-913.ts',
    { ...problem, pasteForm: problem.pasteForm! },
    join(out, 'paste.js'),
  );
  const context: Record<string, unknown> = {};
  runInNewContext(readFileSync(bundle.file, 'utf8'), context);
  const catMouseGame = context.catMouseGame as (graph: number[][]) => unknown;
  assert.type(catMouseGame, 'function');
  assert.is(catMouseGame([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]), 0);
  assert.is(catMouseGame([[1, 3], [0], [3], [0, 2]]), 1);
  assert.is(catMouseGame([[3], [3], [3], [0, 1, 2]]), 2);
  assert.is(catMouseGame(BEYOND_2N_MOVES), 1);
  // Run by node under its own name it answers stdin; inside another program's file (as LeetCode runs what is
  // pasted, with its own driver after it) it reads and prints nothing.
  const graphs = '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n[[1,3],[0],[3],[0,2]]\n';
  const direct = join(out, 'leetcode-913.leetcode.js');
  writeFileSync(direct, readFileSync(bundle.file));
  assert.is(execFileSync(process.execPath, [direct], { input: graphs, encoding: 'utf8' }), '0\n1\n');
  const joined = join(out, 'prog_joined.js');
  writeFileSync(
    joined,
    `${readFileSync(bundle.file, 'utf8')}\nconsole.log(JSON.stringify(catMouseGame([[1, 3], [0], [3], [0, 2]])));\n`,
  );
  assert.is(execFileSync(process.execPath, [joined], { input: graphs, encoding: 'utf8' }), '1\n');
});
bundles(
  'validators and checkers as Kattis programs: exit 42 or 43, the reason where the contract puts it',
  async () => {
    const input = join(out, 'validate.js');
    await bundleKattisValidator('input', 'problems/lanqiao-lol/validator.ts', 'node8', input);
    const run = (program: string, stdin: string, args: string[] = []) =>
      spawnSync(process.execPath, [program, ...args], { input: stdin, encoding: 'utf8' });
    assert.is(run(input, readFileSync('testdata/lanqiao-lol/sample/1.in', 'utf8')).status, 42);
    const bad = run(input, '1\nLOL\n');
    assert.is(bad.status, 43);
    assert.is(bad.stderr, 'line 2, row 1: already reads LOL at column 1; the game would be over\n');

    const output = join(out, 'check.js');
    await bundleKattisValidator('output', 'test/fixtures/checker/sum-checker.ts', 'node8', output);
    const files = join(out, 'case');
    mkdirSync(join(files, 'feedback'), { recursive: true });
    writeFileSync(join(files, 'in'), '2\n1 2\n');
    writeFileSync(join(files, 'ans'), '3\n');
    const args = [join(files, 'in'), join(files, 'ans'), join(files, 'feedback')];
    assert.is(run(output, '1 2\n', args).status, 42);
    assert.is(run(output, '4\n', args).status, 43);
    assert.is(readFileSync(join(files, 'feedback/judgemessage.txt'), 'utf8'), 'the numbers add up to 4, not 3\n');
  },
);
bundles(
  'files given instead of their contents on disk (mutants): the player gets them, a game jury never',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-replaced-'));
    try {
      const lib = resolve('solutions/lib/cat-mouse.ts');
      const marked = `${readFileSync(lib, 'utf8')}\nexport const MARK = 'the given copy';\n(globalThis as { mark?: string }).mark = MARK;\n`;
      const out = join(dir, 'duel.cjs');
      const replaced = new Map([[lib, marked]]);
      await bundleExchangeModule(
        'solutions/cat-mouse-duel.ts',
        'solutions/jury/cat-mouse-duel.ts',
        THIS_NODE,
        out,
        replaced,
      );
      const text = readFileSync(out, 'utf8');
      assert.is(text.split('the given copy').length - 1, 1, "the player's copy, once");
      // The jury and what it imports are read from disk, in a namespace of their own: cat-mouse.ts a second time.
      assert.match(text, /\/\/ pristine:.*solutions\/lib\/cat-mouse\.ts\n/);
      assert.match(text, /\/\/ pristine:.*solutions\/jury\/cat-mouse-duel\.ts\n/);
      const plain = join(dir, 'plain.cjs');
      await bundleModule('solutions/bhoj-1460.ts', THIS_NODE, plain, replaced);
      assert.match(readFileSync(plain, 'utf8'), /the given copy/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
bundles.run();
