// The engine of `npm run mutants`: how strong a problem's test data is, as the share of its accepted solution's
// mutants it kills. The solution and the library code its bundle takes from solutions/ are instrumented (instrument.ts)
// into one bundle; every test is answered once with no mutant active, which says which mutants each test runs through;
// then each mutant, in a fresh warm worker loading a copy of the bundle with that mutant's switches on, answers the
// tests that run through it, smallest first, until one is not AC (killed; in a problem scored in points, until its
// failures cost a point) or none is left (survived). A call is held to the CPU limit of the problem, so a mutant that
// loops is stopped (timed out), not waited for.
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readTestText, UsageError, UserError } from '../../judge/base/index.ts';
import {
  acceptedFile,
  juryFile,
  listProblemIds,
  loadProblem,
  loadSuite,
  type Problem,
  testKey,
} from '../../judge/registry/index.ts';
import { bundleExchangeModule, bundleModule, languageOf, moduleSources, THIS_NODE } from '../../judge/build/index.ts';
import { type Lane, WarmHost } from '../../judge/run/index.ts';
import type { Sandbox } from '../../judge/sandbox/index.ts';
import {
  instrumentSources,
  type MutantEdit,
  type MutantInfo,
  reasonInProblem,
  specialise,
  switchIds,
} from './instrument.ts';
import {
  judgeMutant,
  type MutantResult,
  type MutantStatus,
  pointsLoss,
  type Test,
  tally,
  verdictOf,
} from './judge-mutant.ts';
import { CompileChecker } from './type-check.ts';
import { recordJury } from './jury-records.ts';
import { strengthen, type Strengthened, type StrengthenOptions } from './strengthen.ts';

export interface MutationReport {
  problem: string;
  /** The files mutated, relative to the root. */
  files: string[];
  tests: number;
  /** Every mutant judged (all made, unless the run was stopped: then those judged before it). */
  mutants: MutantResult[];
  /**
   * How many mutants the run set out to judge: those the instrumenter made (or --only names) in code the problem's
   * bundle holds; more than `mutants` holds when the run was stopped.
   */
  made: number;
  /** Mutants in library code the bundle leaves out (functions this problem's program never calls): not judged. */
  notBundled: number;
  interrupted: boolean;
  counts: Record<MutantStatus, number>;
  /**
   * Detected (killed or timed out) over every mutant but the ignored ones, compile errors and stalled ones, in percent
   * (null: none).
   */
  score: number | null;
  /** What --strengthen did: the tally before it, the tests it found, and its budget per mutant. */
  strengthened?: Strengthened;
  /** The CPU limit a call of a mutant had, in ms: the problem's (a game's call: plus twice its unmutated time). */
  callLimitMs: number;
  /** An interactive problem: its mutants are players, judged against the jury. */
  game: boolean;
  seconds: number;
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
    /** Only the mutants at these places ("file:line" or "file:line:column", the file by the end of its path). */
    only?: readonly string[];
    /** Then stress each survivor against the second solver for a test that kills it (strengthen.ts). */
    strengthen?: StrengthenOptions;
    /**
     * false: a game's jury plays live for every mutant, not from its record of the unmutated game (the tests check
     * that both give every mutant the same result).
     */
    replayJury?: boolean;
    /**
     * The kill table: each mutant answers every test that runs through it, not only up to the first that kills it
     * (its `caught`), so that the table can say which tests alone catch it.
     */
    table?: boolean;
  },
): Promise<MutationReport> {
  const started = performance.now();
  const problem = await loadProblem(root, id);
  const entry = acceptedFile(root, id);
  if (languageOf(entry) !== null)
    throw new UserError(`${relative(root, entry)}: mutants are made of a TypeScript or JavaScript solution`);
  const solutions = join(root, 'solutions') + sep;
  const files = (await moduleSources([entry])).filter((file) => file.startsWith(solutions));
  const instrumented = instrumentSources(files);
  const { contents, edit } = instrumented;
  const placed = options.only?.length ? atPlaces(root, instrumented.mutants, options.only) : instrumented.mutants;
  // One bundle of every mutant behind its switch, in two forms: counting the statements each call runs through (the
  // switch board's own coverage), for the coverage pass; and, for every other run, a copy with the switches thrown
  // for that run alone (specialise), which runs the mutant's code without consulting the board at each expression.
  const counting = join(root, 'dist', '.judge', `${id}--mutants-coverage--${process.pid}.cjs`);
  const copies = join(root, 'dist', '.judge', `${id}--mutants--${process.pid}`);
  mkdirSync(copies, { recursive: true });
  const switches = join(copies, 'switches.cjs');
  // A game's jury answers from its record of the unmutated player's game while a mutant plays the same moves.
  const juryRecords = join(copies, 'jury-records.json');
  const bundle = (out: string) =>
    problem.interaction
      ? bundleExchangeModule(entry, juryFile(root, problem), THIS_NODE, out, contents, juryRecords)
      : bundleModule(entry, THIS_NODE, out, contents);
  await Promise.all([bundle(counting), bundle(switches)]);
  const switchboard = readFileSync(switches, 'utf8');
  // A library file's functions this problem's program never calls are left out of its bundle (esbuild drops them):
  // their mutants are not the problem's code, and are not judged.
  const bundled = switchIds(switchboard);
  const ids = listProblemIds(root);
  const mutants = placed.filter((m) => bundled.has(m.id)).map((m) => reasonInProblem(m, id, ids, root));
  /** Writes run copy `name` with mutant `active` on (null: none) and returns its path. */
  const runCopy = (name: string, active: string | null) => {
    const file = join(copies, `${name}.cjs`);
    writeFileSync(file, specialise(switchboard, active));
    return file;
  };
  const tests = readTests(root, problem);
  // Scored in points, a mutant is killed when it loses a point, not by any failure.
  const loses = pointsLoss(problem, tests);
  // No records yet: the coverage pass and the unmutated pass play the jury live, so that a game's call limit allows
  // for all the jury's thinking (callLimits), which a mutant that leaves the record meets again.
  if (problem.interaction) writeFileSync(juryRecords, '[]');
  const jobs = Math.max(1, options.jobs ?? availableParallelism());
  const heapMb = Math.max(64, problem.limits.memoryMb);
  let host: WarmHost | null = null;
  try {
    host = new WarmHost(counting, heapMb, options.sandbox, [copies]);
    const covered = await coverage(host, problem, tests, jobs);
    await host.close();
    host = new WarmHost(runCopy('unmutated', null), heapMb, options.sandbox, [copies]);
    await checkUnmutated(host, problem, tests, jobs);
    if (problem.interaction && options.replayJury !== false) await recordJury(root, problem, entry, tests, juryRecords);
    // The problem's own limit, as the judge holds a solution to it: a mutant that is only slower is a TLE where the
    // judge would give one, and survives where it would not, whatever this machine's speed today. (A game's call
    // plays the jury's side too: callLimits allows for it.)
    const callLimitMs = problem.limits.timeMs;
    const results: MutantResult[] = [];
    const compile = entry.endsWith('.ts') ? new CompileSweep(new CompileChecker(root), edit) : null;
    let next = 0;
    const lane = async (laneId: number, warm: WarmHost) => {
      while (next < mutants.length && !options.signal?.aborted) {
        const mutant = mutants[next++];
        const isStatic = covered.staticMutants.has(mutant.id);
        const runs = cheapestFirst(isStatic ? tests : (covered.testsOf.get(mutant.id) ?? []).map((k) => tests[k]));
        const result: MutantResult =
          runs.length === 0
            ? { ...mutant, status: 'no coverage', testsRun: 0 }
            : {
                ...mutant,
                ...(await judgeMutant(warm, laneId, problem, runCopy(`lane-${laneId}`, mutant.id), runs, {
                  signal: options.signal,
                  loses,
                  everyTest: options.table,
                })),
              };
        // A mutant whose run was stopped has no result: the report counts those judged.
        if (options.signal?.aborted) return;
        // A survivor a comment explains is left out of the score; a mutant a test kills counts, comment or not.
        if (mutant.ignored !== undefined && (result.status === 'survived' || result.status === 'no coverage'))
          result.status = 'ignored';
        results.push(result);
        compile?.add(result);
        options.onMutant?.(result, results.length, mutants.length);
      }
    };
    const warm = host;
    await Promise.all(Array.from({ length: Math.min(jobs, Math.max(1, mutants.length)) }, (_, k) => lane(k, warm)));
    const order = new Map(mutants.map((m, k) => [m.id, k]));
    results.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
    const interrupted = results.length < mutants.length;
    await compile?.done();
    const strengthened =
      options.strengthen && !interrupted
        ? await strengthen({ root, problem, runCopy, host, signal: options.signal }, results, options.strengthen)
        : undefined;
    return {
      problem: id,
      files: files.map((f) => relative(root, f)),
      tests: tests.length,
      mutants: results,
      made: mutants.length,
      notBundled: placed.length - mutants.length,
      interrupted: interrupted || (strengthened?.interrupted ?? false),
      ...tally(results),
      ...(strengthened ? { strengthened } : {}),
      callLimitMs,
      game: problem.interaction !== undefined,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await host?.close();
    rmSync(counting, { force: true });
    rmSync(copies, { recursive: true, force: true });
  }
}

/**
 * Tests smallest input first (suite order among equals): a mutant many tests kill dies on a small one, not after the
 * large ones before it in the suite. By size, not by measured time, so that every run takes them in the same order
 * and names the same killing test.
 */
function cheapestFirst(tests: readonly Test[]): Test[] {
  return tests
    .map((test, k) => ({ test, k }))
    .sort((a, b) => a.test.input.length - b.test.input.length || a.k - b.k)
    .map(({ test }) => test);
}

/** The mutants at `places` ("file:line[:column]", the file by the end of its path); a place with none is an error. */
function atPlaces(root: string, mutants: readonly MutantInfo[], places: readonly string[]): MutantInfo[] {
  const wanted = places.map((place) => {
    const match = /^(.+?):(\d+)(?::(\d+))?$/.exec(place);
    if (!match) throw new UsageError(`--only ${place}: give file:line or file:line:column`);
    const [, file, line, column] = match;
    const at = (m: MutantInfo) =>
      `/${relative(root, m.file)}`.endsWith(`/${file}`) &&
      m.line === Number(line) &&
      (column === undefined || m.column === Number(column));
    if (!mutants.some(at)) throw new UserError(`--only ${place}: no mutant there`);
    return at;
  });
  return mutants.filter((m) => wanted.some((at) => at(m)));
}

/**
 * The survivors whose TypeScript source tsc rejects become compile errors (type-check.ts): checked as they come, a
 * batch at a time, beside the mutants still being judged.
 */
class CompileSweep {
  private waiting: MutantResult[] = [];
  private running: Promise<void> | null = null;
  private failure: unknown = null;

  constructor(
    private readonly checker: CompileChecker,
    private readonly edit: (id: string) => MutantEdit,
  ) {}

  add(result: MutantResult): void {
    if ((result.status !== 'survived' && result.status !== 'no coverage') || !result.file.endsWith('.ts')) return;
    this.waiting.push(result);
    this.pump();
  }

  private pump(): void {
    if (this.running || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0);
    this.running = this.checker
      .check(batch.map((m) => this.edit(m.id)))
      .then((errors) => {
        for (const m of batch) {
          const error = errors.get(m.id);
          if (error) Object.assign(m, { status: 'compile error', compileError: error });
        }
      })
      .catch((error) => (this.failure ??= error))
      .finally(() => {
        this.running = null;
        this.pump();
      });
  }

  /** Waits for every survivor added to be checked; throws what the checker failed with. */
  async done(): Promise<void> {
    while (this.running) await this.running;
    this.checker.close();
    if (this.failure) throw this.failure;
  }
}

/**
 * Every test answered with no mutant active, in the unmutated run copy, `jobs` at a time, each call's CPU time kept (a
 * game's mutants are allowed it for the jury's side). A test that is not AC here is an error: the accepted solution
 * must pass its own data before its mutants are worth judging.
 */
async function checkUnmutated(host: WarmHost, problem: Problem, tests: Test[], jobs: number): Promise<void> {
  // Generous: in a game a call plays the jury's side too, in the same thread.
  const limits = { timeoutMs: 10 * problem.limits.timeMs, wallMs: 10 * problem.limits.wallMs };
  await eachTest(host, tests, jobs, async (worker, k) => {
    const answer = await host.ask(worker, { input: tests[k].input }, limits);
    tests[k].unmutatedMs = answer.cpuMs;
    const verdict = verdictOf(problem, tests[k], answer);
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
 * over, so its limit is far past the problem's; the verdicts are the unmutated run copy's to check.
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
