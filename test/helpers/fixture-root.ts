// A private copy of the fixture root (test/fixtures/root) for a test to judge in. Its dist/ is left behind: tests
// that judge in the fixture root itself write and delete bundles there while others copy it.
import { cpSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export const FIXTURE_ROOT = resolve('test/fixtures/root');
const BUILT = join(FIXTURE_ROOT, 'dist');

export function copyFixtureRoot(to: string): void {
  cpSync(FIXTURE_ROOT, to, { recursive: true, filter: (from) => from !== BUILT && !from.startsWith(BUILT + sep) });
}
