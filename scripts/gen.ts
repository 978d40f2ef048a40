// `npm run gen` (summary in cli/commands.ts): the same code and seeds give the same bytes; files no longer
// generated are removed.
import { relative } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { loadProblem, namedOrAll } from '../judge/registry/index.ts';
import { writeGeneratedTests } from './testdata/index.ts';

export const genCommand: Command<Record<string, never>> = {
  name: 'gen',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags: {},
  async run({ positionals, root }, io) {
    const problems = await Promise.all(namedOrAll(root, positionals).map((id) => loadProblem(root, id)));
    for (const problem of problems.filter((p) => positionals.length > 0 || p.generate)) {
      const started = performance.now();
      const s = await writeGeneratedTests(root, problem);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      io.stdout.write(
        `${problem.id}: ${s.tests} tests in ${relative(root, s.dir)} (${s.written} files written, ${s.removed} removed) in ${seconds} s; ` +
          `answer lines confirmed by ${s.confirmedBy}: ${s.confirmed}, too large for it: ${s.unconfirmed}\n`,
      );
    }
    return 0;
  },
};

runIfMain(import.meta.url, genCommand);
