// `npm run build` (summary in cli/commands.ts).
import { relative } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { buildProblem } from '../judge/build/index.ts';
import { acceptedFile, loadProblem, namedOrAll } from '../judge/registry/index.ts';

export const buildCommand: Command<Record<string, never>> = {
  name: 'build',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags: {},
  async run({ positionals, root }, io) {
    const ids = namedOrAll(root, positionals);
    const problems = await Promise.all(ids.map((id) => loadProblem(root, id)));
    for (const problem of problems) {
      const bundles = await buildProblem(root, problem);
      if (bundles.length === 0)
        io.stdout.write(
          `${problem.id}: its accepted solution, ${relative(root, acceptedFile(root, problem.id))}, is compiled: nothing to bundle\n`,
        );
      for (const bundle of bundles) {
        io.stdout.write(
          `${relative(root, bundle.file).padEnd(32)} ${(bundle.bytes / 1024).toFixed(1).padStart(6)} KiB  (${problem.bundleTarget})\n`,
        );
      }
    }
    return 0;
  },
};

runIfMain(import.meta.url, buildCommand);
