// `npm run add-case` (summary in cli/commands.ts). An invalid input, an existing NAME or a disagreement of the two
// solvers writes nothing; NAME.in and NAME.ans are each written atomically.
import { relative } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { readInputArgument } from './cli/index.ts';
import { saveCase } from './testdata/index.ts';

const flags = {
  name: { kind: 'string', value: 'NAME', help: 'the test case name (default: made from a hash of the input)' },
} as const;

export const addCaseCommand: Command<typeof flags> = {
  name: 'add-case',
  args: '<problem-id> [FILE]',
  problemIds: 'first',
  positionals: { min: 1, max: 2 },
  flags,
  async run({ flags: f, positionals: [id, file], root }, io) {
    const input = readInputArgument(io, file);
    const saved = await saveCase({ root, id, input, name: f.name, source: file ?? 'stdin' });
    const lines = saved.answer.trimEnd().split('\n');
    const { confirmed, unconfirmed } = saved;
    io.stdout.write(
      `wrote ${relative(root, saved.inFile)} and ${relative(root, saved.ansFile)}\n` +
        `answer: ${lines.length === 1 ? lines[0] : `${lines.length} lines`}; ` +
        `confirmed by ${saved.confirmedBy}: ${confirmed} of ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}` +
        `${unconfirmed > 0 ? ` (${unconfirmed} too large for it)` : ''}\n`,
    );
    return 0;
  },
};

runIfMain(import.meta.url, addCaseCommand);
