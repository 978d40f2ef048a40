// `npm run contest` (summary in cli/commands.ts).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runIfMain, type Command } from './cli/index.ts';
import { UserError, writeFileAtomic } from '../judge/base/index.ts';
import { checkProblemId, listProblemIds } from '../judge/registry/index.ts';
import { beforeRunning, sandboxFor } from '../judge/sandbox/index.ts';
import {
  formatCsv,
  formatJson,
  formatTable,
  judgeContest,
  progressLine,
  rankRows,
  readContestFolder,
} from './contest/index.ts';

const flags = {
  problems: {
    kind: 'string',
    value: 'ROOT',
    help: "the root whose problems and test data the contest is judged on (default: DIR/problems where it is, else --root's)",
  },
  contestant: {
    kind: 'string',
    value: 'NAME',
    multiple: true,
    help: 'judge and rank only contestant NAME (a folder of DIR/source/); repeat for several',
  },
  problem: {
    kind: 'string',
    value: 'ID',
    multiple: true,
    help: 'judge and rank only problem ID; repeat for several',
  },
  csv: { kind: 'string', value: 'FILE', help: 'also write the ranking as CSV (points, total, each result)' },
  json: { kind: 'string', value: 'FILE', help: 'also write the ranking as JSON, every cell with its verdict' },
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
    const folder = readContestFolder(dir, ids, { contestants: f.contestant, problems: problemIds });
    for (const warning of folder.warnings) io.stderr.write(`warning: ${warning}\n`);
    beforeRunning('npm run contest', (line) => io.stderr.write(line), sandboxFor(false, root));
    const result = await judgeContest({
      root,
      dir,
      folder,
      problemIds,
      jobs: f.jobs,
      signal: io.signal,
      onContestant: (contestant, k, n) => io.stderr.write(`[${k}/${n}] ${contestant.name}\n`),
      onCell: (contestant, problem, cell) => io.stderr.write(progressLine(contestant, problem, cell)),
    });
    if (result.interrupted) {
      io.stderr.write(
        `stopped: ${result.rows.length} of ${folder.contestants.length} contestants judged in full; every test ` +
          'judged is remembered, so the same command judges only the rest; no ranking written\n',
      );
      // 130 = 128 + SIGINT, the status a shell gives a command stopped by Ctrl-C.
      return 130;
    }
    const ranked = rankRows(result.rows);
    io.stdout.write(formatTable(result.problems, ranked));
    for (const [file, text] of [
      [f.csv, () => formatCsv(result.problems, ranked)],
      [f.json, () => formatJson(result, ranked)],
    ] as const) {
      if (file === undefined) continue;
      writeFileAtomic(resolve(file), text());
      io.stdout.write(`wrote ${file}\n`);
    }
    for (const fault of result.faults) io.stderr.write(`error: ${fault}\n`);
    return result.faults.length > 0 ? 1 : 0;
  },
};

runIfMain(import.meta.url, contestCommand);
