// `npm run import` (summary in cli/commands.ts).
import { runIfMain, type Command } from './cli/index.ts';
import { importPackage } from './formats/index.ts';

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
    await importPackage({
      root,
      dir: positionals[0],
      id: f.id,
      jobs: f.jobs,
      say: (line: string) => io.stdout.write(`${line}\n`),
    });
    return 0;
  },
};

runIfMain(import.meta.url, importCommand);
