// The judge: makes each solution a program, runs it on every test in its own process, decides verdicts; returns data.
import { availableParallelism } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';
import type { ProblemLimits } from '../../problems/_authoring/index.ts';
import {
  buildProblem,
  bundledOrCompileError,
  isTypeScript,
  languageOf,
  typeCheck,
  type Exchange,
  exchangeLines,
  prepareProgram,
  type Program,
  programSources,
  runChecker,
  runInteractive,
  type RunOutcome,
  runProgram,
} from '../run/index.ts';
import { refuseWhereUnstoppable, type Sandbox, sandboxFor, sandboxRecord } from '../sandbox/index.ts';
import {
  acceptedFile,
  defaultWallMs,
  groupSetting,
  juryFile,
  loadProblem,
  loadSuite,
  namedOrAll,
  testKey,
  type DataError,
  type Problem,
  type TestOrder,
} from '../registry/index.ts';
import { shownFrom, UsageError, UserError, readTestText } from '../base/index.ts';
import {
  decideInteractive,
  decideLimits,
  decideOutput,
  decideVerdict,
  type Decision,
  mapBundlePositions,
  type OutputCheck,
  runtimeErrorReason,
  type Verdict,
} from '../verdict/index.ts';
import { explainAnswerLine, explainPlayedGame, shortLine } from '../explain/index.ts';
import { answersFirst, disagreement } from './answers-first.ts';
import { untrustedFile } from './untrusted.ts';
import { groupMembers, type ProblemScore, type ScoredTest, ScoreTracker } from './score.ts';
import { selectionFlags, selects, type TestSelection } from './select.ts';
import {
  problemIdentity,
  problemSources,
  programIdentity,
  rememberedDir,
  ResultMemory,
  testIdentity,
} from './remembered.ts';

export interface JudgeOptions {
  /** The root: the folder holding problems/, solutions/ and testdata/ (this kit's own, or another laid out so). */
  root: string;
  /** Problems to judge; empty means all. Problems given a file in `solutions` are judged too. */
  problemIds: string[];
  /**
   * Judge this file instead of solutions/<id>.ts on each problem named in problemIds (at least one): .ts/.js
   * bundled, other languages compiled.
   */
  solution?: string;
  /** A file per problem id instead of its accepted solution; the others keep theirs. */
  solutions?: Readonly<Record<string, string>>;
  /** Judge this shell command instead on each problem named in problemIds (at least one), after `compile` once. */
  command?: string;
  compile?: string;
  /** Tests run at once; defaults to the number of cores. */
  jobs?: number;
  /** Aborting kills the running solutions; the report holds what finished. */
  signal?: AbortSignal;
  /** Limits that replace the problem's own, e.g. to try a solution under a slower judge's budget. */
  limits?: LimitOverrides;
  /** Tests ("group/name") to run before the others, e.g. the ones that failed last time; the report's order stays. */
  runFirst?: ReadonlySet<string>;
  /**
   * A TypeScript solution is type-checked first (tsc, the kit's strict settings: judge/run/typecheck.ts), a type error
   * being CE as on the judges that compile TypeScript; false: esbuild's leniency, types not checked.
   */
  typecheck?: boolean;
  /** Only these tests ("group/name") are judged (the live page's "judge failed only"); the report holds them alone. */
  only?: ReadonlySet<string>;
  /** Told of each test as it finishes, for a progress display; the report is the same without it. */
  onResult?: (event: ResultEvent) => void;
  /**
   * Answers first: a solve() in TypeScript or JavaScript answers every test in warm workers before the faithful
   * run, each verdict told here at once (result.provisional); the report is still the faithful run's alone.
   */
  onProvisional?: (event: ResultEvent) => void;
  /** With onProvisional: a problem that gets no answers first (or no more of them), and why. */
  onAnswersFirstOff?: (problem: string, reason: string) => void;
  /** In each group, stop at the first test (in suite order) that is not AC: shows which data catches a wrong solution. */
  stopAtFirstFailure?: boolean;
  /**
   * Stop each problem at its first test (in suite order) that is not AC, as an ICPC judge does (--bail): the tests
   * after it are not started, any already running are stopped, and the report says how many were left
   * (ProblemReport.bailed).
   */
  bail?: boolean;
  /**
   * A problem scored in points runs every test, also those of a group that can no longer gain (--run-all); by
   * default, as on a real judge, they are not run (GroupScore.notRun).
   */
  runAll?: boolean;
  /** Only the tests these filters pick (--test, --group: select.ts); none picked in any problem is a UsageError. */
  select?: TestSelection;
  /** The tests' order within each group (and of the groups): the kit's natural order, or Kattis's (see TestOrder). */
  order?: TestOrder;
  /**
   * Faithful results remembered by content (remembered.ts), kept in the root's dist/.judge/remembered/: 'use' reports
   * a test whose key is unchanged from memory (result.remembered) and keeps every new result; 'fresh' runs every
   * test and keeps the results. Absent: every test runs and nothing is kept.
   */
  remember?: 'use' | 'fresh';
  /**
   * Every submitted program runs in the sandbox this system can enforce (run/sandbox.ts: no files but its own, no
   * network, no signals out); false: with the user's rights (--no-sandbox). The problem's jury, checker and
   * validators are trusted and never sandboxed.
   */
  sandbox?: boolean;
  /**
   * The files named (solution, solutions) are someone else's code (--untrusted): each may import nothing of the kit
   * or the root, not even solutions/lib/, only its own file or folder (run/confined-imports.ts). The accepted
   * solution judged where none is named is the kit's own, and keeps its imports.
   */
  untrusted?: boolean;
}

/** Limits that replace the problem's own; a missing wallMs follows a given timeMs by the rule for a missing cap. */
export type LimitOverrides = Partial<ProblemLimits>;

export interface TestResult {
  group: string;
  name: string;
  /** Reported from an earlier run whose key was the same (remembered.ts): not run this time. */
  remembered?: true;
  /** A verdict from the warm answers-first pass, before the faithful run: AC, WA or RE, nothing measured. */
  provisional?: true;
  /** The faithful run answered otherwise than the warm pass (a solution that keeps state between cases). */
  disagreement?: string;
  /** Path of the input, relative to the root. */
  input: string;
  verdict: Verdict;
  /** CPU time in ms; null where it could not be measured (then no verdict rests on it). */
  cpuMs: number | null;
  wallMs: number;
  /** Of the wall time, the part the program was ready to run and waited for a core; null where not measured. */
  waitedMs: number | null;
  /** The wall time counted against the cap: the program's own (in a game, its turns), less its wait for a core. */
  countedWallMs: number;
  /** The process was stopped by the wall-clock cap (it waited or slept), not by the CPU limit. */
  wallTimeExceeded: boolean;
  /** OLE for files: what it wrote in its scratch folder passed the sandbox's limit (RunOutcome.filesExceeded). */
  filesExceeded?: RunOutcome['filesExceeded'];
  /** Peak resident memory in KiB; null where it could not be measured. */
  peakRssKb: number | null;
  diff?: Decision['diff'];
  checkerReason?: string;
  /** In an interactive test, the checker judged what the interactor wrote to tout (testlib's contract): its reason. */
  toutChecked?: true;
  /** A checker's partial credit: the fraction of the test's score it earned, or its points (CheckResult). */
  score?: number;
  points?: number;
  /** The first OUTPUT_HEAD_BYTES of the output, for reports that show it (not in --json). */
  outputHead: string;
  /** Under a WA in a file of several cases, one answer line each: the failing line's case, as the input writes it. */
  caseInput?: string;
  /** Under a WA: why the expected answer is right (the failing case's line of play), where the problem explains. */
  explanation?: ExplanationSummary;
  exitCode: number | null;
  signal: string | null;
  /**
   * Under an RE: what it died of, in one line (runtimeErrorReason: the thrown error and where, in the submission's
   * own file; the signal's meaning for native code).
   */
  errorReason?: string;
  /** The end of its stderr, positions in the judge's bundle told in the submission's own files. */
  stderrTail: string;
  /** An interactive test's exchange, in order (see judge/run/run-interactive.ts), and the bytes of it not kept. */
  transcript?: Exchange[];
  transcriptDropped?: number;
  /** Its scratch folder could not be removed (RunOutcome.scratchLeft): the line that says where and what to do. */
  scratchLeft?: string;
}

/** How much of each test's output a report keeps. */
export const OUTPUT_HEAD_BYTES = 64 * 1024;

export interface ResultEvent {
  problem: string;
  result: TestResult;
  /** Tests finished so far (this one included), tests to run in all, and how many finished tests are not AC. */
  done: number;
  total: number;
  failed: number;
}

export interface ExplanationSummary {
  /** The answer line whose case is explained (1-based). */
  answerLine: number;
  headline: string;
  /** The line of play in one line: the first and last moves and the length, for long games. */
  line: string;
}

export interface ProblemReport {
  problem: Problem;
  /** What was made to judge: the program run (first), and for the accepted solution the other submission files. */
  programs: Program[];
  /** CE: the solution does not compile; the compiler's first lines. No test is run. */
  compileError?: string;
  results: TestResult[];
  dataErrors: DataError[];
  /**
   * The source files the results depend on, as absolute paths: the programs' (the solution's bundle inputs or its
   * file, the jury's, the checker's) and the problem definition's and explainer's, through their imports. Its test
   * data (testdata/<id>/) and its folder (problems/<id>/) are the problem's too.
   */
  sources: string[];
  /** With JudgeOptions.bail, where the problem stopped: the first failing test, and how many tests were not run. */
  bailed?: { at: string; left: number };
  /**
   * A TypeScript or JavaScript file that exports no solve() (run as a program) and printed nothing on any test: the
   * one line the reports give instead of a WA per test, saying what to write.
   */
  printsNothing?: string;
  /**
   * A problem scored in points (ProblemDefinition.scoring): its points of its most, group by group. A pass-fail
   * problem has none.
   */
  score?: ProblemScore;
  /** With `score`: each scoring group's tests, by key, to score again results put together from several runs. */
  scoreMembers?: string[][];
}

export interface ProblemError {
  problem: string;
  /** Names the file at fault. */
  message: string;
}

export interface JudgeReport {
  problems: ProblemReport[];
  /**
   * Problems that could not be judged at all: an unknown id, a problem.ts that does not load or declares a bad field,
   * a solution that does not bundle.
   */
  errors: ProblemError[];
  /** True when judging was stopped before every test ran. */
  interrupted: boolean;
  /** The sandbox the submitted programs ran in: what it enforced ("files, network, signals", or "off"), and what not. */
  sandbox: { enforced: string; notEnforced: string | null };
}

/** Every test AC, no broken data, nothing skipped. */
export function allAccepted(report: JudgeReport): boolean {
  return (
    !report.interrupted &&
    report.errors.length === 0 &&
    report.problems.every(
      (p) =>
        p.compileError === undefined &&
        p.dataErrors.length === 0 &&
        p.results.length > 0 &&
        p.results.every((r) => r.verdict === 'AC'),
    )
  );
}

export interface QueuedTest {
  report: ProblemReport;
  /** The solve() module the warm pass loads, where the program is a bundled solve(). */
  warmSource?: string;
  /** The warm pass's answer, for the faithful run to be held to. */
  warmOutput?: string;
  program: Program;
  /** An interactive problem's jury, run as the interactor. */
  interactor?: Program;
  /** The problem's checker program, where it has one. */
  checker?: Program;
  slot: number;
  group: string;
  name: string;
  input: string;
  answer: string;
  /** The input and the answer as read when the suite was loaded, for the checker and the explanation. */
  inputText: string;
  answerText: string;
  /** The test's key in the memory of results, where its results can be remembered. */
  memoryKey?: string;
  /** Its result from that memory: the test is not run. */
  remembered?: TestResult;
}

export async function judge(options: JudgeOptions): Promise<JudgeReport> {
  refuseWhereUnstoppable('the judge');
  const { root } = options;
  const sandbox = sandboxFor(options.sandbox === false, root);
  const mapped = Object.keys(options.solutions ?? {});
  if ((options.solution !== undefined || options.command !== undefined) && options.problemIds.length === 0) {
    throw new UserError(
      `--${options.command !== undefined ? 'command' : 'solution'} needs the problem it solves: name its id (or give --solution ID=FILE)`,
    );
  }
  if (options.solution !== undefined && options.command !== undefined)
    throw new UserError('give --solution FILE or --command, not both');
  // The problems named, or all; a problem given a file is judged too.
  const ids = [...new Set([...namedOrAll(root, options.problemIds), ...mapped])];
  if (ids.length === 0) throw new UserError(`no problems found under ${join(root, 'problems')}`);
  // The TypeScript solutions' type checks start now, in the checker's own process, while the problems are prepared.
  const typeChecks = startTypeChecks(ids, options);
  const reports: ProblemReport[] = [];
  const errors: ProblemError[] = [];
  const queue: QueuedTest[] = [];
  const groupsSeen = new Set<string>();
  const trackers = new Map<ProblemReport, ScoreTracker>();
  for (const id of ids) {
    const prepared = await prepareProblem(id, options, sandbox);
    if ('message' in prepared) errors.push(prepared);
    else {
      const { only, select } = options;
      // A solution that does not compile has no tests to score (the report says CE).
      const scoring = prepared.queue.length > 0 ? prepared.report.problem.scoring : undefined;
      const members = scoring
        ? groupMembers(
            scoring,
            prepared.queue.map((t) => ({ key: testKey(t), group: t.group, input: t.inputText })),
          )
        : null;
      if (members && 'error' in members) {
        errors.push({ problem: id, message: `${join('problems', id, 'problem.ts')}: ${members.error}` });
        continue;
      }
      // A run of some tests only scores what it ran, and stops none: there is no whole group to decide.
      if (scoring && members)
        trackers.set(
          prepared.report,
          new ScoreTracker(
            scoring,
            members.members,
            options.runAll === true || only !== undefined || select !== undefined,
            only !== undefined || select !== undefined,
          ),
        );
      reports.push(prepared.report);
      for (const t of prepared.queue) groupsSeen.add(t.group);
      queue.push(
        ...prepared.queue.filter(
          (t) => (!only || only.has(testKey(t))) && (!select || selects(select, t.group, testKey(t))),
        ),
      );
    }
  }
  if (options.select && queue.length === 0 && reports.length > 0)
    throw new UsageError(
      `no test matches ${selectionFlags(options.select)} in ${reports.map((r) => r.problem.id).join(', ')} ` +
        `(groups: ${[...groupsSeen].join(', ')})`,
    );
  const checks = gateOnTypeChecks(reports, typeChecks, options.signal);
  const memory = options.remember ? new ResultMemory(rememberedDir(root)) : null;
  if (memory && options.remember === 'use')
    for (const queued of queue) {
      const kept = queued.memoryKey === undefined ? undefined : memory.recall(queued.memoryKey);
      if (kept) queued.remembered = { ...kept, remembered: true };
    }
  // Remembered results are told first, then tests asked for first run first (a stable sort keeps the rest in suite
  // order); results keep their slots.
  const first = options.runFirst ?? new Set<string>();
  const rank = (t: QueuedTest) => (t.remembered ? 2 : first.has(testKey(t)) ? 1 : 0);
  queue.sort((a, b) => rank(b) - rank(a));
  if (options.onProvisional && !options.signal?.aborted) {
    const answers = await answersFirst(
      queue.filter((t) => !t.remembered),
      options,
      sandbox,
    );
    for (const queued of queue) queued.warmOutput = answers.get(queued);
  }
  const slots = await runQueue(queue, options, memory, sandbox, trackers);
  await Promise.all(checks);
  memory?.prune();
  for (const report of reports) {
    report.results = (slots.get(report) ?? []).filter((r): r is TestResult => r !== undefined);
    if (report.compileError !== undefined) Object.assign(report, { programs: [], results: [] });
    const silent = printsNothing(report, root);
    if (silent) report.printsNothing = silent;
    const tracker = trackers.get(report);
    if (tracker && report.compileError === undefined) {
      report.score = tracker.score();
      report.scoreMembers = tracker.members.map((keys) => [...keys]);
    }
  }
  return {
    problems: reports,
    errors,
    interrupted: options.signal?.aborted === true,
    sandbox: sandboxRecord(sandbox),
  };
}

/**
 * The program to judge: this problem's own file first, then what serves every problem named (a file, or a command),
 * else the accepted solution, built as the submission files (the stdin bundle first, then the paste form).
 */
async function prepareSolution(
  problem: Problem,
  options: JudgeOptions,
  sandbox: Sandbox,
): Promise<{ programs: Program[]; source?: string } | { compileError: string }> {
  const { root } = options;
  const own = options.solutions?.[problem.id];
  let file = own ?? options.solution;
  if (own === undefined && options.command !== undefined) {
    const prepared = await prepareProgram(
      { command: options.command, compile: options.compile, cwd: root },
      problem,
      '',
      sandbox,
    );
    return 'compileError' in prepared ? prepared : { programs: [prepared.program] };
  }
  if (file === undefined) {
    // An accepted solution in another language (an imported package's) is compiled, not bundled.
    const accepted = acceptedFile(root, problem.id);
    if (languageOf(accepted) === null) {
      const built = await bundledOrCompileError(() => buildProblem(root, problem));
      return 'compileError' in built ? built : { programs: built, source: accepted };
    }
    file = accepted;
  }
  const bundleFile = join(root, 'dist', '.judge', `${problem.id}--${basename(file, extname(file))}.js`);
  const untrusted = untrustedFile(problem.id, options);
  const prepared = await prepareProgram({ file, untrusted }, problem, bundleFile, sandbox);
  return 'compileError' in prepared ? prepared : { programs: [prepared.program], source: file };
}

/**
 * The type check of each problem whose solution is a TypeScript file, by problem id (a file that serves several
 * problems is checked once). None with typecheck: false.
 */
function startTypeChecks(ids: string[], options: JudgeOptions): Map<string, Promise<string | null>> {
  const checks = new Map<string, Promise<string | null>>();
  if (options.typecheck === false) return checks;
  const byFile = new Map<string, Promise<string | null>>();
  for (const id of ids) {
    const file = solutionFileOf(id, options);
    if (file === undefined || !isTypeScript(file)) continue;
    let check = byFile.get(file);
    if (!check) {
      check = typeCheck(file, [options.root], options.signal, untrustedFile(id, options));
      // Awaited only for a problem that bundled; a failure is the report's then, not an unhandled rejection.
      check.catch(() => {});
      byFile.set(file, check);
    }
    checks.set(id, check);
  }
  return checks;
}

/**
 * Each report's type check, awaited alongside its tests rather than before them: a type error makes the report CE as
 * soon as it is known (its tests not yet started are not run, those finished are dropped), and a solution that
 * type-checks costs the check's time only where the cores are busy. A check a stopped run never began leaves its
 * report as it is (interrupted).
 */
function gateOnTypeChecks(
  reports: ProblemReport[],
  checks: Map<string, Promise<string | null>>,
  signal: AbortSignal | undefined,
): Promise<void>[] {
  return reports.flatMap((report) => {
    const check = checks.get(report.problem.id);
    if (!check || report.compileError !== undefined || report.programs[0]?.kind !== 'node') return [];
    return [
      check.then(
        (errors) => {
          if (errors !== null) report.compileError = errors;
        },
        (error: unknown) => {
          if (!signal?.aborted) throw error;
        },
      ),
    ];
  });
}

/** Loads and bundles one problem and reads its tests; a problem that cannot be judged at all is one error. */
async function prepareProblem(
  id: string,
  options: JudgeOptions,
  sandbox: Sandbox,
): Promise<{ report: ProblemReport; queue: QueuedTest[] } | ProblemError> {
  const { root } = options;
  let problem: Problem;
  let programs: Program[];
  let interactor: Program | undefined;
  let checker: Program | undefined;
  let warmSource: string | undefined;
  let sources: string[];
  let identity: string[] | null;
  try {
    problem = withLimits(await loadProblem(root, id), options.limits);
    const loaded = problem;
    // Made side by side (esbuild builds in parallel); a failure is told in this order, whichever came first.
    const [jury, checking, solution, definitionRead] = await Promise.allSettled([
      loaded.interaction ? prepareJury(root, loaded) : undefined,
      loaded.checkerProgram ? prepareChecker(root, loaded) : undefined,
      prepareSolution(loaded, options, sandbox),
      problemSources(root, loaded),
    ]);
    const settled = <T>(outcome: PromiseSettledResult<T>): T => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    };
    interactor = settled(jury);
    checker = settled(checking);
    const prepared = settled(solution);
    const definition = settled(definitionRead);
    if ('compileError' in prepared)
      return {
        report: {
          problem,
          programs: [],
          compileError: prepared.compileError,
          results: [],
          dataErrors: [],
          sources: compiledSources(problem, options, definition),
        },
        queue: [],
      };
    programs = prepared.programs;
    // Answers first for a bundled solve(), and for a play() where the jury is a module (bundled, wrapping jury())
    // to play it against in-process.
    const juryIsModule = interactor?.kind === 'node' && interactor.wraps === 'jury';
    const warm = problem.interaction ? (juryIsModule ? 'play' : null) : 'solve';
    if (programs[0]?.kind === 'node' && programs[0].wraps === warm) warmSource = prepared.source;
    const run = [programs[0], interactor, checker].filter((p): p is Program => p !== undefined);
    sources = [...new Set([...run.flatMap(programSources), ...definition])].sort();
    // Whether it ran sandboxed, and how, is part of a result's key: a program that reads the answers is AC without.
    identity = options.remember ? memoryParts(problem, definition, run, sandbox) : null;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { problem: id, message: error.message };
  }
  const suite = loadSuite(root, problem.id, options.order ?? problem.testOrder);
  const report: ProblemReport = { problem, programs, results: [], dataErrors: [...suite.errors], sources };
  const queue: QueuedTest[] = [];
  for (const test of suite.tests) {
    const input = readTestText(test.input);
    const answer = readTestText(test.answer);
    if ('error' in input) report.dataErrors.push({ file: relative(root, test.input), message: input.error });
    if ('error' in answer) report.dataErrors.push({ file: relative(root, test.answer), message: answer.error });
    if ('error' in input || 'error' in answer) continue;
    const { group, name } = test;
    queue.push({
      report,
      program: programs[0],
      warmSource,
      interactor,
      checker,
      slot: queue.length,
      group,
      name,
      input: test.input,
      answer: test.answer,
      inputText: input.text,
      answerText: answer.text,
      memoryKey: identity ? testIdentity(identity, testKey(test), input.text, answer.text) : undefined,
    });
  }
  return { report, queue };
}

/** The file judged as a problem's solution: its own, the one for every problem, or its accepted one; none for a command. */
function solutionFileOf(id: string, options: JudgeOptions): string | undefined {
  const own = options.solutions?.[id];
  if (own !== undefined) return resolve(own);
  if (options.command !== undefined) return undefined;
  if (options.solution !== undefined) return resolve(options.solution);
  try {
    return acceptedFile(options.root, id);
  } catch {
    return undefined; // none: preparing the problem says so
  }
}

/** What a problem whose solution does not compile depends on: the solution's file and the problem's sources. */
function compiledSources(problem: Problem, options: JudgeOptions, definition: string[]): string[] {
  const file = solutionFileOf(problem.id, options);
  return [...new Set([...(file === undefined ? [] : [file]), ...definition])].sort();
}

/** The problem's and its programs' parts of each test's key; null when one of them cannot be remembered. */
function memoryParts(problem: Problem, definition: string[], programs: Program[], sandbox: Sandbox): string[] | null {
  const parts = [problemIdentity(problem, definition), `sandbox ${sandbox.summary}`];
  for (const program of programs) {
    const identity = programIdentity(program);
    if (identity === null) return null;
    parts.push(identity);
  }
  return parts;
}

/**
 * Runs the queue, `jobs` at a time, and returns each report's results by slot. With stopAtFirstFailure, the tests
 * of a group after its earliest failing one (in suite order) are not started, and any already running are stopped
 * and their results dropped, so the report is the same however the jobs interleave; with bail, so for a problem's.
 */
async function runQueue(
  queue: QueuedTest[],
  options: JudgeOptions,
  memory: ResultMemory | null,
  sandbox: Sandbox,
  trackers: ReadonlyMap<ProblemReport, ScoreTracker>,
): Promise<Map<ProblemReport, (TestResult | undefined)[]>> {
  const slots = new Map<ProblemReport, (TestResult | undefined)[]>(queue.map((t) => [t.report, []]));
  const firstFailure = new Map<string, number>();
  // Where a failure stops the tests after it: its group (stopAtFirstFailure), or its whole problem (bail).
  const scope = (queued: QueuedTest) =>
    options.bail ? queued.report.problem.id : `${queued.report.problem.id}/${queued.group}`;
  const stopped = (index: number) => index > (firstFailure.get(scope(queue[index])) ?? Infinity);
  // A scored problem's test no group can gain from any more (score.ts), or one of a solution found not to compile.
  const need = (index: number): 'run' | 'wait' | 'skip' => {
    const queued = queue[index];
    if (stopped(index) || queued.report.compileError !== undefined) return 'skip';
    return trackers.get(queued.report)?.need(testKey(queued)) ?? 'run';
  };
  const skipped = (index: number) => need(index) === 'skip';
  // The runs under way, each stoppable alone: a bail stops those after the failure, in the same problem.
  const running = new Map<number, AbortController>();
  // Tests of a scoring group waiting for the groups it requires, and a way to wake the workers when a result comes.
  const waiting: number[] = [];
  let wake = () => {};
  let woken = new Promise<void>((done) => {
    wake = done;
  });
  const changed = () => {
    const now = wake;
    woken = new Promise<void>((done) => {
      wake = done;
    });
    now();
  };
  /** The next test to run: one that waited and may go now, else the queue's next; 'wait' while only waiting ones are left. */
  const take = (): number | 'wait' | null => {
    for (let k = 0; k < waiting.length; k++) {
      const now = need(waiting[k]);
      if (now === 'wait') continue;
      const [index] = waiting.splice(k--, 1);
      if (now === 'run') return index;
    }
    while (next < queue.length) {
      const index = next++;
      const now = need(index);
      if (now === 'run') return index;
      if (now === 'wait') waiting.push(index);
    }
    return waiting.length > 0 ? 'wait' : null;
  };
  /** A result (or broken data) for the scoring of its problem; runs no longer worth finishing are stopped. */
  const scored = (queued: QueuedTest, result: ScoredTest) => {
    const tracker = trackers.get(queued.report);
    if (!tracker) return;
    tracker.record(testKey(queued), result);
    for (const [i, run] of running) if (skipped(i)) run.abort();
  };
  let next = 0;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (!options.signal?.aborted) {
      const index = take();
      if (index === null) break;
      if (index === 'wait') {
        // A required group is still running (its tests are under way in other workers): each test's end wakes this.
        if (running.size === 0) break; // nothing left that could decide it (cannot happen: requirements go back)
        await woken;
        continue;
      }
      let goOn = true;
      try {
        goOn = await judgeOne(index);
      } finally {
        changed(); // its result recorded: a worker waiting for a required group looks again
      }
      if (!goOn) break;
    }
  };
  /** Runs one test and records its result; false when the whole run was stopped. */
  const judgeOne = async (index: number): Promise<boolean> => {
    const queued = queue[index];
    let result: TestResult | DataError;
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    running.set(index, stop);
    try {
      result = queued.remembered ?? (await runTest(options.root, queued, signal, sandbox));
    } catch (error) {
      // The input was read when the suite was loaded; one removed or made unreadable since is broken data.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EACCES' && code !== 'EISDIR') throw error;
      queued.report.dataErrors.push({
        file: relative(options.root, queued.input),
        message: `cannot read: ${code} (it changed while judging)`,
      });
      scored(queued, { verdict: 'data error' });
      return true;
    } finally {
      running.delete(index);
    }
    if (options.signal?.aborted) return false;
    if (stop.signal.aborted) return true; // stopped: no group it counts in can gain from it any more
    if (stopped(index)) return true;
    if ('message' in result) {
      queued.report.dataErrors.push(result);
      scored(queued, { verdict: 'data error' });
      return true;
    }
    // A folder left behind is this run's to report, never a later one's.
    if (memory && queued.memoryKey !== undefined && !queued.remembered && result.scratchLeft === undefined)
      memory.keep(queued.memoryKey, result);
    slots.get(queued.report)![queued.slot] = result;
    done++;
    if (result.verdict !== 'AC') failed++;
    options.onResult?.({ problem: queued.report.problem.id, result, done, total: queue.length, failed });
    scored(queued, result);
    if ((options.stopAtFirstFailure || options.bail) && result.verdict !== 'AC') {
      firstFailure.set(scope(queued), index);
      queue.forEach((t, i) => {
        if (!stopped(i)) return;
        slots.get(t.report)![t.slot] = undefined;
        running.get(i)?.abort();
      });
      if (options.bail) {
        const left = queue.filter((t, i) => i > index && t.report === queued.report).length;
        queued.report.bailed = { at: testKey(result), left };
      }
    }
    return true;
  };
  const jobs = Math.max(1, options.jobs ?? availableParallelism());
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
  return slots;
}

/** The expected answer's line of play for the case on the failing answer line, if the problem has an explainer. */
async function explainFailure(
  root: string,
  problem: Problem,
  input: string,
  answerLine: number,
): Promise<ExplanationSummary | undefined> {
  const explanation = await explainAnswerLine(root, problem.id, input, answerLine);
  if (!explanation) return undefined;
  return { answerLine, headline: explanation.headline, line: shortLine(explanation, problem.game === true) };
}

function withLimits(problem: Problem, limits: LimitOverrides | undefined): Problem {
  if (limits === undefined) return problem;
  const timeMs = limits.timeMs ?? problem.limits.timeMs;
  const wallMs = limits.wallMs ?? (limits.timeMs === undefined ? problem.limits.wallMs : defaultWallMs(timeMs));
  return {
    ...problem,
    limits: {
      timeMs,
      wallMs,
      memoryMb: limits.memoryMb ?? problem.limits.memoryMb,
      outputMb: limits.outputMb ?? problem.limits.outputMb,
    },
  };
}

/**
 * An interactive problem's jury (registry's juryFile): a TypeScript module bundled as an interactor
 * (dist/.judge/<id>--jury.js), or a program in any language the judge runs, which keeps the Kattis contract itself.
 * A missing file, a jury that does not compile, or a module that exports no jury is a UserError naming it.
 */
export async function prepareJury(root: string, problem: Problem): Promise<Program> {
  const file = juryFile(root, problem);
  const jury = join(root, 'dist', '.judge', `${problem.id}--jury.js`);
  const prepared = await prepareProgram({ file }, problem, jury, null); // the problem's own: trusted
  if ('compileError' in prepared) throw new UserError(`${relative(root, file)}: ${prepared.compileError}`);
  const { program } = prepared;
  const module = file.endsWith('.ts');
  if (module && (program.kind !== 'node' || program.wraps !== 'jury'))
    throw new UserError(`${relative(root, file)}: an interactive problem's jury must export jury(input, answer)`);
  if (!module && program.kind === 'node' && program.wraps !== null)
    throw new UserError(`${relative(root, file)}: a jury program reads its files itself: export nothing`);
  return program;
}

/** The problem's checker program, compiled or bundled as a solution is; one that does not compile is a UserError. */
export async function prepareChecker(root: string, problem: Problem): Promise<Program> {
  const file = problem.checkerProgram!.program;
  const bundleFile = join(root, 'dist', '.judge', `${problem.id}--checker.js`);
  const prepared = await prepareProgram({ file }, problem, bundleFile, null); // the problem's own: trusted
  if ('compileError' in prepared) throw new UserError(`${relative(root, file)}: ${prepared.compileError}`);
  return prepared.program;
}

/** What a run of one of the problem's tests is held to, in the units the run and the verdict take. */
function testLimits(problem: Problem) {
  const { timeMs, wallMs, memoryMb, outputMb } = problem.limits;
  return { timeMs, wallMs, memoryKb: memoryMb * 1024, outputBytes: outputMb * 1024 * 1024 };
}

/** An interactive test: the solution against the jury; a jury that breaks its contract is the test data's error. */
async function runExchange(
  root: string,
  queued: QueuedTest & { interactor: Program },
  signal: AbortSignal | undefined,
  sandbox: Sandbox,
): Promise<TestResult | DataError> {
  const { problem } = queued.report;
  const limits = testLimits(problem);
  const outcome = await runInteractive({
    solution: queued.program,
    interactor: queued.interactor,
    inputFile: queued.input,
    answerFile: queued.answer,
    // A jury program's arguments: the group's (an imported package's output_validator_args), else the problem's.
    args: groupSetting(problem, queued.group, 'outputValidatorArgs') ?? problem.interaction!.args,
    ...limits,
    idleMs: problem.interaction!.idleMs,
    contract: problem.interaction!.contract,
    signal,
    sandbox,
  });
  let decision = decideInteractive(outcome, limits, problem.interaction!.contract);
  let toutChecked = false;
  if ('failure' in decision)
    return { file: relative(root, juryFile(root, problem)), message: `on ${testKey(queued)}: ${decision.failure}` };
  // A testlib interactor that accepted hands what it wrote to tout to the checker, which decides, as Polygon does.
  if (decision.verdict === 'AC' && outcome.interactor.tout !== null && queued.checker) {
    const checked = await runChecker({
      program: queued.checker,
      contract: problem.checkerProgram!.contract,
      inputFile: queued.input,
      answerFile: queued.answer,
      output: outcome.interactor.tout,
      args: problem.checkerProgram!.args,
      signal,
    });
    if ('failure' in checked)
      return {
        file: relative(root, problem.checkerProgram!.program),
        message: `on ${testKey(queued)}: ${checked.failure}`,
      };
    decision = decideOutput(outcome.interactor.tout, queued.answerText, () => checked.verdict);
    toutChecked = true;
  }
  const played =
    decision.verdict === 'WA'
      ? await explainPlayedGame(root, problem.id, queued.inputText, exchangeLines(outcome.transcript))
      : null;
  return {
    ...resultOf(root, queued, outcome.solution, decision),
    ...(toutChecked ? { toutChecked: true as const } : {}),
    explanation: played ? { answerLine: 1, ...played } : undefined,
    transcript: outcome.transcript,
    transcriptDropped: outcome.transcriptDropped,
  };
}

async function runTest(
  root: string,
  queued: QueuedTest,
  signal: AbortSignal | undefined,
  sandbox: Sandbox,
): Promise<TestResult | DataError> {
  if (queued.interactor) return runExchange(root, { ...queued, interactor: queued.interactor }, signal, sandbox);
  const { problem } = queued.report;
  const limits = testLimits(problem);
  const run = await runProgram({
    program: queued.program,
    inputFile: queued.input,
    files: problem.files,
    ...limits,
    signal,
    sandbox,
  });
  let check: OutputCheck | undefined;
  const { checker } = problem;
  if (checker) check = (output) => checker(queued.inputText, queued.answerText, output);
  else if (queued.checker && decideLimits(run, limits) === null) {
    const checked = await runChecker({
      program: queued.checker,
      contract: problem.checkerProgram!.contract,
      inputFile: queued.input,
      answerFile: queued.answer,
      output: run.stdout,
      args: groupSetting(problem, queued.group, 'outputValidatorArgs') ?? problem.checkerProgram!.args,
      signal,
    });
    if ('failure' in checked)
      return {
        file: relative(root, problem.checkerProgram!.program),
        message: `on ${testKey(queued)}: ${checked.failure}`,
      };
    check = () => checked.verdict;
  }
  const compare = groupSetting(problem, queued.group, 'compare') ?? problem.compare;
  const decision = decideVerdict(run, limits, queued.answerText, check, compare);
  const explanation =
    decision.verdict === 'WA'
      ? await explainFailure(root, problem, queued.inputText, decision.diff?.line ?? 1)
      : undefined;
  const result: TestResult = {
    ...resultOf(root, queued, run, decision),
    explanation,
    ...caseOfLine(problem, queued, decision),
  };
  const differs = disagreement(result, queued.warmOutput, run.stdout);
  return differs ? { ...result, disagreement: differs } : result;
}

/**
 * For a bundled file with no solve() export that exited cleanly and printed nothing on every test (all WA): what it
 * lacks, in one line; else null.
 */
function printsNothing(report: ProblemReport, root: string): string | null {
  const [program] = report.programs;
  const { results, problem } = report;
  if (program?.kind !== 'node' || program.wraps !== null || !program.sources || problem.interaction) return null;
  if (results.length === 0 || !results.every((r) => r.verdict === 'WA' && r.outputHead === '' && r.exitCode === 0))
    return null;
  const entry = program.sources.find((file) => !file.includes(`${join('judge', 'run')}`)) ?? program.file;
  return (
    `${shownFrom(root, entry)} exports no solve() and printed nothing on any of the ${results.length} tests: write ` +
    '`export function solve(input: string): string` returning the whole output (or, as a program, print it)'
  );
}

/**
 * Under a WA in a file of several cases, each answered on a line of its own: the case whose answer line differs, as
 * the input writes it (a LOL row as it is), so that the report shows what was asked, not only the line's number.
 */
function caseOfLine(problem: Problem, queued: QueuedTest, decision: Decision): { caseInput?: string } {
  if (decision.verdict !== 'WA' || !decision.diff || !problem.input) return {};
  let cases: unknown[];
  try {
    cases = problem.input.read(queued.inputText);
  } catch {
    return {}; // an input its format does not read is the validators' to name
  }
  const answerLines = queued.answerText.split('\n').filter((line) => line.trim() !== '').length;
  const value = cases[decision.diff.line - 1];
  if (cases.length < 2 || answerLines !== cases.length || value === undefined) return {};
  return { caseInput: typeof value === 'string' ? value : problem.input.write([value]).trimEnd() };
}

/** A test's result from its run and the decision on it. */
function resultOf(root: string, queued: QueuedTest, run: RunOutcome, decision: Decision): TestResult {
  // The judge's own bundle of a .ts or .js submission, written with its source map beside it.
  const bundle = queued.program.kind === 'node' && queued.program.sources ? queued.program.file : null;
  return {
    group: queued.group,
    name: queued.name,
    input: relative(root, queued.input),
    verdict: decision.verdict,
    cpuMs: run.cpuMs,
    wallMs: run.wallMs,
    waitedMs: run.waitedMs,
    countedWallMs: run.countedWallMs,
    wallTimeExceeded: run.wallTimeExceeded,
    ...(run.filesExceeded ? { filesExceeded: run.filesExceeded } : {}),
    peakRssKb: run.peakRssKb,
    diff: decision.diff,
    checkerReason: decision.checkerReason,
    ...(decision.score === undefined ? {} : { score: decision.score }),
    ...(decision.points === undefined ? {} : { points: decision.points }),
    outputHead: run.stdout.slice(0, OUTPUT_HEAD_BYTES),
    exitCode: run.exitCode,
    signal: run.signal,
    ...(decision.verdict === 'RE'
      ? {
          errorReason: runtimeErrorReason(
            { ...run, memoryKb: testLimits(queued.report.problem).memoryKb },
            bundle,
            root,
          ),
        }
      : {}),
    stderrTail: mapBundlePositions(run.stderrTail, bundle, root),
    ...(run.scratchLeft === undefined ? {} : { scratchLeft: run.scratchLeft }),
  };
}
