// `npm run build`: writes the submission bundles dist/<id>.js (and the LeetCode paste form) and their sizes.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProblem } from '../judge/bundle.ts';
import { handleError } from '../judge/errors.ts';
import { listProblemIds, loadProblem } from '../judge/problems.ts';

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const ids = process.argv.slice(2).length > 0 ? process.argv.slice(2) : listProblemIds(root);
  for (const id of ids) {
    const problem = loadProblem(root, id);
    for (const bundle of await buildProblem(root, problem)) {
      process.stdout.write(`${relative(root, bundle.file).padEnd(32)} ${(bundle.bytes / 1024).toFixed(1).padStart(6)} KiB  (${problem.bundleTarget})\n`);
    }
  }
}

main().catch(handleError);
