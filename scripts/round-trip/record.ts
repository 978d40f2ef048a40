// `npm run round-trip -- --write`: a whole run kept in the results file, dated, with the commit and the machine,
// and the table in scripts/README.md written again from it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../../judge/base/index.ts';
import { commitOf, machineLine } from '../bench/index.ts';
import type { Matrix } from './matrix.ts';
import { RESULTS_FILE, resultsOf } from './results-file.ts';
import { COMPACT, compactTable, readmeTable, withReadmeTable } from './table.ts';

/** The README that holds the matrix's table: scripts/README.md. */
export const README_FILE = fileURLToPath(new URL('../README.md', import.meta.url));
/** The README that holds its compact form, in its section on packages in and out. */
export const ROOT_README_FILE = fileURLToPath(new URL('../../README.md', import.meta.url));

/**
 * Writes the results file, the README's table and the root README's compact one from `matrix` (the kit's own files
 * unless told others); returns the files written.
 */
export function recordResults(
  matrix: Matrix,
  files = { results: RESULTS_FILE, readme: README_FILE, rootReadme: ROOT_README_FILE },
): string[] {
  const kit = fileURLToPath(new URL('../..', import.meta.url));
  const results = resultsOf(matrix, {
    date: new Date().toISOString().slice(0, 10),
    commit: commitOf(kit),
    machine: machineLine(),
  });
  // The READMEs first: one without its table's markers is an error, and nothing is written.
  const readme = withReadmeTable(readFileSync(files.readme, 'utf8'), readmeTable(results));
  const rootReadme = withReadmeTable(readFileSync(files.rootReadme, 'utf8'), compactTable(results), COMPACT);
  writeFileAtomic(files.results, `${JSON.stringify(results, null, 2)}\n`);
  writeFileAtomic(files.readme, readme);
  writeFileAtomic(files.rootReadme, rootReadme);
  return [files.results, files.readme, files.rootReadme];
}
