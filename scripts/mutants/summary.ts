// A mutation run kept for the page: dist/mutants/<id>.json, in the shape judge/page/mutation-summary.ts reads (the
// score, the survivors, and each test named for a mutant with the mutants it was first to kill). Only a whole run
// is kept (not one stopped, nor one of --only's places): the page shows the data's strength, not a part of it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../judge/base/index.ts';
import { type KillTable, mutationSummaryFile, type PageMutation, sha256Of } from '../../judge/page/index.ts';
import { mutantLine, nearLimit } from './report.ts';
import type { MutationReport } from './run-mutants.ts';

const nearNote = (note: string | null) => (note === null ? {} : { note });

export function mutationSummary(report: MutationReport, root: string, at: Date, table?: KillTable): PageMutation {
  const { counts } = report;
  const detected = counts.killed + counts.timeout;
  const killers = new Map<string, string[]>();
  for (const m of report.mutants) {
    const test = m.killedBy?.test;
    if (!test || !/(^|\/)kills-[^/]*$/.test(test)) continue;
    killers.set(test, [...(killers.get(test) ?? []), mutantLine(m, root)]);
  }
  return {
    score: report.score,
    detected,
    scored: report.mutants.length - counts.ignored - counts['compile error'] - counts.stalled,
    made: report.made,
    counts: { ...counts },
    survivors: report.mutants
      .filter((m) => m.status === 'survived' || m.status === 'no coverage')
      .map((m) => ({
        mutant: mutantLine(m, root),
        ...(m.possiblyEquivalent
          ? { note: `possibly equivalent: not killed in ${m.possiblyEquivalent.cases} stress cases` }
          : m.status === 'no coverage'
            ? { note: 'no test runs it' }
            : nearNote(nearLimit(m, report.callLimitMs))),
      })),
    killers: [...killers].map(([test, mutants]) => ({ test, mutants })),
    ...(report.strengthened ? { before: report.strengthened.before.score } : {}),
    at: at.toISOString(),
    seconds: Math.round(report.seconds * 10) / 10,
    files: report.files.map((file) => ({ file, sha256: sha256Of(join(root, file)) ?? '' })),
    ...(table ? { table } : {}),
  };
}

/** Keeps a whole run's summary for the page; returns where. */
export function keepMutationSummary(report: MutationReport, root: string, table?: KillTable): string {
  const file = mutationSummaryFile(root, report.problem);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, `${JSON.stringify(mutationSummary(report, root, new Date(), table), null, 1)}\n`);
  return file;
}
