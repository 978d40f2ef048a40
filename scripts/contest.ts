// `npm run contest` (summary in cli/commands.ts).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Command, type Io, type Parsed, runIfMain } from './cli/index.ts';
import { shownFrom, terminalSafe, UsageError, UserError, writeFileAtomic } from '../judge/base/index.ts';
import { checkProblemId, listProblemIds } from '../judge/registry/index.ts';
import { boardHtml } from '../judge/page/index.ts';
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
  rankingBoard,
  rankTeams,
  readContestFolder,
  readIcpcRound,
  type RoundKind,
  roundKind,
  scoreboardBoard,
  scoreTeams,
  submissionLine,
  writeCcsPackage,
  writeCmsContest,
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
  html: {
    kind: 'string',
    value: 'FILE',
    help:
      "also write the ranking as one offline page: each cell opens that file's tests (verdicts, reasons, diffs, lines " +
      "of play) as the judge's --html shows them; an ICPC round's page is the table's board",
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
  ccs: {
    kind: 'string',
    value: 'OUT',
    help:
      "judge nothing: write the round as a contest package of the ICPC's CCS specification (2026-01), which DOMjudge " +
      'imports: JSON files, problems/<id>/<id>.zip (Kattis packages), submissions/<n>/files.zip, event-feed.ndjson; ' +
      'OUT is new or an empty folder, named as the contest id',
  },
  cms: {
    kind: 'string',
    value: 'OUT',
    help:
      "judge nothing: write an OI round as a CMS contest, as CMS's italy_yaml loader reads one: contest.yaml (tasks, " +
      'the contestants as users with random passwords) and each problem as a task folder; OUT is new or an empty folder',
  },
  start: {
    kind: 'string',
    value: 'TIME',
    help: "with --ccs or --cms: the contest's start, e.g. 2026-12-07T10:00:00Z (each submission's time is told from it)",
  },
  length: {
    kind: 'integer',
    value: 'MINUTES',
    min: 1,
    help: "with --ccs or --cms: the contest's length (the package's duration; with --freeze, its freeze is the rest)",
  },
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

/** The files asked for (--csv, --json, --html) written atomically, each named on stdout. */
async function writeOutputs(
  io: Io,
  outputs: readonly (readonly [string | undefined, () => string | Promise<string>])[],
): Promise<void> {
  for (const [file, text] of outputs) {
    if (file === undefined) continue;
    writeFileAtomic(resolve(file), await text());
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
    keepReports: f.html !== undefined,
    ...judgeChoices(f),
    onContestant: (contestant, k, n) => io.stderr.write(`[${k}/${n}] ${contestant.name}\n`),
    onCell: (contestant, problem, cell) => io.stderr.write(progressLine(contestant, problem, cell)),
  });
  if (result.interrupted)
    return stopped(io, `${result.rows.length} of ${folder.contestants.length} contestants judged in full`);
  const ranked = rankRows(result.rows);
  io.stdout.write(formatTable(result.problems, ranked));
  await writeOutputs(io, [
    [f.csv, () => formatCsv(result.problems, ranked)],
    [f.json, () => formatJson(result, ranked)],
    [f.html, () => boardHtml(rankingBoard(dir, root, result.problems, ranked, result.reports, result.sandbox))],
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
    keepReports: f.html !== undefined,
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
  const board = () =>
    scoreboardBoard(dir, root, result.problems, frozen ?? final, submissions, result.reports, f.freeze, result.sandbox);
  await writeOutputs(io, [
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
    [f.html, () => boardHtml(board())],
  ]);
  for (const fault of result.faults) io.stderr.write(`error: ${fault}\n`);
  return result.faults.length > 0 ? 1 : 0;
}

/** --ccs: the round written as a contest package, nothing judged. */
async function writePackage({ dir, root, ids, problemIds, flags: f, io }: Run, kind: RoundKind): Promise<number> {
  const written = await writeCcsPackage({
    root,
    dir,
    out: f.ccs as string,
    kind,
    problemIds,
    ids,
    contestants: f.contestant,
    start: f.start,
    lengthMinutes: f.length,
    freezeMinute: f.freeze,
    provider: 'game-judge-kit',
    say: (line) => io.stderr.write(terminalSafe(`${line}\n`)),
  });
  io.stdout.write(`wrote ${f.ccs}: ${problemIds.length} problems, ${written.submissions} submissions\n`);
  return 0;
}

/** --cms: an OI round written as a CMS contest, nothing judged. */
async function writeCms({ dir, root, ids, problemIds, flags: f, io }: Run, kind: RoundKind): Promise<number> {
  if (kind !== 'oi')
    throw new UserError(`${dir}: --cms writes an OI round (CMS scores by points); an ICPC round goes out with --ccs`);
  const written = await writeCmsContest({
    root,
    dir,
    out: f.cms as string,
    problemIds,
    ids,
    contestants: f.contestant,
    start: f.start,
    lengthMinutes: f.length,
    say: (line) => io.stderr.write(terminalSafe(`${line}\n`)),
  });
  io.stdout.write(`wrote ${f.cms}: ${problemIds.length} tasks, ${written.users} users\n`);
  return 0;
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
    checkWritable(f.html, 'html');
    const root = problemsRoot(dir, f.problems, kitRoot);
    const ids = listProblemIds(root);
    if (ids.length === 0) throw new UserError(`${join(root, 'problems')}: no problems to judge the contest on`);
    for (const id of f.problem) checkProblemId(root, id);
    const problemIds = f.problem.length > 0 ? ids.filter((id) => f.problem.includes(id)) : ids;
    const kind = roundKind(dir, f.round);
    if (kind === 'oi' && f.freeze !== undefined)
      throw new UserError(`${dir}: --freeze is for an ICPC round's timed submissions; an OI round has none`);
    if (f.ccs === undefined && f.cms === undefined && (f.start !== undefined || f.length !== undefined))
      throw new UsageError('--start and --length are for --ccs OUT or --cms OUT');
    if (f.ccs !== undefined && f.cms !== undefined) throw new UsageError('--ccs and --cms: one at a time');
    if ((f.ccs ?? f.cms) !== undefined && (f.csv ?? f.json ?? f.html) !== undefined)
      throw new UsageError(
        '--csv, --json and --html write a judged ranking; --ccs and --cms judge nothing: one or the other',
      );
    if (f.ccs !== undefined) return writePackage({ dir, root, ids, problemIds, flags: f, io }, kind);
    if (f.cms !== undefined) return writeCms({ dir, root, ids, problemIds, flags: f, io }, kind);
    const run = { dir, root, ids, problemIds, flags: f, io };
    return kind === 'oi' ? judgeOiRound(run) : judgeIcpcRound(run);
  },
};

runIfMain(import.meta.url, contestCommand);
