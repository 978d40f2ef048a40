// The kit's scoring (problem.ts's `scoring`, or pass-fail) as the CMS score type that gives the same points: the
// score types CMS ships (cms/grading/scoretypes: Sum, GroupMin, GroupMul, GroupThreshold; no GroupSum) and their
// parameters, each group's tests named by a regular expression of codenames, as every CMS since 1.3 reads them. Pure.
import type { Scoring, ScoringGroup } from '../../../problems/_authoring/index.ts';
import { UserError } from '../../../judge/base/index.ts';
import { groupMembers, share } from '../../../judge/core/index.ts';

/** CMS's name of the test at this index: input/input<index>.txt, codename "%03d" (italy_yaml.py). */
export const codename = (index: number): string => String(index).padStart(3, '0');

/** A GroupMin subtask: its most points, and the regular expression of its tests' codenames. */
export type CmsSubtask = [points: number, testcases: string];

export type CmsScoreType =
  | { scoreType: 'GroupMin'; parameters: CmsSubtask[] }
  /** Each test worth the parameter times its outcome. */
  | { scoreType: 'Sum'; parameters: number };

export interface ScoreTypePlan {
  score: CmsScoreType;
  /**
   * Whether the checker must give CMS outcomes of 0 or 1 only: every group all-or-nothing (and a pass-fail problem),
   * where a partial credit would count in CMS's GroupMin (min times points) and counts nothing in the kit.
   */
  passFailOutcomes: boolean;
  /** What the mapping did that a reader of the task should know, one line each. */
  said: string[];
}

/** The tests as the export numbers them: index i is codename(i). */
export interface NumberedTest {
  key: string;
  group: string;
  input: string;
}

/** A regular expression that matches these codenames and no other (re.match, so anchored at both ends). */
export const codenamePattern = (indices: readonly number[]): string =>
  `^(${[...new Set(indices)]
    .sort((a, b) => a - b)
    .map(codename)
    .join('|')})$`;

/**
 * The score type for the problem's scoring over `tests` (undefined: pass-fail). `partialCredit`: whether a test's
 * outcome may lie between 0 and 1 (a checker that gives partial credit; CMS's own diff gives 0 or 1). A group that
 * CMS cannot score as the kit does (max over more than one test, no test at all) is a UserError naming it.
 */
export function scoreTypeOf(
  scoring: Scoring | undefined,
  tests: readonly NumberedTest[],
  partialCredit: boolean,
  shown: string,
): ScoreTypePlan {
  const all = tests.map((_, i) => i);
  if (scoring === undefined)
    return {
      score: { scoreType: 'GroupMin', parameters: [[100, codenamePattern(all)]] },
      passFailOutcomes: true,
      said: [
        'scoring: pass-fail, as one all-or-nothing group of every test worth 100 (GroupMin over outcomes of 0 or 1): 100 where the kit says AC on every test, else 0',
      ],
    };
  const found = groupMembers(scoring, tests);
  if ('error' in found) throw new UserError(`${shown}: ${found.error}`);
  const indexOf = new Map(tests.map((t, i) => [t.key, i]));
  const members = found.members.map((keys) => keys.map((k) => indexOf.get(k) as number));
  const byName = new Map(scoring.groups.map((group, g) => [group.name, g]));
  scoring.groups.forEach((group, g) => {
    const field = `${shown}: scoring group ${JSON.stringify(group.name)}`;
    if (members[g].length === 0)
      throw new UserError(`${field} holds no test, and CMS's GroupMin cannot score an empty group (nothing written)`);
    if (group.aggregation === 'max' && members[g].length > 1)
      throw new UserError(
        `${field} scores the best of its ${members[g].length} tests (max), which no CMS score type does (Sum, GroupMin, GroupMul, GroupThreshold: nothing written)`,
      );
  });
  const shareOf = (group: ScoringGroup, g: number, index: number) => share(group, tests[index].key, members[g].length);
  // The tests a group needs to pass in full, as a group requiring it asks (score.ts): all its points, and for a group
  // worth none every test.
  const needed = (g: number): number[] => {
    const group = scoring.groups[g];
    if (group.aggregation !== 'sum' || group.points === 0) return members[g];
    return members[g].filter((i) => shareOf(group, g, i) > 0);
  };
  // What a group's requirements add to it, through theirs (a required group that waited counts nothing either).
  const required = (g: number): number[] =>
    (scoring.groups[g].requires ?? []).flatMap((name) => {
      const r = byName.get(name) as number;
      return [...needed(r), ...required(r)];
    });
  const [only] = scoring.groups;
  const shares = members[0]?.map((i) => shareOf(only, 0, i)) ?? [];
  if (
    scoring.groups.length === 1 &&
    only.aggregation === 'sum' &&
    members[0].length === tests.length &&
    shares.every((s) => s === shares[0])
  )
    return {
      score: { scoreType: 'Sum', parameters: shares[0] },
      passFailOutcomes: false,
      said: [`scoring: one sum over every test, each worth ${shares[0]} points (CMS's Sum)`],
    };
  const parameters: CmsSubtask[] = scoring.groups.flatMap((group, g) => {
    const extra = required(g);
    if (group.aggregation !== 'sum') return [[group.points, codenamePattern([...members[g], ...extra])]];
    // A sum group: each test a subtask of its own worth its share (GroupMin over one test is its outcome).
    return members[g]
      .filter((i) => shareOf(group, g, i) > 0)
      .map((i): CmsSubtask => [shareOf(group, g, i), codenamePattern([i, ...extra])]);
  });
  const passFailOutcomes = scoring.groups.every((g) => g.aggregation === 'all');
  const requiring = scoring.groups.filter((g) => (g.requires ?? []).length > 0);
  const sums = scoring.groups.some((g) => g.aggregation === 'sum');
  const said = [
    `scoring: ${scoring.groups.length} groups as ${parameters.length} GroupMin subtasks${sums ? " (a sum group's tests each a subtask of its own, worth its share)" : ''}`,
  ];
  if (requiring.length > 0)
    said.push(
      `requires: CMS has no requirements between groups, so each of ${requiring.length} requiring groups also holds the tests of the groups it requires: the same points while every outcome is 0 or 1`,
    );
  const allGroups = scoring.groups.some((g) => g.aggregation === 'all');
  if (partialCredit && !passFailOutcomes && (allGroups || requiring.length > 0))
    said.push(
      "not the same: a checker's partial credit counts in CMS's GroupMin (the least outcome times the points) where an all-or-nothing group, or a group whose required group is not passed in full, counts nothing in the kit",
    );
  return { score: { scoreType: 'GroupMin', parameters }, passFailOutcomes, said };
}
