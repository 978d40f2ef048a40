// A mutation run shown: the score and its counts, then each surviving mutant where it is and what it changes.
import type { MutantResult, MutationReport } from './run-mutants.ts';

/** One mutant on one line: place, mutator, change. */
export function mutantLine(m: MutantResult, root: string): string {
  const place = `${m.file.startsWith(root) ? m.file.slice(root.length + 1) : m.file}:${m.line}:${m.column}`;
  return `${place}  ${m.mutator}  \`${m.original}\` -> \`${m.replacement}\``;
}

export function mutationText(report: MutationReport, root: string): string {
  const { counts } = report;
  const detected = counts.killed + counts.timeout;
  const score = report.score === null ? '—' : `${report.score.toFixed(1)}%`;
  const out = [
    ...(report.interrupted
      ? [`interrupted after ${report.mutants.length} of ${report.made} mutants: the score below is of those alone`]
      : []),
    `${report.problem}: mutation score ${score} (${detected} of ${report.mutants.length} mutants detected: ` +
      `${counts.killed} killed, ${counts.timeout} timed out; ${counts.survived} survived, ` +
      `${counts['no coverage']} run by no test)`,
    `  compile errors: not checked (one bundle holds every mutant, its types stripped: a mutant tsc would reject is judged by its answers)`,
    `  ${report.tests} tests, ${report.mutants.length} mutants in ${report.files.join(', ')}; ` +
      `a call of a mutant held to ${report.callLimitMs} ms of CPU; ${report.seconds.toFixed(1)} s`,
  ];
  const left = report.mutants.filter((m) => m.status === 'survived' || m.status === 'no coverage');
  if (left.length > 0) {
    out.push('survived:');
    for (const m of left)
      out.push(`  ${mutantLine(m, root)}${m.status === 'no coverage' ? '  (no test runs it)' : ''}`);
  }
  return `${out.join('\n')}\n`;
}
