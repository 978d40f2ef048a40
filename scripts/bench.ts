// `npm run bench` (summary in cli/commands.ts): the measurements and the writing of the figures live in bench/.
import { runBench, SECTIONS } from './bench/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';

const flags = {
  only: {
    kind: 'string',
    value: 'SECTION',
    help: `measure one section again, replacing it in the results file: ${SECTIONS.join(', ')}`,
  },
} as const;

export const benchCommand: Command<typeof flags> = {
  name: 'bench',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  async run({ root, flags: f }, io) {
    const only = f.only;
    if (only !== undefined && !(SECTIONS as readonly string[]).includes(only))
      throw new UsageError(`--only takes ${SECTIONS.join(', ')}, got "${only}"`);
    await runBench(root, (line) => io.stdout.write(line), only as (typeof SECTIONS)[number] | undefined);
    return 0;
  },
};

runIfMain(import.meta.url, benchCommand);
