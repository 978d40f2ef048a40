// `npm run judge` (summary in cli/commands.ts).
import { runIfMain, shellQuote, solutionFlags, type Command } from './cli/index.ts';
import { UsageError, writeFileAtomic } from '../judge/base/index.ts';
import { listProblemIds } from '../judge/registry/index.ts';
import { allAccepted, judge } from '../judge/core/index.ts';
import { relative, resolve } from 'node:path';
import { htmlReport } from '../judge/page/index.ts';
import { formatJson, formatText, progressView } from '../judge/report/index.ts';
import { SOLUTION_EXTENSIONS } from '../judge/build/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';

const flags = {
  solution: {
    kind: 'string',
    value: 'FILE|ID=FILE',
    multiple: true,
    help:
      `judge FILE instead of solutions/<id>.ts on the problems named: ${SOLUTION_EXTENSIONS.join(' ')} ` +
      '(judge/run/languages.ts); ID=FILE for one problem, the others keeping theirs (repeat for several)',
  },
  command: {
    kind: 'string',
    value: 'CMD',
    help: 'judge a shell command instead on the problems named (run in an empty scratch folder: use absolute paths)',
  },
  compile: {
    kind: 'string',
    value: 'CMD',
    help: 'with --command: run CMD once first, in the root folder; failing, it is CE',
  },
  json: { kind: 'boolean', help: 'print a machine-readable report on stdout' },
  html: {
    kind: 'string',
    value: 'FILE',
    help: 'also write the report as one self-contained HTML page (no server, no network needed)',
  },
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'tests run at once (default: the number of cores)' },
  'time-limit': {
    kind: 'integer',
    value: 'MS',
    min: 1,
    help: "CPU time limit instead of the problem's (the wall-clock cap follows it)",
  },
  'wall-limit': {
    kind: 'integer',
    value: 'MS',
    min: 1,
    help: "wall-clock cap instead of the problem's (it stops a program that sleeps or waits)",
  },
  'memory-limit': { kind: 'integer', value: 'MB', min: 1, help: "memory limit instead of the problem's" },
  'no-typecheck': {
    kind: 'boolean',
    help: "don't type-check a TypeScript solution first (by default a type error is CE, as on the judges that compile TypeScript with tsc)",
  },
  'no-sandbox': {
    kind: 'boolean',
    help:
      'run the solutions with your own rights: by default each runs sandboxed, reading only the system and its own ' +
      'program, writing only its scratch folder, with no network and no signals out (judge/README.md, Sandbox)',
  },
  untrusted: {
    kind: 'boolean',
    help:
      "judge someone else's code: the --solution files may import nothing of the kit (not solutions/lib/), only " +
      'their own file or folder (judge/README.md, Sandbox); a refused import is CE',
  },
  bail: {
    kind: 'boolean',
    help: 'stop each problem at its first test that is not AC, as an ICPC judge does, and say how many tests were left',
  },
  'run-all': {
    kind: 'boolean',
    help:
      'in a problem scored in points, run every test, also those of a group that can no longer gain points (by ' +
      'default, as on a real judge, they are not run)',
  },
  test: {
    kind: 'string',
    value: 'PATTERN',
    multiple: true,
    help:
      'judge only the tests PATTERN picks: a part of "group/name" or the name (hand/complete-50, cycle), or a glob ' +
      'with * and ? (random/*-n50); repeat for several',
  },
  group: {
    kind: 'string',
    value: 'NAME',
    multiple: true,
    help: 'judge only the tests of group NAME and the groups under it (sample, random, secret/big); repeat for several',
  },
  'answers-first': {
    kind: 'boolean',
    help:
      'a TypeScript or JavaScript solve() first answers every test in warm workers, its verdicts shown at once as ' +
      "provisional, before the faithful run (a process per test) decides; the report is the faithful run's, and " +
      'says where the two answered differently (state kept from one case to the next)',
  },
  fresh: {
    kind: 'boolean',
    help:
      'judge every test again: by default a test whose program, input, answer, jury, limits, Node.js and judge are ' +
      'unchanged since it was judged is reported from memory (dist/.judge/remembered/), marked remembered',
  },
} as const;

/** `--solution` values: ID=FILE where ID is a problem id, else one FILE for every problem named. */
/** The judge's --solution: one FILE at most for the problems named, and one ID=FILE a problem. */
function judgedSolutions(values: string[], ids: string[]): { solution?: string; solutions: Record<string, string> } {
  const { plain, byProblem } = solutionFlags(values, ids);
  const solutions: Record<string, string> = {};
  for (const [id, files] of Object.entries(byProblem)) {
    if (files.length > 1) throw new UsageError(`--solution ${id}=... given twice`);
    solutions[id] = files[0];
  }
  if (plain.length > 1)
    throw new UsageError(
      `one --solution FILE at most (got ${plain.join(', ')}); give ID=FILE for each problem instead`,
    );
  return { solution: plain[0], solutions };
}

export const judgeCommand: Command<typeof flags> = {
  name: 'judge',
  args: '[problem-id ...]',
  positionals: { min: 0, max: Infinity },
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root }, io) {
    beforeRunning('npm run judge', (line) => io.stderr.write(line), sandboxFor(f['no-sandbox'], root));
    const { solution, solutions } = judgedSolutions(f.solution, listProblemIds(root));
    const progress = io.stdout.isTTY && !f.json ? progressView((text) => io.stdout.write(text)) : null;
    const report = await judge({
      root,
      problemIds: positionals,
      solution,
      solutions,
      command: f.command,
      compile: f.compile,
      jobs: f.jobs,
      limits: { timeMs: f['time-limit'], wallMs: f['wall-limit'], memoryMb: f['memory-limit'] },
      signal: io.signal,
      remember: f.fresh ? 'fresh' : 'use',
      bail: f.bail,
      runAll: f['run-all'],
      select: f.test.length > 0 || f.group.length > 0 ? { tests: f.test, groups: f.group } : undefined,
      typecheck: !f['no-typecheck'],
      sandbox: !f['no-sandbox'],
      untrusted: f.untrusted,
      answersFirst: f['answers-first'],
      onResult: progress?.onResult,
      onProvisional: progress?.onProvisional,
      onAnswersFirstOff: progress?.onAnswersFirstOff,
    });
    progress?.end();
    // The live page on the same problems and solutions (its flags are the judge's --solution and --root).
    const quoted = (word: string) => (/^[\w./=@:+-]+$/.test(word) ? word : shellQuote(word));
    const page =
      f.command !== undefined
        ? undefined
        : [
            'npm run ui --',
            ...positionals,
            ...(f.solution as string[]).flatMap((s) => ['--solution', s]),
            ...(relative(process.cwd(), root) === '' ? [] : ['--root', root]),
          ]
            .map((word, k) => (k === 0 ? word : quoted(word)))
            .join(' ')
            .replace(/ --$/, '');
    io.stdout.write(f.json ? formatJson(report, root) : formatText(report, root, io.stdout.isTTY, page));
    if (f.html !== undefined) {
      writeFileAtomic(resolve(f.html), await htmlReport(report, root));
      if (!f.json) io.stdout.write(`wrote ${f.html}\n`);
    }
    // 130 = 128 + SIGINT, the status a shell gives a command stopped by Ctrl-C.
    return report.interrupted ? 130 : allAccepted(report) ? 0 : 1;
  },
};

runIfMain(import.meta.url, judgeCommand);
