// The page's counts in words, in one place: the header's line while a run is judged, a problem's head and its state
// in the sidebar. An answer not yet confirmed by its own run (answers first's, provisional) is never counted as judged
// or AC without saying so: "180 of 180 answered, 7 confirmed, 14 failed so far (12 provisional)".
import { provisionalOf } from '../apply-event.ts';
import type { PageProblem, PageStatus } from '../page-data.ts';

/** What "answered" counts, for a tooltip. */
export const ANSWERED_MEANS =
  'answered: a verdict so far, provisional (the answer in a warm worker, not yet run on its own with the limits) or ' +
  'confirmed by its own run';

/** Failures so far, saying how many of them are provisional. */
function failedSoFar(failed: number, provisional: number): string {
  return `${failed} failed so far${provisional > 0 ? ` (${provisional} provisional)` : ''}`;
}

/** The header while a run is judged: its tests answered, confirmed and failed so far. */
export function judgingLine(s: PageStatus): string {
  return `judging: ${s.answered} of ${s.total} answered, ${s.confirmed} confirmed, ${failedSoFar(s.failed, s.failedProvisional)}`;
}

/** A problem's tests of one verdict, confirmed or provisional: one chip of its head. */
export interface VerdictChip {
  verdict: string;
  count: number;
  provisional: boolean;
}

/**
 * A problem's head: while judged, this run's tests answered, confirmed and failed so far; else its last run's AC of
 * all. Its chips: the tests by verdict, the confirmed first and the provisional apart ("AC 159 provisional").
 */
export function problemCounts(p: PageProblem): { line: string; chips: VerdictChip[] } {
  const provisional = p.provisionalCounts ?? {};
  const chips: VerdictChip[] = [];
  for (const [verdict, count] of Object.entries(p.counts)) {
    const confirmed = count - (provisional[verdict] ?? 0);
    if (confirmed > 0) chips.push({ verdict, count: confirmed, provisional: false });
  }
  for (const [verdict, count] of Object.entries(provisional))
    if (count > 0) chips.push({ verdict, count, provisional: true });
  if (p.judged === undefined) return { line: `${p.accepted}/${p.total} AC`, chips };
  const failed = failedSoFar(p.judged - p.accepted, provisionalOf(p).failed);
  return { line: `judging: ${p.judged} of ${p.total} answered, ${p.confirmed ?? 0} confirmed, ${failed}`, chips };
}

export const chipText = (c: VerdictChip) => `${c.verdict} ${c.count}${c.provisional ? ' provisional' : ''}`;

/**
 * A problem judged now, in the sidebar: its answers and confirmations, and its failures as they come, the provisional
 * ones said so; null for a problem not being judged.
 */
export function sidebarJudging(p: PageProblem): { text: string; cls: string }[] | null {
  if (p.judged === undefined) return null;
  const states = [{ text: `judging: ${p.judged}/${p.total} answered, ${p.confirmed ?? 0} confirmed`, cls: 'judging' }];
  const failed = p.judged - p.accepted;
  if (failed > 0) {
    const provisional = provisionalOf(p).failed;
    states.push({ text: `failed ${failed}${provisional > 0 ? ` (${provisional} provisional)` : ''}`, cls: 'WA' });
  }
  return states;
}
