// `npm run new` (summary in cli/commands.ts): the folder holds a statement, limits, validator, generator, stress
// cases and an example checker, with one sample test and stubs of the accepted solution and the second solver.
import { runIfMain, type Command } from './cli/index.ts';
import { scaffoldProblem } from './scaffold/index.ts';

export const newCommand: Command<Record<string, never>> = {
  name: 'new',
  args: '<problem-id>',
  positionals: { min: 1, max: 1 },
  flags: {},
  run({ positionals: [id], root }, io) {
    const files = scaffoldProblem(root, id);
    io.stdout.write(`wrote:\n${files.map((f) => `  ${f}\n`).join('')}`);
    io.stdout.write(
      [
        'next:',
        `  npm run judge -- ${id}       the stub solution gets WA on the sample; write solutions/${id}.ts`,
        `  edit problems/${id}/         the statement, the limits, the validator, the generator, the stress cases`,
        `  npm run gen -- ${id}         writes testdata/${id}/random/`,
        `  npm run stress -- ${id}      your solution against the second solver (solutions/second-solver/${id}.ts)`,
        `  more than one right answer?  see problems/${id}/checker.ts`,
        '',
      ].join('\n'),
    );
    return 0;
  },
};

runIfMain(import.meta.url, newCommand);
