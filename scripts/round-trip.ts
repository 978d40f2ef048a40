// `npm run round-trip` (summary in cli/commands.ts).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { terminalSafe, UsageError } from '../judge/base/index.ts';
import { beforeRunning } from '../judge/sandbox/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import { matrixFormats, matrixProblems, matrixReport, recordResults, roundTripMatrix } from './round-trip/index.ts';

/** This kit's own root, whose matrix --write keeps. */
const KIT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

const flags = {
  format: {
    kind: 'string',
    value: 'COLUMN',
    multiple: true,
    help: 'only this column, an export flag and version as the table names it ("kattis 2025-09", "cms"); again for more',
  },
  write: {
    kind: 'boolean',
    help: "keep this run in scripts/round-trip/results.json and write the READMEs' tables from it (the whole matrix only)",
  },
  jobs: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: 'tests run at once while judging (default: the cores)',
  },
} as const;

export const roundTripCommand: Command<typeof flags> = {
  name: 'round-trip',
  args: '[problem-id ...]',
  positionals: { min: 0, max: Infinity },
  flags,
  async run({ flags: f, positionals, root }, io) {
    if (f.write && (positionals.length > 0 || f.format.length > 0))
      throw new UsageError('--write keeps the whole matrix: name no problem and no --format');
    if (f.write && resolve(root) !== KIT_ROOT)
      throw new UsageError("--write keeps this kit's own matrix, in its scripts/README.md: no --root");
    const problems = matrixProblems(root, positionals);
    const formats = matrixFormats(f.format);
    // Every solution is judged, on both sides: where the judge cannot stop a program, refuse.
    beforeRunning('npm run round-trip', (line) => io.stderr.write(line));
    const matrix = await roundTripMatrix({
      problems,
      formats,
      work: join(root, 'dist', 'round-trip'),
      jobs: f.jobs,
      // A cell's line quotes the export and the import, which quote the problem's files and programs.
      say: (line) => io.stderr.write(`${terminalSafe(line)}\n`),
    });
    io.stdout.write(`${terminalSafe(matrixReport(matrix))}\n`);
    if (f.write) for (const file of recordResults(matrix)) io.stdout.write(`wrote ${file}\n`);
    return matrix.cells.some((cell) => cell.state === 'differs') ? 1 : 0;
  },
};

runIfMain(import.meta.url, roundTripCommand);
