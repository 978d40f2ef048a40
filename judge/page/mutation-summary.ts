// The last `npm run mutants` of a problem, as the page shows it: kept in dist/mutants/<id>.json by the command (which
// writes it with mutationSummary's shape) and read here for a page, marked stale when a file it mutated has changed
// since. What the page draws beside a problem's verdict grid: the score, the survivors, and the tests that kill them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KillTable, PageMutation } from './page-data.ts';

export type { KillTable, PageMutation };

/** Where a problem's last mutation run is kept. */
export function mutationSummaryFile(root: string, id: string): string {
  return join(root, 'dist', 'mutants', `${id}.json`);
}

export const sha256Of = (file: string): string | null => {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
};

/**
 * A problem's last mutation run, and whether a file it mutated has changed since; null when it has none (or its file
 * does not read).
 */
export function readMutationSummary(root: string, id: string): { summary: PageMutation; stale: boolean } | null {
  let summary: PageMutation;
  try {
    summary = JSON.parse(readFileSync(mutationSummaryFile(root, id), 'utf8')) as PageMutation;
  } catch {
    return null;
  }
  return { summary, stale: summary.files.some(({ file, sha256 }) => sha256Of(join(root, file)) !== sha256) };
}
