// `npm run search-long-wins`: runs the search the cat-and-mouse problems declare as a task, which rewrites the
// long forced wins their generators use (problems/_cat-mouse/long-wins.json). About two minutes; deterministic.
import { runIfMain, type Command } from './cli/index.ts';
import { findTask } from '../judge/registry/index.ts';

export const searchLongWinsCommand: Command<Record<string, never>> = {
  name: 'search-long-wins',
  summary: 'Searches each n from 4 to 50 for graphs whose forced win takes the most moves; rewrites problems/_cat-mouse/long-wins.json.',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    (await findTask(root, 'search-long-wins')).run((line) => io.stdout.write(line));
    return 0;
  },
};

runIfMain(import.meta.url, searchLongWinsCommand);
