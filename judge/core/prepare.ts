// The judge's preparation: each problem loaded with its limits, its programs made (the solution bundled or compiled,
// the jury and checker built as the problem's own), its tests read into the queue with their keys in the memory of
// results, and the score tracker of a problem scored in points. A problem that cannot be judged at all is one error.
import { basename, extname, join, relative, resolve } from 'node:path';
import {
  bundledOrCompileError,
  buildProblem,
  isTypeScript,
  languageOf,
  prepareProgram,
  typeCheck,
} from '../build/index.ts';
import { type Program, programSources } from '../run/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import {
  acceptedFile,
  defaultWallMs,
  juryFile,
  loadProblem,
  loadSuite,
  testKey,
  type Problem,
} from '../registry/index.ts';
import { readTestText, sha, UserError } from '../base/index.ts';
import { untrustedFile } from './untrusted.ts';
import { groupMembers, ScoreTracker } from './score.ts';
import { selects } from './select.ts';
import { problemIdentity, problemSources, programIdentity, testIdentity } from './remembered.ts';
import type { JudgeOptions, LimitOverrides, ProblemError, ProblemReport, QueuedTest } from './types.ts';

/** Every problem named, prepared: the reports to fill, the problems that cannot be judged, the tests to run. */
export interface Prepared {
  reports: ProblemReport[];
  errors: ProblemError[];
  queue: QueuedTest[];
  /** Each scored problem's tracker of which tests can still change its points (score.ts). */
  trackers: Map<ProblemReport, ScoreTracker>;
  /** Every group of the problems' tests, selected or not: a selection that matches none names them. */
  groupsSeen: Set<string>;
}

/** Prepares the problems `ids` one after the other, their tests queued in suite order, as the options select them. */
export async function prepareAll(ids: string[], options: JudgeOptions, sandbox: Sandbox): Promise<Prepared> {
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
  return { reports, errors, queue, trackers, groupsSeen };
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
  // Named for the file's path too: two files of one name for one problem (two contestants' sum.ts) each keep their
  // own bundle, so neither overwrites the other's nor makes it built again when its file is judged again.
  const path = sha(resolve(file)).slice(0, 12);
  const bundleFile = join(root, 'dist', '.judge', `${problem.id}--${basename(file, extname(file))}--${path}.js`);
  const untrusted = untrustedFile(problem.id, options);
  const prepared = await prepareProgram({ file, untrusted }, problem, bundleFile, sandbox);
  return 'compileError' in prepared ? prepared : { programs: [prepared.program], source: file };
}

/**
 * The type check of each problem whose solution is a TypeScript file, by problem id (a file that serves several
 * problems is checked once). None with typecheck: false.
 */
export function startTypeChecks(ids: string[], options: JudgeOptions): Map<string, Promise<string | null>> {
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
export function gateOnTypeChecks(
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
 * The problem with other limits (the judge's --time-limit and the like, the import's room for its answers): a time
 * limit given alone brings its default wall-clock cap with it.
 */
export function withLimits(problem: Problem, limits: LimitOverrides | undefined): Problem {
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
