// The root the live page's tests serve (test/judge/page/server*.test.ts): this kit's problems and solutions (of
// the wrong ones, two: the matrix needs no more), two bhoj-1460 tests, and a solution file to edit in its
// solutions/: it answers with the kit's solutions, which only a file there may import (judge/build/confined-imports.ts).
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyKitTests } from './fixture-root.ts';

export interface LiveRoot {
  root: string;
  /** The solution file the page judges, solutions/mine.ts. */
  mine: string;
  /** Makes mine.ts answer with `file` (a path in this kit). */
  answerWith(file: string): void;
}

export function liveRoot(): LiveRoot {
  const root = mkdtempSync(join(tmpdir(), 'judge-ui-'));
  symlinkSync(resolve('problems'), join(root, 'problems'));
  mkdirSync(join(root, 'solutions/wrong/bhoj-1460'), { recursive: true });
  for (const entry of readdirSync('solutions')) {
    if (entry !== 'wrong') symlinkSync(resolve('solutions', entry), join(root, 'solutions', entry));
  }
  for (const wrong of ['dp-2n-moves.ts', 'turn-order-swapped.ts'])
    symlinkSync(resolve('solutions/wrong/bhoj-1460', wrong), join(root, 'solutions/wrong/bhoj-1460', wrong));
  copyKitTests(root, 'bhoj-1460', ['hand/beyond-2n-moves', 'hand/five-cycle-draw']);
  const mine = join(root, 'solutions', 'mine.ts');
  const answerWith = (file: string) => writeFileSync(mine, `export { solve } from ${JSON.stringify(resolve(file))};\n`);
  answerWith('solutions/bhoj-1460.ts');
  return { root, mine, answerWith };
}
