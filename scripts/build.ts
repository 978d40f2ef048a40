// `npm run build` (summary in cli/commands.ts).
import { relative } from 'node:path';
import { shownFrom, UsageError } from '../judge/base/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import { buildProblem, buildSolutionFile } from '../judge/build/index.ts';
import type { Bundle } from '../judge/run/index.ts';
import { acceptedFile, loadProblem, namedOrAll } from '../judge/registry/index.ts';
import { KIT } from '../judge/sandbox/index.ts';

const flags = {
  solution: {
    kind: 'string',
    value: 'FILE',
    help: "bundle FILE, your own solution, for the one problem named (as the judge bundles it for --solution), not the kit's",
  },
  out: {
    kind: 'string',
    value: 'FILE',
    help: "with --solution: write the bundle to FILE (default dist/<FILE's name>.js); the paste form goes beside it",
  },
} as const;

export const buildCommand: Command<typeof flags> = {
  name: 'build',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags,
  async run({ positionals, root, flags }, io) {
    const say = (bundle: Bundle, note: string) => {
      const shown = shownFrom(root, bundle.file);
      io.stdout.write(`${shown.padEnd(32)} ${(bundle.bytes / 1024).toFixed(1).padStart(6)} KiB  (${note})\n`);
    };
    if (flags.out !== undefined && flags.solution === undefined)
      throw new UsageError("--out FILE goes with --solution FILE: the kit's own bundles are dist/<id>.js");
    if (flags.solution !== undefined) {
      if (positionals.length !== 1)
        throw new UsageError('--solution FILE needs the one problem it solves: npm run build -- ID --solution FILE');
      const problem = await loadProblem(root, positionals[0]);
      const bundles = await buildSolutionFile(root, problem, flags.solution, flags.out, [root, KIT]);
      if (bundles === null) {
        io.stdout.write(`${flags.solution}: compiled by the judge, not bundled: submit the file as it is\n`);
        return 0;
      }
      for (const bundle of bundles) say(bundle, `${problem.bundleTarget}, from ${flags.solution}`);
      return 0;
    }
    const ids = namedOrAll(root, positionals);
    const problems = await Promise.all(ids.map((id) => loadProblem(root, id)));
    for (const problem of problems) {
      const bundles = await buildProblem(root, problem);
      if (bundles.length === 0)
        io.stdout.write(
          `${problem.id}: its accepted solution, ${relative(root, acceptedFile(root, problem.id))}, is compiled: nothing to bundle\n`,
        );
      for (const bundle of bundles) say(bundle, problem.bundleTarget);
    }
    return 0;
  },
};

runIfMain(import.meta.url, buildCommand);
