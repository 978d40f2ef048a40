// A Kattis scoring package's test groups as the kit's scoring (problem.ts's `scoring`), by the 2025-09 format's
// rules: a folder of data/secret is a test data group only where it holds a test_group.yaml (without any, secret's
// tests are one group, however they are foldered); secret scores 100 unless its test_group.yaml says otherwise and
// sums its tests' or its groups' scores; a group is pass-fail unless it says sum or min, worth its max_score;
// require_pass names earlier groups or sample, each of which must pass every test. What the kit cannot score so is
// named in one line each, and the problem is then judged pass-fail.
import type { ScoreAggregation, Scoring, ScoringGroup } from '../../../problems/_authoring/index.ts';

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
 * The scoring of a package whose tests are `tests` (paths under data/, as "secret/group1/1.in"), with the settings of
 * each folder that holds a test_group.yaml by its name ("secret", "secret/group1"): a folder of secret is a group
 * only where it is there. Undefined where it cannot be scored, the reasons in `notTaken`.
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
  // The test data groups: folders of secret with a test_group.yaml (the format's rule), not every folder.
  const groupNames = Object.keys(settings)
    .filter((name) => name.startsWith('secret/') && name.split('/').length === 2)
    .sort();
  const outside = [...new Set(inputs.filter((t) => !groupNames.includes(groupOf(t))).map(groupOf))].sort();
  for (const name of Object.keys(settings))
    if (name.startsWith('secret/') && name.split('/').length > 2)
      notTaken.push(
        `scoring: data/${name}/test_group.yaml is below a test data group, where the format allows none: not read (its tests count in ${groupOf(name)})`,
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
    for (const name of outside)
      notTaken.push(
        name === 'secret'
          ? 'scoring: tests directly in data/secret beside its test data groups (the format allows none there) count in no group'
          : `scoring: data/${name}/ has no test_group.yaml beside secret's test data groups (the format makes every folder there one): its tests count in no group`,
      );
    if (names(secret.requirePass).length > 0)
      notTaken.push('scoring: data/secret/test_group.yaml require_pass not taken (each group says its own)');
    for (const name of groupNames) {
      const own = settings[name] ?? {};
      const max = own.maxScore ?? 'unbounded';
      if (max === 'unbounded')
        return cannot(
          `data/${name}/test_group.yaml: max_score ${own.maxScore === undefined ? 'not given, so unbounded' : 'unbounded'}, which the format allows only where secret's is (secret's is ${secretMax})`,
        );
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

/** problemtools' default grader's flags that decide a group's verdict, not its score (support/default_grader). */
const VERDICT_FLAGS = ['first_error', 'worst_error', 'no_errors', 'always_accept', 'accept_if_any_accepted'];

/**
 * A legacy scoring package's scoring, as problemtools grades it with its default grader: each test scores its
 * group's accept_score when accepted (a validator's score.txt in its place) and reject_score otherwise; each group
 * aggregates its items by the score mode of its grader_flags (sum unless min, max or avg); on_reject: break stops a
 * group at its first failure. `settings` holds each folder's testdata.yaml by its path under data/ ("" for data/
 * itself), inherited down the tree; `grading` is problem.yaml's legacy `grading` map, which overrides every group.
 * Undefined where the kit's groups cannot score it so, the reason in `notTaken`.
 */
export function legacyScoringPlan(
  tests: readonly string[],
  settings: Readonly<Record<string, Record<string, unknown>>>,
  grading: Readonly<Record<string, unknown>>,
  customScore: boolean,
  notTaken: string[],
): Scoring | undefined {
  const cannot = (why: string) => {
    notTaken.push(`scoring: ${why}; the problem is judged pass-fail`);
    return undefined;
  };
  const fileOf = (folder: string) => `data/${folder ? `${folder}/` : ''}testdata.yaml`;
  const ancestors = (folder: string) => {
    const parts = folder ? folder.split('/') : [];
    return parts.map((_, i) => parts.slice(0, parts.length - i).join('/')).concat('');
  };
  // A key's value for a folder: problem.yaml's grading first (as problemtools overrides), then the nearest testdata.yaml.
  const setting = (folder: string, key: string, fallback: unknown): unknown => {
    if (key === 'on_reject' && grading.on_reject !== undefined)
      return grading.on_reject === 'grade'
        ? 'continue'
        : grading.on_reject === 'first_error'
          ? 'break'
          : grading.on_reject;
    if (['accept_score', 'reject_score', 'range'].includes(key) && grading[key] !== undefined) return grading[key];
    for (const f of ancestors(folder)) if (settings[f]?.[key] !== undefined) return settings[f][key];
    return fallback;
  };
  const modeOf = (folder: string) => {
    const flags = String(setting(folder, 'grader_flags', '')).split(/\s+/);
    return flags.filter((f) => ['sum', 'avg', 'min', 'max'].includes(f)).pop() ?? 'sum';
  };
  if (grading.objective !== undefined && grading.objective !== 'max')
    return cannot(
      `problem.yaml grading.objective "${String(grading.objective)}" (the kit scores the most points best)`,
    );
  for (const folder of ['', ...Object.keys(settings)])
    if (setting(folder, 'grading', 'default') !== 'default')
      return cannot(`${fileOf(folder)}: grading "${String(setting(folder, 'grading', ''))}" (the kit has no graders)`);

  const inputs = tests.filter((t) => t.endsWith('.in'));
  const folderOf = (t: string) => t.split('/').slice(0, -1).join('/');
  const below = (folder: string) => inputs.filter((t) => t.startsWith(`${folder}/`));
  // The folders directly inside a folder that hold tests, sorted.
  const children = (folder: string) =>
    [
      ...new Set(
        below(folder)
          .map((t) => t.slice(folder.length + 1).split('/'))
          .filter((parts) => parts.length > 1)
          .map((parts) => `${folder}/${parts[0]}`),
      ),
    ].sort();
  const groups: ScoringGroup[] = [];
  // A folder whose tests are its own, as one of the kit's groups.
  const leaf = (folder: string): string | undefined => {
    const n = inputs.filter((t) => folderOf(t) === folder).length;
    if (children(folder).length > 0)
      return `data/${folder}: groups nested below it (the kit scores one level of groups)`;
    const accept = Number(setting(folder, 'accept_score', 1));
    const reject = Number(setting(folder, 'reject_score', 0));
    if (!Number.isFinite(accept) || accept < 0) return `${fileOf(folder)}: accept_score ${String(accept)}`;
    if (reject !== 0) return `data/${folder}: reject_score ${reject} (the kit gives a failed test no points)`;
    const mode = modeOf(folder);
    const breaks = setting(folder, 'on_reject', 'break') !== 'continue';
    if (mode !== 'min' && breaks && n > 1)
      return `data/${folder}: ${mode} with on_reject: break (a group scored on its tests up to the first failure)`;
    if (mode === 'avg' && customScore) return `data/${folder}: avg of a validator's scores`;
    const [points, aggregation]: [number, ScoreAggregation] =
      mode === 'min'
        ? [accept, customScore ? 'min' : 'all']
        : mode === 'max'
          ? [accept, 'max']
          : mode === 'avg'
            ? [accept, 'sum']
            : [accept * n, 'sum'];
    if (n > 0) groups.push({ name: folder, tests: folder, points, aggregation });
    return undefined;
  };
  // A top folder (sample, secret): its own tests as one group, or its groups added up.
  const top = (folder: string): string | undefined => {
    const subgroups = children(folder);
    if (subgroups.length === 0) return leaf(folder);
    if (inputs.some((t) => folderOf(t) === folder))
      return `data/${folder} holds tests beside its groups (the kit scores them in one group or the other)`;
    if (subgroups.length > 1 && modeOf(folder) !== 'sum')
      return `data/${folder} takes the ${modeOf(folder)} of its groups (the kit adds them up)`;
    for (const g of subgroups) {
      const why = leaf(g);
      if (why !== undefined) return why;
    }
    return undefined;
  };
  const rootFlags = String(setting('', 'grader_flags', '')).split(/\s+/);
  const tops = ['sample', 'secret'].filter(
    (f) => below(f).length > 0 && !(f === 'sample' && rootFlags.includes('ignore_sample')),
  );
  if (tops.length > 1 && modeOf('') !== 'sum')
    return cannot(`data/testdata.yaml takes the ${modeOf('')} of sample and secret`);
  for (const f of tops) {
    const why = top(f);
    if (why !== undefined) return cannot(why);
  }
  if (groups.length === 0) return cannot('no test scores points');
  // The verdict flags make problemtools' verdict of the whole, which the kit does not compute: it holds
  // partially_accepted to its score below the full one whatever the verdict, and the other folders to the verdict of
  // the first failing test in order (first_error's).
  const verdictFlags = new Set(
    Object.values(settings).flatMap((s) =>
      String(s.grader_flags ?? '')
        .split(/\s+/)
        .filter((f) => VERDICT_FLAGS.includes(f)),
    ),
  );
  if (verdictFlags.size > 0)
    notTaken.push(
      `scoring: grader_flags ${[...verdictFlags].sort().join(', ')} not taken (they make the overall verdict; the kit holds partially_accepted to a score below full, other folders to the first failing test's verdict)`,
    );
  // range is a check on the score problemtools prints: a package whose groups cannot reach it is said.
  const total = groups.reduce((n, g) => n + g.points, 0);
  const range = String(setting('', 'range', '-inf +inf'))
    .split(/\s+/)
    .map(Number);
  if (range.length === 2 && Number.isFinite(range[1]) && Math.abs(range[1] - total) > 1e-9)
    notTaken.push(
      `scoring: data/testdata.yaml range ends at ${range[1]}, but its groups add up to ${total} (the kit's most)`,
    );
  return { groups };
}
