// `npm run export` (summary in cli/commands.ts).
import { type FlagSpec, runIfMain, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';
import { beforeRunning } from '../judge/sandbox/index.ts';
import { FORMATS } from './formats/index.ts';

/** The formats the kit writes, each by its flag (--kattis DIR). */
const WRITERS = FORMATS.flatMap((format) => (format.export ? [format.export] : []));

const flags: Record<string, FlagSpec> = {
  ...Object.fromEntries(
    WRITERS.map((writer) => [writer.flag, { kind: 'string', value: 'DIR', help: writer.help } satisfies FlagSpec]),
  ),
  format: {
    kind: 'string',
    value: 'VERSION',
    help: `the version of the format to write: ${WRITERS.flatMap((w) => (w.formats ? [`--${w.flag}: ${w.formats.join(' | ')}`] : [])).join('; ')} (default: the first, which problemtools and DOMjudge read; 2023-07 is problemtools' 2023-07-draft)`,
  },
  'second-solver': {
    kind: 'boolean',
    help: 'judge the second solver too and place it with the accepted submissions if it passes every test (by default it is left out, saying so: it confirms answers, it is not a submission)',
  },
  jobs: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: 'tests run at once while judging the submissions (default: the cores)',
  },
};

export const exportCommand: Command<typeof flags> = {
  name: 'export',
  args: '<problem-id>',
  problemIds: 'first',
  positionals: { min: 1, max: 1 },
  flags,
  async run({ flags: f, positionals, root }, io) {
    const asked = WRITERS.filter((writer) => f[writer.flag] !== undefined);
    const ways = WRITERS.map((writer) => `--${writer.flag} DIR`).join(' or ');
    if (asked.length !== 1) throw new UsageError(`name the one package to write: ${ways}`);
    const format = f.format as string | undefined;
    const formats = asked[0].formats ?? [];
    if (format !== undefined && !formats.includes(format))
      throw new UsageError(
        formats.length === 0
          ? `--format: --${asked[0].flag} writes one version only`
          : `--format ${JSON.stringify(format)}: not a version --${asked[0].flag} writes (${formats.join(', ')})`,
      );
    // The wrong solutions are judged to place them by their verdict: where the judge cannot stop a program, refuse.
    beforeRunning('npm run export', (line) => io.stderr.write(line));
    await asked[0].write({
      root,
      id: positionals[0],
      dir: String(f[asked[0].flag]),
      jobs: f.jobs as number | undefined,
      ...(format === undefined ? {} : { format }),
      ...(f['second-solver'] === true ? { secondSolver: true } : {}),
      say: (line) => io.stdout.write(`${line}\n`),
    });
    return 0;
  },
};

runIfMain(import.meta.url, exportCommand);
