// Which test kills what (`npm run mutants -- <id> --table`), as BAPCtools' `bt run --table` shows tests by
// submissions: the problem's wrong solutions (judged on every test) and its accepted solution's detected mutants (each
// run on every test that runs through it), each with the tests that catch it; per test, what it alone catches, and
// whether it catches anything no other test does (if not, it is a candidate to drop).
import type { KillTable } from '../../judge/page/index.ts';
import type { Matrix } from '../testdata/index.ts';
import { mutantLine } from './report.ts';
import type { MutationReport } from './run-mutants.ts';

/**
 * The table of `matrix` (the wrong solutions' rows) and `report` (a run with `table`: each mutant's `caught`). A test
 * that does not run through a mutant cannot catch it (its answers are the accepted solution's), so a mutant's cells
 * are its `caught` and AC elsewhere, but for the tests it never answered after a call past the limit: unknown.
 */
export function killTable(matrix: Matrix, report: MutationReport, root: string): KillTable {
  const tests = matrix.tests;
  const index = new Map(tests.map((t, k) => [t, k]));
  const caught: KillTable['caught'] = [];
  for (const row of matrix.rows) {
    if (row.error) continue;
    const by = row.verdicts.flatMap((v, k) => (v !== 'AC' && v !== '-' ? [k] : []));
    caught.push({ name: row.solution, kind: 'solution', by, unknown: row.verdicts.filter((v) => v === '-').length });
  }
  for (const m of report.mutants) {
    if (m.status !== 'killed' && m.status !== 'timeout') continue;
    if (m.caught === undefined) throw new Error(`${mutantLine(m, root)}: judged without --table`);
    caught.push({
      name: mutantLine(m, root),
      kind: 'mutant',
      by: m.caught.map(({ test }) => index.get(test)!),
      unknown: m.unanswered ?? 0,
    });
  }
  // Each test's catches (indexes into caught), once: the rows and the cover read them.
  const catchesOf: number[][] = tests.map(() => []);
  caught.forEach(({ by }, i) => {
    for (const k of by) catchesOf[k].push(i);
  });
  const rows = tests.map((test, k) => {
    const catches = catchesOf[k].map((i) => caught[i]);
    return {
      test,
      solutions: catches.filter((c) => c.kind === 'solution').length,
      mutants: catches.filter((c) => c.kind === 'mutant').length,
      only: catches.filter((c) => c.by.length === 1 && c.unknown === 0).map((c) => c.name),
      // Whatever it catches, another test catches too; an item whose other cells are unknown keeps it.
      drop: !test.startsWith('sample/') && catches.every((c) => c.by.length > 1),
    };
  });
  return {
    tests,
    solutions: matrix.rows.map(({ solution, verdicts, error }) => ({
      solution,
      verdicts,
      ...(error ? { error } : {}),
    })),
    caught,
    rows,
    cover: smallCover(catchesOf, caught),
  };
}

/** A verdict in one character: '.' AC, '-' not judged, else its first letter (W, T, R, M, O, P...). */
const cell = (verdict: string) => (verdict === 'AC' ? '.' : verdict === '-' ? '-' : verdict[0]);

export function killTableText(problem: string, table: KillTable): string {
  const { tests, solutions, caught, rows } = table;
  const mutants = caught.filter((c) => c.kind === 'mutant');
  const width = Math.max(4, ...tests.map((t) => t.length));
  const ran = solutions.filter((s) => !s.error);
  const out = [
    `${problem}: which test kills what: ${tests.length} tests, ` +
      `${ran.length === 0 ? 'no wrong solution judged' : `${ran.length} wrong solutions (columns 1-${ran.length} below)`}, ` +
      `${mutants.length} detected ${mutants.length === 1 ? 'mutant' : 'mutants'}`,
    `  ${'test'.padEnd(width)}  ${ran.map((_, k) => String((k + 1) % 10)).join('')}${ran.length > 0 ? '  ' : ''}mutants  alone  drop?`,
  ];
  rows.forEach((row, k) => {
    const cells = ran.map((s) => cell(s.verdicts[k])).join('');
    out.push(
      `  ${row.test.padEnd(width)}  ${cells}${ran.length > 0 ? '  ' : ''}${String(row.mutants).padStart(7)}  ` +
        `${String(row.only.length).padStart(5)}  ${row.drop ? 'drop?' : ''}`.trimEnd(),
    );
  });
  out.push(
    "  (a cell: '.' AC, '-' not judged, else the verdict's first letter; mutants: how many the test catches; alone:",
    '  how many wrong solutions and mutants no other test catches; drop?: it catches nothing another test does not)',
    ...(solutions.length > 0 ? ['wrong solutions:'] : []),
  );
  ran.forEach((s, k) => {
    const by = caught.find((c) => c.kind === 'solution' && c.name === s.solution)!.by;
    const said =
      by.length === 0
        ? 'caught by no test'
        : by.length === 1
          ? `caught by ${tests[by[0]]} alone`
          : `caught by ${by.length} tests`;
    out.push(`  ${k + 1}  ${s.solution}: ${said}`);
  });
  for (const s of solutions) if (s.error) out.push(`  -  ${s.solution}: not judged: ${s.error}`);
  const alone = rows.filter((row) => row.only.length > 0);
  if (alone.length > 0) {
    out.push('caught by one test alone:');
    for (const row of alone) {
      out.push(`  ${row.test}:`);
      for (const name of row.only) out.push(`    ${name}`);
    }
  }
  const unknown = mutants.filter((m) => m.unknown > 0).length;
  if (unknown > 0)
    out.push(
      `${unknown} ${unknown === 1 ? 'mutant' : 'mutants'} stopped at the limit on a test answer no more: ` +
        'their other cells are unknown, so no test is counted as catching them alone',
    );
  const { cover } = table;
  out.push(
    `${cover.length} of the ${tests.length} tests together catch every wrong solution and mutant any test catches ` +
      `(found greedily, each catching the most not yet caught): ${cover.map((k) => tests[k]).join(', ')}`,
  );
  const drop = rows.filter((row) => row.drop);
  out.push(
    drop.length === 0
      ? 'every test but the samples catches something no other test does'
      : `catch nothing another test does not (candidates to drop, one at a time: two may cover each other): ${drop.map((r) => r.test).join(', ')}`,
  );
  return `${out.join('\n')}\n`;
}

/**
 * Tests (by index) that together catch everything some test catches, chosen greedily: the test catching the most not
 * yet caught, the first in suite order among equals, until nothing is left. Not always the smallest such set, but
 * never more than ln(items) times its size.
 */
function smallCover(catchesOf: readonly number[][], caught: KillTable['caught']): number[] {
  const left = new Set(caught.flatMap((c, i) => (c.by.length > 0 ? [i] : [])));
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let most = 0;
    catchesOf.forEach((catches, k) => {
      const count = catches.filter((i) => left.has(i)).length;
      if (count > most) [best, most] = [k, count];
    });
    chosen.push(best);
    for (const i of catchesOf[best]) left.delete(i);
  }
  return chosen.sort((x, y) => x - y);
}
