// `npm run format` (summary in cli/commands.ts): what npm test's "format and lint" check asks for, done: Biome
// formats every file that check reads (biome.json) and applies its safe lint fixes; what only a hand can fix is
// named by file and line, as the check names it, and the exit status is the check's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runIfMain, type Command } from './cli/index.ts';

/** Biome's own launcher, the one npm test's check runs (test/run.mjs). */
const BIOME = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url));

export const formatCommand: Command<Record<string, never>> = {
  name: 'format',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  run({ root }, io) {
    // biome.json reads .gitignore to leave out what git ignores; a root without one (not a clone) is read whole.
    const vcs = existsSync(join(root, '.gitignore')) ? [] : ['--vcs-enabled=false'];
    const args = [BIOME, 'check', '--write', '--error-on-warnings', '--colors=off', ...vcs, '.'];
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    io.stdout.write(run.stdout);
    io.stderr.write(run.stderr);
    if (run.status === 0) {
      io.stdout.write("formatted: npm test's format and lint check passes\n");
      return 0;
    }
    io.stderr.write(
      'npm run format fixed what Biome can fix safely; what is named above, by file and line, needs a hand: fix it, then npm run format again\n',
    );
    return 1;
  },
};

runIfMain(import.meta.url, formatCommand);
