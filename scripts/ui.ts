// `npm run ui` (summary in cli/commands.ts): the page lives in judge/report/page/, its server in live/.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';
import { namedOrAll } from '../judge/registry/index.ts';
import { beforeRunning } from '../judge/run/index.ts';
import { startUi } from './live/index.ts';

const flags = {
  solution: {
    kind: 'string',
    value: 'FILE',
    multiple: true,
    help: 'judge FILE instead of the accepted solution (repeat for several); needs one problem id',
  },
  port: {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'the port to listen on, on 127.0.0.1 only (default: any free one)',
  },
  open: { kind: 'boolean', help: 'open the page in a browser (xdg-open)' },
} as const;

export const uiCommand: Command<typeof flags> = {
  name: 'ui',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root }, io) {
    beforeRunning('npm run ui (the live judge)', (line) => io.stderr.write(line));
    const files = f.solution as string[];
    if (files.length > 0 && positionals.length !== 1)
      throw new UsageError('--solution judges one problem: name exactly one problem id');
    const targets =
      files.length > 0
        ? files.map((file) => ({ problem: positionals[0], solution: resolve(file) }))
        : namedOrAll(root, positionals).map((problem) => ({ problem }));
    const ui = await startUi(root, targets, f.port);
    io.stdout.write(`live judge at ${ui.url} (Ctrl-C to stop)\n`);
    if (f.open)
      spawn('xdg-open', [ui.url], { stdio: 'ignore', detached: true })
        .on('error', () => io.stderr.write('could not open a browser: open the address above\n'))
        .unref();
    await new Promise<void>((done) => (io.signal.aborted ? done() : io.signal.addEventListener('abort', () => done())));
    await ui.close();
    return 0;
  },
};

runIfMain(import.meta.url, uiCommand);
