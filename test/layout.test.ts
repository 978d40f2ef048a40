// The layering rules, checked on every import in the tree: each layer imports only what lies below it.
//   solutions/  pure algorithms: nothing of the kit
//   problems/   only kit/authoring.ts, their own folder and the shared folders problems/_*/
//   kit/        only kit/ (kit/solutions.ts alone reaches into solutions/; the registry loads problems at run time)
//   engines     judge/, stress/, bench/, testdata-tools/, theory-check/, scaffold/, explain/, ui/: kit/ and each other
//   scripts/    the commands: kit/ and the engines
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const ENGINES = ['judge', 'stress', 'bench', 'testdata-tools', 'theory-check', 'scaffold', 'explain', 'ui'];
const SOURCE_FOLDERS = ['solutions', 'problems', 'kit', 'scripts', ...ENGINES];
const PROBLEM_IDS = readdirSync('problems').filter((d) => !d.startsWith('_') && !d.startsWith('.'));

/**
 * The relative imports of a source file: static, side-effect, dynamic with a literal, and require(). Template
 * literals are text (the scaffold's templates hold the imports of the files they will become), so they are skipped.
 */
export function importsOf(source: string): string[] {
  const code = source.replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
  const found = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return found.map((m) => m[1]);
}

/** Why importing `target` from `file` (both paths from the kit's folder) breaks the rules, or null. */
export function forbidden(file: string, target: string): string | null {
  const [layer, sub] = file.split('/');
  const [to, toSub] = target.split('/');
  if (layer === 'solutions') return to === 'solutions' ? null : 'solutions import nothing of the kit';
  if (layer === 'problems') {
    if (target === 'kit/authoring.ts') return null;
    if (to === 'problems' && (toSub === sub || toSub.startsWith('_'))) return null;
    return 'problems import only kit/authoring.ts, their own folder and problems/_*/';
  }
  if (layer === 'kit') {
    if (to === 'kit') return null;
    if (file === 'kit/solutions.ts' && to === 'solutions') return null;
    return 'kit/ imports only kit/ (kit/solutions.ts alone reaches solutions/)';
  }
  if (ENGINES.includes(layer) || layer === 'scripts') {
    if (to === 'kit' || ENGINES.includes(to)) return null;
    return `${layer === 'scripts' ? 'commands' : 'engines'} reach problems through kit/registry.ts and solutions through kit/solutions.ts`;
  }
  return null;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|cjs|mjs|js)$/.test(entry.name)) yield path;
  }
}

const layout = suite('layering');
layout('every import in the tree follows the rules', () => {
  const broken: string[] = [];
  let edges = 0;
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(folder)) {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        edges++;
        const why = forbidden(file, normalize(join(dirname(file), spec)));
        if (why) broken.push(`${file} imports ${spec}: ${why}`);
      }
    }
  }
  assert.equal(broken, []);
  assert.ok(edges > 150, `only ${edges} imports read`);
});
layout('an import against the rules is caught', () => {
  const cases: [string, string][] = [
    ['problems/bhoj-1460/generator.ts', "import { stress } from '../../stress/stress.ts';"],
    ['problems/bhoj-1460/validator.ts', "import { x } from '../lanqiao-lol/rows.ts';"],
    ['problems/_cat-mouse/families.ts', "import { solve } from '../../solutions/bhoj-1460.ts';"],
    ['solutions/lib/cat-mouse.ts', "import { Rng } from '../../kit/rng.ts';"],
    ['judge/judge.ts', "const p = await import('../problems/bhoj-1460/problem.ts');"],
    ['scripts/gen.ts', "import { generate } from '../problems/lanqiao-lol/generator.ts';"],
    ['kit/cli.ts', "import { judge } from '../judge/judge.ts';"],
    ['stress/stress.ts', "const { solve } = require('../solutions/lanqiao-lol.ts');"],
  ];
  for (const [file, source] of cases) {
    const [spec] = importsOf(source);
    assert.ok(spec, source);
    assert.ok(forbidden(file, normalize(join(dirname(file), spec))), `${file}: ${source} passed`);
  }
  assert.is(forbidden('problems/bhoj-1460/problem.ts', 'problems/_cat-mouse/stress.ts'), null);
  assert.equal(importsOf("const text = `import { x } from '../../a.ts';`;\nimport { y } from '../b.ts';"), ['../b.ts']);
  assert.is(forbidden('stress/stress.ts', 'kit/registry.ts'), null);
});
layout('no file but the registry lists the problems; no engine or command names one', () => {
  const listing: string[] = [];
  const naming: string[] = [];
  for (const folder of ['kit', 'scripts', ...ENGINES.filter((e) => e !== 'bench')]) {
    for (const file of sourceFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      if (file !== join('kit', 'registry.ts') && /readdirSync\([^)]*'problems'/.test(text)) listing.push(file);
      for (const id of PROBLEM_IDS) if (text.includes(`'${id}'`)) naming.push(`${file}: ${id}`);
    }
  }
  assert.equal(listing, []);
  assert.equal(naming, []);
});
layout.run();
