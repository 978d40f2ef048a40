// `npm run ui` (summary in cli/commands.ts): the page, its server and the live judge live in judge/page/; this command
// gives the server add-case's engines (scripts/testdata), which judge/ may not import.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { runIfMain, solutionTargets, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';
import { listProblemIds } from '../judge/registry/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';
import { COMPANION_PORT, receivedLine, startReceiver } from './companion/index.ts';
import { startUi } from '../judge/page/index.ts';
import { testdataEngines } from './testdata/index.ts';

const flags = {
  solution: {
    kind: 'string',
    value: 'FILE|ID=FILE',
    multiple: true,
    help:
      'judge FILE instead of the accepted solution on the problems named, or ID=FILE on one problem (as the judge ' +
      'takes them); repeat for several, each judged side by side on the page',
  },
  port: {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'the port to listen on, on 127.0.0.1 only (default: any free one)',
  },
  open: { kind: 'boolean', help: 'open the page in a browser (xdg-open)' },
  receive: {
    kind: 'boolean',
    help: 'also take problems from Competitive Companion (as npm run receive does) and judge each one on the page; with no problem named, the page starts empty and shows each as it arrives',
  },
  'no-typecheck': {
    kind: 'boolean',
    help: "don't type-check TypeScript solutions first (by default a type error is CE, as on the judges that use tsc)",
  },
  'no-sandbox': {
    kind: 'boolean',
    help: 'run the solutions with your own rights instead of sandboxed (as npm run judge -- --no-sandbox)',
  },
  'receive-port': {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: `with --receive: the port Competitive Companion posts to (default ${COMPANION_PORT})`,
  },
} as const;

export const uiCommand: Command<typeof flags> = {
  name: 'ui',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root }, io) {
    beforeRunning('npm run ui (the live judge)', (line) => io.stderr.write(line), sandboxFor(f['no-sandbox'], root));
    // With --receive and no problem named, the page waits for the problems received: judging every problem of the
    // root first would bury the one just received under hundreds of old verdicts.
    const waitForReceived = f.receive === true && positionals.length === 0 && (f.solution as string[]).length === 0;
    const chosen = waitForReceived ? [] : solutionTargets(f.solution as string[], positionals, listProblemIds(root));
    if ('error' in chosen) throw new UsageError(chosen.error);
    const targets = chosen.map((t) => (t.solution ? { ...t, solution: resolve(t.solution) } : t));
    const ui = await startUi(root, targets, testdataEngines, f.port, {
      typecheck: !f['no-typecheck'],
      sandbox: !f['no-sandbox'],
    });
    io.stdout.write(`live judge at ${ui.url} (Ctrl-C to stop, or kill ${process.pid})\n`);
    const receiver = f.receive
      ? await startReceiver(root, f['receive-port'] ?? COMPANION_PORT, {
          onReceived: ({ problem, seen }) => {
            io.stdout.write(`${receivedLine(problem, seen)}; judged on the page\n`);
            void ui.live.addTarget({ problem: problem.id });
          },
          onRefused: (why) => io.stderr.write(`refused: ${why}\n`),
        })
      : null;
    if (receiver) {
      const taking = `taking problems from Competitive Companion on 127.0.0.1:${receiver.port}`;
      io.stdout.write(`${taking}\n`);
      if (waitForReceived) ui.live.notify(`${taking}: click the extension on a problem's page`);
    }
    if (f.open)
      spawn('xdg-open', [ui.url], { stdio: 'ignore', detached: true })
        .on('error', () => io.stderr.write('could not open a browser: open the address above\n'))
        .unref();
    await new Promise<void>((done) => (io.signal.aborted ? done() : io.signal.addEventListener('abort', () => done())));
    await receiver?.close();
    await ui.close();
    return 0;
  },
};

runIfMain(import.meta.url, uiCommand);
