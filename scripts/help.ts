// `npm run help`: prints the list of commands in cli/commands.ts.
import { commandList, runIfMain, type Command } from './cli/index.ts';

export const helpCommand: Command<Record<string, never>> = {
  name: 'help',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run(_parsed, io) {
    io.stdout.write(`${commandList()}\n`);
    return 0;
  },
};

runIfMain(import.meta.url, helpCommand);
