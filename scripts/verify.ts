// `npm run verify` (summary in cli/commands.ts): proves the test data strong.
import { runIfMain, type Command } from './cli/index.ts';
import { terminalSafe } from '../judge/base/index.ts';
import { loadProblem, namedOrAll } from '../judge/registry/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';
import {
  boundsHold,
  boundsReached,
  boundsReport,
  invalidInputsReport,
  refusesAll,
  scoreInvalidInputs,
  timeLimitRange,
  timeLimitReport,
  verifyProblem,
  verifyReport,
  type VerifyRow,
} from './testdata/index.ts';

const flags = {
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'tests run at once (default: the number of cores)' },
  'time-limit': {
    kind: 'boolean',
    help: "print instead the range of time limits the solutions allow by Kattis 2025-09's rule, and where the limit stands",
  },
  bounds: {
    kind: 'boolean',
    help: 'print instead each bound the problem states (problem.ts bounds) and the tests that reach its least and greatest values',
  },
  'invalid-inputs': {
    kind: 'boolean',
    help: 'print instead how many invalid inputs (made from the samples, and testdata/<id>/invalid/) the validators refuse, and every one they accept',
  },
} as const;

export const verifyCommand: Command<typeof flags> = {
  name: 'verify',
  args: '[problem-id ...]',
  problemIds: 'all',
  positionals: { min: 0, max: Infinity },
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root }, io) {
    beforeRunning('npm run verify', (line) => io.stderr.write(line), sandboxFor(false, root));
    const ids = namedOrAll(root, positionals);
    if (f['time-limit']) {
      const ranges = [];
      for (const id of ids) {
        if (io.signal.aborted) return 130;
        io.stderr.write(`measuring ${id}...\n`);
        ranges.push(await timeLimitRange(root, id, f.jobs));
      }
      io.stdout.write(timeLimitReport(ranges));
      return 0;
    }
    if (f.bounds) {
      const problems = [];
      for (const id of ids) problems.push({ id, reach: boundsReached(root, await loadProblem(root, id)) });
      io.stdout.write(`${boundsReport(problems)}\n`);
      return problems.every(({ reach }) => boundsHold(reach)) ? 0 : 1;
    }
    if (f['invalid-inputs']) {
      const scores = [];
      for (const id of ids) scores.push(scoreInvalidInputs(root, await loadProblem(root, id)));
      io.stdout.write(`${invalidInputsReport(scores)}\n`);
      return scores.every(refusesAll) ? 0 : 1;
    }
    const started = performance.now();
    const rows: VerifyRow[] = [];
    // A line per row as it is decided, on stderr (the table comes at the end, on stdout): a run of minutes shows
    // its progress in a log or a pipe too.
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const told = (row: VerifyRow) =>
      io.stderr.write(
        `${row.ok ? 'ok  ' : 'FAIL'} ${row.problem} ${row.solution}: ${row.got} (${row.caughtBy}) at ${seconds()} s\n`,
      );
    for (const id of ids) {
      if (io.signal.aborted) break;
      rows.push(...(await verifyProblem(root, id, f.jobs, io.signal, told)));
    }
    // 130 = 128 + SIGINT, as a shell reports a command stopped by Ctrl-C; the rows judged so far are printed.
    if (io.signal.aborted) {
      io.stdout.write(terminalSafe(verifyReport(rows, (performance.now() - started) / 1000).text));
      return 130;
    }
    const { text, ok } = verifyReport(rows, (performance.now() - started) / 1000);
    // Its reasons quote checkers and programs.
    io.stdout.write(terminalSafe(text));
    return ok ? 0 : 1;
  },
};

runIfMain(import.meta.url, verifyCommand);
