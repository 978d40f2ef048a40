// A model of how problemtools grades a submission on a package's test data, written for the kit's tests from
// problemtools' source (Kattis/problemtools: verifyproblem.py's TestCaseGroup, judge/submission_judge.py,
// judge/grade.py, support/default_grader/default_grader, config/testdata.yaml): what a legacy or 2023-07-draft
// package's testdata.yaml files give a submission whose verdict on each test is known.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** problemtools' defaults for a group (config/testdata.yaml), which the root takes and every group inherits. */
const DEFAULTS: Record<string, unknown> = {
  input_validator_flags: '',
  output_validator_flags: '',
  on_reject: 'break',
  grading: 'default',
  grader_flags: '',
  accept_score: 1.0,
  reject_score: 0.0,
  range: '-inf +inf',
};

export interface Graded {
  verdict: string;
  score: number;
}

/** The default grader on its input lines (verdict, score), with its flags: its printed verdict and score. */
export function defaultGrader(results: readonly Graded[], flags: readonly string[]): Graded {
  const order = ['JE', 'IF', 'RTE', 'MLE', 'TLE', 'OLE', 'WA', 'PE', 'AC'];
  const worst = (verdicts: string[]) => order[Math.min(...[...verdicts, 'AC'].map((v) => order.indexOf(v)))];
  const verdictAggregators: Record<string, (verdicts: string[]) => string> = {
    worst_error: worst,
    no_errors: worst,
    first_error: (verdicts) => verdicts.find((v) => v !== 'AC') ?? 'AC',
    always_accept: () => 'AC',
  };
  const scoreAggregators: Record<string, (scores: number[]) => number> = {
    sum: (s) => s.reduce((a, b) => a + b, 0),
    avg: (s) => s.reduce((a, b) => a + b, 0) / s.length,
    max: (s) => Math.max(...s),
    min: (s) => Math.min(...s),
  };
  // Each flag in turn: the last of each kind wins.
  let aggregateScores = scoreAggregators.sum;
  let aggregateVerdicts = verdictAggregators.worst_error;
  for (const flag of flags) {
    if (flag in scoreAggregators) aggregateScores = scoreAggregators[flag];
    if (flag in verdictAggregators) aggregateVerdicts = verdictAggregators[flag];
  }
  let verdicts = results.map((r) => r.verdict);
  let scores = results.map((r) => r.score);
  if (flags.includes('ignore_sample')) {
    // Its assertion: one or two lines (sample and secret); else it prints JE 0.
    if (verdicts.length < 1 || verdicts.length > 2) return { verdict: 'JE', score: 0 };
    verdicts = verdicts.slice(-1);
    scores = scores.slice(-1);
  }
  const verdict =
    flags.includes('accept_if_any_accepted') && verdicts.includes('AC') ? 'AC' : aggregateVerdicts(verdicts);
  // It prints the score with '%f', which problemtools reads back: six decimals.
  return { verdict, score: Number(aggregateScores(scores).toFixed(6)) };
}

/**
 * A submission graded on the package at `pkg`: `verdictOf` gives its verdict on a test by its input's path under the
 * package ("data/secret/g1/1.in"), in problemtools' names (AC, WA, TLE, RTE, ...). `grading` is a legacy
 * problem.yaml's grading map, which overrides every group's accept_score, reject_score, range and on_reject.
 */
export function gradePackage(
  pkg: string,
  verdictOf: (input: string) => string,
  grading: Record<string, unknown> = {},
): Graded {
  const groupOf = (folder: string, parent: Record<string, unknown> | null): Record<string, unknown> => {
    const file = join(pkg, folder, 'testdata.yaml');
    const own = existsSync(file) ? ((parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>) : {};
    const config = { ...own };
    if (parent) for (const [key, value] of Object.entries(parent)) if (!(key in config)) config[key] = value;
    for (const key of ['accept_score', 'reject_score', 'range'])
      if (grading[key] !== undefined) config[key] = grading[key];
    if (grading.on_reject === 'first_error') config.on_reject = 'break';
    if (grading.on_reject === 'grade') config.on_reject = 'continue';
    for (const [key, value] of Object.entries(DEFAULTS)) if (!(key in config)) config[key] = value;
    return config;
  };
  // A group's result, or null where it holds no test at all.
  const judgeGroup = (folder: string, parent: Record<string, unknown> | null): Graded | null => {
    const config = groupOf(folder, parent);
    const names = readdirSync(join(pkg, folder)).sort();
    const children: Graded[] = [];
    for (const name of names) {
      const path = join(folder, name);
      let result: Graded | null;
      if (statSync(join(pkg, path)).isDirectory()) result = judgeGroup(path, config);
      else if (name.endsWith('.ans') && existsSync(join(pkg, `${path.slice(0, -4)}.in`))) {
        const verdict = verdictOf(`${path.slice(0, -4)}.in`);
        result = { verdict, score: Number(verdict === 'AC' ? config.accept_score : config.reject_score) };
      } else result = null;
      if (result === null) continue;
      children.push(result);
      if (result.verdict !== 'AC' && config.on_reject === 'break') break;
    }
    if (children.length === 0) return null;
    const error = children.find((r) => r.verdict === 'JE');
    if (error) return error;
    return defaultGrader(children, String(config.grader_flags).split(/\s+/).filter(Boolean));
  };
  return judgeGroup('data', null) ?? { verdict: 'AC', score: 0 };
}

/** The kit's verdict as problemtools names it (it counts a memory limit a run-time error). */
export function problemtoolsVerdict(verdict: string): string {
  return { RE: 'RTE', MLE: 'RTE', ILE: 'TLE' }[verdict] ?? verdict;
}
