import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundlePasteForm, bundleSolution } from '../../../judge/run/bundle.ts';
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
bundles.run();
