import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BundleError,
  buildProblem,
  bundleExchangeModule,
  bundleKattisValidator,
  bundleModule,
  bundlePasteForm,
  bundleSolution,
  THIS_NODE,
} from '../../../judge/build/index.ts';
import { listProblemIds, loadProblem } from '../../../judge/registry/problems.ts';
import type { Problem } from '../../../judge/registry/index.ts';
import { BEYOND_2N_MOVES } from '../../fixtures/graphs.ts';
import { copyAttackRoot, writeFiles } from '../../helpers/fixture-root.ts';
import { PLANTED, pwned } from '../../helpers/hostile-text.ts';

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
  // Its file's name is the caller's, and goes into no comment of it.
  const name = `paste*\u2028${PLANTED}.js`;
  const bundle = await bundlePasteForm(
    'solutions/leetcode-913.ts',
    { ...problem, pasteForm: problem.pasteForm! },
    join(out, name),
  );
  const code = readFileSync(bundle.file, 'utf8');
  assert.not.ok(code.includes(PLANTED), 'its file name is in the bundle');
  const context: Record<string, unknown> = {};
  runInNewContext(code, context);
  assert.not.ok(pwned(context));
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
  // It reads no stdin, so it may end before the input is written: a broken pipe there is the point, not a failure.
  const run = spawnSync(process.execPath, [joined], { input: graphs, encoding: 'utf8' });
  assert.ok(run.error === undefined || (run.error as NodeJS.ErrnoException).code === 'EPIPE', String(run.error));
  assert.equal([run.status, run.stdout], [0, '1\n']);
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

const WHY = '(a submission is bundled with what it could read when it runs)';
const OUTSIDE = `outside the submission's folder and the kit's solution library ${WHY}`;
const judges = (folder: string) => `${folder}/ is the judge's, not the submission's ${WHY}`;
/** The one line of an import the confinement refuses, as a submission's CE gives it. */
const refused = (at: string, path: string, why: string) => `${at}: error: import of "${path}" refused: ${why}`;

/** The compile error a bundle ends in (BundleError's messages), or null where it bundles. */
async function compileError(bundle: () => Promise<unknown>): Promise<string | null> {
  try {
    await bundle();
    return null;
  } catch (error) {
    if (error instanceof BundleError) return error.messages;
    throw error;
  }
}

const run = (file: string, input: string) => execFileSync(process.execPath, [file], { input, encoding: 'utf8' });

let root = '';
let sum: Problem;
let attacks: Record<'glob' | 'solveGlob' | 'json' | 'accepted', string>;
/** The fixture root's tests: each input with its answer. */
let tests: { input: string; answer: string }[] = [];

const confined = suite('bundled as a submission (submissionRoots): only what it may import');
confined.before(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'judge-confined-')));
  const [glob, solveGlob, json, accepted] = copyAttackRoot(root, [
    'bundles-answers.js',
    'bundles-answers.ts',
    'requires-answers.js',
    'imports-accepted.ts',
  ]);
  attacks = { glob, solveGlob, json, accepted };
  sum = await loadProblem(root, 'sum');
  const read = (name: string) => readFileSync(join(root, 'testdata/once/sample', name), 'utf8');
  tests = ['1', '2'].map((n) => ({ input: read(`${n}.in`), answer: read(`${n}.ans`) }));
});
confined.after(() => rmSync(root, { recursive: true, force: true }));

/** Each attack: its CE confined (one line), and, bundled with the plugin left out, AC on every test. */
async function refusedThenReal(file: string, line: string): Promise<string> {
  const out = join(root, 'dist', 'attack.js');
  const error = await compileError(() => bundleSolution(file, sum, out, { submissionRoots: [root] }));
  await bundleSolution(file, sum, out);
  assert.equal(
    tests.map(({ input }) => run(out, input)),
    tests.map(({ answer }) => answer),
    `${file}: unconfined, it answers every test`,
  );
  assert.is(error, line);
  return readFileSync(out, 'utf8');
}

confined(
  'a glob import of the test data with { type: "text" }, as a program and in a solve(): one CE line at the import',
  async () => {
    const line = (file: string, at: string) => refused(`${file}:${at}`, '../testdata/once/sample/1.ans', OUTSIDE);
    for (const [file, at] of [
      [attacks.glob, '7:10'],
      [attacks.solveGlob, '6:10'],
    ]) {
      const unconfined = await refusedThenReal(file, line(file, at));
      for (const { answer } of tests) assert.ok(unconfined.includes(JSON.stringify(answer)), 'the answers inlined');
    }
  },
);
confined('a plain require() of a JSON file beside the tests: CE at the import', async () => {
  const line = refused(`${attacks.json}:4:25`, '../testdata/once/answers.json', OUTSIDE);
  await refusedThenReal(attacks.json, line);
});
confined("the root's accepted solution imported: CE at the import", async () => {
  const line = refused(`${attacks.accepted}:3:23`, '../solutions/sum.ts', OUTSIDE);
  await refusedThenReal(attacks.accepted, line);
});
confined(
  'bundled as a module (answers first, stress), a submission is refused the same; unconfined it is not',
  async () => {
    const out = join(root, 'dist', 'attack.cjs');
    const options = { submissionRoots: [root] };
    assert.is(
      await compileError(() => bundleModule(attacks.accepted, THIS_NODE, out, undefined, options)),
      refused(`${attacks.accepted}:3:23`, '../solutions/sum.ts', OUTSIDE),
    );
    assert.is(await compileError(() => bundleModule(attacks.accepted, THIS_NODE, out)), null);
  },
);
confined(
  "a submission at the root itself (the README's my.ts): its own files, solutions/lib/ and Node's built-ins; none of the root's data, nor a file as data",
  async () => {
    writeFiles(root, {
      'solutions/lib/add.ts': 'export const add = (a: number, b: number) => a + b;\n',
      'twice.ts': 'export const twice = (n: number) => 2 * n;\n',
      'notes.txt': 'notes\n',
      'table.json': '{}\n',
    });
    const my = join(root, 'my.ts');
    const tried = (source: string) => {
      writeFileSync(my, `${source}\n`);
      return compileError(() => bundleSolution(my, sum, join(root, 'dist', 'my.js'), { submissionRoots: [root] }));
    };
    const honest = [
      "import { readFileSync } from 'node:fs';",
      "import { add } from './solutions/lib/add.ts';",
      "import { twice } from './twice.ts';",
      "export const solve = (input: string) => twice(add(input.length, readFileSync ? 1 : 0)) + '\\n';",
    ];
    assert.is(await tried(honest.join('\n')), null);
    assert.is(run(join(root, 'dist', 'my.js'), 'abc'), '8\n');
    const attributes = `import attributes (with { type: "json" }) make a file into data ${WHY}`;
    const refusals = [
      ["export { solve } from './solutions/sum.ts';", '1:23', './solutions/sum.ts', judges('solutions')],
      [
        "import answer from './testdata/once/sample/1.ans' with { type: 'text' }; export const solve = () => answer;",
        '1:20',
        './testdata/once/sample/1.ans',
        judges('testdata'),
      ],
      [
        "import problem from './problems/sum/problem.ts'; export const solve = () => problem.id;",
        '1:21',
        './problems/sum/problem.ts',
        judges('problems'),
      ],
      [
        "import t from './table.json' with { type: 'json' }; export const solve = () => String(t);",
        '1:15',
        './table.json',
        attributes,
      ],
      [
        "import notes from './notes.txt'; export const solve = () => notes;",
        '1:19',
        './notes.txt',
        `a .txt file is bundled as data, not code ${WHY}`,
      ],
    ];
    for (const [source, at, path, why] of refusals)
      assert.is(await tried(source), refused(`${my}:${at}`, path, why), source);
  },
);
confined(
  "honest bundles unchanged: the kit's accepted solutions (solutions/lib/), its gallery, a solution's own folder",
  async () => {
    // buildProblem, as npm run build calls it, on a copy of the kit's solutions: each bundle as it is unconfined.
    const kit = join(root, 'kit');
    cpSync(join(ROOT, 'solutions'), join(kit, 'solutions'), { recursive: true });
    // Every problem with a TypeScript solution: the kit's five, and any a user imported and wrote one for.
    const ids = listProblemIds(ROOT).filter((id) => existsSync(join(ROOT, 'solutions', `${id}.ts`)));
    for (const id of ['bhoj-1460', 'cat-mouse-duel', 'lanqiao-lol', 'leetcode-913', 'lol-duel'])
      assert.ok(ids.includes(id), id);
    for (const id of ids) {
      const problem = await loadProblem(ROOT, id);
      const built = await buildProblem(kit, problem);
      assert.ok(built.length > 0, id);
      const plain = await bundleSolution(join(kit, 'solutions', `${id}.ts`), problem, join(root, 'dist', 'plain.js'));
      assert.is(readFileSync(built[0].file, 'utf8'), readFileSync(plain.file, 'utf8'), `${id}: the same bundle`);
    }
    // The gallery's wrong solutions import wrong/lib/, a second solver, another problem's accepted solution.
    const gallery = [
      ['bhoj-1460', 'solutions/wrong/bhoj-1460/dp-2n-moves.ts'],
      ['cat-mouse-duel', 'solutions/wrong/cat-mouse-duel/solves-again-every-move.ts'],
      ['lol-duel', 'solutions/wrong/lol-duel/zero-based-cells.ts'],
    ];
    for (const [id, file] of gallery) {
      const out = join(root, 'dist', 'wrong.js');
      const problem = await loadProblem(ROOT, id);
      assert.is(await compileError(() => bundleSolution(file, problem, out, { submissionRoots: [ROOT] })), null, file);
    }
    // A root's own solutions/ is the kit's too: a solver there imports the kit's (a root linked to the kit's solutions).
    const linked = join(root, 'solutions', 'linked.ts');
    writeFiles(root, {
      'solutions/linked.ts': `export { solve } from ${JSON.stringify(join(ROOT, 'solutions/bhoj-1460.ts'))};\n`,
    });
    const problem = await loadProblem(ROOT, 'bhoj-1460');
    assert.is(
      await compileError(() =>
        bundleSolution(linked, problem, join(root, 'dist', 'linked.js'), { submissionRoots: [root] }),
      ),
      null,
    );
    const own = join(root, 'attempts', 'own');
    mkdirSync(join(own, 'parts'), { recursive: true });
    writeFileSync(join(own, 'parts', 'half.ts'), 'export const half = (n: number) => n / 2;\n');
    writeFileSync(
      join(own, 'main.ts'),
      "import { half } from './parts/half.ts';\nexport const solve = (input: string) => half(input.length) + '\\n';\n",
    );
    const out = join(root, 'dist', 'own.js');
    await bundleSolution(join(own, 'main.ts'), sum, out, { submissionRoots: [root] });
    assert.is(run(out, 'abcd'), '2\n');
  },
);
confined(
  "a game's exchange module: the jury, the problem's own, imports what it will; the player may not import it",
  async () => {
    const player = join(root, 'attempts', 'player.ts');
    const lib = join(ROOT, 'solutions/lib/cat-mouse-player.ts');
    writeFileSync(
      player,
      `import { catMousePlayer, perfectMove } from ${JSON.stringify(lib)};\nexport const play = () => catMousePlayer(perfectMove);\n`,
    );
    const jury = join(ROOT, 'solutions/jury/cat-mouse-duel.ts');
    const out = join(root, 'dist', 'duel.cjs');
    const options = { submissionRoots: [root] };
    assert.is(
      await compileError(() => bundleExchangeModule(player, jury, THIS_NODE, out, undefined, undefined, options)),
      null,
    );
    writeFileSync(player, `export { jury as play } from ${JSON.stringify(jury)};\n`);
    assert.is(
      await compileError(() => bundleExchangeModule(player, jury, THIS_NODE, out, undefined, undefined, options)),
      refused(`${player}:1:30`, jury, OUTSIDE),
    );
  },
);
confined.run();
