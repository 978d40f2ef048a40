// CLI of the judge: `npm run judge -- [id...] [--solution FILE] [--json] [--jobs N] [--root DIR]`.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handleError, UserError } from './errors.ts';
import { allAccepted, judge } from './judge.ts';
import { formatJson, formatText } from './report.ts';

const USAGE = `usage: npm run judge -- [problem-id ...] [--solution FILE] [--json] [--jobs N] [--root DIR]
  problem-id       judge only these problems (default: all)
  --solution FILE  judge FILE (.ts or .js) instead of solutions/<id>.ts; needs exactly one problem id
  --json           print a machine-readable report on stdout
  --jobs N         tests run at once (default: the number of cores)
  --root DIR       the kit folder holding problems/, solutions/, testdata/ (default: this kit)`;

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        solution: { type: 'string' },
        json: { type: 'boolean', default: false },
        jobs: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1)) throw new UserError(`--jobs takes a whole number >= 1, got "${values.jobs}"`);
  const root = values.root ? resolve(values.root) : resolve(dirname(fileURLToPath(import.meta.url)), '..');

  const abort = new AbortController();
  process.once('SIGINT', () => abort.abort());
  const report = await judge({ root, problemIds: positionals, solution: values.solution, jobs, signal: abort.signal });
  process.stdout.write(values.json ? formatJson(report, root) : formatText(report, root, process.stdout.isTTY === true));
  // 130 = 128 + SIGINT, the status a shell gives a command stopped by Ctrl-C.
  process.exitCode = report.interrupted ? 130 : allAccepted(report) ? 0 : 1;
}

main().catch(handleError);
