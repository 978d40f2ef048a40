// `npm run screenshots` (summary in cli/commands.ts): the pictures of the live page that the README shows.
import { join } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { takeScreenshots } from './screenshots/index.ts';

export const screenshotsCommand: Command<Record<string, never>> = {
  name: 'screenshots',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    await takeScreenshots(root, join(root, 'scripts/screenshots'), (line) => io.stdout.write(line));
    return 0;
  },
};

runIfMain(import.meta.url, screenshotsCommand);
