// The root the tests of playing by hand serve (test/judge/page/hand-play*.test.ts): this kit's problems and
// solutions, and the first sample of each of the two interactive problems.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyKitTests } from './fixture-root.ts';

export function handPlayRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hand-play-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  for (const id of ['cat-mouse-duel', 'lol-duel']) copyKitTests(root, id, ['sample/1']);
  return root;
}
