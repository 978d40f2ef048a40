// Where a problem scored in points puts its tests in a Kattis 2025-09 scoring package: each scoring group one folder
// of data/secret, in the groups' order, with its test_group.yaml (max_score, score_aggregation, require_pass, and the
// validators' arguments of the tests' own group). A test in several groups goes into each; one in none goes into a
// folder worth nothing. What the format cannot hold (a max group, unequal shares, fractional points, a requirement on
// a group that is not pass-fail) is refused, naming the group: the package would score otherwise.
import { readFileSync } from 'node:fs';
import { UserError } from '../../../judge/base/index.ts';
import { groupMatches, groupMembers } from '../../../judge/core/index.ts';
import { GROUPS, groupSetting, type Problem, type TestCase, testKey } from '../../../judge/registry/index.ts';
import type { ScoringGroup } from '../../../problems/_authoring/index.ts';

export interface ScoredFolder {
  /** Its path under data/: "secret/point-01". */
  folder: string;
  /** Each test it holds, with its file name there (without .in). */
  tests: { test: TestCase; name: string }[];
  /** Its test_group.yaml, key by key. */
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
 * The scored problem's folders of data/secret, in its groups' order (their names sort so), and secret's max_score.
 * `tests` are all the problem's, samples included (a group may name them); the samples stay data/sample's.
 */
export function scoredLayout(
  problem: Problem,
  tests: readonly TestCase[],
  comparisonFlags: (compare: NonNullable<Problem['compare']>) => string[],
): { folders: ScoredFolder[]; total: number } {
  const scoring = problem.scoring;
  if (!scoring) throw new Error('scoredLayout: a problem scored in points only');
  const keyed = tests.map((t) => ({ key: testKey(t), group: t.group, input: readFileSync(t.input, 'utf8'), test: t }));
  const found = groupMembers(scoring, keyed);
  if ('error' in found) throw new UserError(`problems/${problem.id}/problem.ts: ${found.error}`);
  const refuse = (group: ScoringGroup, why: string): never => {
    throw new UserError(
      `problems/${problem.id}/problem.ts: scoring group "${group.name}" ${why}, which a Kattis scoring package cannot hold (nothing written)`,
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
    const args = members.map((t) => groupArguments(problem, t.group, comparisonFlags));
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
  for (const [i, { group, keys }] of scored.entries()) {
    const aggregation = AGGREGATION[group.aggregation] ?? refuse(group, 'takes the max of its tests');
    if (!Number.isInteger(group.points)) refuse(group, `is worth ${group.points} points, not a whole number`);
    if (group.testPoints && new Set(Object.values(group.testPoints)).size > 1)
      refuse(group, 'gives its tests unequal shares');
    const requires = (group.requires ?? []).map((name) => {
      const required = scoring.groups.find((g) => g.name === name);
      if (required && isSample(required)) return 'sample';
      if (required?.aggregation !== 'all') refuse(group, `requires "${name}", which is not all-or-nothing`);
      return folderByName.get(name) ?? refuse(group, `requires "${name}", not an earlier group`);
    });
    const folder = folderOf(group.name, i);
    folderByName.set(group.name, folder);
    if (keys.length === 0) refuse(group, 'holds no test');
    place(folder, keys, {
      max_score: group.points,
      score_aggregation: aggregation,
      ...(requires.length > 0 ? { require_pass: requires } : {}),
    });
  }
  if (unscored.length > 0) place(folderOf('unscored', scored.length), unscored, { max_score: 0 });
  return { folders, total: scored.reduce((n, g) => n + g.group.points, 0) };
}
