// Answers first: before the faithful run (a process per test, limited and measured), a solve() in TypeScript or
// JavaScript answers every test in warm workers (threads of a sandboxed process of their own), and each answer's
// verdict (AC or WA, or RE where solve threw) is told at once, marked provisional. Nothing is measured here: time,
// memory, TLE, MLE and the final verdict are the faithful run's alone, which is also held to these answers (a
// solution that keeps state from one case to the next answers differently in one process).
import { untrustedFile } from './untrusted.ts';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { juryFile } from '../registry/index.ts';
import { bundleExchangeModule, bundleModule, THIS_NODE } from '../build/index.ts';
import { answerInWarmWorkers, type SpareSettings } from '../run/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { provisionalResult } from './test-judge.ts';
import type { JudgeOptions, QueuedTest } from './types.ts';

/** Slow answers (past the time limit in CPU time) after which a problem's pass leaves the rest to the faithful run. */
export const SLOW_ANSWERS_TO_STOP = 3;

/** The modules bundled so far by this process: each run's module a file of its own. */
let modulesMade = 0;

/**
 * Why a queued problem gets no answers first, or null where it does: only a bundled solve() (or a play() against a
 * jury module) can answer in a warm worker.
 */
function offReason(queued: QueuedTest): string | null {
  const { program } = queued;
  // A checker program would cost a process per answer: such a problem's verdicts wait for the faithful run.
  if (queued.report.problem.checkerProgram) return 'its checker is a program, run once per test by the faithful run';
  if (queued.warmSource) return null;
  if (program.kind === 'native')
    return `${program.language ? `a ${program.language.name} program` : 'a command'} answers only in its own process`;
  if (program.wraps === null) return 'the solution reads stdin itself: only a solve() or play() answers in a worker';
  return 'the jury is a program: a play() answers in a worker only against a jury module';
}

/**
 * Answers the queue's tests not remembered whose program is a bundled solve() (or play() against a jury module) in warm workers,
 * told to options.onProvisional as they come; returns each answered test's output, for the faithful run to be held
 * to. An answer past the time limit (in the solve() call's own CPU time) leaves its test to the faithful run; after
 * SLOW_ANSWERS_TO_STOP of them, so does the rest of that problem. Where and why a problem gets no answers first is
 * told to options.onAnswersFirstOff. The workers run in `sandbox`, as the faithful run's processes do.
 */
export async function answersFirst(
  queue: QueuedTest[],
  options: JudgeOptions,
  sandbox: Sandbox,
): Promise<Map<QueuedTest, string>> {
  const outputs = new Map<QueuedTest, string>();
  const byReport = new Map<QueuedTest['report'], QueuedTest[]>();
  const told = new Set<QueuedTest['report']>();
  // Problems whose every test is remembered answer nothing; a keeper of spares gets a host started for their next run.
  const rememberedAll = new Map<QueuedTest['report'], { source: string; count: number }>();
  for (const queued of queue) {
    if (queued.remembered) {
      if (offReason(queued) === null && options.warmSpares) {
        const seen = rememberedAll.get(queued.report);
        if (seen) seen.count++;
        else rememberedAll.set(queued.report, { source: queued.warmSource!, count: 1 });
      }
      continue;
    }
    const off = offReason(queued);
    if (off !== null) {
      if (!told.has(queued.report)) options.onAnswersFirstOff?.(queued.report.problem.id, off);
      told.add(queued.report);
      continue;
    }
    const tests = byReport.get(queued.report);
    if (tests) tests.push(queued);
    else byReport.set(queued.report, [queued]);
  }
  const total = [...byReport.values()].reduce((n, tests) => n + tests.length, 0);
  let done = 0;
  let failed = 0;
  for (const [report, tests] of byReport) {
    // A run stopped (the live page's next save) answers no more: its answers would be told to no one.
    if (options.signal?.aborted) break;
    const { problem } = report;
    const spareSettings = warmSettings(problem, tests[0].warmSource!, tests.length, options, sandbox);
    const { folder, heapMb } = spareSettings;
    const module = join(folder, `${++modulesMade}.cjs`);
    try {
      // A play() is played against the jury module in the worker: its solve() answers "accepted" or "rejected: why".
      // Bundled as the submission it is: its imports confined, as the faithful run's bundle's.
      const submission = { submissionRoots: sandbox.guarded.kit, untrusted: untrustedFile(problem.id, options) };
      const file = tests[0].warmSource!;
      if (problem.interaction) {
        const jury = juryFile(options.root, problem);
        await bundleExchangeModule(file, jury, THIS_NODE, module, undefined, undefined, submission);
      } else await bundleModule(file, THIS_NODE, module, undefined, submission);
    } catch {
      options.onAnswersFirstOff?.(problem.id, 'the solution does not bundle (the faithful run says why)');
      continue;
    }
    // Stopped with the run, even where it was stopped while the module was bundled.
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    let slow = 0;
    const spare = (await options.warmSpares?.take(spareSettings)) ?? undefined;
    await answerInWarmWorkers({
      module,
      spare,
      inputs: tests.map((t) => t.inputText),
      workers: spareSettings.workers,
      timeoutMs: problem.limits.timeMs,
      wallMs: problem.limits.wallMs,
      heapMb,
      sandbox,
      signal,
      onAnswer: (index, answer) => {
        if ('timeout' in answer) {
          if (++slow < SLOW_ANSWERS_TO_STOP) return;
          options.onAnswersFirstOff?.(
            problem.id,
            `${slow} answers took over ${problem.limits.timeMs} ms of CPU: the faithful run decides the rest`,
          );
          return stop.abort();
        }
        // Out of the worker's heap: a memory verdict is the faithful run's to give, not a provisional one.
        if ('error' in answer && answer.error.includes('ERR_WORKER_OUT_OF_MEMORY')) return;
        const queued = tests[index];
        const result = provisionalResult(options.root, { ...queued, problem }, answer);
        if ('output' in answer && !problem.interaction) outputs.set(queued, answer.output);
        done++;
        if (result.verdict !== 'AC') failed++;
        options.onProvisional?.({ problem: problem.id, result, done, total, failed });
      },
    });
    rmSync(module, { force: true });
    // The next run's host, started while this run's tests run in their own processes (or, this run stopped, while
    // the next one prepares); without a keeper, the folder goes with its module.
    if (options.warmSpares) options.warmSpares.prepare(spareSettings);
    else rmSync(folder, { recursive: true, force: true });
  }
  // A fresh run of them (the next save) answers them all.
  for (const [report, { source, count }] of rememberedAll)
    if (!options.signal?.aborted && !byReport.has(report))
      options.warmSpares?.prepare(warmSettings(report.problem, source, count, options, sandbox));
  return outputs;
}

/**
 * The host a problem's answers take: its folder of modules, named for the problem, the file and this process (two
 * judges at once, the page and a terminal, never share one), made here; a lane each for `count` tests up to the jobs,
 * each worker's heap, and the host's memory limit: a worker's heap for each lane and one for the host's own Node.js.
 * A spare host kept for the next run is started with these, and taken by a run with the same.
 */
function warmSettings(
  problem: QueuedTest['report']['problem'],
  warmSource: string,
  count: number,
  options: JudgeOptions,
  sandbox: Sandbox,
): SpareSettings {
  const source = basename(warmSource, extname(warmSource));
  const folder = join(options.root, 'dist', '.judge', 'warm', `${problem.id}--${source}--${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const heapMb = Math.max(64, problem.limits.memoryMb);
  const lanes = Math.max(1, Math.min(options.jobs ?? 2, count));
  return { folder, workers: lanes, heapMb, memoryMb: (lanes + 1) * heapMb, sandbox };
}
