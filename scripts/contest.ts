// `npm run contest` (summary in cli/commands.ts).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Command, type Io, type Parsed, runIfMain } from './cli/index.ts';
import { shownFrom, terminalSafe, UserError, writeFileAtomic } from '../judge/base/index.ts';
import { checkProblemId, listProblemIds } from '../judge/registry/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';
import {
  formatCsv,
  formatJson,
  formatScoreboard,
  formatScoreboardCsv,
  formatScoreboardJson,
  formatTable,
  judgeContest,
  judgeRound,
  progressLine,
  rankRows,
  rankTeams,
  readContestFolder,
  readIcpcRound,
  roundKind,
  scoreTeams,
  submissionLine,
} from './contest/index.ts';

const flags = {
  problems: {
    kind: 'string',
    value: 'ROOT',
    help: "the root whose problems and test data the contest is judged on (default: DIR/problems where it is, else --root's)",
  },
  round: {
    kind: 'string',
    value: 'oi|icpc',
    help:
      'the round DIR holds: oi, source/<contestant>/<problem>.<ext> ranked by points; icpc, timed submissions ' +
      '(submissions/<team>/<problem>/<minute>-<name>.<ext>, or submissions.csv: team,problem,time,file) ranked by ' +
      "the ICPC's rules (default: told by which DIR holds; both: refused without --round)",
  },
  contestant: {
    kind: 'string',
    value: 'NAME',
    multiple: true,
    help: 'judge and rank only contestant or team NAME (a folder of DIR/source/ or DIR/submissions/); repeat for several',
  },
  problem: {
    kind: 'string',
    value: 'ID',
    multiple: true,
    help: 'judge and rank only problem ID; repeat for several',
  },
  freeze: {
    kind: 'integer',
    value: 'MINUTE',
    min: 0,
    help: "an ICPC round's freeze: the table shows submissions from MINUTE on as pending; --json holds both boards",
  },
  csv: {
    kind: 'string',
    value: 'FILE',
    help: "also write the ranking as CSV (points, total, each result; an ICPC round's final standings)",
  },
  json: {
    kind: 'string',
    value: 'FILE',
    help: 'also write the ranking as JSON, every cell with its verdict (an ICPC round: every submission, both boards)',
  },
  group: {
    kind: 'string',
    value: 'NAME',
    multiple: true,
    help:
      "judge only the tests of group NAME and the groups under it, as npm run judge's --group (sample, manual); " +
      'repeat for several',
  },
  fresh: {
    kind: 'boolean',
    help: "run every test again, none taken from the judge's remembered results (npm run judge's --fresh)",
  },
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'tests run at once (default: the number of cores)' },
} as const;

/** A file to write at the end, refused before anything is judged where its folder is not there. */
function checkWritable(file: string | undefined, flag: string): void {
  if (file === undefined) return;
  const folder = dirname(resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new UserError(`${file} (--${flag}): no folder ${folder} to write it in`);
}

/** The root the problems come from: --problems, else DIR/problems where it is a folder, else --root's. */
function problemsRoot(dir: string, given: string | undefined, root: string): string {
  if (given !== undefined) return resolve(given);
  const own = join(dir, 'problems');
  return existsSync(own) && statSync(own).isDirectory() ? own : root;
}

interface Run {
  dir: string;
  root: string;
  /** Every problem of the root, and those judged (--problem). */
  ids: string[];
  problemIds: string[];
  flags: Parsed<typeof flags>['flags'];
  io: Io;
}

/** What the judge is told of the tests for every file: --group's selection, --fresh. */
const judgeChoices = (f: Run['flags']) => ({
  ...(f.group.length > 0 ? { select: { groups: f.group } } : {}),
  remember: f.fresh ? ('fresh' as const) : ('use' as const),
});

/** The files asked for (--csv, --json) written atomically, each named on stdout. */
function writeOutputs(io: Io, outputs: readonly (readonly [string | undefined, () => string])[]): void {
  for (const [file, text] of outputs) {
    if (file === undefined) continue;
    writeFileAtomic(resolve(file), text());
    io.stdout.write(`wrote ${file}\n`);
  }
}

/** Ctrl-C: what is kept, and 130 (128 + SIGINT, the status a shell gives a command stopped by Ctrl-C). */
function stopped(io: Io, judged: string): number {
  io.stderr.write(
    `stopped: ${judged}; every test judged is remembered, so the same command judges only the rest; no ranking written\n`,
  );
  return 130;
}

/** An OI round: source/<contestant>/<problem>.<ext>, each contestant's files judged, ranked by points. */
async function judgeOiRound({ dir, root, ids, problemIds, flags: f, io }: Run): Promise<number> {
  const folder = readContestFolder(dir, ids, { contestants: f.contestant, problems: problemIds });
  for (const warning of folder.warnings) io.stderr.write(terminalSafe(`warning: ${warning}\n`));
  beforeRunning('npm run contest', (line) => io.stderr.write(line), sandboxFor(false, root));
  const result = await judgeContest({
    root,
    dir,
    folder,
    problemIds,
    jobs: f.jobs,
    signal: io.signal,
    ...judgeChoices(f),
    onContestant: (contestant, k, n) => io.stderr.write(`[${k}/${n}] ${contestant.name}\n`),
    onCell: (contestant, problem, cell) => io.stderr.write(progressLine(contestant, problem, cell)),
  });
  if (result.interrupted)
    return stopped(io, `${result.rows.length} of ${folder.contestants.length} contestants judged in full`);
  const ranked = rankRows(result.rows);
  io.stdout.write(formatTable(result.problems, ranked));
  writeOutputs(io, [
    [f.csv, () => formatCsv(result.problems, ranked)],
    [f.json, () => formatJson(result, ranked)],
  ]);
  for (const fault of result.faults) io.stderr.write(`error: ${fault}\n`);
  return result.faults.length > 0 ? 1 : 0;
}

/**
 * An ICPC round: its submissions judged in time order and scored by the ICPC's rules; with --freeze, the table is the
 * public board and the final standings go to --csv and --json.
 */
async function judgeIcpcRound({ dir, root, ids, problemIds, flags: f, io }: Run): Promise<number> {
  const round = readIcpcRound(dir, ids, { teams: f.contestant, problems: problemIds });
  for (const warning of round.warnings) io.stderr.write(terminalSafe(`warning: ${warning}\n`));
  beforeRunning('npm run contest', (line) => io.stderr.write(line), sandboxFor(false, root));
  const result = await judgeRound({
    root,
    dir,
    round,
    problemIds,
    jobs: f.jobs,
    signal: io.signal,
    ...judgeChoices(f),
    onSubmission: (submission, k, n) => io.stderr.write(submissionLine(submission, k, n)),
  });
  if (result.interrupted)
    return stopped(io, `${result.submissions.length} of ${round.submissions.length} submissions judged`);
  const final = rankTeams(scoreTeams(round.teams, problemIds, result.submissions));
  const frozen =
    f.freeze === undefined ? undefined : rankTeams(scoreTeams(round.teams, problemIds, result.submissions, f.freeze));
  io.stdout.write(formatScoreboard(result.problems, frozen ?? final, f.freeze));
  const submissions = result.submissions.map((s) => ({ ...s, file: shownFrom(dir, s.file) }));
  writeOutputs(io, [
    [f.csv, () => formatScoreboardCsv(result.problems, final)],
    [
      f.json,
      () =>
        formatScoreboardJson({
          problems: result.problems,
          final,
          ...(frozen && f.freeze !== undefined ? { frozen: { from: f.freeze, ranking: frozen } } : {}),
          submissions,
        }),
    ],
  ]);
  for (const fault of result.faults) io.stderr.write(`error: ${fault}\n`);
  return result.faults.length > 0 ? 1 : 0;
}

export const contestCommand: Command<typeof flags> = {
  name: 'contest',
  args: 'DIR',
  positionals: { min: 1, max: 1 },
  flags,
  interruptible: true,
  async run({ flags: f, positionals, root: kitRoot }, io) {
    const dir = positionals[0];
    checkWritable(f.csv, 'csv');
    checkWritable(f.json, 'json');
    const root = problemsRoot(dir, f.problems, kitRoot);
    const ids = listProblemIds(root);
    if (ids.length === 0) throw new UserError(`${join(root, 'problems')}: no problems to judge the contest on`);
    for (const id of f.problem) checkProblemId(root, id);
    const problemIds = f.problem.length > 0 ? ids.filter((id) => f.problem.includes(id)) : ids;
    const kind = roundKind(dir, f.round);
    if (kind === 'oi' && f.freeze !== undefined)
      throw new UserError(`${dir}: --freeze is for an ICPC round's timed submissions; an OI round has none`);
    const run = { dir, root, ids, problemIds, flags: f, io };
    return kind === 'oi' ? judgeOiRound(run) : judgeIcpcRound(run);
  },
};

runIfMain(import.meta.url, contestCommand);
