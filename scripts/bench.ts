// `npm run bench` (summary in cli/commands.ts): the measurements and the writing of the figures live in bench/.
import { runBench } from './bench/index.ts';
import { runIfMain, type Command } from './cli/index.ts';

export const benchCommand: Command<Record<string, never>> = {
  name: 'bench',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    await runBench(root, (line) => io.stdout.write(line));
    return 0;
  },
};

runIfMain(import.meta.url, benchCommand);
