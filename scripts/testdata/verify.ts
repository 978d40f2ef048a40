// The engine of `npm run verify`: judges the accepted solution and every wrong one of a problem on all its test
// data. Fails if the accepted solution is not all AC, or if a wrong solution is not caught with the verdict its
// header names ("// WRONG (expect WA or TLE): ...") both by the data as a whole and by the generated group alone
// (so the generators, not just the samples, are shown to be strong).
import { relative } from 'node:path';
import { judge } from '../../judge/core/index.ts';
import type { Verdict } from '../../judge/verdict/index.ts';
import { GROUPS, acceptedFile, testKey, wrongFiles } from '../../judge/registry/index.ts';
import { expectedVerdicts } from './wrong-solutions.ts';

export interface VerifyRow {
  problem: string;
  solution: string;
  expected: Verdict[];
  got: Verdict;
  caughtBy: string;
  ok: boolean;
}

/** Judges the accepted solution on all the data, then each wrong one, stopping at each group's first failure. */
export async function verifyProblem(root: string, id: string, jobs: number | undefined): Promise<VerifyRow[]> {
  const rows: VerifyRow[] = [];
  const accepted = acceptedFile(root, id);
  const full = await judge({ root, problemIds: [id], solution: accepted, jobs });
  if (full.errors.length > 0)
    return [
      {
        problem: id,
        solution: relative(root, accepted),
        expected: ['AC'],
        got: 'AC',
        caughtBy: `NOT JUDGED: ${full.errors[0].message}`,
        ok: false,
      },
    ];
  const results = full.problems[0].results;
  const failed = results.find((r) => r.verdict !== 'AC');
  const dataErrors = full.problems[0].dataErrors.length;
  rows.push({
    problem: id,
    solution: relative(root, accepted),
    expected: ['AC'],
    got: failed?.verdict ?? 'AC',
    caughtBy: failed
      ? testKey(failed)
      : `all ${results.length} tests AC${dataErrors ? `, ${dataErrors} broken files` : ''}`,
    ok: !failed && dataErrors === 0 && results.length > 0,
  });
  for (const path of wrongFiles(root, id)) {
    const expected = expectedVerdicts(path);
    const report = await judge({ root, problemIds: [id], solution: path, jobs, stopAtFirstFailure: true });
    if (report.errors.length > 0) {
      rows.push({
        problem: id,
        solution: relative(root, path),
        expected,
        got: 'AC',
        caughtBy: `NOT JUDGED: ${report.errors[0].message}`,
        ok: false,
      });
      continue;
    }
    const failures = report.problems[0].results.filter((r) => r.verdict !== 'AC');
    const generated = failures.find((r) => r.group === GROUPS.random);
    rows.push({
      problem: id,
      solution: relative(root, path),
      expected,
      got: failures[0]?.verdict ?? 'AC',
      caughtBy:
        failures.length === 0
          ? 'NOT CAUGHT: passes every test'
          : failures.map((r) => `${testKey(r)} ${r.verdict}`).join(', '),
      ok:
        failures.length > 0 &&
        expected.includes(failures[0].verdict) &&
        generated !== undefined &&
        expected.includes(generated.verdict),
    });
  }
  return rows;
}

export function formatTable(rows: VerifyRow[]): string {
  const header = ['problem', 'solution', 'expected', 'got', 'first failing test of each group'];
  const cells = rows.map((r) => [
    r.problem,
    r.solution,
    r.expected.join('|'),
    r.ok ? r.got : `${r.got} (!)`,
    r.caughtBy,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** The table, then a line on each solution that did not get what it must; true when all did. */
export function verifyReport(rows: VerifyRow[], seconds: number): { text: string; ok: boolean } {
  let text = `${formatTable(rows)}\n\n`;
  const bad = rows.filter((r) => !r.ok);
  if (bad.length === 0)
    return { text: `${text}verify: ${rows.length} solutions, all as expected (${seconds.toFixed(1)} s)\n`, ok: true };
  for (const r of bad) {
    const why =
      r.expected[0] === 'AC'
        ? 'the accepted solution must pass every test'
        : r.got === 'AC' || !r.caughtBy.includes(`${GROUPS.random}/`)
          ? `the ${r.got === 'AC' ? '' : 'generated '}test data is too weak: strengthen the generators`
          : `caught with a verdict other than ${r.expected.join(' or ')}`;
    text += `FAILED ${r.solution}: ${why}\n`;
  }
  return { text, ok: false };
}
