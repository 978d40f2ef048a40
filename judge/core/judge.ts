// The judge: makes each solution a program, runs it on every test in its own process, decides verdicts; returns data.
// A thin composition: the preparation (prepare.ts), answers first (answers-first.ts), the scheduling (schedule.ts),
// each test judged by the test judge (test-judge.ts), and the report's last touches here.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pauseTypeChecker } from '../build/index.ts';
import { refuseWhereUnstoppable, type Sandbox, sandboxFor, sandboxRecord } from '../sandbox/index.ts';
import { namedOrAll, testKey } from '../registry/index.ts';
import { shownFrom, UsageError, UserError } from '../base/index.ts';
import { answersFirst } from './answers-first.ts';
import { gateOnTypeChecks, prepareAll, startTypeChecks } from './prepare.ts';
import { rememberedDir, ResultMemory } from './remembered.ts';
import { runQueue } from './schedule.ts';
import { selectionFlags } from './select.ts';
import type { JudgeOptions, JudgeReport, ProblemReport, QueuedTest, TestResult } from './types.ts';

/** The kit's judge/ folder, whose files a bundle holds beside the user's. */
const JUDGE_DIR = fileURLToPath(new URL('../', import.meta.url));

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
  // The TypeScript solutions' type checks start now, in the checker's own process, while the problems are prepared;
  // with answers first, once the answers are in: the checker would take a core from the warm workers, and what the
  // answers show waits for no check (a type error makes the report CE all the same, when the check says so).
  let typeChecks = options.answersFirst ? null : startTypeChecks(ids, options);
  // With answers first, the type checker is paused until the answers are in: a check it is still answering is of the
  // run this one stopped (the live page's last save), and the answers are what the page waits for.
  const resume = options.answersFirst ? pauseTypeChecker() : null;
  const { reports, errors, queue, trackers, memory } = await queuedAndAnswered(ids, options, sandbox).finally(() =>
    resume?.(),
  );
  typeChecks ??= startTypeChecks(ids, options);
  const checks = gateOnTypeChecks(reports, typeChecks, options.signal);
  const slots = await runQueue(queue, options, memory, sandbox, trackers);
  await untilStopped(Promise.all(checks), options.signal);
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
 * The tests queued, remembered results recalled, in the order they run; with answers first, each answered test's
 * output kept for its faithful run.
 */
async function queuedAndAnswered(ids: string[], options: JudgeOptions, sandbox: Sandbox) {
  const { root } = options;
  const { reports, errors, queue, trackers, groupsSeen } = await prepareAll(ids, options, sandbox);
  // A problem whose solution does not compile has no tests to pick from: its report is CE, whatever the selection.
  if (options.select && queue.length === 0 && reports.some((r) => r.compileError === undefined))
    throw new UsageError(
      `no test matches ${selectionFlags(options.select)} in ${reports.map((r) => r.problem.id).join(', ')} ` +
        `(groups: ${[...groupsSeen].join(', ')})`,
    );
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
    const answers = await answersFirst(queue, options, sandbox);
    for (const queued of queue) queued.warmOutput = answers.get(queued);
  }
  return { reports, errors, queue, trackers, memory };
}

/**
 * The promise, or less where `signal` stops the run first: a stopped run (the live page's next save) does not wait
 * for a type check the checker is answering, whose result it no longer needs (the next run waits its turn for the
 * checker all the same, and its own answers and tests do not wait for it).
 */
function untilStopped(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<unknown> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve();
  return new Promise((done, fail) => {
    const stop = () => done(undefined);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        done(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        fail(error);
      },
    );
  });
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
  // The user's file, not the kit's entry the bundle wraps it in (judge/build's, judge/run's).
  const entry = program.sources.find((file) => !file.startsWith(JUDGE_DIR)) ?? program.file;
  return (
    `${shownFrom(root, entry)} exports no solve() and printed nothing on any of the ${results.length} tests: write ` +
    '`export function solve(input: string): string` returning the whole output (or, as a program, print it)'
  );
}
