// `npm run receive` (summary in cli/commands.ts).
import { runIfMain, type Command } from './cli/index.ts';
import { terminalSafe } from '../judge/base/index.ts';
import { COMPANION_PORT, receivedLine, startReceiver } from './companion/index.ts';

const flags = {
  port: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: `the port on 127.0.0.1 (default ${COMPANION_PORT}, which Competitive Companion posts to; CPH's too)`,
  },
} as const;

export const receiveCommand: Command<typeof flags> = {
  name: 'receive',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  interruptible: true,
  async run({ flags: f, root }, io) {
    const server = await startReceiver(root, f.port ?? COMPANION_PORT, {
      onReceived: ({ problem, seen, files }) => {
        io.stdout.write(`${receivedLine(problem, seen)}\n`);
        for (const file of files) io.stdout.write(`  ${file}\n`);
        const named = [
          problem.files.input ? `reads ${problem.files.input}` : '',
          problem.files.output ? `writes ${problem.files.output}` : '',
        ].filter(Boolean);
        if (named.length > 0) io.stdout.write(`  file input/output: ${named.join(', ')} (the judge supplies them)\n`);
        if (problem.inputPattern !== null)
          io.stdout.write(
            `  input from a file matching /${terminalSafe(problem.inputPattern)}/: the judge gives it on stdin\n`,
          );
        if (problem.interactive)
          io.stdout.write('  interactive: the interactive scaffold; write its jury from the statement\n');
        for (const note of problem.notes) io.stdout.write(`  ${terminalSafe(note)}\n`);
        io.stdout.write(`  next: npm run judge -- ${problem.id}\n`);
      },
      onRefused: (why) => io.stderr.write(`refused: ${why}\n`),
    });
    io.stdout.write(
      `waiting for Competitive Companion on 127.0.0.1:${server.port} (Ctrl-C to stop, or kill ${process.pid})\n`,
    );
    await new Promise<void>((done) => (io.signal.aborted ? done() : io.signal.addEventListener('abort', () => done())));
    await server.close();
    return 0;
  },
};

runIfMain(import.meta.url, receiveCommand);
