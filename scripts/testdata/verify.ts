// The engine of `npm run verify`: checks every input with the problem's validators, then judges the accepted
// solution and every wrong one of a problem on all its test data. Fails if an input is invalid, if the accepted
// solution is not all AC, or if a wrong solution is not caught with the verdict its header names ("// WRONG (expect
// WA or TLE): ...") both by the data as a whole and, where the problem has a generator, by the generated group
// alone (so the generators, not just the samples, are shown to be strong). A submissions gallery (an imported
// package's, solutions/submissions/<id>/<folder>/) is held to its folders: accepted AC on every test, the others
// caught first with their folder's verdict, in the problem's test order, as Kattis judges; as problemtools, one that
// gets it only with the package's time_limit_to_tle times the limit passes, its row saying so. In a game, the second
// player must pass every test too: it fails a jury that does not play perfectly.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import {
  decideWarmAnswer,
  type JudgeReport,
  judge,
  type LimitOverrides,
  type TestResult,
} from '../../judge/core/index.ts';
import type { Verdict } from '../../judge/verdict/index.ts';
import {
  GROUPS,
  acceptedFile,
  juryFile,
  loadProblem,
  loadSuite,
  secondSolverFile,
  SUBMISSION_FOLDERS,
  submissionFiles,
  TAG_FOLDERS,
  type TagFolder,
  submissionScores,
  testKey,
  wrongFiles,
} from '../../judge/registry/index.ts';
import { bundleExchangeModule, THIS_NODE } from '../../judge/build/index.ts';
import { answerInWarmWorkers, PRESENTATION_ERROR, type WarmAnswer } from '../../judge/run/index.ts';
import { checkInput } from '../../judge/validate/index.ts';
import { sandboxFor } from '../../judge/sandbox/index.ts';
import { verdictReason } from '../../judge/page/index.ts';
import { formatInvalid } from '../../problems/_authoring/index.ts';
import { checkerTestsRow, validatorTestsRow } from './program-tests.ts';
import { invalidInputsRow } from './invalid-inputs.ts';
import { explainerRow } from './explainer-row.ts';
import { boundsRow } from './bounds.ts';
import { expectedPoints, expectedVerdicts } from './wrong-solutions.ts';

export interface VerifyRow {
  problem: string;
  solution: string;
  expected: Verdict[];
  got: Verdict;
  caughtBy: string;
  ok: boolean;
  /** Where what it must get is said: its header line (the wrong gallery), or its submissions folder. */
  promise?: string;
  /** In a problem scored in points: what it must get, in words ("60-70 points and WA", "a score below the full 100 points"). */
  points?: string;
  /** What the last lines say when the row is not as it must be, where its check says it (ProgramTestsRow.fault). */
  fault?: string;
}

/** How the row of a submission held to its Polygon tag says so. */
const TAG_PROMISE = 'its Polygon tag';

/** The row of a problem's inputs, checked by its validators, in the table of solutions. */
const INPUTS_ROW = '(every input, by the validators)';

/**
 * Judges the accepted solution on all the data, then each wrong one, stopping at each group's first failure;
 * `onRow` hears each row as it is decided.
 */
export async function verifyProblem(
  root: string,
  id: string,
  jobs: number | undefined,
  signal?: AbortSignal,
  onRow?: (row: VerifyRow) => void,
): Promise<VerifyRow[]> {
  const rows: VerifyRow[] = [];
  const add = (row: VerifyRow) => {
    rows.push(row);
    onRow?.(row);
  };
  const problem = await loadProblem(root, id);
  const { tests, errors } = loadSuite(root, id);
  const invalid = tests
    .map((t) => ({ t, why: checkInput(problem, readFileSync(t.input, 'utf8'), t.group) }))
    .find(({ why }) => why !== null);
  const broken = errors[0] ? `${errors[0].file}: ${errors[0].message}` : null;
  add({
    problem: id,
    solution: INPUTS_ROW,
    expected: ['AC'],
    got: invalid || broken || tests.length === 0 ? 'WA' : 'AC',
    caughtBy: invalid
      ? formatInvalid(id, relative(root, invalid.t.input), invalid.why!)
      : (broken ??
        (problem.unvalidated === undefined
          ? `all ${tests.length} inputs valid`
          : `all ${tests.length} inputs read, none validated: ${problem.unvalidated}`)),
    ok: !invalid && !broken && tests.length > 0,
  });
  // Inputs the validators must refuse (made from the samples, and kept by hand in testdata/<id>/invalid/); the bounds
  // the problem states, each reached by some test or said why not; the validators' and the checker's own tests, where
  // the problem has them (a Polygon package's).
  const programRows = [
    invalidInputsRow(root, problem),
    boundsRow(root, problem),
    validatorTestsRow(root, problem),
    await checkerTestsRow(root, problem),
    await explainerRow(root, problem),
  ];
  for (const row of programRows)
    if (row)
      add({
        problem: id,
        solution: row.label,
        expected: ['AC'],
        got: row.ok ? 'AC' : 'WA',
        caughtBy: row.said,
        ok: row.ok,
        ...(row.fault ? { fault: row.fault } : {}),
      });
  const accepted = acceptedFile(root, id);
  // The accepted solution's results are the judge's own: a test judged since with nothing changed (`npm run judge`
  // just before, as CI runs them) is reported from memory, by the same key the judge uses.
  const full = await judge({ root, problemIds: [id], solution: accepted, jobs, signal, remember: 'use' });
  if (full.errors.length > 0) {
    add({
      problem: id,
      solution: relative(root, accepted),
      expected: ['AC'],
      got: 'AC',
      caughtBy: `NOT JUDGED: ${full.errors[0].message}`,
      ok: false,
    });
    return rows.slice(-1);
  }
  const { results, compileError } = full.problems[0];
  if (compileError !== undefined) {
    add({
      problem: id,
      solution: relative(root, accepted),
      expected: ['AC'],
      got: 'AC',
      caughtBy: `NOT JUDGED: it does not compile: ${compileError.split('\n', 1)[0]}`,
      ok: false,
    });
    return rows;
  }
  const failed = results.find((r) => r.verdict !== 'AC');
  const dataErrors = full.problems[0].dataErrors.length;
  add({
    problem: id,
    solution: relative(root, accepted),
    expected: ['AC'],
    got: failed?.verdict ?? 'AC',
    caughtBy: failed
      ? `${testKey(failed)}${failed.judgeError ? `: ${failed.judgeError}` : ''}${overTime(failed, problem.limits)}`
      : `all ${results.length} tests AC${dataErrors ? `, ${dataErrors} broken files` : ''}`,
    ok: !failed && dataErrors === 0 && results.length > 0,
  });
  // In a game, the second player (where there is one) holds each of the jury's moves to perfect play and throws
  // where one is not: played against the jury on every test, it catches a jury that regresses. Where both are
  // modules, in warm workers (secondPlayerRow); else judged, a process per side.
  const secondPlayer =
    problem.interaction && existsSync(secondSolverFile(root, id)) ? secondSolverFile(root, id) : null;
  const played = secondPlayer ? await secondPlayerRow(root, problem, secondPlayer, tests, jobs, signal) : null;
  if (played) add(played);
  const juryCheck =
    secondPlayer && !played
      ? [{ path: secondPlayer, expected: ['AC'] as Verdict[], promise: SECOND_PLAYER_PROMISE }]
      : [];
  const scores = submissionScores(root, id);
  const gallery = [
    ...juryCheck,
    ...wrongFiles(root, id).map((path) => ({
      path,
      expected: expectedVerdicts(path),
      points: problem.scoring ? (expectedPoints(path) ?? undefined) : undefined,
      promise: `its header, "${readFileSync(path, 'utf8').split('\n', 1)[0]}"`,
    })),
    ...submissionFiles(root, id).map(({ file, folder, path }) => {
      const points = problem.scoring ? scores[path] : undefined;
      if (folder in TAG_FOLDERS) {
        const tag = TAG_FOLDERS[folder as TagFolder]!;
        return {
          path: file,
          expected: [...(tag.some.length > 0 ? tag.some : tag.each)] as Verdict[],
          promise: `${TAG_PROMISE}, submissions/${id}/${folder}/`,
          tag: folder as TagFolder,
        };
      }
      return {
        path: file,
        expected: [...SUBMISSION_FOLDERS[folder as keyof typeof SUBMISSION_FOLDERS]] as Verdict[],
        promise: `its folder, submissions/${id}/${folder}/`,
        byFolder: true,
        ...(folder === 'partially_accepted' ? { belowFull: true } : {}),
        ...(points ? { points } : {}),
      };
    }),
  ];
  const factor = problem.limits.timeLimitToTle;
  for (const entry of gallery) {
    if (signal?.aborted) break;
    const judged = async (limits?: LimitOverrides) => {
      // An accepted submission must pass every test: none is skipped. One held to its points is judged as the
      // problem is scored (each scoring group stops where it can gain no more).
      const heldToPoints = ('points' in entry && entry.points !== undefined) || 'belowFull' in entry;
      // A Polygon tag speaks of every test's verdict: each is judged.
      const stopAtFirstFailure = !entry.expected.includes('AC') && !heldToPoints && !('tag' in entry);
      const report = await judge({
        root,
        problemIds: [id],
        solution: entry.path,
        // A package's submission is someone else's code: it may import nothing of the kit; the galleries are the kit's.
        untrusted: 'byFolder' in entry || 'tag' in entry,
        jobs,
        stopAtFirstFailure,
        // Held to verdicts alone, every group's first failure is looked for: no scoring group stops early.
        runAll: !heldToPoints,
        signal,
        limits,
        // By content, as the accepted solution's: a test judged since with nothing changed (by the export, which
        // places each submission by its verdicts, or an earlier verify) is not run again.
        remember: 'use',
      });
      return { report, row: galleryRow(root, id, problem.generate !== undefined, entry, report) };
    };
    const first = await judged();
    let { row } = first;
    // problemtools judges a package's submission again with the limit times time_limit_to_tle, and passes one that
    // gets its folder's verdict only so ("OK with extra time", warning that it is sensitive to the time limit). Only
    // a run stopped by the clock can end otherwise with more time, so only such a run is judged again.
    const timedOut = first.report.problems[0]?.results.some((r) => r.verdict === 'TLE') ?? false;
    if (!row.ok && 'byFolder' in entry && factor !== undefined && timedOut) {
      const { timeMs, wallMs } = problem.limits;
      const { row: extra } = await judged({ timeMs: timeMs * factor, wallMs: wallMs * factor });
      if (extra.ok)
        row = {
          ...extra,
          caughtBy: `${extra.caughtBy}; only with extra time: ${row.got} at ${timeMs} ms, ${extra.got} at ${timeMs * factor} ms (problemtools warns: sensitive to the time limit)`,
        };
    }
    add(row);
  }
  return rows;
}

/**
 * A TLE of the accepted solution in figures (": CPU 3039 ms over the 3000 ms limit"): an imported package's main
 * solution made the answers with room (ANSWERS_ROOM), and is held here to the problem's own limit. Else nothing.
 */
function overTime(result: TestResult, limits: Parameters<typeof verdictReason>[1]): string {
  return result.verdict === 'TLE' ? `: ${verdictReason(result, limits)}` : '';
}

/** What the second player's row is held to, in the words of its failure line. */
const SECOND_PLAYER_PROMISE = 'the second player, which holds the jury to perfect play,';

/**
 * How much CPU time a game played in a warm worker may take, in the problem's time limits: the jury thinks in the
 * same thread as the player, and speed is not what this row checks (the accepted solution's faithful run does), so
 * only a game that hangs is stopped.
 */
const GAME_LIMITS = 10;

/**
 * The second player against the jury on every test, both the problem's own modules, played in warm workers as the
 * judge's answers first plays a play() (each game in-process, bundled as a submission is, in the judge's sandbox):
 * AC where every game ends accepted, else the first test in order that does not and why. Null where they cannot be
 * played so (a jury program, a player that reads stdin itself): then the player is judged as any solution is.
 */
async function secondPlayerRow(
  root: string,
  problem: Awaited<ReturnType<typeof loadProblem>>,
  player: string,
  tests: ReturnType<typeof loadSuite>['tests'],
  jobs: number | undefined,
  signal: AbortSignal | undefined,
): Promise<VerifyRow | null> {
  const jury = juryFile(root, problem);
  if (!jury.endsWith('.ts')) return null;
  const sandbox = sandboxFor(false, root);
  const module = join(root, 'dist', '.judge', `${problem.id}--second-player--${process.pid}.warm.cjs`);
  try {
    await bundleExchangeModule(player, jury, THIS_NODE, module, undefined, undefined, {
      submissionRoots: sandbox.guarded.kit,
    });
  } catch {
    return null;
  }
  const answers: WarmAnswer[] = [];
  const { timeMs, wallMs, memoryMb } = problem.limits;
  try {
    await answerInWarmWorkers({
      module,
      inputs: tests.map((t) => readFileSync(t.input, 'utf8')),
      workers: jobs ?? availableParallelism(),
      timeoutMs: GAME_LIMITS * timeMs,
      wallMs: GAME_LIMITS * wallMs,
      heapMb: Math.max(64, memoryMb),
      sandbox,
      signal,
      onAnswer: (index, answer) => {
        answers[index] = answer;
      },
    });
  } finally {
    rmSync(module, { force: true });
  }
  const row = { problem: problem.id, solution: relative(root, player), expected: ['AC'] as Verdict[] };
  const promise = SECOND_PLAYER_PROMISE;
  for (const [index, test] of tests.entries()) {
    const answer = answers[index];
    if (answer === undefined)
      return { ...row, got: 'AC', caughtBy: `NOT PLAYED: ${testKey(test)}`, ok: false, promise };
    // Decided by the test judge, its own limit aside: the game's call is held to GAME_LIMITS times the problem's.
    const decided = decideWarmAnswer(
      { ...problem, limits: { ...problem.limits, timeMs: GAME_LIMITS * timeMs } },
      '',
      '',
      answer,
    );
    if (decided.verdict !== 'AC') {
      const why =
        'timeout' in answer
          ? `no end within ${GAME_LIMITS * timeMs} ms`
          : 'error' in answer
            ? answer.error.split('\n', 1)[0]
            : (decided.checkerReason ?? '');
      return { ...row, got: decided.verdict, caughtBy: `${testKey(test)}: ${why}`, ok: false, promise };
    }
  }
  return {
    ...row,
    got: 'AC',
    caughtBy: `all ${tests.length} games accepted, played against the jury module in warm workers`,
    ok: tests.length > 0,
    promise,
  };
}

/** The row of a gallery solution: what it got against what its header or folder says it must get. */
function galleryRow(
  root: string,
  id: string,
  generated: boolean,
  entry: {
    path: string;
    expected: Verdict[];
    promise: string;
    points?: [number, number];
    belowFull?: boolean;
    tag?: TagFolder;
  },
  report: JudgeReport,
): VerifyRow {
  const { path, expected, promise } = entry;
  const score = report.problems[0]?.score;
  if (entry.tag && report.errors.length === 0) return tagRow(root, id, path, entry.tag, promise, report);
  if (report.errors.length > 0)
    return {
      problem: id,
      solution: relative(root, path),
      expected,
      got: 'AC',
      caughtBy: `NOT JUDGED: ${report.errors[0].message}`,
      ok: false,
    };
  const failures = report.problems[0].results.filter((r) => r.verdict !== 'AC');
  const lost = (score?.groups ?? []).flatMap((g) => (g.lostAt === undefined ? [] : [`${g.name}: ${g.lostAt}`]));
  const lostText = lost.length > 0 ? `; lost at ${lost.join(', ')}` : '';
  // partially_accepted (legacy Kattis): accepted, or not, short of the full score.
  if (entry.belowFull && score)
    return {
      problem: id,
      solution: relative(root, path),
      expected,
      got: failures[0]?.verdict ?? 'AC',
      caughtBy: `${score.points} / ${score.max} points, expected below ${score.max}${lostText}`,
      ok: score.points < score.max - 1e-9,
      promise,
      points: `a score below the full ${score.max} points`,
    };
  const { points } = entry;
  if (expected.includes('AC'))
    return {
      problem: id,
      solution: relative(root, path),
      expected,
      got: failures[0]?.verdict ?? 'AC',
      caughtBy: failures[0] ? testKey(failures[0]) : `all ${report.problems[0].results.length} tests AC`,
      ok: failures.length === 0 && report.problems[0].results.length > 0,
      promise,
    };
  if (points && score) {
    // Held to its points: what it earned, and the first test that cost each group its points.
    const [low, high] = points;
    const earned = `${score.points} / ${score.max} points, expected ${low === high ? low : `${low}-${high}`}`;
    return {
      problem: id,
      solution: relative(root, path),
      expected,
      got: failures[0]?.verdict ?? 'AC',
      caughtBy: `${earned}${lostText}`,
      ok:
        failures.length > 0 &&
        failures.every((r) => expected.includes(r.verdict)) &&
        score.points >= low - 1e-9 &&
        score.points <= high + 1e-9,
      promise,
      points: `${low === high ? low : `${low}-${high}`} points and ${expected.join(' or ')}`,
    };
  }
  // Where the problem has a generator, its group alone must catch the solution too.
  const caught = generated ? failures.find((r) => r.group === GROUPS.random) : failures[0];
  return {
    problem: id,
    solution: relative(root, path),
    expected,
    got: failures[0]?.verdict ?? 'AC',
    caughtBy:
      failures.length === 0
        ? 'NOT CAUGHT: passes every test'
        : failures.map((r) => `${testKey(r)} ${r.verdict}`).join(', '),
    ok:
      failures.length > 0 &&
      expected.includes(failures[0].verdict) &&
      caught !== undefined &&
      expected.includes(caught.verdict),
  };
}

/**
 * Whether a submission's results keep its Polygon tag (TAG_FOLDERS): every test's verdict allowed, one of those it
 * needs among them, its wrong answers presentation errors where the tag says so, and the checker failing on some test
 * (a judge error naming the problem's program: TestResult.brokenProgram) for `failed` alone, which no other tag
 * allows. `got` is the verdict that shows it.
 */
export function keepsTag(
  folder: TagFolder,
  results: readonly Pick<TestResult, 'verdict' | 'checkerReason' | 'group' | 'name' | 'brokenProgram' | 'judgeError'>[],
  dataErrors: readonly { file: string; message: string }[],
): { ok: boolean; got: Verdict; said: string } {
  const tag = TAG_FOLDERS[folder]!;
  const some: readonly string[] = tag.some;
  const each: readonly string[] = tag.each;
  const failed = 'failed' in tag;
  const checkerFailed = results.find((r) => r.brokenProgram !== undefined);
  // A checker's failure is the tag's to expect, not a verdict among the submission's.
  const verdicts = failed ? results.filter((r) => r.brokenProgram === undefined) : results;
  const failures = verdicts.filter((r) => r.verdict !== 'AC');
  const outside = verdicts.find((r) => !each.includes(r.verdict));
  const notPresentation =
    'presentation' in tag ? failures.find((r) => !r.checkerReason?.startsWith(PRESENTATION_ERROR)) : undefined;
  const ok =
    (some.length === 0 || failures.some((r) => some.includes(r.verdict))) &&
    outside === undefined &&
    notPresentation === undefined &&
    (failed ? checkerFailed !== undefined : dataErrors.length === 0);
  const seen = [...new Set(results.map((r) => r.verdict))].join(', ');
  const broken = checkerFailed
    ? `; ${testKey(checkerFailed)}: ${checkerFailed.judgeError}`
    : dataErrors[0]
      ? `; ${dataErrors[0].file}: ${dataErrors[0].message}`
      : '';
  return {
    ok,
    got: (outside ?? failures[0])?.verdict ?? 'AC',
    said: outside
      ? `${testKey(outside)} ${outside.verdict}, which its tag does not allow`
      : notPresentation
        ? `${testKey(notPresentation)} WA that is not a presentation error`
        : `${results.length} tests: ${seen || 'none judged'}${broken}`,
  };
}

/** The row of a submission held to its Polygon tag (keepsTag). */
function tagRow(
  root: string,
  id: string,
  path: string,
  folder: TagFolder,
  promise: string,
  report: JudgeReport,
): VerifyRow {
  const tag = TAG_FOLDERS[folder]!;
  const { results, dataErrors } = report.problems[0];
  const kept = keepsTag(folder, results, dataErrors);
  return {
    problem: id,
    solution: relative(root, path),
    expected: [...(tag.some.length > 0 ? tag.some : tag.each)] as Verdict[],
    got: kept.got,
    caughtBy: kept.said,
    ok: kept.ok,
    promise,
  };
}

export function formatTable(rows: VerifyRow[]): string {
  const header = ['problem', 'solution', 'expected', 'got', 'first failing test of each group'];
  const cells = rows.map((r) => [
    r.problem,
    r.solution,
    r.expected.join('|'),
    r.ok ? r.got : `${r.got} (!)`,
    r.caughtBy,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** The table, then a line on each solution that did not get what it must; true when all did. */
export function verifyReport(rows: VerifyRow[], seconds: number): { text: string; ok: boolean } {
  let text = `${formatTable(rows)}\n\n`;
  const bad = rows.filter((r) => !r.ok);
  // The rows of the data and of the programs' own tests are in parentheses: "(every input, by the validators)".
  const solutions = rows.filter((r) => !r.solution.startsWith('(')).length;
  if (bad.length === 0)
    return { text: `${text}verify: ${solutions} solutions, all as expected (${seconds.toFixed(1)} s)\n`, ok: true };
  for (const r of bad) {
    const why =
      r.fault ??
      (r.solution === INPUTS_ROW
        ? `the test data is broken or an input fails the validators (${r.caughtBy}): fix the test data`
        : r.solution.startsWith('(')
          ? `the ${r.solution.slice(1, -1)} do not hold: ${r.caughtBy}`
          : r.promise?.startsWith(TAG_PROMISE)
            ? `${r.promise} is not kept: ${r.caughtBy}`
            : r.points
              ? `${r.promise ?? 'it'} says it gets ${r.points}; it got ${r.caughtBy.split(';')[0]}, first ${r.got}`
              : r.expected.includes('AC')
                ? r.promise
                  ? `${r.promise} says it passes every test, but it got ${r.got} on ${r.caughtBy}`
                  : 'the accepted solution must pass every test'
                : r.got === 'AC'
                  ? 'the test data is too weak: strengthen the generators'
                  : r.expected.includes(r.got) && !r.caughtBy.includes(`${GROUPS.random}/`)
                    ? 'the generated test data is too weak: strengthen the generators'
                    : `caught with a verdict other than ${r.expected.join(' or ')}`);
    text += `FAILED ${r.solution}: ${why}\n`;
  }
  return { text, ok: false };
}
