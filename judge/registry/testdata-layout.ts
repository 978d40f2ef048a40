// Where a problem's tests live: testdata/<id>/<group>/<name>.in with <name>.ans, and what each group is for.
import { join } from 'node:path';

export const GROUPS = {
  /** The statement's examples; judged first. */
  sample: 'sample',
  /** Cases worked out by hand. */
  hand: 'hand',
  /** Written by `npm run gen` from the problem's generator. */
  generated: 'random',
  /** Added with `npm run add-case` or `npm run stress -- --save`. */
  manual: 'manual',
} as const;

export function testdataDir(root: string, id: string, group?: string): string {
  return group === undefined ? join(root, 'testdata', id) : join(root, 'testdata', id, group);
}
