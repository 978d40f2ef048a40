// A problem's points (ProblemDefinition.scoring), from its tests' results: each scoring group's points of its most,
// the first test that cost them, or the group it waited for; and, while the tests run, which of them can still
// change a group's points. As on a real judge, a group that can no longer gain (an all-or-nothing group after a
// failure, a min group after a test scoring 0, a max group after a full score) runs no more of its tests, and a
// group whose required groups did not pass in full runs none.
import type { Scoring, ScoringGroup } from '../../problems/_authoring/index.ts';
import { glob, groupMatches } from './select.ts';

/**
 * One test's result as scoring sees it: its verdict, and a checker's partial credit where it gave one: a fraction
 * of the test's score (0 to 1), or its points.
 */
export interface ScoredTest {
  verdict: string;
  score?: number;
  points?: number;
}

export interface GroupScore {
  name: string;
  aggregation: ScoringGroup['aggregation'];
  points: number;
  max: number;
  /** How many tests the group holds. */
  tests: number;
  /** The first of its tests, in test order, that cost it points. */
  lostAt?: string;
  /** A required group that did not pass in full: this one counts nothing, its tests not run for it. */
  waitedFor?: string;
  /** Its tests not run: stopped once the group could gain no more, or waiting for a required group. */
  notRun: number;
}

export interface ProblemScore {
  points: number;
  max: number;
  groups: GroupScore[];
  /** A run of some tests only (--test, --group): the tests not run were not picked. */
  partial?: true;
}

/** Whether points are all of the most (shares of a sum add up with rounding errors). */
export const isFull = (points: number, max: number): boolean => points >= max - 1e-9;

/**
 * Whether a group passed in full, as a group requiring it needs: all its points, and for a group worth none (Kattis's
 * sample, required by others) every test passed.
 */
const passedInFull = (points: number, max: number, scores: number[]): boolean =>
  isFull(points, max) && (max > 0 || (scores.length > 0 && scores.every((s) => s === 1)));

/** A test's score, 0 to 1: a checker's partial credit, else 1 for AC and 0 for any other verdict. */
export const testScore = (r: ScoredTest): number => r.score ?? (r.verdict === 'AC' ? 1 : 0);

/**
 * A test's score in a group, 0 to 1: a checker's points out of the test's share of a sum group (the group's points
 * in any other), else testScore.
 */
function creditIn(group: ScoringGroup, key: string, count: number, r: ScoredTest): number {
  if (r.points === undefined) return testScore(r);
  const most = group.aggregation === 'sum' ? share(group, key, count) : group.points;
  return most > 0 ? Math.min(1, r.points / most) : 0;
}

/** Each test's score in its group, 0 to 1, in the group's order; undefined for a test not run. */
function creditsOf(
  group: ScoringGroup,
  keys: readonly string[],
  results: ReadonlyMap<string, ScoredTest>,
): (number | undefined)[] {
  return keys.map((k) => {
    const r = results.get(k);
    return r === undefined ? undefined : creditIn(group, k, keys.length, r);
  });
}

/** A group's points from its tests' scores (a test not run scoring 0), its requirements aside. */
function pointsOf(group: ScoringGroup, keys: readonly string[], scores: readonly number[]): number {
  if (keys.length === 0) return 0;
  switch (group.aggregation) {
    case 'all':
      return scores.every((s) => s === 1) ? group.points : 0;
    case 'min':
      return group.points * Math.min(...scores);
    case 'max':
      return group.points * Math.max(...scores);
    default:
      return keys.reduce((sum, k, i) => sum + share(group, k, keys.length) * scores[i], 0);
  }
}

/**
 * Each scoring group's tests, as keys in test order: a selector with `*` or `?` is a pattern of keys, one that is a
 * test's key is that test, any other a test group with the groups nested in it; a rule takes the tests it holds
 * true of. A selector that takes no test (a mistake in its name) is named in the error returned instead.
 */
export function groupMembers(
  scoring: Scoring,
  tests: readonly { key: string; group: string; input: string }[],
): { members: string[][] } | { error: string } {
  const members: string[][] = [];
  for (const [g, group] of scoring.groups.entries()) {
    const rule = group.tests;
    if (typeof rule === 'function') {
      // A rule may take none of a root's tests (a root with some of the data): the group then earns nothing.
      members.push(tests.filter((t) => rule({ key: t.key, input: t.input })).map((t) => t.key));
      continue;
    }
    const selectors = typeof rule === 'string' ? [rule] : rule;
    const taken = new Set<string>();
    for (const selector of selectors) {
      const picked = /[*?]/.test(selector)
        ? tests.filter((t) => glob(selector).test(t.key))
        : tests.some((t) => t.key === selector)
          ? tests.filter((t) => t.key === selector)
          : tests.filter((t) => groupMatches(t.group, selector));
      if (picked.length === 0)
        return {
          error: `field "scoring.groups[${g}].tests" (group "${group.name}"): "${selector}" names no test (a test group, a test's key, or a pattern of keys)`,
        };
      for (const t of picked) taken.add(t.key);
    }
    members.push(tests.filter((t) => taken.has(t.key)).map((t) => t.key));
  }
  return { members };
}

/** Where a group stands while its tests run. */
type Standing = 'open' | 'settled' | 'waiting' | 'blocked';

/**
 * The points, from the results so far (a test absent was not run). `members` as groupMembers gives them; a group
 * is scored on the tests it holds, and its requirements on the groups before it. `partial`: a run of some tests
 * only (--test, --group), where a required group none of whose tests ran is not waited for.
 */
export function scoreProblem(
  scoring: Scoring,
  members: readonly string[][],
  results: ReadonlyMap<string, ScoredTest>,
  partial = false,
): ProblemScore {
  const groups: GroupScore[] = [];
  const passed = new Map<string, boolean>();
  const ran = new Map(scoring.groups.map((group, g) => [group.name, members[g].some((k) => results.has(k))]));
  for (const [g, group] of scoring.groups.entries()) {
    const keys = members[g];
    const notRun = keys.filter((k) => !results.has(k)).length;
    const waitedFor = (group.requires ?? []).find((r) => passed.get(r) === false && (!partial || ran.get(r)));
    const scores = creditsOf(group, keys, results).map((s) => s ?? 0);
    const points = waitedFor !== undefined ? 0 : pointsOf(group, keys, scores);
    const lost =
      waitedFor === undefined && !isFull(points, group.points)
        ? keys.find((k, i) => results.has(k) && scores[i] < 1)
        : undefined;
    const scored: GroupScore = {
      name: group.name,
      aggregation: group.aggregation,
      points,
      max: group.points,
      tests: keys.length,
      notRun,
      ...(lost === undefined ? {} : { lostAt: lost }),
      ...(waitedFor === undefined ? {} : { waitedFor }),
    };
    groups.push(scored);
    passed.set(group.name, waitedFor === undefined && passedInFull(points, group.points, scores));
  }
  return {
    points: groups.reduce((n, g) => n + g.points, 0),
    max: scoring.groups.reduce((n, g) => n + g.points, 0),
    groups,
    ...(partial ? { partial: true as const } : {}),
  };
}

/** A test's points in a sum group: its own where the group gives them, else an equal share. */
export function share(group: ScoringGroup, key: string, count: number): number {
  return group.testPoints?.[key] ?? group.points / count;
}

/**
 * While a problem's tests run: which test is still worth running. `need(key)` is 'run' while some group holding the
 * test can still change its points, 'wait' while the only groups that could are waiting for a required group still
 * running, 'skip' otherwise; `record` takes each result as it comes (`runAll`: every test is run all the same).
 */
export class ScoreTracker {
  private readonly results = new Map<string, ScoredTest>();
  private readonly groupsOf = new Map<string, number[]>();

  constructor(
    private readonly scoring: Scoring,
    readonly members: readonly string[][],
    private readonly runAll = false,
    /** A run of some tests only: a required group none of whose tests ran is not waited for (scoreProblem). */
    private readonly partial = false,
  ) {
    for (const [g, keys] of members.entries())
      for (const key of keys) this.groupsOf.set(key, [...(this.groupsOf.get(key) ?? []), g]);
  }

  record(key: string, result: ScoredTest): void {
    this.results.set(key, result);
  }

  need(key: string): 'run' | 'wait' | 'skip' {
    const groups = this.groupsOf.get(key) ?? [];
    if (groups.length === 0) return 'run'; // in no scoring group: judged as any test
    const standings = groups.map((g) => this.standing(g));
    if (this.runAll || standings.includes('open')) return 'run';
    return standings.includes('waiting') ? 'wait' : 'skip';
  }

  /** The points so far (once every test is done or skipped: the problem's score). */
  score(): ProblemScore {
    return scoreProblem(this.scoring, this.members, this.results, this.partial);
  }

  // Requirements name earlier groups only (registry/scoring.ts), so the recursion ends.
  private standing(g: number): Standing {
    const group = this.scoring.groups[g];
    for (const name of group.requires ?? []) {
      const r = this.scoring.groups.findIndex((other) => other.name === name);
      if (r < 0) continue;
      const required = this.standing(r);
      if (required === 'blocked') return 'blocked';
      if (required !== 'settled') return 'waiting';
      if (!this.full(r)) return 'blocked';
    }
    const keys = this.members[g];
    const scores = creditsOf(group, keys, this.results).filter((s): s is number => s !== undefined);
    if (scores.length === keys.length) return 'settled';
    if (group.aggregation === 'all' && scores.some((s) => s < 1)) return 'settled';
    if (group.aggregation === 'min' && scores.some((s) => s === 0)) return 'settled';
    if (group.aggregation === 'max' && scores.some((s) => s === 1)) return 'settled';
    return 'open';
  }

  /** Whether a settled group passed in full (its requirements aside: standing checks them first). */
  private full(g: number): boolean {
    const group = this.scoring.groups[g];
    const keys = this.members[g];
    const scores = creditsOf(group, keys, this.results).map((s) => s ?? 0);
    return passedInFull(pointsOf(group, keys, scores), group.points, scores);
  }
}
