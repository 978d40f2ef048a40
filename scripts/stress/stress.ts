// The stress loop: random small cases from fast-check (which also shrinks what fails), guided cases in between,
// each compared with the expected answer; a failure is then shrunk further by removing nodes, edges, cells and letters.
import fc from 'fast-check';
import { explainAnswerLine, shortLine } from '../../judge/explain/index.ts';
import { UserError } from '../../judge/base/index.ts';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type InputFormat, Rng, type StressSubject } from '../../problems/_authoring/index.ts';
import { judge, type TestResult } from '../../judge/core/index.ts';
import { acceptedFile, loadProblem, loadSolvers, testKey } from '../../judge/registry/index.ts';
import type { ProgramSource } from '../../judge/build/index.ts';
import { judgeRunsHere } from '../../judge/sandbox/index.ts';
import { Candidate } from './candidate.ts';
import { CaseChecker, type Expected, type Failure, type FailureKind } from './case-checker.ts';
/** Cases per fast-check round and per guided round; the two alternate. */
const ROUND = 200;

export interface StressOptions {
  root: string;
  id: string;
  /**
   * The solution: a file in any language the judge takes, a shell command (run after `compile`, once), or a bundle
   * made already (a mutant's, for npm run mutants --strengthen).
   */
  solution: ProgramSource | BundleSource;
  seed: number;
  /** Stop after this long (ms) or this many cases, whichever comes first. */
  timeMs: number;
  runs: number;
  onProgress?: (tried: number, elapsedMs: number) => void;
  /** Leave out the guided cases (the benchmark measures fast-check's small random cases alone). */
  randomOnly?: boolean;
  /**
   * First try every case of the subject's `exhaustive` list, in its order, whatever the budget; `runs` and `timeMs`
   * count the random cases after it. Ignored where the subject has no such list.
   */
  exhaustive?: boolean;
  /**
   * Expected answers by input, kept across runs: the same seed draws the same cases for every mutant until one
   * fails, so each is answered by the solvers once.
   */
  expected?: Map<string, Expected>;
  /** false: a case far slower than the accepted solution is no failure (a mutant that is only slower on a small case). */
  speed?: boolean;
  /** Aborting ends the search as a spent budget does (Ctrl-C, or the command's launcher gone). */
  signal?: AbortSignal;
  /**
   * When the budget finds nothing, judge the problem's own tests too (npm run stress; the judge remembers unchanged
   * results): a test that fails has its cases checked, smallest test first, and the first that fails alone is
   * shrunk as a found case would be (source 'test'); StressResult.tests says how many failed.
   */
  fromTests?: boolean;
  /** Told when the problem's tests start to be judged (fromTests), for the progress shown. */
  onJudgingTests?: () => void;
  /** While a failing case is shrunk, every 200 ms or so: its size now, the smaller variants tried, the time so far. */
  onShrink?: (size: string, tried: number, elapsedMs: number) => void;
}

/** The problem's own tests as the judge found them, when stress's cases found nothing (StressOptions.fromTests). */
export interface TestsTried {
  total: number;
  failing: number;
  /** The smallest failing test ("group/name", by its input's size) and its verdict; null when none failed. */
  smallest: { key: string; verdict: string } | null;
}

export type { Expected, FailureKind };

/** A CommonJS bundle that exports solve (on an interactive problem, one that plays the jury), loaded as it is. */
export interface BundleSource {
  bundle: string;
}

export interface StressResult {
  found: boolean;
  seed: number;
  casesTried: number;
  /** Of casesTried, those of the exhaustive list (when it was asked for). */
  listedCases?: number;
  /** Time until a failing case was found (or the whole run, when none was); shrinking comes after. */
  elapsedMs: number;
  shrinkMs?: number;
  /** How many smaller variants shrinking tried (each checked as a case). */
  shrinkTried?: number;
  /** Shrinking stopped at its budget (SHRINK_BUDGET_MS) or when asked to stop: a smaller case may still fail. */
  shrinkStopped?: boolean;
  failure?: FailureKind;
  input?: string;
  expected?: string;
  actual?: string;
  /** Size of the case as first found and after shrinking, e.g. "9 nodes, 14 edges". */
  foundSize?: string;
  size?: string;
  /** Whether shrinking made the case smaller at all (false: no smaller failing case was found). */
  shrunk?: boolean;
  /**
   * How the failing case was found: a random case from fast-check, a guided one, one of the exhaustive list, or a case
   * of one of the problem's tests (`test` names it) when stress's own found nothing.
   */
  source?: 'random' | 'guided' | 'exhaustive' | 'test';
  /** The test whose case was shrunk ("group/name"), for source 'test'. */
  test?: string;
  /** With StressOptions.fromTests, when stress's own cases found nothing: the problem's tests, judged. */
  tests?: TestsTried;
  /** Why the expected answer of the shrunk case is right, where the problem explains answers. */
  explanation?: { headline: string; line: string };
  /**
   * Where the problem's explainer answers the shrunk case otherwise than the expected answer: its answer. A fault of
   * the problem (its explainer), never the candidate's.
   */
  explainerAnswers?: string;
}

export async function stress(options: StressOptions): Promise<StressResult> {
  const problem = await loadProblem(options.root, options.id);
  const subject = problem.stress;
  if (!subject)
    throw new UserError(
      `${options.id}: problem.ts declares no stress subject (stress), so there is nothing to draw cases from`,
    );
  if (problem.checkerProgram)
    throw new UserError(
      `${options.id}: its checker is a program, and stress checks thousands of cases in-process: declare a checker function to stress it`,
    );
  if (options.exhaustive && !subject.exhaustive)
    throw new UserError(`${options.id}: its stress subject has no exhaustive list of cases to try`);
  // An interactive problem's cases need no solver: the jury says whether the game went as it must.
  const solvers = problem.interaction ? null : await loadSolvers(options.root, options.id);
  const { solution } = options;
  const candidate =
    'bundle' in solution
      ? await Candidate.forModule(options.root, problem, solution.bundle)
      : await Candidate.load(options.root, problem, solution);
  const checker = new CaseChecker(
    problem,
    subject,
    solvers,
    candidate,
    () => Candidate.load(options.root, problem, { file: acceptedFile(options.root, options.id) }),
    { expected: options.expected, speed: options.speed ?? true },
  );
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let lastProgress = 0;
  let shrinking = false;
  const check = (value: unknown, slowOnly = false) => {
    if (options.onProgress && !shrinking && performance.now() - lastProgress > 200) {
      lastProgress = performance.now();
      options.onProgress(checker.tried, elapsed());
    }
    return checker.check(value, slowOnly);
  };
  try {
    const listed = options.exhaustive ? await tryEvery(subject, check, options.signal) : null;
    // The random budget starts where the exhaustive list ends.
    const listedCases = checker.tried;
    const listedMs = elapsed();
    const budget = {
      casesLeft: () => options.runs - (checker.tried - listedCases),
      msLeft: () => options.timeMs - (elapsed() - listedMs),
      spent: () =>
        checker.tried - listedCases >= options.runs ||
        elapsed() - listedMs >= options.timeMs ||
        options.signal?.aborted === true,
    };
    let found = listed ?? (await findFailure(subject, options, check, budget));
    const casesTried = checker.tried;
    // The search's own time; judging the tests, when it comes to that, is before shrinking but not part of it.
    const searchMs = elapsed();
    let foundAfterMs = searchMs;
    const listing = options.exhaustive ? { listedCases: Math.min(listedCases, casesTried) } : {};
    let tests: TestsTried | undefined;
    // Where the judge cannot run (native Windows refuses it), stress of a solve() still runs, without the tests.
    const judgeTests = options.fromTests && judgeRunsHere() && !('bundle' in solution);
    if (found === null && judgeTests && !options.signal?.aborted) {
      options.onJudgingTests?.();
      const fromTests = await failingTestCase(options, solution, problem.input, check);
      tests = fromTests.tests;
      found = fromTests.found;
      foundAfterMs = elapsed();
    }
    if (found === null) return { found: false, seed: options.seed, casesTried, elapsedMs: searchMs, ...listing, tests };
    const slowOnly = found.failure.kind === 'too slow';
    // As found, before shrinking (which may work on the value itself).
    const foundInput = subject.format(found.value);
    const foundSize = subject.describe(found.value);
    shrinking = true; // the search's progress stops; shrinking says its own
    const shrinkStarted = elapsed();
    let lastShrinkSaid = 0;
    const shrinkEnds = shrinkStarted + SHRINK_BUDGET_MS;
    const {
      value: minimal,
      tried: shrinkTried,
      stopped: shrinkStopped,
    } = await shrink(
      subject,
      found.value,
      async (v) => (await check(v, slowOnly)) !== null,
      (tried, current) => {
        if (!options.onShrink || elapsed() - lastShrinkSaid < 200) return;
        lastShrinkSaid = elapsed();
        options.onShrink(subject.describe(current), tried, elapsed() - shrinkStarted);
      },
      () => elapsed() >= shrinkEnds || options.signal?.aborted === true,
    );
    const failure = (await check(minimal, slowOnly)) ?? found.failure;
    const explained = await explainAnswerLine(options.root, options.id, subject.format(minimal), 1);
    return {
      found: true,
      seed: options.seed,
      casesTried,
      ...listing,
      elapsedMs: searchMs,
      shrinkMs: elapsed() - foundAfterMs,
      shrinkTried,
      ...(shrinkStopped ? { shrinkStopped } : {}),
      failure: failure.kind,
      input: subject.format(minimal),
      expected: failure.expected,
      actual: failure.actual,
      foundSize,
      size: subject.describe(minimal),
      shrunk: subject.format(minimal) !== foundInput,
      source: found.source,
      test: found.test,
      tests,
      explanation: explained
        ? { headline: explained.headline, line: shortLine(explained, problem.game === true) }
        : undefined,
      ...(explained &&
      !problem.interaction &&
      explained.answer.trim() !== (failure.expected.trim().split('\n')[0] ?? '').trim()
        ? { explainerAnswers: explained.answer.trim() }
        : {}),
    };
  } finally {
    await candidate.close();
    await checker.close();
  }
}

interface Found {
  value: unknown;
  source: 'random' | 'guided' | 'exhaustive' | 'test';
  failure: Failure;
  test?: string;
}

/**
 * How long shrinking goes on, after the search: a case of 200,000 values tries up to that many variants at its last
 * step, each a run of both solvers and the candidate; past this, the smallest failing case so far is reported.
 */
const SHRINK_BUDGET_MS = 30_000;

/** How many of the smallest failing tests have their cases checked one by one. */
const TESTS_TO_TRY = 5;

/**
 * The problem's tests judged with the solution, as `npm run judge` would (its remembered results reused), and the
 * first case that fails alone in stress's check among the cases of the smallest failing tests (by input size).
 */
async function failingTestCase(
  options: StressOptions,
  solution: ProgramSource,
  input: InputFormat<unknown> | undefined,
  check: (value: unknown) => Promise<Failure | null>,
): Promise<{ tests: TestsTried; found: Found | null }> {
  const report = await judge({
    root: options.root,
    problemIds: [options.id],
    ...('file' in solution ? { solution: solution.file } : { command: solution.command, compile: solution.compile }),
    remember: 'use',
    signal: options.signal,
  });
  const results = report.problems[0]?.results ?? [];
  const size = (r: TestResult) => statSync(resolve(options.root, r.input)).size;
  const failing = results.filter((r) => r.verdict !== 'AC').sort((a, b) => size(a) - size(b));
  const tests: TestsTried = {
    total: results.length,
    failing: failing.length,
    smallest: failing.length > 0 ? { key: testKey(failing[0]), verdict: failing[0].verdict } : null,
  };
  if (input === undefined) return { tests, found: null };
  for (const r of failing.slice(0, TESTS_TO_TRY)) {
    const cases = input.read(readFileSync(resolve(options.root, r.input), 'utf8'));
    for (const value of cases) {
      if (options.signal?.aborted) return { tests, found: null };
      const failure = await check(value);
      if (failure !== null) return { tests, found: { value, source: 'test', failure, test: testKey(r) } };
    }
  }
  return { tests, found: null };
}

/** Every case of the subject's exhaustive list in order, until one fails twice (see findFailure) or the signal. */
async function tryEvery(
  subject: StressSubject<unknown>,
  check: (value: unknown) => Promise<Failure | null>,
  signal: AbortSignal | undefined,
): Promise<Found | null> {
  for (const value of subject.exhaustive?.() ?? []) {
    if (signal?.aborted) return null;
    if ((await check(value)) === null) continue;
    const failure = await check(value);
    if (failure !== null) return { value, source: 'exhaustive', failure };
  }
  return null;
}

/**
 * Rounds of fast-check's random cases and of guided ones, in turn, until a case fails or the budget is spent. A
 * failure must happen again when the case is checked again: one that does not was the machine (a stall that passed
 * a timeout), not the solution, and the search goes on.
 */
async function findFailure(
  subject: StressSubject<unknown>,
  options: StressOptions,
  check: (value: unknown) => Promise<Failure | null>,
  budget: { casesLeft: () => number; msLeft: () => number; spent: () => boolean },
): Promise<Found | null> {
  const nextGuided = subject.guided(new Rng(options.seed));
  for (let round = 0; !budget.spent(); round++) {
    let suspect: { value: unknown; source: Found['source'] } | null = null;
    // A round stops early when the time is up (a program run a process per case may take a second a case); the
    // cases tried so far stay the same for the same seed, so --runs with their count replays them.
    const msLeft = budget.msLeft();
    const random = await fc.check(
      fc.asyncProperty(subject.arbitrary, async (value) => (await check(value)) === null),
      {
        seed: options.seed + round,
        numRuns: Math.min(ROUND, budget.casesLeft()),
        ...(Number.isFinite(msLeft) ? { interruptAfterTimeLimit: Math.max(1, msLeft) } : {}),
      },
    );
    if (random.failed && random.counterexample) suspect = { value: random.counterexample[0], source: 'random' };
    for (let k = 0; suspect === null && k < ROUND && !budget.spent() && !options.randomOnly; k++) {
      const value = nextGuided();
      if ((await check(value)) !== null) suspect = { value, source: 'guided' };
    }
    if (suspect === null) continue;
    const failure = await check(suspect.value);
    if (failure !== null) return { ...suspect, failure };
  }
  return null;
}

/**
 * Greedy: take the first smaller variant that still fails, until none does, or until `stop` says so (the smallest
 * failing case so far is kept). The variants are taken one at a time from the subject's iterable, so a long case's
 * n variants are never held at once; `said` hears each one tried.
 */
async function shrink<T>(
  subject: StressSubject<T>,
  value: T,
  stillFails: (value: T) => Promise<boolean>,
  said: (tried: number, current: T) => void,
  stop: () => boolean,
): Promise<{ value: T; tried: number; stopped: boolean }> {
  let current = value;
  let tried = 0;
  for (let improved = true; improved; ) {
    improved = false;
    for (const smaller of subject.smaller(current)) {
      if (stop()) return { value: current, tried, stopped: true };
      tried++;
      said(tried, current);
      if (await stillFails(smaller)) {
        current = smaller;
        improved = true;
        break;
      }
    }
  }
  return { value: current, tried, stopped: false };
}
