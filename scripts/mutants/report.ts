// A mutation run shown: the score and its counts, each surviving mutant where it is and what it changes, and what
// --strengthen found: the tests that kill survivors and the mutants left possibly equivalent.
import { type MutantResult, STALL_AFTER_MS } from './judge-mutant.ts';
import type { MutationReport } from './run-mutants.ts';

/** One mutant on one line: place, mutator, change. */
export function mutantLine(m: MutantResult, root: string): string {
  const place = `${m.file.startsWith(root) ? m.file.slice(root.length + 1) : m.file}:${m.line}:${m.column}`;
  return `${place}  ${m.mutator}  \`${m.original}\` -> \`${m.replacement}\``;
}

const percent = (score: number | null) => (score === null ? '—' : `${score.toFixed(1)}%`);

/**
 * A survivor whose slowest call took half its CPU limit or more, said of it: as close to the limit as an accepted
 * solution should never be (verify --time-limit's rule), where a slower machine may time it out.
 */
export function nearLimit(m: MutantResult, limitMs: number): string | null {
  if (m.status !== 'survived' || !m.slowest || 2 * m.slowest.cpuMs < limitMs) return null;
  return `near the limit: ${m.slowest.cpuMs} ms of CPU on ${m.slowest.test} of its ${limitMs}; a slower machine may time it out`;
}

export function mutationText(report: MutationReport, root: string): string {
  const { counts, strengthened } = report;
  const detected = counts.killed + counts.timeout;
  const judged = report.mutants.length - counts.ignored - counts['compile error'] - counts.stalled;
  const out = [
    ...(report.interrupted
      ? [`interrupted after ${report.mutants.length} of ${report.made} mutants: the score below is of those alone`]
      : []),
    `${report.problem}: mutation score ${percent(report.score)} (${detected} of ${judged} mutants detected: ` +
      `${counts.killed} killed, ${counts.timeout} timed out; ${counts.survived} survived, ` +
      `${counts['no coverage']} run by no test; not in the score: ${counts['compile error']} compile errors ` +
      `(of those the tests left), ${counts.ignored} survivors a comment explains` +
      `${counts.stalled > 0 ? `, ${counts.stalled} stalled` : ''})`,
    `  ${report.tests} tests, ${report.mutants.length} mutants in ${report.files.join(', ')}` +
      `${report.notBundled > 0 ? ` (and ${report.notBundled} in functions the bundle leaves out, not judged)` : ''}; ` +
      `a call of a mutant held to ${report.callLimitMs} ms of CPU` +
      `${report.game ? " of the player's own (its jury's time counted apart; the call stopped at that plus twice the unmutated call's)" : ''}; ` +
      `${report.seconds.toFixed(1)} s`,
  ];
  if (strengthened) {
    const found = strengthened.newTests.length;
    out.push(
      `  strengthened: ${percent(strengthened.before.score)} before, ${percent(report.score)} after; ` +
        `${strengthened.stressed} survivors stressed, ${strengthened.casesPerMutant} cases each at most ` +
        `(seed ${strengthened.seed}), ${found} new ${found === 1 ? 'test' : 'tests'} in ${strengthened.seconds.toFixed(1)} s`,
    );
  }
  const byId = new Map(report.mutants.map((m) => [m.id, m]));
  if (strengthened && strengthened.newTests.length > 0) {
    out.push(strengthened.added ? 'new tests (written):' : 'new tests (listed; --add writes them to manual/):');
    for (const test of strengthened.newTests) {
      const where = !test.written
        ? `manual/${test.name}`
        : 'error' in test.written
          ? `manual/${test.name} NOT WRITTEN: ${test.written.error}`
          : test.written.in;
      out.push(
        `  ${where}  ${test.size}, answer confirmed by ${test.confirmedBy}; kills ${test.kills.length} ` +
          `${test.kills.length === 1 ? 'mutant' : 'mutants'}:`,
      );
      for (const id of test.kills) out.push(`    ${mutantLine(byId.get(id)!, root)}`);
      const lines = test.input.trimEnd().split('\n');
      out.push(...lines.slice(0, 8).map((line) => `    | ${line}`));
      if (lines.length > 8) out.push(`    | ... (${lines.length - 8} more lines)`);
    }
  }
  const left = report.mutants.filter((m) => m.status === 'survived' || m.status === 'no coverage');
  if (left.length > 0) {
    out.push(strengthened ? 'survived (possibly equivalent: stress found no case they fail):' : 'survived:');
    for (const m of left) {
      const why = m.possiblyEquivalent
        ? `  (not killed in ${m.possiblyEquivalent.cases} cases, ${m.possiblyEquivalent.seconds.toFixed(1)} s` +
          `${m.possiblyEquivalent.note ? `; ${m.possiblyEquivalent.note}` : ''})`
        : m.status === 'no coverage'
          ? '  (no test runs it)'
          : '';
      const near = nearLimit(m, report.callLimitMs);
      out.push(`  ${mutantLine(m, root)}${why}${near ? `  (${near})` : ''}`);
    }
  }
  const stalled = report.mutants.filter((m) => m.status === 'stalled');
  if (stalled.length > 0) {
    out.push(
      `stalled (a call neither answered nor spent its CPU limit in ten times that and ${STALL_AFTER_MS / 1000} s ` +
        "of the clock's time: blocked, not computing; not in the score):",
    );
    for (const m of stalled) out.push(`  ${mutantLine(m, root)}  (on ${m.killedBy?.test})`);
  }
  const invalid = report.mutants.filter((m) => m.status === 'compile error');
  if (invalid.length > 0) {
    out.push('compile errors (tsc rejects the mutant, so a TypeScript judge never runs it):');
    for (const m of invalid) out.push(`  ${mutantLine(m, root)}  (${m.compileError})`);
  }
  const ignored = report.mutants.filter((m) => m.status === 'ignored');
  if (ignored.length > 0) {
    out.push('survivors a Stryker comment in the source explains (why they cannot change an answer):');
    for (const m of ignored) out.push(`  ${mutantLine(m, root)}  (${m.ignored})`);
  }
  return `${out.join('\n')}\n`;
}
