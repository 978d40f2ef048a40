// The judge: makes each solution a program, runs it on every test in its own process, decides verdicts; returns data.
import { availableParallelism } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';
import {
  buildProblem,
  bundledOrCompileError,
  isTypeScript,
  languageOf,
  typeCheck,
  prepareProgram,
  type Program,
  programSources,
} from '../run/index.ts';
import { refuseWhereUnstoppable, type Sandbox, sandboxFor, sandboxRecord } from '../sandbox/index.ts';
import {
  acceptedFile,
  defaultWallMs,
  juryFile,
  loadProblem,
  loadSuite,
  namedOrAll,
  testKey,
  type DataError,
  type Problem,
} from '../registry/index.ts';
import { shownFrom, UsageError, UserError, readTestText } from '../base/index.ts';
import { answersFirst } from './answers-first.ts';
import { untrustedFile } from './untrusted.ts';
import { groupMembers, type ScoredTest, ScoreTracker } from './score.ts';
import { selectionFlags, selects } from './select.ts';
import {
  problemIdentity,
  problemSources,
  programIdentity,
  rememberedDir,
  ResultMemory,
  testIdentity,
} from './remembered.ts';
import { judgeTest } from './test-judge.ts';
import type {
  JudgeOptions,
  JudgeReport,
  LimitOverrides,
  ProblemError,
  ProblemReport,
  QueuedTest,
  TestResult,
} from './types.ts';

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
  if (options.answersFirst && !options.signal?.aborted) {
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
      result =
        queued.remembered ??
        (await judgeTest({
          root: options.root,
          programs: queued,
          test: { ...queued, problem: queued.report.problem },
          sandbox,
          signal,
          warmOutput: queued.warmOutput,
        }));
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
