// `npm run new` (summary in cli/commands.ts): the folder holds a statement, limits, validator, generator, stress
// cases and an example checker, with one sample test and stubs of the accepted solution and the second solver.
import { runIfMain, type Command } from './cli/index.ts';
import { scaffoldProblem } from './scaffold/index.ts';

const flags = {
  interactive: {
    kind: 'boolean',
    help: 'a game played against a jury (solutions/jury/<id>.ts) instead of an answer compared with a file',
  },
} as const;

export const newCommand: Command<typeof flags> = {
  name: 'new',
  args: '<problem-id>',
  positionals: { min: 1, max: 1 },
  flags,
  run({ flags: f, positionals: [id], root }, io) {
    const files = scaffoldProblem(root, id, f.interactive === true);
    io.stdout.write(`wrote:\n${files.map((file) => `  ${file}\n`).join('')}`);
    if (f.interactive) {
      io.stdout.write(
        [
          'next:',
          `  npm run judge -- ${id}       the stub player gets WA on the sample; write solutions/${id}.ts (play())`,
          `  edit solutions/jury/${id}.ts the game's rules, the jury's best moves, answer(input)`,
          `  edit problems/${id}/         the statement, the limits, the validator, the generator, the stress cases`,
          `  npm run gen -- ${id}         writes testdata/${id}/random/, each answer played out by both players`,
          `  npm run ui -- ${id}          the games on the page; play one by hand against the jury`,
          ...wrongLines(id),
          '',
        ].join('\n'),
      );
      return 0;
    }
    io.stdout.write(
      [
        'next:',
        `  npm run judge -- ${id}       the stub solution gets WA on the sample; write solutions/${id}.ts`,
        `  edit problems/${id}/         the statement, the limits, the validator, the generator, the stress cases`,
        `  npm run gen -- ${id}         writes testdata/${id}/random/`,
        `  npm run stress -- ${id}      your solution against the second solver (solutions/second-solver/${id}.ts)`,
        `  more than one right answer?  see problems/${id}/checker.ts`,
        ...wrongLines(id),
        '',
      ].join('\n'),
    );
    return 0;
  },
};

/** The lines on wrong solutions: where they go, the header verify holds each to, and the commands that use them. */
function wrongLines(id: string): string[] {
  return [
    `  write solutions/wrong/${id}/<name>.ts, each a mistake a contestant makes, its first line the verdict it must get:`,
    '                              // WRONG (expect WA): what the mistake is   (or TLE, RE...; scored: "(expect WA; 40 points)")',
    `  npm run verify -- ${id}      every wrong solution caught with its verdict, the accepted one all AC`,
    `  npm run mutants -- ${id}     how many of the accepted solution's mutants the tests kill`,
  ];
}

runIfMain(import.meta.url, newCommand);
