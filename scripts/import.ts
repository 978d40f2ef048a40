// `npm run import` (summary in cli/commands.ts).
import { terminalSafe } from '../judge/base/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import { importPackage } from './formats/index.ts';

const flags = {
  id: {
    kind: 'string',
    value: 'ID',
    help: "the problem's id in the kit (default: the package's own short name, else the folder's or archive's name)",
  },
  jobs: {
    kind: 'integer',
    value: 'N',
    min: 1,
    help: 'programs run at once: validators, generators, the main solution making answers, and where the time limit is measured (default: the cores)',
  },
  'answers-time-limit': {
    kind: 'integer',
    value: 'MS',
    min: 1,
    help: "the CPU limit per test of a Polygon package's main solution while it makes the answers (default: 3 x the problem's limit; verify holds it to the problem's own)",
  },
  'normalize-line-ends': {
    kind: 'boolean',
    help: "convert tests with Windows line ends (CRLF) to Unix ones, a Polygon package's validator and checker tests too (not those a validator must refuse), each said; without it such a test stops the import",
  },
} as const;

export const importCommand: Command<typeof flags> = {
  name: 'import',
  args: '<package-dir or .zip>',
  positionals: { min: 1, max: 1 },
  flags,
  async run({ flags: f, positionals, root }, io) {
    await importPackage({
      root,
      dir: positionals[0],
      id: f.id,
      jobs: f.jobs,
      normalizeLineEnds: f['normalize-line-ends'],
      answersTimeLimitMs: f['answers-time-limit'],
      // What it says quotes the package's programs (a checker's reason, a submission's output).
      say: (line: string) => io.stdout.write(`${terminalSafe(line)}\n`),
    });
    return 0;
  },
};

runIfMain(import.meta.url, importCommand);
