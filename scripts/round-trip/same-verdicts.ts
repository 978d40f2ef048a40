// The round trip's second question: does a solution get the same verdict on each test, and the same points, on the
// imported problem as on the original? A judge report is reduced to what is compared (judgedOf), and the two sides
// are compared through the tests' mapping (same-tests.ts). No I/O.
import type { JudgeReport } from '../../judge/core/index.ts';
import { testKey } from '../../judge/registry/index.ts';
import type { TestMapping } from './same-tests.ts';

/** A scoring group as compared: its points of its most, and its tests by key. */
export interface JudgedGroup {
  name: string;
  points: number;
  max: number;
  members: string[];
}

/** One test's result as compared: its verdict, and its CPU time (null where not measured). */
export interface JudgedTest {
  verdict: string;
  cpuMs: number | null;
}

/** One solution judged on one problem, as the round trip compares it. */
export interface Judged {
  /** The result of each test judged, by key. */
  verdicts: Map<string, JudgedTest>;
  /** A problem scored in points: its total and its groups. */
  score?: { points: number; max: number; groups: JudgedGroup[] };
  /** Why nothing was judged: the problem did not load, the solution does not compile. */
  error?: string;
  /** The tests judged, and how many of them were told from memory (remembered, not run). */
  runs: { judged: number; remembered: number };
}

/** The report of one problem judged with one solution, reduced to what the round trip compares. */
export function judgedOf(report: JudgeReport): Judged {
  const verdicts = new Map<string, JudgedTest>();
  const problem = report.problems[0];
  const results = problem?.results ?? [];
  const runs = { judged: results.length, remembered: results.filter((r) => r.remembered).length };
  const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? '';
  if (report.errors.length > 0) return { verdicts, runs, error: firstLine(report.errors[0].message) };
  if (problem === undefined) return { verdicts, runs, error: 'no problem was judged' };
  if (problem.compileError !== undefined)
    return { verdicts, runs, error: `does not compile: ${firstLine(problem.compileError)}` };
  if (problem.dataErrors.length > 0)
    return { verdicts, runs, error: `${problem.dataErrors[0].file}: ${firstLine(problem.dataErrors[0].message)}` };
  for (const result of results) verdicts.set(testKey(result), { verdict: result.verdict, cpuMs: result.cpuMs });
  const { score, scoreMembers } = problem;
  if (score === undefined) return { verdicts, runs };
  const groups = score.groups.map((g, i) => ({
    name: g.name,
    points: g.points,
    max: g.max,
    members: scoreMembers?.[i] ?? [],
  }));
  return { verdicts, runs, score: { points: score.points, max: score.max, groups } };
}

/** Points as a report shows them: whole where whole, else to two places. */
const shown = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(2));
const samePoints = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** What differs, one line each naming the test or group; and what differs only as load decides, at the time limit. */
export interface Comparison {
  differences: string[];
  /**
   * Those of the differences that are a group's (its tests, or its points): a format that regroups the tests, as its
   * export says, accounts for these; the totals stay differences.
   */
  groups: string[];
  timing: string[];
}

/**
 * Whether two results of one test differ only as load decides: one out of time, the other at least half way to the
 * limit or idle (a busy machine counts more CPU time for the same run, and waits longer for a core); the limits
 * themselves are compared apart, so an import that changed them is caught there.
 */
function atTheLimit(a: JudgedTest, b: JudgedTest, timeMs: number): boolean {
  const other = a.verdict === 'TLE' ? b : b.verdict === 'TLE' ? a : null;
  return other !== null && (other.verdict === 'ILE' || (other.cpuMs ?? 0) >= timeMs / 2);
}

const shownResult = (result: JudgedTest) =>
  `${result.verdict}${result.cpuMs === null ? '' : ` (${Math.round(result.cpuMs)} ms)`}`;

/**
 * What differs between `solution` judged on the original problem and its counterpart judged on the imported one.
 * Where each group stops at its first failure (a pass-fail problem, judged so), the tests judged must be the same
 * too; in a problem scored in points which tests a group skips once it can gain no more depends on the order the runs
 * end in, so only the tests judged on both sides are compared, and the points, group by group (groups matched by the
 * tests they hold). A test at the time limit (atTheLimit) is said apart, and with it what follows from it: the tests
 * its group went on to judge on one side only, and the points. `passFailAsPoints`: a pass-fail original the format
 * scores in points, all of them where every test is accepted and none otherwise, as its export says (the import's
 * groups then skip as a scored problem's do, so only the tests judged on both sides are compared).
 */
export function compareJudged(
  solution: string,
  original: Judged,
  imported: Judged,
  mapping: TestMapping,
  { scored, timeMs, passFailAsPoints = false }: { scored: boolean; timeMs: number; passFailAsPoints?: boolean },
): Comparison {
  if (original.error !== undefined || imported.error !== undefined) {
    if (original.error !== undefined && imported.error !== undefined)
      return { differences: [], groups: [], timing: [] };
    const line =
      original.error === undefined
        ? `${solution}: judged on the original, not on the import: ${imported.error}`
        : `${solution}: judged on the import, not on the original: ${original.error}`;
    return { differences: [line], groups: [], timing: [] };
  }
  // Both sides stop each group at its first failure: a pass-fail problem, not scored in points on either side.
  const stopsAlike = !scored && !passFailAsPoints;
  const differences: string[] = [];
  const oneSided: string[] = [];
  const timing: string[] = [];
  const label = (key: string, imported: string) => (key === imported ? key : `${key} (imported as ${imported})`);
  const judgedOnImport = new Set<string>();
  for (const [key, after] of imported.verdicts) {
    const twin = mapping.originalOf.get(key);
    if (twin === undefined) continue; // a test the original lacks: same-tests.ts names it
    judgedOnImport.add(twin);
    const before = original.verdicts.get(twin);
    const at = `test ${label(twin, key)}: ${solution}`;
    if (before === undefined) {
      if (stopsAlike) oneSided.push(`${at}: not judged on the original, ${after.verdict} on the import`);
    } else if (before.verdict === after.verdict) continue;
    else if (atTheLimit(before, after, timeMs))
      timing.push(
        `${at}: ${shownResult(before)} on the original, ${shownResult(after)} on the import, at the ${timeMs} ms limit, where load decides`,
      );
    else differences.push(`${at}: ${before.verdict} on the original, ${after.verdict} on the import`);
  }
  // A test the import lacks is same-tests.ts's to name, once, not again for each solution.
  const held = new Set(mapping.originalOf.values());
  if (stopsAlike)
    for (const [key, before] of original.verdicts)
      if (held.has(key) && !judgedOnImport.has(key))
        oneSided.push(`test ${key}: ${solution}: ${before.verdict} on the original, not judged on the import`);
  const points = scored
    ? comparePoints(solution, original, imported, mapping)
    : { totals: passFailAsPoints ? passFailPoints(solution, original, imported) : [], groups: [] };
  if (timing.length === 0)
    return {
      differences: [...differences, ...oneSided, ...points.groups, ...points.totals],
      groups: points.groups,
      timing,
    };
  const after = (lines: string[]) => lines.map((line) => `${line}, after a test at the limit`);
  return {
    differences,
    groups: [],
    timing: [...timing, ...after(oneSided), ...after(points.groups), ...after(points.totals)],
  };
}

/** A pass-fail original scored in points on the import: all its points where every test was accepted, else none. */
function passFailPoints(solution: string, original: Judged, imported: Judged): string[] {
  const score = imported.score;
  if (score === undefined) return [`${solution}: not scored in points on the import, where the export scores it so`];
  const verdicts = [...original.verdicts.values()];
  const passed = verdicts.length > 0 && verdicts.every((test) => test.verdict === 'AC');
  const due = passed ? score.max : 0;
  return samePoints(score.points, due)
    ? []
    : [
        `${solution}: ${passed ? 'accepted' : 'rejected'} on the original, ${shown(score.points)} / ${shown(score.max)} points on the import where ${shown(due)} are due`,
      ];
}

/**
 * The points of both sides, in all (totals) and group by group (groups); an imported group holding tests no original
 * group does alone must be worth nothing.
 */
function comparePoints(
  solution: string,
  original: Judged,
  imported: Judged,
  mapping: TestMapping,
): { totals: string[]; groups: string[] } {
  const [before, after] = [original.score, imported.score];
  if (before === undefined || after === undefined)
    return {
      totals: before === after ? [] : [`${solution}: scored in points on the ${before ? 'original' : 'import'} only`],
      groups: [],
    };
  const differences: string[] = [];
  const asOriginal = (members: string[]) =>
    [...new Set(members.map((key) => mapping.originalOf.get(key) ?? `(import) ${key}`))].sort().join('\n');
  const twins = new Map<string, JudgedGroup>();
  for (const group of after.groups) twins.set(asOriginal(group.members), group);
  const matched = new Set<JudgedGroup>();
  for (const group of before.groups) {
    const twin = twins.get([...group.members].sort().join('\n'));
    if (twin === undefined) {
      differences.push(`group ${group.name}: no imported group holds exactly its ${group.members.length} tests`);
      continue;
    }
    matched.add(twin);
    if (!samePoints(group.points, twin.points) || !samePoints(group.max, twin.max))
      differences.push(
        `group ${group.name}${twin.name === group.name ? '' : ` (imported as ${twin.name})`}: ${solution}: ${shown(group.points)} / ${shown(group.max)} points on the original, ${shown(twin.points)} / ${shown(twin.max)} on the import`,
      );
  }
  for (const group of after.groups)
    if (!matched.has(group) && group.max > 0)
      differences.push(
        `imported group ${group.name}: worth ${shown(group.max)} points, and no original group holds its tests`,
      );
  const totals =
    samePoints(before.points, after.points) && samePoints(before.max, after.max)
      ? []
      : [
          `${solution}: ${shown(before.points)} / ${shown(before.max)} points on the original, ${shown(after.points)} / ${shown(after.max)} on the import`,
        ];
  return { totals, groups: differences };
}
