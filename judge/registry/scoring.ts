// A problem's `scoring` (ProblemDefinition.scoring) checked field by field, each mistake named with its field:
// groups with unique names, points at least 0, a known aggregation, per-test points only in a sum group and adding up
// to its points, and requirements naming groups before it (so that no group can wait for itself).
import type { ScoreAggregation, Scoring, ScoringGroup } from '../../problems/_authoring/index.ts';

const AGGREGATIONS: readonly ScoreAggregation[] = ['all', 'min', 'sum', 'max'];

export function checkScoring(value: unknown, fail: (field: string, message: string) => never): Scoring {
  const groupsValue = (value as { groups?: unknown } | null)?.groups;
  if (typeof value !== 'object' || value === null || !Array.isArray(groupsValue) || groupsValue.length === 0)
    fail('scoring', 'must be { groups: [{ name, tests, points, aggregation }, ...] } with at least one group');
  const groups: ScoringGroup[] = [];
  const names = new Set<string>();
  for (const [g, raw] of (groupsValue as unknown[]).entries()) {
    const field = `scoring.groups[${g}]`;
    if (typeof raw !== 'object' || raw === null) fail(field, 'must be { name, tests, points, aggregation }');
    const r = raw as Record<string, unknown>;
    if (typeof r.name !== 'string' || r.name.trim() === '')
      fail(`${field}.name`, `must be a non-empty string, got ${JSON.stringify(r.name)}`);
    const name = r.name as string;
    if (names.has(name)) fail(`${field}.name`, `"${name}" names two groups`);
    const tests = r.tests;
    const selectors = typeof tests === 'string' ? [tests] : tests;
    if (
      typeof tests !== 'function' &&
      (!Array.isArray(selectors) ||
        selectors.length === 0 ||
        !selectors.every((t) => typeof t === 'string' && t !== ''))
    )
      fail(
        `${field}.tests`,
        'must be a test group, a test key or a pattern, a non-empty list of them, or a rule ({ key, input }) => boolean',
      );
    if (typeof r.points !== 'number' || !Number.isFinite(r.points) || r.points < 0)
      fail(`${field}.points`, `must be a number at least 0, got ${JSON.stringify(r.points)}`);
    if (!AGGREGATIONS.includes(r.aggregation as ScoreAggregation))
      fail(
        `${field}.aggregation`,
        `must be ${AGGREGATIONS.map((a) => `"${a}"`).join(', ')}, got ${JSON.stringify(r.aggregation)}`,
      );
    const group: ScoringGroup = {
      name,
      tests: tests as ScoringGroup['tests'],
      points: r.points as number,
      aggregation: r.aggregation as ScoreAggregation,
    };
    if (r.testPoints !== undefined) {
      if (group.aggregation !== 'sum') fail(`${field}.testPoints`, 'is for a group of aggregation "sum" alone');
      const entries = typeof r.testPoints === 'object' && r.testPoints !== null ? Object.entries(r.testPoints) : null;
      if (!entries?.every(([, v]) => typeof v === 'number' && Number.isFinite(v) && v >= 0))
        fail(`${field}.testPoints`, 'must map test keys to points, each a number at least 0');
      const sum = entries!.reduce((n, [, v]) => n + (v as number), 0);
      if (Math.abs(sum - group.points) > 1e-9)
        fail(`${field}.testPoints`, `must add up to the group's ${group.points} points, not ${sum}`);
      group.testPoints = Object.fromEntries(entries!) as Record<string, number>;
    }
    if (r.requires !== undefined) {
      if (!Array.isArray(r.requires) || !r.requires.every((q) => typeof q === 'string'))
        fail(`${field}.requires`, 'must be a list of group names');
      for (const q of r.requires as string[])
        if (!names.has(q))
          fail(
            `${field}.requires`,
            q === name
              ? `"${q}" is the group itself`
              : `"${q}" is not a group before this one (a group requires only earlier ones)`,
          );
      group.requires = r.requires as string[];
    }
    names.add(name);
    groups.push(group);
  }
  return { groups };
}
