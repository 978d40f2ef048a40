// Where a problem scored in points puts its tests in a Kattis scoring package: each scoring group one folder of
// data/secret, in the groups' order, with its settings. In 2025-09 those are test_group.yaml's max_score,
// score_aggregation and require_pass; in legacy and problemtools' 2023-07-draft, testdata.yaml's keys for
// problemtools' default grader (accept_score, grader_flags, on_reject, range), chosen so that it gives each submission
// the kit's points. A test in several groups goes into each; one in none into a folder worth nothing. What a format
// cannot hold is refused, naming the group, where it would change a score (a requirement legacy cannot write but that
// changes nothing is said instead).
import { readFileSync } from 'node:fs';
import { UserError } from '../../../judge/base/index.ts';
import { groupMatches, groupMembers } from '../../../judge/core/index.ts';
import { GROUPS, groupSetting, type Problem, type TestCase, testKey } from '../../../judge/registry/index.ts';
import type { ScoringGroup } from '../../../problems/_authoring/index.ts';

/** How the groups are graded: 2025-09's test_group.yaml, or testdata.yaml's default grader (legacy, 2023-07). */
export type Grading = '2025-09' | 'legacy';

export interface ScoredFolder {
  /** Its path under data/: "secret/point-01". */
  folder: string;
  /** Each test it holds, with its file name there (without .in). */
  tests: { test: TestCase; name: string }[];
  /** Its test_group.yaml or testdata.yaml, key by key. */
  settings: Record<string, unknown>;
}

const AGGREGATION: Record<ScoringGroup['aggregation'], string | null> = {
  all: 'pass-fail',
  sum: 'sum',
  min: 'min',
  max: null,
};

/** A name Kattis takes for a folder or a file: letters, digits, `_`, `.` and `-`, starting with neither of the last two. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '') || 'group';

/**
 * A group's testdata.yaml for problemtools' default grader (support/default_grader): each test scores accept_score
 * when accepted and 0 otherwise, and the group aggregates the results it judged by the score mode of grader_flags.
 * All or nothing (and min, its tests pass or fail): the min, stopping at the first failure (on_reject: break); sum in
 * equal shares: the average of all its tests (continue), accept_score being the group's points; max: the best.
 * first_error makes the verdict the first failing test's, the one the kit holds a submission to.
 */
export function legacyGroupGrading(aggregation: ScoringGroup['aggregation'], points: number): Record<string, unknown> {
  const mode = { all: 'min', min: 'min', sum: 'avg', max: 'max' }[aggregation];
  return {
    accept_score: points,
    grader_flags: `first_error ${mode}`,
    on_reject: mode === 'min' ? 'break' : 'continue',
    range: `0 ${points}`,
  };
}

/** Validator arguments as test_group.yaml keys (lists) made testdata.yaml's (legacy, 2023-07: strings). */
export function legacyArguments(problemId: string, settings: Record<string, unknown>): Record<string, unknown> {
  const input = settings.input_validator_args;
  const output = settings.output_validator_args;
  return {
    ...(Array.isArray(input) ? { input_validator_flags: input.join(' ') } : {}),
    ...(input && !Array.isArray(input)
      ? { input_validator_flags: legacyValidatorMap(problemId, input as Record<string, string[]>) }
      : {}),
    ...(Array.isArray(output) ? { output_validator_flags: output.join(' ') } : {}),
  };
}

/** The legacy map form of input_validator_flags: one validator's name and flags. */
function legacyValidatorMap(problemId: string, args: Record<string, string[]>): { name: string; flags: string } {
  const entries = Object.entries(args);
  if (entries.length !== 1)
    throw new UserError(
      `problems/${problemId}/problem.ts: input validator arguments for ${entries.length} validators in one group: a legacy package names one (nothing written)`,
    );
  return { name: entries[0][0], flags: entries[0][1].join(' ') };
}

/** The validators' arguments of a kit test group, as test_group.yaml keys (problem.ts's `groups`). */
export function groupArguments(
  problem: Problem,
  group: string,
  comparisonFlags: (compare: NonNullable<Problem['compare']>) => string[],
): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  const input = groupSetting(problem, group, 'validatorArgs');
  if (input !== undefined) settings.input_validator_args = input;
  const output = groupSetting(problem, group, 'outputValidatorArgs');
  const compare = groupSetting(problem, group, 'compare');
  if (output !== undefined) settings.output_validator_args = output;
  else if (compare !== undefined) settings.output_validator_args = comparisonFlags(compare);
  return settings;
}

/**
 * The scored problem's folders of data/secret, in its groups' order (their names sort so), and secret's most points.
 * `tests` are all the problem's, samples included (a group may name them); the samples stay data/sample's. `said`:
 * what the format does not write though it changes no score, one line each.
 */
export function scoredLayout(
  problem: Problem,
  tests: readonly TestCase[],
  comparisonFlags: (compare: NonNullable<Problem['compare']>) => string[],
  grading: Grading = '2025-09',
): { folders: ScoredFolder[]; total: number; said: string[]; samplesGate: boolean } {
  const legacy = grading === 'legacy';
  const said: string[] = [];
  const scoring = problem.scoring;
  if (!scoring) throw new Error('scoredLayout: a problem scored in points only');
  const keyed = tests.map((t) => ({ key: testKey(t), group: t.group, input: readFileSync(t.input, 'utf8'), test: t }));
  const found = groupMembers(scoring, keyed);
  if ('error' in found) throw new UserError(`problems/${problem.id}/problem.ts: ${found.error}`);
  const refuse = (group: ScoringGroup, why: string): never => {
    throw new UserError(
      `problems/${problem.id}/problem.ts: scoring group "${group.name}" ${why}, which a Kattis ${legacy ? 'legacy or 2023-07 ' : ''}scoring package cannot hold (nothing written)`,
    );
  };
  // Kattis's sample, required by others and worth nothing, stays data/sample: a group worth nothing whose tests are
  // the samples, all of them and nothing else (a Polygon package's group of its samples, by whatever name).
  const samples = new Set(keyed.filter((t) => groupMatches(t.group, GROUPS.sample)).map((t) => t.key));
  const sampleGroups = new Set(
    scoring.groups.filter(
      (g, i) =>
        g.points === 0 &&
        ((g.name === GROUPS.sample && g.tests === GROUPS.sample) ||
          (samples.size > 0 &&
            found.members[i].length === samples.size &&
            found.members[i].every((key) => samples.has(key)))),
    ),
  );
  const isSample = (g: ScoringGroup) => sampleGroups.has(g);
  const scored = scoring.groups
    .map((group, i) => ({ group, keys: found.members[i] }))
    .filter((g) => !isSample(g.group));
  const inGroups = new Set(scored.flatMap((g) => g.keys));
  const unscored = keyed.filter((t) => !groupMatches(t.group, GROUPS.sample) && !inGroups.has(t.key)).map((t) => t.key);
  // Names kept where they already are data/secret's and sort in order; else numbered, so that they sort as they go.
  const own = scored.map(({ group }) => (/^secret\/[a-z0-9_][a-z0-9_.-]*$/i.test(group.name) ? group.name : null));
  const inOrder =
    unscored.length === 0 &&
    own.every((n) => n !== null) &&
    own.every((n, i) => i === 0 || (own[i - 1] ?? '') < (n ?? ''));
  const width = String(scored.length + 1).length;
  const folderOf = (name: string, i: number) =>
    inOrder ? name : `secret/${String(i + 1).padStart(width, '0')}-${slug(name.replace(/^secret\//, ''))}`;
  const folderByName = new Map<string, string>();
  const byKey = new Map(keyed.map((t) => [t.key, t]));
  const folders: ScoredFolder[] = [];
  const place = (folder: string, keys: string[], settings: Record<string, unknown>) => {
    const members = keys.map((k) => byKey.get(k)!);
    const oneGroup = members.every((t) => t.group === members[0]?.group);
    const names = members.map((t) => (oneGroup ? t.test.name : `${slug(t.group)}-${t.test.name}`));
    if (new Set(names).size !== names.length)
      throw new UserError(`problems/${problem.id}: two tests of ${folder} would have one file name (nothing written)`);
    // The validators' arguments: the tests' own group's, the same for all of them.
    const args = members.map((t) => {
      const own = groupArguments(problem, t.group, comparisonFlags);
      return legacy ? legacyArguments(problem.id, own) : own;
    });
    if (new Set(args.map((a) => JSON.stringify(a))).size > 1)
      throw new UserError(
        `problems/${problem.id}: the tests of ${folder} have different validator arguments by their groups (nothing written)`,
      );
    folders.push({
      folder,
      tests: members.map((t, i) => ({ test: t.test, name: names[i] })),
      settings: { ...settings, ...args[0] },
    });
  };
  // A requirement legacy cannot write changes no score where the group is all or nothing over pass-fail tests and
  // holds every test of each group it needs, directly or through theirs: when one of those fails, so does it.
  const keysOf = new Map(scoring.groups.map((g, i) => [g.name, found.members[i]]));
  const passFail = !problem.checker && !problem.checkerProgram && !problem.interaction;
  const needed = (name: string, seen = new Set<string>()): Set<string> => {
    for (const r of scoring.groups.find((g) => g.name === name)?.requires ?? [])
      if (!seen.has(r)) needed(r, seen.add(r));
    return seen;
  };
  const changesNothing = (group: ScoringGroup, required: string): boolean => {
    const mine = new Set(keysOf.get(group.name));
    const allOrNothing = group.aggregation === 'all' || (group.aggregation === 'min' && passFail);
    return (
      allOrNothing &&
      [required, ...needed(required)].every((r) => {
        const theirs = keysOf.get(r) ?? [];
        return theirs.length > 0 && theirs.every((k) => mine.has(k));
      })
    );
  };
  // Where every scored group requires the samples (a Polygon package's usual group 0), legacy can say so: data/
  // grades sample before secret, and stops there when a sample fails (on_reject: break), so secret earns nothing.
  const samplesGate =
    legacy &&
    scored.length > 0 &&
    scored.every(({ group }) =>
      (group.requires ?? []).some((name) => {
        const required = scoring.groups.find((g) => g.name === name);
        return required !== undefined && isSample(required);
      }),
    );
  if (samplesGate)
    said.push(
      'every scoring group requires the samples: data/testdata.yaml stops at a failed sample (on_reject: break), so no group earns a point then',
    );
  for (const [i, { group, keys }] of scored.entries()) {
    if (group.testPoints && new Set(Object.values(group.testPoints)).size > 1)
      refuse(group, 'gives its tests unequal shares');
    if (keys.length === 0) refuse(group, 'holds no test');
    const folder = folderOf(group.name, i);
    folderByName.set(group.name, folder);
    if (legacy) {
      for (const name of group.requires ?? []) {
        const required = scoring.groups.find((g) => g.name === name);
        // The samples required by every scored group: data/ grades sample first and stops at its failure.
        if (required && isSample(required) && samplesGate) continue;
        if (!changesNothing(group, name))
          refuse(
            group,
            `requires "${name}", and without that requirement (testdata.yaml has no require_pass) it would earn points "${name}" denies it; --format 2025-09 writes require_pass`,
          );
        said.push(
          `scoring group "${group.name}" requires "${name}": not written (testdata.yaml has no require_pass), and it changes no score: "${group.name}" is all or nothing over every test of "${name}"`,
        );
      }
      place(folder, keys, legacyGroupGrading(group.aggregation, group.points));
      continue;
    }
    const aggregation = AGGREGATION[group.aggregation] ?? refuse(group, 'takes the max of its tests');
    if (!Number.isInteger(group.points)) refuse(group, `is worth ${group.points} points, not a whole number`);
    const requires = (group.requires ?? []).map((name) => {
      const required = scoring.groups.find((g) => g.name === name);
      if (required && isSample(required)) return 'sample';
      if (required?.aggregation !== 'all') refuse(group, `requires "${name}", which is not all-or-nothing`);
      return folderByName.get(name) ?? refuse(group, `requires "${name}", not an earlier group`);
    });
    place(folder, keys, {
      max_score: group.points,
      score_aggregation: aggregation,
      ...(requires.length > 0 ? { require_pass: requires } : {}),
    });
  }
  if (unscored.length > 0)
    place(folderOf('unscored', scored.length), unscored, legacy ? legacyGroupGrading('sum', 0) : { max_score: 0 });
  return { folders, total: scored.reduce((n, g) => n + g.group.points, 0), said, samplesGate };
}
