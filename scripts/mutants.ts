// `npm run mutants` (summary in cli/commands.ts): how strong a problem's test data is, as the share of its accepted
// solution's mutants some test kills. Exit 0 when it ran; the score is information, not a pass or a fail.
import { relative } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { terminalSafe, UsageError } from '../judge/base/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';
import { keepMutationSummary, killTable, killTableText, mutationText, runMutants } from './mutants/index.ts';
import { invocationMatrix } from './testdata/index.ts';

const DEFAULT_CASES = 2000;

const flags = {
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'mutants judged at once (default: the number of cores)' },
  only: {
    kind: 'string',
    value: 'PLACE',
    multiple: true,
    help: 'only the mutants at PLACE, file:line or file:line:column (the file by the end of its path); repeatable',
  },
  strengthen: {
    kind: 'boolean',
    help: 'stress each surviving mutant against the second solver for a test that kills it, shrunk',
  },
  add: {
    kind: 'boolean',
    help: 'with --strengthen: write each test found to testdata/<id>/manual/, by add-case’s rules',
  },
  cases: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: `with --strengthen: stress cases per surviving mutant before it is left possibly equivalent (default ${DEFAULT_CASES})`,
  },
  seed: { kind: 'integer', value: 'N', min: 0, help: 'with --strengthen: the stress seed (default 1)' },
  table: {
    kind: 'boolean',
    help: 'which test kills what: every wrong solution on every test and every mutant on every test it runs through; the tests that alone catch one, and those that catch nothing another does not',
  },
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
    if (!f.strengthen)
      for (const name of ['add', 'cases', 'seed'] as const)
        if (f[name] !== undefined && f[name] !== false) throw new UsageError(`--${name} goes with --strengthen`);
    if (f.table && f.strengthen)
      throw new UsageError('--table goes without --strengthen (its new tests would not be in it)');
    const sandbox = sandboxFor(false, root);
    const progress = !f.json && io.stderr.isTTY;
    beforeRunning('npm run mutants', (line) => io.stderr.write(line), sandbox);
    const id = positionals[0];
    // The wrong solutions first, each judged as the judge does (a process per test, in its sandbox).
    if (f.table && progress) io.stderr.write('judging the wrong solutions on every test...');
    const matrix = f.table ? await invocationMatrix(root, id, f.jobs, io.signal, true) : null;
    const report = await runMutants(root, id, {
      jobs: f.jobs,
      only: f.only,
      table: f.table,
      sandbox,
      signal: io.signal,
      onMutant: progress ? (_, done, total) => io.stderr.write(`\r\x1b[K${done}/${total} mutants`) : undefined,
      strengthen: f.strengthen
        ? {
            cases: f.cases ?? DEFAULT_CASES,
            seed: f.seed ?? 1,
            add: f.add ?? false,
            onSurvivor: progress
              ? (m, done, total) =>
                  io.stderr.write(`\r\x1b[K${done}/${total} survivors stressed (${m.mutator} at line ${m.line})`)
              : undefined,
          }
        : undefined,
    });
    if (progress) io.stderr.write('\r\x1b[K');
    const table = matrix && !report.interrupted ? killTable(matrix, report, root) : undefined;
    // A whole run is kept for the page (beside the problem's verdict grid); a stopped one or --only's part is not.
    if (!report.interrupted && f.only.length === 0)
      io.stderr.write(`kept for the page: ${relative(root, keepMutationSummary(report, root, table))}\n`);
    if (f.json)
      io.stdout.write(
        `${JSON.stringify({ ...report, mutants: report.mutants.map((m) => ({ ...m, file: relative(root, m.file) })), ...(table ? { table } : {}) }, null, 2)}\n`,
      );
    // A mutant that does not compile is shown with the compiler's words.
    else io.stdout.write(terminalSafe(mutationText(report, root) + (table ? killTableText(id, table) : '')));
    return io.signal.aborted ? 130 : 0;
  },
};

runIfMain(import.meta.url, mutantsCommand);
