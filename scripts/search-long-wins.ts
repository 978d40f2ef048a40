// `npm run search-long-wins` (summary in cli/commands.ts): the search is a task the cat-and-mouse problems declare;
// about two minutes, deterministic; problems/_cat-mouse/long-wins.json feeds their generators.
import { runIfMain, type Command } from './cli/index.ts';
import { findTask } from '../judge/registry/index.ts';

export const searchLongWinsCommand: Command<Record<string, never>> = {
  name: 'search-long-wins',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    (await findTask(root, 'search-long-wins')).run((line) => io.stdout.write(line));
    return 0;
  },
};

runIfMain(import.meta.url, searchLongWinsCommand);
