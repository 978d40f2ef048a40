// `npm run import` (summary in cli/commands.ts).
import { runIfMain, type Command } from './cli/index.ts';
import { isHydroExport, readHydroExport } from './hydro/index.ts';
import { importKattis, importPlan } from './kattis/index.ts';

const flags = {
  id: { kind: 'string', value: 'ID', help: "the problem's id in the kit (default: the package folder's name)" },
  jobs: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: 'tests run at once where the time limit is measured (default: the cores)',
  },
} as const;

export const importCommand: Command<typeof flags> = {
  name: 'import',
  args: '<package-dir>',
  positionals: { min: 1, max: 1 },
  flags,
  async run({ flags: f, positionals, root }, io) {
    const options = {
      root,
      dir: positionals[0],
      id: f.id,
      jobs: f.jobs,
      say: (line: string) => io.stdout.write(`${line}\n`),
    };
    // A Hydro problem export (problem.yaml beside testdata/), else a Kattis package.
    if (isHydroExport(positionals[0])) await importPlan(options, readHydroExport);
    else await importKattis(options);
    return 0;
  },
};

runIfMain(import.meta.url, importCommand);
