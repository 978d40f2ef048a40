// The engine of `npm run mutants`: how strong a problem's test data is, as the share of its accepted solution's
// mutants it kills. The solution and the library code its bundle takes from solutions/ are instrumented (instrument.ts)
// into one bundle; every test is answered once with no mutant active, which says which mutants each test runs through;
// then each mutant, in a fresh warm worker with it switched on before the module loads, answers the tests that run
// through it, in suite order, until one is not AC (killed) or none is left (survived). A call is held to the CPU
// limit of the problem, so a mutant that loops is stopped (timed out), not waited for.
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { rmSync } from 'node:fs';
import { readTestText, UserError } from '../../judge/base/index.ts';
import { decideWarmAnswer } from '../../judge/core/index.ts';
import { acceptedFile, juryFile, loadProblem, loadSuite, type Problem, testKey } from '../../judge/registry/index.ts';
import {
  bundleExchangeModule,
  bundleModule,
  type Lane,
  languageOf,
  moduleSources,
  type Sandbox,
  THIS_NODE,
  type WarmAnswer,
  WarmHost,
} from '../../judge/run/index.ts';
import { instrumentSources, type MutantInfo, withoutCoverage } from './instrument.ts';

/**
 * What became of a mutant: a test's verdict was not AC (killed), a call passed the CPU limit (timed out; detected,
 * as Stryker counts it), every test that runs through it stayed AC (survived), or no test runs through it at all.
 */
export type MutantStatus = 'killed' | 'timeout' | 'survived' | 'no coverage';

export interface MutantResult extends MutantInfo {
  status: MutantStatus;
  /** The test that killed it or ran past the limit ("group/name"), and the verdict it got there. */
  killedBy?: { test: string; verdict: string };
  /** How many tests it answered. */
  testsRun: number;
}

export interface MutationReport {
  problem: string;
  /** The files mutated, relative to the root. */
  files: string[];
  tests: number;
  /** Every mutant judged (all made, unless the run was stopped: then those judged before it). */
  mutants: MutantResult[];
  /** How many mutants the instrumenter made; more than `mutants` holds when the run was stopped. */
  made: number;
  interrupted: boolean;
  counts: Record<MutantStatus, number>;
  /** Detected (killed or timed out) over all mutants, in percent; null when there is no mutant. */
  score: number | null;
  /** The CPU limit a call of a mutant had, in ms: the problem's (ten times it for a game, whose calls play the jury too). */
  callLimitMs: number;
  seconds: number;
}

interface Test {
  key: string;
  input: string;
  answer: string;
}

/** The tests of a problem, read as the judge reads them; a file that does not read is an error naming it. */
function readTests(root: string, problem: Problem): Test[] {
  return loadSuite(root, problem.id, problem.testOrder).tests.map((test) => {
    const input = readTestText(test.input);
    const answer = readTestText(test.answer);
    if ('error' in input) throw new UserError(`${relative(root, test.input)}: ${input.error}`);
    if ('error' in answer) throw new UserError(`${relative(root, test.answer)}: ${answer.error}`);
    return { key: testKey(test), input: input.text, answer: answer.text };
  });
}

/** The verdict of one answer, or 'TLE' for a call stopped at the limit. */
function verdictOf(problem: Problem, test: Test, answer: WarmAnswer): string {
  if ('timeout' in answer) return 'TLE';
  return decideWarmAnswer(problem, test.input, test.answer, answer).verdict;
}

/**
 * Mutation-tests problem `id`'s accepted solution on its test data, `jobs` workers at a time, in `sandbox` (the
 * judge's: the mutants are the solution's code, run as it is); `onMutant` hears each result as it comes.
 */
export async function runMutants(
  root: string,
  id: string,
  options: {
    jobs?: number;
    sandbox: Sandbox | null;
    signal?: AbortSignal;
    onMutant?: (result: MutantResult, done: number, total: number) => void;
  },
): Promise<MutationReport> {
  const started = performance.now();
  const problem = await loadProblem(root, id);
  const entry = acceptedFile(root, id);
  if (languageOf(entry) !== null)
    throw new UserError(`${relative(root, entry)}: mutants are made of a TypeScript or JavaScript solution`);
  const solutions = join(root, 'solutions') + sep;
  const files = (await moduleSources([entry])).filter((file) => file.startsWith(solutions));
  const { contents, mutants } = instrumentSources(files);
  // Two bundles of the same mutants: one counting the statements each call runs through, for the coverage pass; one
  // without that counting, many times faster in a hot loop, for everything else.
  const counting = join(root, 'dist', '.judge', `${id}--mutants-coverage--${process.pid}.cjs`);
  const plain = join(root, 'dist', '.judge', `${id}--mutants--${process.pid}.cjs`);
  const bundle = (out: string, replaced: Map<string, string>) =>
    problem.interaction
      ? bundleExchangeModule(entry, juryFile(root, problem), THIS_NODE, out, replaced)
      : bundleModule(entry, THIS_NODE, out, replaced);
  await Promise.all([bundle(counting, contents), bundle(plain, withoutCoverage(contents))]);
  const tests = readTests(root, problem);
  const jobs = Math.max(1, options.jobs ?? availableParallelism());
  const heapMb = Math.max(64, problem.limits.memoryMb);
  let host: WarmHost | null = null;
  try {
    host = new WarmHost(counting, heapMb, options.sandbox);
    const covered = await coverage(host, problem, tests, jobs);
    await host.close();
    host = new WarmHost(plain, heapMb, options.sandbox);
    await checkUnmutated(host, problem, tests, jobs);
    // The problem's own limit, as the judge holds a solution to it: a mutant that is only slower is a TLE where the
    // judge would give one, and survives where it would not, whatever this machine's speed today. (A game's call
    // plays the jury's side too: ten times the limit.)
    const callLimitMs = (problem.interaction ? 10 : 1) * problem.limits.timeMs;
    const limits = { timeoutMs: callLimitMs, wallMs: 3 * callLimitMs + 1000 };
    const results: MutantResult[] = [];
    let next = 0;
    const lane = async (laneId: number, warm: WarmHost) => {
      while (next < mutants.length && !options.signal?.aborted) {
        const mutant = mutants[next++];
        const isStatic = covered.staticMutants.has(mutant.id);
        const runs = isStatic ? tests.map((_, k) => k) : (covered.testsOf.get(mutant.id) ?? []);
        const result: MutantResult = { ...mutant, status: runs.length === 0 ? 'no coverage' : 'survived', testsRun: 0 };
        if (runs.length > 0) {
          // A fresh worker a mutant, switched on before the module loads: a static mutant runs as it loads, and
          // no mutant leaves the next one a module-level buffer it changed.
          const worker: Lane = await warm.start(laneId, { activeMutant: mutant.id });
          try {
            for (const k of runs) {
              const answer = await warm.ask(worker, { input: tests[k].input }, limits, options.signal);
              result.testsRun++;
              const verdict = verdictOf(problem, tests[k], answer);
              if (verdict === 'AC') continue;
              result.status = verdict === 'TLE' ? 'timeout' : 'killed';
              result.killedBy = { test: tests[k].key, verdict };
              break;
            }
          } finally {
            warm.stop(laneId);
          }
        }
        // A mutant whose run was stopped has no result: the report counts those judged.
        if (options.signal?.aborted) return;
        results.push(result);
        options.onMutant?.(result, results.length, mutants.length);
      }
    };
    const warm = host;
    await Promise.all(Array.from({ length: Math.min(jobs, Math.max(1, mutants.length)) }, (_, k) => lane(k, warm)));
    const order = new Map(mutants.map((m, k) => [m.id, k]));
    results.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
    const counts: Record<MutantStatus, number> = { killed: 0, timeout: 0, survived: 0, 'no coverage': 0 };
    for (const r of results) counts[r.status]++;
    const detected = counts.killed + counts.timeout;
    return {
      problem: id,
      files: files.map((f) => relative(root, f)),
      tests: tests.length,
      mutants: results,
      made: mutants.length,
      interrupted: results.length < mutants.length,
      counts,
      score: results.length === 0 ? null : (100 * detected) / results.length,
      callLimitMs,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await host?.close();
    for (const file of [counting, plain]) rmSync(file, { force: true });
  }
}

/**
 * Every test answered with no mutant active, in the plain bundle, `jobs` at a time. A test that is not AC here is an
 * error: the accepted solution must pass its own data before its mutants are worth judging.
 */
async function checkUnmutated(host: WarmHost, problem: Problem, tests: Test[], jobs: number): Promise<void> {
  // Generous: in a game a call plays the jury's side too, in the same thread.
  const limits = { timeoutMs: 10 * problem.limits.timeMs, wallMs: 10 * problem.limits.wallMs };
  await eachTest(host, tests, jobs, async (worker, k) => {
    const verdict = verdictOf(problem, tests[k], await host.ask(worker, { input: tests[k].input }, limits));
    if (verdict !== 'AC')
      throw new UserError(
        `the accepted solution gets ${verdict} on ${tests[k].key} with no mutant: judge it first (npm run judge -- ${problem.id})`,
      );
  });
}

/** Runs `each` on every test, `jobs` lanes at a time, each lane one worker. */
async function eachTest(
  host: WarmHost,
  tests: Test[],
  jobs: number,
  each: (worker: Lane, k: number) => Promise<void>,
): Promise<Lane[]> {
  let next = 0;
  const workers: Lane[] = [];
  const lane = async (laneId: number) => {
    const worker = await host.start(laneId);
    workers.push(worker);
    try {
      while (next < tests.length) await each(worker, next++);
    } finally {
      host.stop(laneId);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, tests.length)) }, (_, k) => lane(k)));
  return workers;
}

/**
 * Every test answered with no mutant active, in the counting bundle, `jobs` at a time, each call naming its test: the
 * mutants each test runs through, and the static ones (run as the module loads). Counting slows a call many times
 * over, so its limit is far past the problem's; the verdicts are the plain bundle's to check.
 */
async function coverage(
  host: WarmHost,
  problem: Problem,
  tests: Test[],
  jobs: number,
): Promise<{ testsOf: Map<string, number[]>; staticMutants: Set<string> }> {
  const limits = { timeoutMs: 60 * problem.limits.timeMs, wallMs: 60 * problem.limits.wallMs };
  const covered: string[][] = [];
  const workers = await eachTest(host, tests, jobs, async (worker, k) => {
    const answer = await host.ask(worker, { input: tests[k].input, switches: { currentTestId: String(k) } }, limits);
    if ('timeout' in answer)
      throw new UserError(
        `${tests[k].key}: the instrumented solution ran past ${limits.timeoutMs} ms counting coverage`,
      );
    covered[k] = answer.covered ?? [];
  });
  const staticMutants = new Set(workers.flatMap((w) => w.covered));
  const testsOf = new Map<string, number[]>();
  covered.forEach((ids, k) => {
    for (const id of ids) {
      const list = testsOf.get(id);
      if (list) list.push(k);
      else testsOf.set(id, [k]);
    }
  });
  for (const list of testsOf.values()) list.sort((x, y) => x - y);
  return { testsOf, staticMutants };
}
