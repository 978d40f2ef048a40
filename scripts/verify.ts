// `npm run verify`: judges the accepted solution and every wrong one of each problem on all its test data and
// prints what each got. Fails if the accepted solution is not all AC, or if a wrong solution is not caught with
// the verdict its header names ("// WRONG (expect WA or TLE): ...") both by the data as a whole and by the
// generated group alone (so the generators, not just the samples, are shown to be strong).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runIfMain, type Command, type Io } from '../kit/cli.ts';
import { judge } from '../judge/judge.ts';
import { listProblemIds, loadProblem } from '../judge/problems.ts';
import type { Verdict } from '../judge/verdict.ts';
import { GENERATED_GROUP } from './lib/generated-tests.ts';
import { expectedVerdicts } from './lib/wrong-solutions.ts';

interface Row {
  problem: string;
  solution: string;
  expected: Verdict[];
  got: Verdict;
  caughtBy: string;
  ok: boolean;
}

async function verifyProblem(root: string, id: string, jobs: number | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  const accepted = join(root, 'solutions', `${id}.ts`);
  const full = await judge({ root, problemIds: [id], solution: accepted, jobs });
  const results = full.problems[0].results;
  const failed = results.find((r) => r.verdict !== 'AC');
  const dataErrors = full.problems[0].dataErrors.length;
  rows.push({
    problem: id,
    solution: relative(root, accepted),
    expected: ['AC'],
    got: failed?.verdict ?? 'AC',
    caughtBy: failed ? `${failed.group}/${failed.name}` : `all ${results.length} tests AC${dataErrors ? `, ${dataErrors} broken files` : ''}`,
    ok: !failed && dataErrors === 0 && results.length > 0,
  });
  const wrongDir = join(root, 'solutions', 'wrong', id);
  const wrongFiles = readdirSync(wrongDir).filter((f) => f.endsWith('.ts')).sort();
  for (const file of wrongFiles) {
    const path = join(wrongDir, file);
    const expected = expectedVerdicts(path);
    const report = await judge({ root, problemIds: [id], solution: path, jobs, stopAtFirstFailure: true });
    const failures = report.problems[0].results.filter((r) => r.verdict !== 'AC');
    const generated = failures.find((r) => r.group === GENERATED_GROUP);
    rows.push({
      problem: id,
      solution: relative(root, path),
      expected,
      got: failures[0]?.verdict ?? 'AC',
      caughtBy: failures.length === 0 ? 'NOT CAUGHT: passes every test' : failures.map((r) => `${r.group}/${r.name} ${r.verdict}`).join(', '),
      ok: failures.length > 0 && expected.includes(failures[0].verdict) && generated !== undefined && expected.includes(generated.verdict),
    });
  }
  return rows;
}

function formatTable(rows: Row[]): string {
  const header = ['problem', 'solution', 'expected', 'got', 'first failing test of each group'];
  const cells = rows.map((r) => [r.problem, r.solution, r.expected.join('|'), r.ok ? r.got : `${r.got} (!)`, r.caughtBy]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const flags = {
  jobs: { kind: 'integer', value: 'N', min: 1, help: 'tests run at once (default: the number of cores)' },
} as const;

export const verifyCommand: Command<typeof flags> = {
  name: 'verify',
  summary: 'Judges the accepted and every wrong solution; fails unless each gets the verdict it must, on the generated data too.',
  args: '[problem-id ...]',
  positionals: { min: 0, max: Infinity },
  flags,
  async run({ flags: f, positionals, root }, io) {
    const ids = positionals.length > 0 ? positionals : listProblemIds(root);
    for (const id of ids) loadProblem(root, id);
    const started = performance.now();
    const rows: Row[] = [];
    for (const id of ids) rows.push(...(await verifyProblem(root, id, f.jobs)));
    return report(rows, (performance.now() - started) / 1000, io);
  },
};

function report(rows: Row[], seconds: number, io: Io): number {
  io.stdout.write(`${formatTable(rows)}\n\n`);
  const bad = rows.filter((r) => !r.ok);
  if (bad.length === 0) {
    io.stdout.write(`verify: ${rows.length} solutions, all as expected (${seconds.toFixed(1)} s)\n`);
    return 0;
  }
  for (const r of bad) {
    const why =
      r.expected[0] === 'AC'
        ? 'the accepted solution must pass every test'
        : r.got === 'AC' || !r.caughtBy.includes(`${GENERATED_GROUP}/`)
          ? `the ${r.got === 'AC' ? '' : 'generated '}test data is too weak: strengthen the generators`
          : `caught with a verdict other than ${r.expected.join(' or ')}`;
    io.stdout.write(`FAILED ${r.solution}: ${why}\n`);
  }
  return 1;
}

runIfMain(import.meta.url, verifyCommand);
