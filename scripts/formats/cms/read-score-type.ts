// A CMS score type and its parameters (cms/grading/scoretypes/) as the kit's scoring, each as CMS computes it from
// its tests' outcomes (0 to 1, or a checker's fraction): Sum gives each test its parameter times its outcome
// (Sum.compute_score); a group type gives each subtask its points times what its `reduce` makes of its outcomes,
// GroupMin the least (min), GroupSum (pull request #1251, not in CMS's release) the mean (sum: equal shares), GroupMul
// the product and GroupThreshold all or nothing by a threshold. A subtask's tests are a count taken in order of the
// tests' codenames, a regular expression on them, or a list of them (ScoreTypeGroup.retrieve_target_testcases).
// Where the kit's groups cannot hold a type exactly, the problem is judged pass-fail and a line says so. Pure.
import { UserError } from '../../../judge/base/index.ts';
import type { Scoring, ScoringGroup } from '../../../problems/_authoring/index.ts';

/** The score types of CMS's release, and GroupSum of its pull request #1251. */
export const SCORE_TYPES = ['Sum', 'GroupMin', 'GroupMul', 'GroupThreshold', 'GroupSum'] as const;

export interface ScoreTypeInput {
  name: string;
  parameters: unknown;
  /** Where they were given, for messages: "task.yaml:7", or gen/GEN's subtasks. */
  shown: string;
  /** Every test's codename ("000", "001", ...), in the tests' order. */
  codenames: string[];
  /** The kit's key of a test ("secret/003"). */
  keyOf: (codename: string) => string;
  /** Whether a test's outcome may lie between 0 and 1 (a checker's), or is 0 or 1 (CMS's white diff). */
  partialOutcomes: boolean;
}

export interface MappedScoring {
  /** The kit's scoring; null where the problem is judged pass-fail (a line of notTaken says why). */
  scoring: Scoring | null;
  said: string[];
  notTaken: string[];
}

/** One subtask of a group type: its points, the tests' selector (a count, a pattern, codenames) and its threshold. */
interface Subtask {
  points: number;
  testcases: number | string | string[];
  threshold?: number;
}

/** A score type and its parameters as the kit's scoring, or a UserError naming what CMS could not use. */
export function mapScoreType(input: ScoreTypeInput): MappedScoring {
  const { name, parameters, shown } = input;
  // A message starting with ':' follows the field's name; any other, a blank.
  const fail = (message: string): never => {
    throw new UserError(`${shown}: field "score_type_parameters"${message.startsWith(':') ? '' : ' '}${message}`);
  };
  if (!(SCORE_TYPES as readonly string[]).includes(name))
    throw new UserError(
      `${shown}: field "score_type": "${name}" is not one of CMS's score types (${SCORE_TYPES.slice(0, 4).join(', ')}; GroupSum of its pull request #1251)`,
    );
  if (name === 'Sum') {
    if (typeof parameters !== 'number' || !Number.isFinite(parameters) || parameters < 0)
      fail(`of Sum must be each test's points, a number at least 0, got ${JSON.stringify(parameters)}`);
    const perTest = parameters as number;
    const points = roundOff(perTest * input.codenames.length);
    return {
      scoring: {
        groups: [
          {
            name: 'tests',
            tests: input.codenames.map(input.keyOf),
            points,
            aggregation: 'sum',
          },
        ],
      },
      said: [
        `score: Sum, each of the ${input.codenames.length} tests worth ${shownPoints(perTest)} points times its outcome`,
      ],
      notTaken: [],
    };
  }
  const subtasks = subtasksOf(parameters, name === 'GroupThreshold', fail);
  const targets = targetTests(subtasks, input.codenames, fail);
  const groupsOf = (aggregation: ScoringGroup['aggregation']): ScoringGroup[] =>
    subtasks.map((subtask, k) => ({
      name: `subtask ${k}`,
      tests: targets[k].map(input.keyOf),
      points: subtask.points,
      aggregation,
    }));
  const summary = subtasks.map((s, k) => `${s.points} (${targets[k].length} tests)`).join(', ');
  if (name === 'GroupMin')
    return {
      scoring: { groups: groupsOf('min') },
      said: [`score: GroupMin, each subtask its points times its tests' least outcome: ${summary}`],
      notTaken: [],
    };
  if (name === 'GroupSum')
    return {
      scoring: { groups: groupsOf('sum') },
      said: [
        `score: GroupSum, each subtask its points times the mean of its tests' outcomes: ${summary} (GroupSum is not in CMS's release: its pull request #1251 defines it so)`,
      ],
      notTaken: [],
    };
  const passFail = (why: string): MappedScoring => ({
    scoring: null,
    said: [],
    notTaken: [`score type ${name} (${summary}): ${why}; the problem is judged pass-fail`],
  });
  if (name === 'GroupMul')
    return input.partialOutcomes
      ? passFail(
          "a subtask's points times the product of its tests' outcomes, which the kit's groups (all, min, sum, max) cannot hold where a checker gives partial outcomes",
        )
      : {
          scoring: { groups: groupsOf('min') },
          said: [
            `score: GroupMul over outcomes of 0 or 1 (no checker), whose product is their least: each subtask all or nothing: ${summary}`,
          ],
          notTaken: [],
        };
  // GroupThreshold: a subtask's points where every outcome is above 0 and at most its threshold.
  if (input.partialOutcomes)
    return passFail(
      "a subtask's points where every outcome lies in (0, threshold], which the kit's groups cannot hold where a checker gives partial outcomes",
    );
  if (subtasks.some((s) => (s.threshold ?? 0) < 1))
    return passFail(
      'a threshold below 1, which an outcome of 0 or 1 (no checker) never meets, so a subtask never scores',
    );
  return {
    scoring: { groups: groupsOf('min') },
    said: [
      `score: GroupThreshold over outcomes of 0 or 1 (no checker), thresholds at least 1: each subtask all or nothing: ${summary}`,
    ],
    notTaken: [],
  };
}

/** Points as a sum of shares makes them, the float's last bits off (100 / 3 three times is 100). */
const roundOff = (points: number) => Math.round(points * 1e9) / 1e9;

/** Points in a line of the report: four decimals at most. */
const shownPoints = (points: number) => String(Math.round(points * 1e4) / 1e4);

/** The group types' parameters: a list of [points, tests(, threshold)] or of { max_score, testcases, threshold }. */
function subtasksOf(parameters: unknown, threshold: boolean, fail: (message: string) => never): Subtask[] {
  const shape = threshold ? '[points, tests, threshold]' : '[points, tests]';
  if (!Array.isArray(parameters) || parameters.length === 0)
    fail(`must be a list of subtasks, each ${shape}, got ${JSON.stringify(parameters)}`);
  return (parameters as unknown[]).map((item, k) => {
    const listed = Array.isArray(item);
    const record = (item ?? {}) as Record<string, unknown>;
    const points = listed ? item[0] : record.max_score;
    const testcases = listed ? item[1] : record.testcases;
    const limit = listed ? item[2] : record.threshold;
    if (!listed && (typeof item !== 'object' || item === null))
      fail(`: subtask ${k} must be ${shape} or { max_score, testcases }, got ${JSON.stringify(item)}`);
    if (typeof points !== 'number' || !Number.isFinite(points) || points < 0)
      fail(`: subtask ${k}'s points must be a number at least 0, got ${JSON.stringify(points)}`);
    const selector =
      (typeof testcases === 'number' && Number.isInteger(testcases) && testcases >= 0) ||
      typeof testcases === 'string' ||
      (Array.isArray(testcases) && testcases.every((t) => typeof t === 'string'));
    if (!selector)
      fail(
        `: subtask ${k}'s tests must be a count, a regular expression or a list of codenames, got ${JSON.stringify(testcases)}`,
      );
    if (threshold && (typeof limit !== 'number' || !Number.isFinite(limit)))
      fail(
        `: subtask ${k} of GroupThreshold needs a threshold, a number${limit === undefined ? ', as its third value' : `, got ${JSON.stringify(limit)}`}`,
      );
    return {
      points: points as number,
      testcases: testcases as Subtask['testcases'],
      ...(threshold ? { threshold: limit as number } : {}),
    };
  });
}

/**
 * Each subtask's tests, by codename, as ScoreTypeGroup.retrieve_target_testcases takes them: counts consumed in the
 * codenames' string order ("1000" before "101", as CMS sorts them), patterns matched from a codename's start (re.match)
 * in that order, lists as given. A subtask of no test is refused: CMS's scoring of it fails (min, or a mean, of none).
 */
function targetTests(subtasks: Subtask[], codenames: string[], fail: (message: string) => never): string[][] {
  const kinds = new Set(subtasks.map((s) => (Array.isArray(s.testcases) ? 'list' : typeof s.testcases)));
  if (kinds.size > 1)
    fail(': every subtask must give its tests the same way (all counts, all regular expressions, or all lists)');
  const sorted = [...codenames].sort();
  let next = 0;
  return subtasks.map((subtask, k) => {
    const { testcases } = subtask;
    let target: string[];
    if (typeof testcases === 'number') {
      target = sorted.slice(next, next + testcases);
      next += testcases;
    } else if (typeof testcases === 'string') {
      let pattern: RegExp;
      try {
        pattern = new RegExp(`^(?:${testcases})`, 'u');
      } catch {
        return fail(`: subtask ${k}'s regular expression ${JSON.stringify(testcases)} does not compile`);
      }
      target = sorted.filter((c) => pattern.test(c));
      if (target.length === 0) fail(`: subtask ${k}'s regular expression ${JSON.stringify(testcases)} matches no test`);
    } else {
      const unknown = testcases.filter((c) => !codenames.includes(c));
      if (unknown.length > 0) fail(`: subtask ${k} names tests the task does not have: ${unknown.join(', ')}`);
      target = testcases;
    }
    if (target.length === 0)
      fail(`: subtask ${k} takes no test (CMS's scoring of a subtask of none fails: give it some or drop it)`);
    return target;
  });
}
