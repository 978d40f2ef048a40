// The one reducer of the page's data: the server keeps its data by applying each event it sends, and the page applies
// the same events to its copy (browser/store.ts), so what a page holds after the events is the server's data.
import type { PageData, PageProblem, PageRow } from './page-data.ts';
import type { LiveEvent } from './protocol.ts';

/** A provisional answer's row: the verdict alone, nothing measured yet. */
function answerRow(old: PageRow | undefined, key: string, verdict: string, disagreement?: string): PageRow {
  const slash = key.indexOf('/');
  return {
    group: old?.group ?? key.slice(0, slash),
    name: old?.name ?? key.slice(slash + 1),
    key,
    verdict,
    provisional: true,
    ...(disagreement === undefined ? {} : { disagreement }),
    cpuMs: null,
    wallMs: 0,
    waitedMs: null,
    countedWallMs: 0,
    peakRssKb: null,
    wallTimeExceeded: false,
    exitCode: null,
    signal: null,
    stderrTail: '',
  };
}

/** Of a problem's verdicts so far, how many are provisional, and how many of those are not AC. */
export function provisionalOf(p: Pick<PageProblem, 'provisionalCounts'>): { answers: number; failed: number } {
  const counts = Object.entries(p.provisionalCounts ?? {});
  const answers = counts.reduce((n, [, count]) => n + count, 0);
  return { answers, failed: answers - (p.provisionalCounts?.AC ?? 0) };
}

/**
 * The run's counts, from the heads of the problems it judges: a problem judged now counts what it has decided so
 * far (its provisional failures apart); one whose head has no `judged` is done, every test decided.
 */
function recount(data: PageData): void {
  const status = data.status;
  if (!status) return;
  let answered = 0;
  let confirmed = 0;
  let total = 0;
  let failed = 0;
  let failedProvisional = 0;
  for (const p of data.problems) {
    if (!status.judging?.includes(p.id)) continue;
    total += p.total;
    const decided = p.judged ?? p.total;
    answered += decided;
    confirmed += p.judged === undefined ? p.total : (p.confirmed ?? 0);
    failed += decided - p.accepted;
    if (p.judged !== undefined) failedProvisional += provisionalOf(p).failed;
  }
  Object.assign(status, { answered, confirmed, total, failed, failedProvisional });
}

/**
 * A run of a problem starts (its head gets `judged`, or a new `run` while it has one): every row is the previous
 * run's until replaced; it ends (`judged` unset): what is left of the previous run (a run of some tests keeps the
 * others' results) is the problem's result again. Returns each row replaced by its copy, so that what was fetched for
 * the row stays with the copy.
 */
function markStale(problem: PageProblem, stale: boolean): [PageRow, PageRow][] {
  const copied: [PageRow, PageRow][] = [];
  problem.tests = problem.tests.map((t) => {
    if ((t.stale === true) === stale) return t;
    const copy = { ...t };
    if (stale) copy.stale = true;
    else delete copy.stale;
    copied.push([t, copy]);
    return copy;
  });
  return copied;
}

/**
 * Applies one event to the data; returns the data (a new object for a snapshot), the problem it touched, if one, and
 * the rows it replaced by copies with the same result (`copied`: old, new).
 * The server keeps its own data by these very steps, so what a page holds after the events is the server's data.
 */
export function applyEvent(
  data: PageData,
  event: LiveEvent,
): { data: PageData; problem?: string; copied?: [PageRow, PageRow][] } {
  switch (event.kind) {
    case 'snapshot':
      return { data: event.data };
    case 'status':
      data.status = { answered: 0, confirmed: 0, total: 0, failed: 0, failedProvisional: 0, ...event.status };
      data.ok = event.ok;
      recount(data);
      return { data };
    case 'errors':
      data.errors = event.errors;
      return { data };
    case 'problem': {
      const before = data.problems[event.at] as PageProblem | undefined;
      const problem = { ...before, ...event.head } as PageProblem;
      problem.tests ??= [];
      for (const field of event.unset ?? []) delete problem[field];
      data.problems[event.at] = problem;
      recount(data);
      const starts =
        before !== undefined &&
        problem.judged !== undefined &&
        (before.judged === undefined || (event.head.run !== undefined && event.head.run !== before.run));
      const ends = before?.judged !== undefined && problem.judged === undefined;
      return { data, problem: problem.id, ...(starts || ends ? { copied: markStale(problem, starts) } : {}) };
    }
    default: {
      const problem = data.problems[event.at];
      if (!problem) return { data };
      const rows = problem.tests;
      if (event.kind === 'order') {
        const byKey = new Map(rows.map((t) => [t.key, t]));
        problem.tests = event.keys.map((k) => byKey.get(k)).filter((t): t is PageRow => t !== undefined);
        return { data, problem: problem.id };
      }
      const put = (row: PageRow) => {
        const at = rows.findIndex((t) => t.key === row.key);
        if (at >= 0) rows[at] = row;
        else rows.push(row);
      };
      if (event.kind === 'test') put(event.row);
      else
        for (const [key, verdict] of Object.entries(event.verdicts))
          put(
            answerRow(
              rows.find((t) => t.key === key),
              key,
              verdict,
              event.disagreements?.[key],
            ),
          );
      return { data, problem: problem.id };
    }
  }
}
