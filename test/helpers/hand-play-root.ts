// The root the tests of playing by hand serve (test/scripts/live/hand-play*.test.ts): this kit's problems and
// solutions, and the first sample of each of the two interactive problems.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SAMPLE = (id: string, name: string) => resolve(`testdata/${id}/sample/${name}`);

export function handPlayRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hand-play-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  for (const id of ['cat-mouse-duel', 'lol-duel']) {
    mkdirSync(join(root, `testdata/${id}/sample`), { recursive: true });
    for (const file of ['1.in', '1.ans']) cpSync(SAMPLE(id, file), join(root, `testdata/${id}/sample/${file}`));
  }
  return root;
}
