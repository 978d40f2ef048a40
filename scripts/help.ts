// `npm run help`: prints the list of commands in cli/commands.ts; `--write` writes again cli/help.json, the help the
// launcher prints without compiling a command (run it after changing a command's flags; a test says when).
import { writeFileAtomic } from '../judge/base/index.ts';
import { commandList, currentHelp, HELP_FILE, helpJson, runIfMain, type Command } from './cli/index.ts';

const flags = {
  write: { kind: 'boolean', help: 'write scripts/cli/help.json again from the commands’ definitions' },
} as const;

export const helpCommand: Command<typeof flags> = {
  name: 'help',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  async run({ flags: f }, io) {
    if (!f.write) {
      io.stdout.write(`${commandList()}\n`);
      return 0;
    }
    writeFileAtomic(HELP_FILE, helpJson(await currentHelp()));
    io.stdout.write(`wrote ${HELP_FILE}\n`);
    return 0;
  },
};

runIfMain(import.meta.url, helpCommand);
