// A root of its own for lanqiao-lol (this kit's problem and solutions, linked) whose test data is given, for the
// tests of what stress does with the problem's own tests (test/scripts/stress*.test.ts).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { searchRowValue } from '../../solutions/lib/lol-search.ts';

/** `tests`: the rows of each test file by its key ('sample/1'); each answer is the row's value by game search. */
export function lolRoot(tests: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'stress-tests-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  for (const [key, rows] of Object.entries(tests)) {
    const base = join(root, 'testdata', 'lanqiao-lol', key);
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.in`, `${rows.length}\n${rows.join('\n')}\n`);
    writeFileSync(`${base}.ans`, rows.map((row) => `${searchRowValue(row)}\n`).join(''));
  }
  return root;
}
