// `npm run mutants` (summary in cli/commands.ts): how strong a problem's test data is, as the share of its accepted
// solution's mutants some test kills. Exit 0 when it ran; the score is information, not a pass or a fail.
import { relative } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { beforeRunning, sandboxFor } from '../judge/run/index.ts';
import { mutationText, runMutants } from './mutants/index.ts';

const flags = {
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'mutants judged at once (default: the number of cores)' },
  json: { kind: 'boolean', help: 'print one JSON object instead of text' },
} as const;

export const mutantsCommand: Command<typeof flags> = {
  name: 'mutants',
  args: '<problem-id>',
  positionals: { min: 1, max: 1 },
  problemIds: 'all',
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root }, io) {
    const sandbox = sandboxFor(false, root);
    beforeRunning('npm run mutants', (line) => io.stderr.write(line), sandbox);
    const report = await runMutants(root, positionals[0], {
      jobs: f.jobs,
      sandbox,
      signal: io.signal,
      onMutant:
        f.json || !io.stderr.isTTY ? undefined : (_, done, total) => io.stderr.write(`\r${done}/${total} mutants`),
    });
    if (!f.json && io.stderr.isTTY) io.stderr.write('\r');
    if (f.json)
      io.stdout.write(
        `${JSON.stringify({ ...report, mutants: report.mutants.map((m) => ({ ...m, file: relative(root, m.file) })) }, null, 2)}\n`,
      );
    else io.stdout.write(mutationText(report, root));
    return io.signal.aborted ? 130 : 0;
  },
};

runIfMain(import.meta.url, mutantsCommand);
