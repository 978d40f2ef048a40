// `npm run explain` (summary in cli/commands.ts).
import { runIfMain, type Command } from './cli/index.ts';
import { terminalSafe } from '../judge/base/index.ts';
import { explainInput, fullText } from '../judge/explain/index.ts';
import { readInputArgument } from './cli/index.ts';

const flags = {
  json: { kind: 'boolean', help: 'print one JSON object per case, one per line: { answer, moves, line, ... }' },
  force: {
    kind: 'boolean',
    help: 'explain an input the validator rejects (past the constraints) all the same, its complaint as a warning',
  },
} as const;

export const explainCommand: Command<typeof flags> = {
  name: 'explain',
  args: '<problem-id> [FILE]',
  problemIds: 'first',
  positionals: { min: 1, max: 2 },
  flags,
  async run({ flags: f, positionals: [id, file], root }, io) {
    const input = readInputArgument(io, file);
    const { cases, warning } = await explainInput(root, id, input, file ?? 'stdin', f.force);
    if (warning) io.stderr.write(`warning: ${terminalSafe(warning)}\n`);
    if (f.json) {
      for (const c of cases) io.stdout.write(`${JSON.stringify(c.json)}\n`);
      return 0;
    }
    cases.forEach((c, k) => {
      const heading = cases.length > 1 ? `case ${k + 1}: ` : '';
      // The cases are the input's, as written in a file of any origin.
      io.stdout.write(terminalSafe(`${heading}${fullText(c, '').join('\n  ')}\n${k + 1 < cases.length ? '\n' : ''}`));
    });
    return 0;
  },
};

runIfMain(import.meta.url, explainCommand);
