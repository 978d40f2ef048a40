// Compile errors among the mutants: the instrumented bundle has its types stripped, so a mutant tsc would reject
// (a string where a number must be, say) would be judged by its answers. A TypeScript judge never runs it: it is a
// compile error, as Stryker's TypeScript checker counts it, and left out of the score. Only the mutants the tests
// left alive are checked (a killed one is detected either way), in a plain Node.js child (type-check-child.cjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TYPECHECK_SETTINGS } from '../../judge/run/index.ts';
import type { MutantEdit } from './instrument.ts';

const CHILD = fileURLToPath(new URL('./type-check-child.cjs', import.meta.url));

/** For each mutant id, the first compiler error its source has that the unmutated one has not, or null. */
export function compileErrors(root: string, entry: string, mutants: readonly MutantEdit[]): Map<string, string | null> {
  if (mutants.length === 0) return new Map();
  const child = spawnSync(process.execPath, [CHILD], {
    cwd: root,
    input: JSON.stringify({ entry, options: TYPECHECK_SETTINGS, mutants }),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (child.status !== 0) throw new Error(`the mutants' type check failed:\n${child.stderr}`);
  return new Map(Object.entries(JSON.parse(child.stdout) as Record<string, string | null>));
}
