// A private copy of the fixture root (test/fixtures/root) for a test to judge in. Its dist/ is left behind: tests
// that judge in the fixture root itself write and delete bundles there while others copy it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

export const FIXTURE_ROOT = resolve('test/fixtures/root');
const BUILT = join(FIXTURE_ROOT, 'dist');

export function copyFixtureRoot(to: string): void {
  cpSync(FIXTURE_ROOT, to, { recursive: true, filter: (from) => from !== BUILT && !from.startsWith(BUILT + sep) });
}

/**
 * A fixture root (copyFixtureRoot) with the tests of the problem 'once' that test/judge/core/hostile.test.ts judges
 * (sum's tests, copied) and its answers by input in testdata/once/answers.json, a data file as a problem may keep
 * beside its tests; the hostile fixtures named are copied into its attempts/ folder, a user's own, whence they reach
 * for the root's files. Returns their paths there, real (as compilers name them).
 */
export function copyAttackRoot(to: string, fixtures: string[]): string[] {
  copyFixtureRoot(to);
  const tests = join(to, 'testdata', 'once');
  cpSync(join(to, 'testdata', 'sum'), tests, { recursive: true });
  const answers = Object.fromEntries(
    ['1', '2'].map((n) => [
      readFileSync(join(tests, 'sample', `${n}.in`), 'utf8'),
      readFileSync(join(tests, 'sample', `${n}.ans`), 'utf8'),
    ]),
  );
  writeFileSync(join(tests, 'answers.json'), JSON.stringify(answers));
  return fixtures.map((name) => {
    const placed = join(realpathSync(to), 'attempts', name);
    cpSync(resolve('test/fixtures/solutions/hostile', name), placed);
    return placed;
  });
}

/** Writes each file of `files` (path inside `root`: its text), with the folders it lies in. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/**
 * A new root for `npm run new` (a temporary folder named from `prefix`): the real authoring API, which a new problem
 * imports, and empty problems/, solutions/ and testdata/.
 */
export function emptyAuthoringRoot(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const folder of ['problems', 'solutions/second-solver', 'solutions/explain', 'testdata'])
    mkdirSync(join(root, folder), { recursive: true });
  symlinkSync(resolve('problems/_authoring'), join(root, 'problems/_authoring'));
  return root;
}

/** Copies this kit's tests `keys` of problem `id` ('hand/five-cycle-draw': its .in and .ans) into `root`'s testdata. */
export function copyKitTests(root: string, id: string, keys: string[]): void {
  for (const key of keys) {
    mkdirSync(dirname(join(root, 'testdata', id, key)), { recursive: true });
    for (const ext of ['in', 'ans'])
      cpSync(resolve('testdata', id, `${key}.${ext}`), join(root, 'testdata', id, `${key}.${ext}`));
  }
}
