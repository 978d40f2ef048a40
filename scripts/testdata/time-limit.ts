// The time limit a problem's own solutions allow, by the rule of the Kattis 2025-09 format: at least
// ac_to_time_limit (2.0) times the slowest test of any accepted solution, and low enough that each too-slow solution
// still times out with time_limit_to_tle (1.5) times the limit, that is below its slowest test divided by 1.5. Each
// accepted solution's slowest test is given by language; the problem's limit is placed within the range, or outside
// it with a warning. `npm run verify -- --time-limit`.
import { relative } from 'node:path';
import { judge } from '../../judge/core/index.ts';
import { acceptedFile, loadProblem, submissionFiles, testKey, wrongFiles } from '../../judge/registry/index.ts';
import { isTypeScript, languageOf } from '../../judge/build/index.ts';
import { expectedVerdicts } from './wrong-solutions.ts';

/** The 2025-09 format's defaults (problem.yaml's limits.time_multipliers). */
export const AC_TO_TIME_LIMIT = 2.0;
export const TIME_LIMIT_TO_TLE = 1.5;

/** A solution's slowest test, as measured: its CPU time (the wall time where CPU time could not be read). */
export interface Slowest {
  solution: string;
  language: string;
  ms: number;
  test: string;
  /** A too-slow solution stopped at the measuring cap: its slowest test takes at least `ms`. */
  atLeast?: true;
}

export interface TimeLimitRange {
  problem: string;
  limitMs: number;
  accepted: Slowest[];
  tooSlow: Slowest[];
  /** Solutions that could not be measured (a wrong answer before any timeout, a compile error), each with why. */
  unmeasured: string[];
  /** The range the rule allows, [low, high): null where no solution bounds that side. */
  lowMs: number | null;
  highMs: number | null;
}

/** A file's language as reports name it. */
function languageName(file: string): string {
  return languageOf(file)?.name ?? (isTypeScript(file) ? 'TypeScript' : 'JavaScript');
}

/**
 * Measures a problem's accepted solutions (its own, and its gallery's accepted/) under twice its limit and its
 * too-slow ones (a wrong solution whose header expects TLE alone, the gallery's time_limit_exceeded/ and Polygon's
 * time-limit-exceeded/) under a cap of three times it, each stopped at its first test past the cap.
 */
export async function timeLimitRange(root: string, id: string, jobs: number | undefined): Promise<TimeLimitRange> {
  const problem = await loadProblem(root, id);
  const { timeMs, wallMs } = problem.limits;
  const accepted = [
    acceptedFile(root, id),
    ...submissionFiles(root, id)
      .filter((s) => s.folder === 'accepted')
      .map((s) => s.file),
  ];
  const tooSlow = [
    ...wrongFiles(root, id).filter((file) => expectedVerdicts(file).every((v) => v === 'TLE')),
    ...submissionFiles(root, id)
      .filter((s) => s.folder === 'time_limit_exceeded' || s.folder === 'time-limit-exceeded')
      .map((s) => s.file),
  ];
  const unmeasured: string[] = [];
  const measure = async (file: string, factor: number, bail: boolean): Promise<Slowest | null> => {
    const report = await judge({
      root,
      problemIds: [id],
      solution: file,
      jobs,
      bail,
      runAll: true,
      limits: { timeMs: timeMs * factor, wallMs: wallMs * factor },
    });
    const shown = relative(root, file);
    const results = report.problems[0]?.results ?? [];
    const broken = report.errors[0]?.message ?? report.problems[0]?.compileError;
    const wrong = results.find((r) => r.verdict !== 'AC' && r.verdict !== 'TLE');
    if (broken !== undefined || results.length === 0 || wrong) {
      unmeasured.push(
        `${shown}: ${broken ? `not judged (${broken.split('\n')[0]})` : wrong ? `${wrong.verdict} on ${testKey(wrong)} before any timeout` : 'no test ran'}`,
      );
      return null;
    }
    const slowest = results.reduce((a, b) => ((b.cpuMs ?? b.wallMs) > (a.cpuMs ?? a.wallMs) ? b : a));
    const capped = slowest.verdict === 'TLE';
    return {
      solution: shown,
      language: languageName(file),
      ms: capped ? timeMs * factor : Math.round(slowest.cpuMs ?? slowest.wallMs),
      test: testKey(slowest),
      ...(capped ? { atLeast: true as const } : {}),
    };
  };
  const measured = { accepted: [] as Slowest[], tooSlow: [] as Slowest[] };
  for (const file of accepted) {
    const slowest = await measure(file, AC_TO_TIME_LIMIT, false);
    if (slowest?.atLeast)
      unmeasured.push(`${slowest.solution}: past ${slowest.ms} ms on ${slowest.test}, not accepted`);
    else if (slowest) measured.accepted.push(slowest);
  }
  for (const file of tooSlow) {
    const slowest = await measure(file, 3, true);
    if (slowest) measured.tooSlow.push(slowest);
  }
  const slowestAccepted = Math.max(0, ...measured.accepted.map((s) => s.ms));
  return {
    problem: id,
    limitMs: timeMs,
    ...measured,
    unmeasured,
    lowMs: measured.accepted.length > 0 ? Math.ceil(slowestAccepted * AC_TO_TIME_LIMIT) : null,
    highMs:
      measured.tooSlow.length > 0
        ? Math.floor(Math.min(...measured.tooSlow.map((s) => s.ms)) / TIME_LIMIT_TO_TLE)
        : null,
  };
}

/** Where the problem's limit stands: within the range, or a warning naming the side it falls off and why. */
export function limitStanding(range: TimeLimitRange): { ok: boolean; said: string } {
  const { lowMs, highMs, limitMs } = range;
  // A too-slow solution stopped at the measuring cap bounds the range at least there: its top may be higher.
  const slowest = Math.min(...range.tooSlow.map((s) => s.ms));
  const capped = range.tooSlow.some((s) => s.atLeast && s.ms === slowest) ? ' or more' : '';
  const shown =
    lowMs !== null && highMs !== null
      ? `${lowMs} ms to under ${highMs} ms${capped}`
      : lowMs !== null
        ? `at least ${lowMs} ms`
        : highMs !== null
          ? `under ${highMs} ms${capped}`
          : 'what no solution bounds';
  if (lowMs !== null && highMs !== null && lowMs >= highMs)
    return { ok: false, said: `no limit keeps both rules (${shown}): the too-slow solutions are not slow enough` };
  if (lowMs !== null && limitMs < lowMs)
    return {
      ok: false,
      said: `the limit, ${limitMs} ms, is below ${lowMs} ms (${AC_TO_TIME_LIMIT} x the slowest accepted test): an accepted solution may time out on a slower judge`,
    };
  if (highMs !== null && limitMs >= highMs)
    return {
      ok: false,
      said: `the limit, ${limitMs} ms, is not under ${highMs} ms: a too-slow solution would pass with ${TIME_LIMIT_TO_TLE} x it`,
    };
  return { ok: true, said: `the limit, ${limitMs} ms, is within the range: ${shown}` };
}

/** The report of `npm run verify -- --time-limit` for the problems measured. */
export function timeLimitReport(ranges: TimeLimitRange[]): string {
  const lines = [
    `time limits by the 2025-09 rule: at least ${AC_TO_TIME_LIMIT} x the slowest test of any accepted solution, and under the slowest test of each too-slow one / ${TIME_LIMIT_TO_TLE}`,
  ];
  for (const range of ranges) {
    const standing = limitStanding(range);
    lines.push('', `${range.problem}: ${standing.ok ? '' : 'warning: '}${standing.said}`);
    for (const s of range.accepted)
      lines.push(`  accepted  ${s.solution} (${s.language}): slowest ${s.ms} ms on ${s.test}`);
    for (const s of range.tooSlow)
      lines.push(
        `  too slow  ${s.solution} (${s.language}): slowest ${s.atLeast ? 'at least ' : ''}${s.ms} ms on ${s.test}`,
      );
    for (const line of range.unmeasured) lines.push(`  not measured  ${line}`);
    if (range.tooSlow.length === 0) lines.push('  no too-slow solution: nothing bounds the limit from above');
  }
  return `${lines.join('\n')}\n`;
}
