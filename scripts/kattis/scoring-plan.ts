// A Kattis scoring package's test groups as the kit's scoring (problem.ts's `scoring`), by the 2025-09 format's
// rules: secret scores 100 unless its test_group.yaml says otherwise and sums its groups' scores; a group is
// pass-fail unless it says sum or min, worth its max_score; require_pass names earlier groups or sample, each of
// which must pass every test. What the kit cannot score so is named in one line each, and the problem is then judged
// pass-fail.
import type { ScoreAggregation, Scoring, ScoringGroup } from '../../problems/_authoring/index.ts';

/** A group's scoring keys in its test_group.yaml (data/secret's included, under "secret"). */
export interface GroupScoring {
  maxScore?: unknown;
  aggregation?: unknown;
  requirePass?: unknown;
}

const AGGREGATIONS: Record<string, ScoreAggregation> = { 'pass-fail': 'all', sum: 'sum', min: 'min' };

const names = (value: unknown): string[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * The scoring of a package whose tests are `tests` (paths under data/, as "secret/group1/1.in"), with each group's
 * settings by its name ("secret", "secret/group1"); undefined where it cannot be scored, the reasons in `notTaken`.
 */
export function scoringPlan(
  tests: readonly string[],
  settings: Readonly<Record<string, GroupScoring>>,
  notTaken: string[],
): Scoring | undefined {
  const cannot = (why: string) => {
    notTaken.push(`scoring: ${why}; the problem is judged pass-fail`);
    return undefined;
  };
  const secret = settings.secret ?? {};
  const secretMax = secret.maxScore ?? 100;
  if (secretMax === 'unbounded')
    return cannot('data/secret has an unbounded max_score (the kit scores bounded points)');
  if (typeof secretMax !== 'number' || secretMax < 0)
    return cannot(`data/secret: max_score ${JSON.stringify(secretMax)}`);
  const secretAggregation = String(secret.aggregation ?? 'sum');
  if (!(secretAggregation in AGGREGATIONS))
    return cannot(`data/secret: score_aggregation "${secretAggregation}" is not pass-fail, sum or min`);
  const inputs = tests.filter((t) => t.startsWith('secret/') && t.endsWith('.in'));
  const groupOf = (t: string) => t.split('/').slice(0, 2).join('/');
  const groupNames = [...new Set(inputs.filter((t) => t.split('/').length > 2).map(groupOf))].sort();
  const direct = inputs.some((t) => t.split('/').length === 2);
  for (const name of Object.keys(settings))
    if (name.split('/').length > 2)
      notTaken.push(
        `scoring: data/${name}/test_group.yaml's scoring keys not taken (its tests count in ${groupOf(name)})`,
      );
  const groups: ScoringGroup[] = [];
  if (groupNames.length === 0 || secretAggregation === 'pass-fail') {
    // secret scored as one group: its tests directly, or pass-fail groups that all must pass.
    groups.push({
      name: 'secret',
      tests: 'secret',
      points: secretMax,
      aggregation: AGGREGATIONS[secretAggregation],
      ...(names(secret.requirePass).length > 0 ? { requires: names(secret.requirePass) } : {}),
    });
  } else {
    if (secretAggregation === 'min') return cannot('data/secret takes the min of its groups (the kit adds them up)');
    if (direct) notTaken.push('scoring: tests directly in data/secret beside its groups count in no group');
    if (names(secret.requirePass).length > 0)
      notTaken.push('scoring: data/secret/test_group.yaml require_pass not taken (each group says its own)');
    for (const name of groupNames) {
      const own = settings[name] ?? {};
      const max = own.maxScore ?? 'unbounded';
      if (max === 'unbounded') return cannot(`data/${name} has no bounded max_score (secret's is ${secretMax})`);
      if (typeof max !== 'number' || max < 0) return cannot(`data/${name}: max_score ${JSON.stringify(max)}`);
      const aggregation = String(own.aggregation ?? 'pass-fail');
      if (!(aggregation in AGGREGATIONS))
        return cannot(`data/${name}: score_aggregation "${aggregation}" is not pass-fail, sum or min`);
      const required = names(own.requirePass);
      const later = required.find((r) => r !== 'sample' && !groups.some((g) => g.name === r));
      if (later !== undefined) return cannot(`data/${name}: require_pass "${later}" is not an earlier group`);
      groups.push({
        name,
        tests: name,
        points: max,
        aggregation: AGGREGATIONS[aggregation],
        ...(required.length > 0 ? { requires: required } : {}),
      });
    }
  }
  // A group requiring sample: the samples as a group worth nothing, which must pass every test.
  if (groups.some((g) => g.requires?.includes('sample')))
    groups.unshift({ name: 'sample', tests: 'sample', points: 0, aggregation: 'all' });
  return { groups };
}
