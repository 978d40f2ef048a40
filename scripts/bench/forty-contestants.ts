// A contest folder of forty contestants on the kit's five problems, made from the kit's galleries rather than kept as
// forty copies: accepted, wrong and slow solutions in C++, Python, TypeScript and Java, some problems left without a
// file, one contestant whose file does not compile, one hostile that prints the answer file beside its input, and one
// that imports the kit's own solver. The bench's contest section judges it, and the contest's end-to-end test.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { sourceLiteral } from '../../judge/base/index.ts';

/** The five problems, in the order a contestant's files are dealt. */
export const CONTEST_PROBLEMS = ['leetcode-913', 'bhoj-1460', 'lanqiao-lol', 'cat-mouse-duel', 'lol-duel'] as const;
export const CONTESTANTS = 40;
/**
 * The tests judged (the judge's --group): the samples and the cases worked out by hand, 31 of the five problems' 850
 * (the duels have samples only), so that forty contestants are judged in minutes; lanqiao-lol, in points, scores what
 * they hold.
 */
export const CONTEST_GROUPS = ['sample', 'hand'] as const;

/** The three contestants made for what they do; the others are dealt from the galleries. */
export const NOT_COMPILING = 'c38-compile-error';
export const HOSTILE = 'c39-reads-answers';
export const IMPORTER = 'c40-imports-kit';

const NATIVE = 'test/fixtures/solutions/native';
const HOSTILE_SOURCE = 'test/fixtures/solutions/hostile/reads-answer.c';

/**
 * Each problem's gallery, from the kit's root: its accepted solution, wrong ones, and fixtures written for it or for any
 * problem (their verdicts are the judge's to give, not this list's).
 */
const GALLERY: Record<(typeof CONTEST_PROBLEMS)[number], string[]> = {
  'leetcode-913': [
    'solutions/leetcode-913.ts',
    `${NATIVE}/CatMouse.java`,
    'solutions/wrong/leetcode-913/dfs-cycle-is-draw.ts',
    'solutions/wrong/leetcode-913/cat-enters-hole.ts',
    `${NATIVE}/wa.cpp`,
    'solutions/wrong/leetcode-913/turn-order-swapped.ts',
    `${NATIVE}/wa.py`,
  ],
  'bhoj-1460': [
    `${NATIVE}/bhoj-retrograde.cpp`,
    'solutions/bhoj-1460.ts',
    'solutions/wrong/bhoj-1460/depth-2n-search.cpp',
    'solutions/wrong/bhoj-1460/mouse-walks-through-cat.ts',
    `${NATIVE}/tle.py`,
    'solutions/wrong/bhoj-1460/undecided-is-cat-win.ts',
  ],
  'lanqiao-lol': [
    'solutions/lanqiao-lol.ts',
    'solutions/wrong/lanqiao-lol/plain-whole-string-memo.cpp',
    `${NATIVE}/lol-always-draw.py`,
    'solutions/wrong/lanqiao-lol/parity-guess.ts',
    `${NATIVE}/tle.cpp`,
    'solutions/wrong/lanqiao-lol/ignores-l-star-l.ts',
  ],
  'cat-mouse-duel': [
    'solutions/cat-mouse-duel.ts',
    'solutions/wrong/cat-mouse-duel/stops-reading.py',
    'solutions/wrong/cat-mouse-duel/greedy-mouse.ts',
    'solutions/wrong/cat-mouse-duel/never-flushes.cpp',
    'solutions/wrong/cat-mouse-duel/chasing-cat.ts',
  ],
  'lol-duel': [
    'solutions/lol-duel.ts',
    'solutions/wrong/lol-duel/never-flushes.py',
    'solutions/wrong/lol-duel/any-safe-move.ts',
    'solutions/wrong/lol-duel/zero-based-cells.ts',
  ],
};

/** What the contest folder holds: each contestant's file by problem (absolute), and the problems left missing. */
export interface FortyContestants {
  dir: string;
  files: Record<string, Record<string, string>>;
  missing: Record<string, string[]>;
}

/**
 * A gallery's TypeScript file as a contestant writes one: a single file, every import of the kit's library inlined
 * (someone else's code may import nothing of the kit), its types left unchecked, as the inlined JavaScript has none.
 */
function selfContained(root: string, source: string): string {
  const built = buildSync({
    entryPoints: [join(root, source)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return `// @ts-nocheck\n// ${source}, its imports inlined\n${built.outputFiles[0].text}`;
}

/** Writes the file `source` (from the kit's root) as `target`, in the language of its extension. */
function writeEntry(root: string, source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  if (source.endsWith('.ts')) writeFileSync(target, selfContained(root, source));
  else copyFileSync(join(root, source), target);
}

/** The extension a gallery file keeps (a C file that reads answers is compiled as the C++ it also is). */
const extensionOf = (source: string) => (source.endsWith('.c') ? '.cpp' : source.slice(source.lastIndexOf('.')));

/**
 * Makes the contest folder `dir` (its source/ only; the problems are the kit's own, at `root`). Contestant k gets, for
 * the problem at place p, the gallery's entry (k + p) modulo its length, or nothing where (k + 2p) modulo 9 is 4;
 * every third contestant keeps a file in a folder of the problem's name (LemonLime's other layout).
 */
export function makeFortyContestants(root: string, dir: string): FortyContestants {
  const files: FortyContestants['files'] = {};
  const missing: FortyContestants['missing'] = {};
  const place = (name: string, id: string, ext: string, k: number) =>
    k % 3 === 0 ? join(dir, 'source', name, id, `${id}${ext}`) : join(dir, 'source', name, `${id}${ext}`);
  for (let k = 0; k < CONTESTANTS; k++) {
    const name =
      k === 37 ? NOT_COMPILING : k === 38 ? HOSTILE : k === 39 ? IMPORTER : `c${String(k + 1).padStart(2, '0')}`;
    files[name] = {};
    missing[name] = [];
    mkdirSync(join(dir, 'source', name), { recursive: true });
    for (const [p, id] of CONTEST_PROBLEMS.entries()) {
      let source: string | null = GALLERY[id][(k + p) % GALLERY[id].length];
      if (name === HOSTILE) source = HOSTILE_SOURCE;
      else if (name === NOT_COMPILING && id === 'bhoj-1460') source = `${NATIVE}/ce.cpp`;
      else if (name === IMPORTER && (id === 'bhoj-1460' || id === 'leetcode-913')) source = null;
      else if ((k + 2 * p) % 9 === 4) source = null;
      if (source === null) {
        if (name !== IMPORTER || (id !== 'bhoj-1460' && id !== 'leetcode-913')) missing[name].push(id);
        continue;
      }
      const target = place(name, id, extensionOf(source), k);
      writeEntry(root, source, target);
      files[name][id] = target;
    }
    if (name === IMPORTER)
      for (const id of ['bhoj-1460', 'leetcode-913']) {
        // The kit's accepted solution, imported by the path from the contestant's folder: refused, as someone else's.
        const target = place(name, id, '.ts', k);
        mkdirSync(dirname(target), { recursive: true });
        const kit = relative(dirname(target), join(root, 'solutions', `${id}.ts`));
        writeFileSync(target, `// Answers with the kit's own solver.\nexport { solve } from ${sourceLiteral(kit)};\n`);
        files[name][id] = target;
      }
  }
  return { dir, files, missing };
}
