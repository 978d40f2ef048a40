// `npm run verify`: judges the accepted solution and every wrong one of each problem on all its test data and
// prints what each got. Fails if the accepted solution is not all AC, or if a wrong solution is not caught with
// the verdict its header names ("// WRONG (expect WA or TLE): ...") both by the data as a whole and by the
// generated group alone (so the generators, not just the samples, are shown to be strong).
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handleError } from '../judge/errors.ts';
import { judge } from '../judge/judge.ts';
import { listProblemIds } from '../judge/problems.ts';
import type { Verdict } from '../judge/verdict.ts';
import { GENERATED_GROUP } from './lib/generated-tests.ts';
import { expectedVerdicts } from './lib/wrong-solutions.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Row {
  problem: string;
  solution: string;
  expected: Verdict[];
  got: Verdict;
  caughtBy: string;
  ok: boolean;
}

async function verifyProblem(id: string, jobs: number | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  const accepted = join(ROOT, 'solutions', `${id}.ts`);
  const full = await judge({ root: ROOT, problemIds: [id], solution: accepted, jobs });
  const results = full.problems[0].results;
  const failed = results.find((r) => r.verdict !== 'AC');
  const dataErrors = full.problems[0].dataErrors.length;
  rows.push({
    problem: id,
    solution: relative(ROOT, accepted),
    expected: ['AC'],
    got: failed?.verdict ?? 'AC',
    caughtBy: failed ? `${failed.group}/${failed.name}` : `all ${results.length} tests AC${dataErrors ? `, ${dataErrors} broken files` : ''}`,
    ok: !failed && dataErrors === 0 && results.length > 0,
  });
  const wrongDir = join(ROOT, 'solutions', 'wrong', id);
  const wrongFiles = readdirSync(wrongDir).filter((f) => f.endsWith('.ts')).sort();
  for (const file of wrongFiles) {
    const path = join(wrongDir, file);
    const expected = expectedVerdicts(path);
    const report = await judge({ root: ROOT, problemIds: [id], solution: path, jobs, stopAtFirstFailure: true });
    const failures = report.problems[0].results.filter((r) => r.verdict !== 'AC');
    const generated = failures.find((r) => r.group === GENERATED_GROUP);
    rows.push({
      problem: id,
      solution: relative(ROOT, path),
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

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { jobs: { type: 'string' } } });
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  const ids = positionals.length > 0 ? positionals : listProblemIds(ROOT);
  const started = performance.now();
  const rows: Row[] = [];
  for (const id of ids) rows.push(...(await verifyProblem(id, jobs)));
  process.stdout.write(`${formatTable(rows)}\n\n`);
  const bad = rows.filter((r) => !r.ok);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (bad.length === 0) {
    process.stdout.write(`verify: ${rows.length} solutions, all as expected (${seconds} s)\n`);
    return;
  }
  for (const r of bad) {
    const why =
      r.expected[0] === 'AC'
        ? 'the accepted solution must pass every test'
        : r.got === 'AC' || !r.caughtBy.includes(`${GENERATED_GROUP}/`)
          ? `the ${r.got === 'AC' ? '' : 'generated '}test data is too weak: strengthen the generators`
          : `caught with a verdict other than ${r.expected.join(' or ')}`;
    process.stdout.write(`FAILED ${r.solution}: ${why}\n`);
  }
  process.exitCode = 1;
}

main().catch(handleError);
