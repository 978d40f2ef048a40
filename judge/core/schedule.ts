// The judge's scheduling: the queue's tests run `jobs` at a time through the test judge (test-judge.ts), each result
// recorded in its report's slot and in the memory of results; a scored problem's tests that no group can gain from
// are not started (score.ts), and a failure stops its group (stopAtFirstFailure) or its problem (bail).
import { availableParallelism } from 'node:os';
import { testKey, type DataError } from '../registry/index.ts';
import type { ResultMemory } from './remembered.ts';
import type { ScoredTest, ScoreTracker } from './score.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { judgeTest } from './test-judge.ts';
import type { JudgeOptions, ProblemReport, QueuedTest, TestResult } from './types.ts';

/**
 * Runs the queue, `jobs` at a time, and returns each report's results by slot. With stopAtFirstFailure, the tests
 * of a group after its earliest failing one (in suite order) are not started, and any already running are stopped
 * and their results dropped, so the report is the same however the jobs interleave; with bail, so for a problem's.
 */
export async function runQueue(
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
  // Suite order is the order of the report's slots, not of the queue, which runs remembered results and tests asked
  // for first: a group's first failure is the same whatever was remembered.
  const stopped = (index: number) => queue[index].slot > (firstFailure.get(scope(queue[index])) ?? Infinity);
  // A scored problem's test no group can gain from any more (score.ts), or one of a solution found not to compile.
  const need = (index: number): 'run' | 'wait' | 'skip' => {
    const queued = queue[index];
    if (stopped(index) || queued.report.compileError !== undefined) return 'skip';
    const scoring = trackers.get(queued.report)?.need(testKey(queued)) ?? 'run';
    // Where a failure stops its group or problem, which tests run is decided by suite order alone; the scoring's skip
    // follows the order results come in, so it would make a group's first failure depend on how the jobs interleave.
    return scoring === 'skip' && (options.stopAtFirstFailure || options.bail) ? 'run' : scoring;
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
      firstFailure.set(scope(queued), queued.slot);
      queue.forEach((t, i) => {
        if (!stopped(i)) return;
        slots.get(t.report)![t.slot] = undefined;
        running.get(i)?.abort();
      });
      if (options.bail) {
        const left = queue.filter((t) => t.slot > queued.slot && t.report === queued.report).length;
        queued.report.bailed = { at: testKey(result), left };
      }
    }
    return true;
  };
  const jobs = Math.max(1, options.jobs ?? availableParallelism());
  const workers = Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
  const { signal } = options;
  if (!options.leaveStopped || !signal) await workers;
  else {
    // Stopped, the run returns at once: its tests under way are killed by the same signal and end by themselves,
    // their folders removed as they end, their results dropped (never remembered: see judgeOne).
    workers.catch(() => {});
    await new Promise<void>((done) => {
      const finish = () => {
        signal.removeEventListener('abort', finish);
        done();
      };
      signal.addEventListener('abort', finish, { once: true });
      if (signal.aborted) finish();
      workers.then(finish, finish);
    });
    if (!signal.aborted) await workers;
  }
  return slots;
}
