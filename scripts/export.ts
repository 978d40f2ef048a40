// `npm run export` (summary in cli/commands.ts).
import { runIfMain, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';
import { beforeRunning } from '../judge/run/index.ts';
import { exportKattis } from './formats/index.ts';

const flags = {
  kattis: {
    kind: 'string',
    value: 'DIR',
    help: 'write the Kattis package folder DIR (it must not exist; its name, lower-case letters and digits, is the short name)',
  },
  jobs: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: 'tests run at once while judging the submissions (default: the cores)',
  },
} as const;

export const exportCommand: Command<typeof flags> = {
  name: 'export',
  args: '<problem-id>',
  problemIds: 'first',
  positionals: { min: 1, max: 1 },
  flags,
  async run({ flags: f, positionals, root }, io) {
    if (f.kattis === undefined) throw new UsageError('name the package to write: --kattis DIR');
    // The wrong solutions are judged to place them by their verdict: where the judge cannot stop a program, refuse.
    beforeRunning('npm run export', (line) => io.stderr.write(line));
    await exportKattis({
      root,
      id: positionals[0],
      dir: f.kattis,
      jobs: f.jobs,
      say: (line) => io.stdout.write(`${line}\n`),
    });
    return 0;
  },
};

runIfMain(import.meta.url, exportCommand);
