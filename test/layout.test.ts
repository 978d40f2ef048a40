// The layout rules, checked on every import in the tree. The parts of the kit, bottom to top; each imports only
// parts below it, and a subsystem (a folder with an index.ts) only through that index.ts, its face:
//   solutions/             pure algorithms: nothing but solutions/
//   problems/_authoring/   the authoring API (a subsystem)
//   problems/<id>/, problems/_<shared>/   the authoring API's face, their own folder and the shared folders
//   judge/<subsystem>/     in ORDER below; judge/registry/ alone reaches into solutions/ (and loads problems at run time)
//   scripts/<subsystem>/   the engines only commands use, in ORDER below
//   scripts/*.ts           the commands: faces only
// Tests are outside the rules: each tests its module one by one (test/ mirrors the source).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROUTES } from '../judge/page/protocol.ts';

/** The subsystems, bottom to top: each may import the faces of those before it. */
export const ORDER = [
  'problems/_authoring',
  'judge/base',
  'judge/sandbox',
  'judge/registry',
  'judge/explain',
  'judge/run',
  'judge/build',
  'judge/validate',
  'judge/verdict',
  'judge/core',
  'judge/page',
  'judge/report',
  'scripts/cli',
  'scripts/testdata',
  'scripts/stress',
  'scripts/mutants',
  'scripts/theory',
  'scripts/scaffold',
  'scripts/formats',
  'scripts/node-versions',
  'scripts/screenshots',
  'scripts/companion',
  'scripts/contest',
  'scripts/bench',
  'scripts/round-trip',
];
const SOURCE_FOLDERS = ['solutions', 'problems', 'judge', 'scripts'];
const PROBLEM_IDS = readdirSync('problems').filter((d) => !d.startsWith('_') && !d.startsWith('.'));

/**
 * Whether source text names a problem: its id as a string. An id that is a plain word (an imported package's
 * `constants`) is also a word of the code ('constants' as a problem.yaml key), so such an id is named only by a
 * string that is a path into its folders ('problems/constants/...', or 'problems', 'constants' as join's arguments).
 */
export function namesProblem(text: string, id: string): boolean {
  if (/[^a-z]/.test(id)) return text.includes(`'${id}'`);
  return ['problems', 'testdata', 'solutions'].some(
    (folder) => text.includes(`'${folder}/${id}/`) || text.includes(`'${folder}', '${id}'`),
  );
}

/**
 * The relative imports of a source file: static, side-effect, dynamic with a literal, re-exports, and require().
 * Template literals are text (the scaffold's templates hold the imports of the files they will become), so they are
 * skipped.
 */
export function importsOf(source: string): string[] {
  const code = source.replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((m) => m[1]);
}

/** The subsystem a path lies in, or null. */
function subsystemOf(path: string): string | null {
  return ORDER.find((s) => path.startsWith(`${s}/`)) ?? null;
}

/** Why importing `target` from `file` (both paths from the root) breaks the rules, or null. */
export function forbidden(file: string, target: string): string | null {
  const [layer, sub] = file.split('/');
  const [to, toSub] = target.split('/');
  const from = subsystemOf(file);
  const into = subsystemOf(target);
  if (layer === 'solutions') return to === 'solutions' ? null : 'solutions import nothing of the kit';
  if (layer === 'problems' && from === null) {
    if (target === 'problems/_authoring/index.ts') return null;
    if (to === 'problems' && into === null && (toSub === sub || toSub.startsWith('_'))) return null;
    return 'problems import only problems/_authoring/index.ts, their own folder and problems/_*/';
  }
  if (into !== null && into === from) return from === FORMATS ? formatsRule(file, target) : null;
  if (to === 'solutions') {
    return from === 'judge/registry' ? null : 'only judge/registry/ reaches solutions/ (the rest asks it)';
  }
  if (to === 'problems' && into === null)
    return 'problems are reached through judge/registry/, which loads them at run time';
  if (into === null) return `${target} is not part of any subsystem in the layout's ORDER`;
  if (from !== null && ORDER.indexOf(into) > ORDER.indexOf(from))
    return `${from}/ lies below ${into}/ and may not import it`;
  if (target !== `${into}/index.ts`) return `past the face: import ${into}/index.ts, not its inner files`;
  return null;
}

const FORMATS = 'scripts/formats';

/**
 * Inside scripts/formats/: a format's folder imports its own files and the shared model beside them (plan.ts,
 * write-problem.ts), never another format nor the face that lists them all; the shared files reach a format only
 * through its index.ts.
 */
function formatsRule(file: string, target: string): string | null {
  const formatOf = (path: string) => {
    const rest = path.slice(FORMATS.length + 1).split('/');
    return rest.length > 1 ? rest[0] : null;
  };
  const [from, into] = [formatOf(file), formatOf(target)];
  if (from !== null && into !== null && from !== into) return `the ${from} format may not import the ${into} format`;
  if (from !== null && target === `${FORMATS}/index.ts`)
    return 'a format may not import the face that lists the formats';
  if (from === null && into !== null && target !== `${FORMATS}/${into}/index.ts`)
    return `past the face: import ${FORMATS}/${into}/index.ts, not its inner files`;
  return null;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|cjs|mjs|js)$/.test(entry.name)) yield path;
  }
}

const layout = suite('layout');
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
/**
 * The import circles among `files` (a map from each file to the files it imports): each circle once, as the files
 * around it, shortest first.
 */
export function importCircles(files: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of files.get(file) ?? []) {
      if (!files.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || (files.get(file) ?? []).includes(file)) circles.push(circle.sort());
  };
  for (const file of files.keys()) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => a.length - b.length);
}

layout('no import circle anywhere in the kit: a type import counts too', () => {
  const files = new Map<string, string[]>();
  for (const folder of SOURCE_FOLDERS)
    for (const file of sourceFiles(folder))
      files.set(
        file,
        importsOf(readFileSync(file, 'utf8')).map((spec) => normalize(join(dirname(file), spec))),
      );
  assert.equal(importCircles(files), []);
  assert.equal(
    importCircles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['c.ts']],
        ['c.ts', ['a.ts']],
        ['d.ts', ['a.ts']],
      ]),
    ),
    [['a.ts', 'b.ts', 'c.ts']],
    'a circle of three is found, and what merely leads into it is not part of it',
  );
});
layout('every subsystem has a face, and every folder with code is a subsystem or a problem', () => {
  for (const subsystem of ORDER) assert.ok(readdirSync(subsystem).includes('index.ts'), `${subsystem}/index.ts`);
  for (const top of ['judge', 'scripts']) {
    for (const entry of readdirSync(top, { withFileTypes: true })) {
      if (entry.isDirectory())
        assert.ok(ORDER.includes(`${top}/${entry.name}`), `${top}/${entry.name} is not in ORDER`);
    }
  }
});
layout('an import against the order, or past a face, is caught', () => {
  const cases: [string, string][] = [
    // against the order
    ['judge/build/bundle.ts', "import { formatText } from '../report/index.ts';"],
    ['judge/run/run-process.ts', "import { prepareProgram } from '../build/index.ts';"],
    ['judge/base/errors.ts', "import { loadProblem } from '../registry/index.ts';"],
    ['judge/core/judge.ts', "import { stress } from '../../scripts/stress/index.ts';"],
    ['scripts/testdata/verify.ts', "import { stress } from '../stress/index.ts';"],
    ['problems/_authoring/rng.ts', "import { UserError } from '../../judge/base/index.ts';"],
    // past a face
    ['scripts/stress/candidate.ts', "import { runProcess } from '../../judge/run/run-process.ts';"],
    ['scripts/judge.ts', "import { judge } from '../judge/core/judge.ts';"],
    ['judge/report/report.ts', "import type { TestResult } from '../core/judge.ts';"],
    ['problems/bhoj-1460/problem.ts', "import { Rng } from '../_authoring/rng.ts';"],
    // problems and solutions
    ['problems/bhoj-1460/generator.ts', "import { stress } from '../../scripts/stress/index.ts';"],
    ['problems/bhoj-1460/validator.ts', "import { x } from '../lanqiao-lol/rows.ts';"],
    ['problems/_cat-mouse/families.ts', "import { solve } from '../../solutions/bhoj-1460.ts';"],
    ['solutions/lib/cat-mouse.ts', "import { Rng } from '../../problems/_authoring/index.ts';"],
    ['judge/core/judge.ts', "const p = await import('../../problems/bhoj-1460/problem.ts');"],
    ['scripts/gen.ts', "import { generate } from '../problems/lanqiao-lol/generator.ts';"],
    ['scripts/stress/stress.ts', "const { solve } = require('../../solutions/lanqiao-lol.ts');"],
    ['scripts/gen.ts', "export { x } from './nowhere/thing.ts';"],
    // one format folder into another, a format into the face listing them, the face past a format's face
    ['scripts/formats/hydro/read-export.ts', "import { readPackage } from '../kattis/read-package.ts';"],
    ['scripts/formats/hydro/read-export.ts', "import { kattis } from '../kattis/index.ts';"],
    ['scripts/formats/kattis/read-package.ts', "import { FORMATS } from '../index.ts';"],
    ['scripts/formats/index.ts', "import { readPackage } from './kattis/read-package.ts';"],
  ];
  for (const [file, source] of cases) {
    const [spec] = importsOf(source);
    assert.ok(spec, source);
    assert.ok(forbidden(file, normalize(join(dirname(file), spec))), `${file}: ${source} passed`);
  }
  const allowed: [string, string][] = [
    ['problems/bhoj-1460/problem.ts', 'problems/_cat-mouse/stress.ts'],
    ['problems/bhoj-1460/problem.ts', 'problems/_authoring/index.ts'],
    ['scripts/stress/stress.ts', 'judge/registry/index.ts'],
    ['scripts/stress/stress.ts', 'scripts/stress/candidate.ts'],
    ['judge/registry/solutions.ts', 'solutions/lib/lol-kinds.ts'],
    ['scripts/judge.ts', 'judge/core/index.ts'],
    ['scripts/formats/hydro/read-export.ts', 'scripts/formats/plan.ts'],
    ['scripts/formats/kattis/read-package.ts', 'scripts/formats/kattis/constants.ts'],
    ['scripts/formats/index.ts', 'scripts/formats/kattis/index.ts'],
  ];
  for (const [file, target] of allowed) assert.is(forbidden(file, target), null, `${file} -> ${target}`);
  assert.equal(importsOf("const text = `import { x } from '../../a.ts';`;\nimport { y } from '../b.ts';"), ['../b.ts']);
});
layout('no file but the registry lists the problems; no engine or command names one', () => {
  const listing: string[] = [];
  const naming: string[] = [];
  for (const folder of ['judge', 'scripts']) {
    for (const file of sourceFiles(folder)) {
      if (file.startsWith(join('scripts', 'bench'))) continue;
      const text = readFileSync(file, 'utf8');
      const lists = /readdirSync\([^)]*'problems'/.test(text);
      if (file !== join('judge', 'registry', 'problems.ts') && lists) listing.push(file);
      for (const id of PROBLEM_IDS) if (namesProblem(text, id)) naming.push(`${file}: ${id}`);
    }
  }
  assert.equal(listing, []);
  assert.equal(naming, []);
  assert.ok(namesProblem("judge({ problemIds: ['bhoj-1460'] })", 'bhoj-1460'));
  assert.ok(namesProblem("join(root, 'problems', 'constants')", 'constants'));
  assert.ok(namesProblem("readFileSync('testdata/constants/1.in')", 'constants'));
  assert.not.ok(namesProblem("const KNOWN = ['limits', 'constants'];", 'constants'), 'a word of the code');
});
const PAGE = 'judge/page';
/** The route paths of the live page's protocol; the page's own path, `/`, is every path's start and is left out. */
const ROUTE_PATHS = Object.values(ROUTES)
  .map((route) => route.path)
  .filter((path) => path !== '/');

/**
 * Why a source file breaks the rule that the live page lives in one folder (judge/page/), or null: the page's code
 * (Preact, an event stream, a .tsx file) lies nowhere else; a route's path is written in protocol.ts alone, so the
 * server and the page reach it only through the table; and what runs in the browser (judge/page/browser/) imports no
 * Node.js module.
 */
export function outsideThePage(file: string, text: string): string | null {
  const inPage = file.startsWith(`${PAGE}/`);
  if (!inPage && (file.endsWith('.tsx') || /from ['"]preact|\bEventSource\b/.test(text)))
    return `the page's code lies in ${PAGE}/ only`;
  if (file !== `${PAGE}/protocol.ts`) {
    const named = ROUTE_PATHS.find((path) => new RegExp(`['"\`]${path.replaceAll('.', '\\.')}['"\`?]`).test(text));
    if (named) return `the route ${named} is named in ${PAGE}/protocol.ts only: use ROUTES`;
  }
  if (file.startsWith(`${PAGE}/browser/`) && /from ['"]node:/.test(text))
    return 'the page in the browser imports no node: module';
  return null;
}

layout('the live page lives in one folder, judge/page/, and its routes are named only in its protocol', () => {
  const broken: string[] = [];
  for (const folder of SOURCE_FOLDERS)
    for (const file of sourceFiles(folder)) {
      const why = outsideThePage(file, readFileSync(file, 'utf8'));
      if (why) broken.push(`${file}: ${why}`);
    }
  assert.equal(broken, []);
  assert.ok(ROUTE_PATHS.includes('/play/move'), ROUTE_PATHS.join(' '));
  const cases: [string, string][] = [
    ['judge/report/report.ts', "import { render } from 'preact';"],
    ['scripts/ui.ts', "const stream = new EventSource('/stream');"],
    ['scripts/live/page.tsx', 'export const Page = () => null;'],
    ['scripts/ui.ts', "await fetch('/rejudge', { method: 'POST' });"],
    ['judge/page/server.ts', "if (req.url === '/play/move') move();"],
    ['judge/page/browser/components/matrix.tsx', 'getJson(`/matrix?problem=` + problem);'],
    ['judge/page/browser/store.ts', "import { readFileSync } from 'node:fs';"],
  ];
  for (const [file, text] of cases) assert.ok(outsideThePage(file, text), `${file}: ${text} passed`);
  const allowed: [string, string][] = [
    ['judge/page/browser/store.ts', "import { useState } from 'preact/hooks';"],
    ['judge/page/protocol.ts', "test: get<{ problem: string }, PageDetail>('/test'),"],
    ['judge/page/server.ts', "import { createServer } from 'node:http';"],
    ['scripts/testdata/save-case.ts', "join(dir, 'testdata')"],
  ];
  for (const [file, text] of allowed) assert.is(outsideThePage(file, text), null, `${file}: ${text}`);
});
/**
 * The names at the top level that are the repository's: what git tracks there (a user's own my.ts or notes beside it
 * are theirs, not the kit's); every name there outside a git checkout.
 */
function topLevel(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--', '.'], { encoding: 'utf8' });
  if (listed.status !== 0) return readdirSync('.');
  return [
    ...new Set(
      listed.stdout
        .split('\0')
        .filter(Boolean)
        .map((path) => path.split('/')[0]),
    ),
  ];
}

layout('the top level holds the design folders, the tests, the README, the configs and .ci/ only', () => {
  const allowed = new Set(['problems', 'solutions', 'judge', 'testdata', 'scripts', 'test', '.ci', 'README.md']);
  const generated = new Set(['node_modules', 'dist', '.git']);
  const configs = /^(package\.json|package-lock\.json|tsconfig\.json|biome\.json|\.gitignore)$/;
  const extra = topLevel().filter((name) => !allowed.has(name) && !generated.has(name) && !configs.test(name));
  assert.equal(extra, []);
});
layout('nothing but the test judge decides a verdict', () => {
  // The verdict's rules live in judge/verdict/; the one caller that applies them to a test is judge/core/test-judge.ts.
  const deciding = /\b(decideVerdict|decideOutput|decideLimits|decideInteractive|compareWith)\b|\.checker\(/;
  const outside: string[] = [];
  for (const folder of ['judge', 'scripts'])
    for (const file of sourceFiles(folder)) {
      if (file.startsWith(join('judge', 'verdict')) || file === join('judge', 'core', 'test-judge.ts')) continue;
      if (deciding.test(readFileSync(file, 'utf8'))) outside.push(file);
    }
  assert.equal(outside, []);
});
layout.run();
