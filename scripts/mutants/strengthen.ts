// `npm run mutants --strengthen`: the tests a problem's data is missing, found for it. Each mutant the data left alive
// is stressed against the second solver (the problem's own stress subject and generators, its validator, the same
// seed for every mutant), and the first case it fails, shrunk, is judged on the mutant as the data would judge it:
// not AC there, it is a new test, written to testdata/<id>/manual/ by add-case's rules with --add. A mutant stress
// cannot kill in its budget is left "possibly equivalent", with the budget spent, for a person to decide.
import { existsSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { GROUPS, type Problem, TEST_NAME, testdataDir } from '../../judge/registry/index.ts';
import type { WarmHost } from '../../judge/run/index.ts';
import { type Expected, type FailureKind, stress } from '../stress/index.ts';
import { answerInput, saveCase } from '../testdata/index.ts';
import { judgeMutant, type MutantResult, type MutantStatus, type Tally, type Test, tally } from './judge-mutant.ts';

export interface StrengthenOptions {
  /** Stress cases per surviving mutant, the budget after which it is left possibly equivalent. */
  cases: number;
  seed: number;
  /** Write each new test to testdata/<id>/manual/ (otherwise list it). */
  add: boolean;
  /** Hears each survivor's outcome as it comes. */
  onSurvivor?: (mutant: MutantResult, done: number, total: number) => void;
}

/** A test --strengthen found: the case stress found and shrank, its confirmed answer, the mutants it kills. */
export interface NewTest {
  /** Its name in manual/, made from the first mutant it kills. */
  name: string;
  input: string;
  answer: string;
  /** The case's size after shrinking ("3 nodes, 2 edges"), and how the mutant failed it under stress. */
  size: string;
  failure: FailureKind;
  /** Who confirmed the answer: the second solver, or both players' games against an interactive problem's jury. */
  confirmedBy: string;
  /** The ids of the mutants it kills, the one it was found for first. */
  kills: string[];
  /** Where --add wrote it (relative to the root), or why it could not. */
  written?: { in: string; ans: string } | { error: string };
}

export interface Strengthened {
  before: Tally;
  seed: number;
  casesPerMutant: number;
  added: boolean;
  newTests: NewTest[];
  /** Survivors stressed, and whether a stop cut the stressing short. */
  stressed: number;
  interrupted: boolean;
  seconds: number;
}

/** What strengthening needs of the mutants run: its warm host, and a mutant's run copy. */
export interface MutantBench {
  root: string;
  problem: Problem;
  /** Writes a run copy named `name` with mutant `active` on (null: none), and returns its path. */
  runCopy: (name: string, active: string | null) => string;
  host: WarmHost;
  signal?: AbortSignal;
}

/** Whether a status is a test's doing: killed, or timed out (a stalled call gives no verdict). */
const detects = (status: MutantStatus) => status === 'killed' || status === 'timeout';

/** The survivors' statuses: a mutant no test ran is stressed too. */
const LEFT = new Set(['survived', 'no coverage']);

/**
 * A name for the test that kills `mutant`: "kills-<file>-<line>-<column>-<mutator>", with "-2", "-3"... where a test of
 * that name is already in manual/ or was found in this run.
 */
export function testNameFor(root: string, problem: Problem, mutant: MutantResult, taken: Set<string>): string {
  const stem = basename(mutant.file, extname(mutant.file)).replace(/[^A-Za-z0-9._-]/g, '_');
  const base = `kills-${stem}-${mutant.line}-${mutant.column}-${mutant.mutator}`;
  const dir = testdataDir(root, problem.id, GROUPS.manual);
  const free = (name: string) =>
    !taken.has(name) && !existsSync(join(dir, `${name}.in`)) && !existsSync(join(dir, `${name}.ans`));
  let name = base;
  for (let k = 2; !free(name); k++) name = `${base}-${k}`;
  if (!TEST_NAME.test(name)) throw new Error(`made a test name the judge would refuse: ${name}`);
  taken.add(name);
  return name;
}

/**
 * Strengthens the data against `results` (changed in place: a survivor a new test kills becomes killed by it, one
 * stress cannot kill gets its budget as `possiblyEquivalent`). Survivors are taken in order, each first judged on the
 * tests found for the ones before it.
 */
export async function strengthen(
  bench: MutantBench,
  results: MutantResult[],
  options: StrengthenOptions,
): Promise<Strengthened> {
  const started = performance.now();
  const { root, problem } = bench;
  const before = tally(results);
  const survivors = results.filter((m) => LEFT.has(m.status));
  // Every mutant meets the same cases until it fails one: their expected answers are worked out once.
  const expected = new Map<string, Expected>();
  const newTests: NewTest[] = [];
  const asTests = new Map<NewTest, Test>();
  const taken = new Set<string>();
  let stressed = 0;
  for (const mutant of survivors) {
    if (bench.signal?.aborted) break;
    const onNew = await judgeOnNewTests(bench, mutant, newTests, asTests);
    if (onNew) {
      stressed++;
      Object.assign(mutant, onNew.outcome);
      onNew.test.kills.push(mutant.id);
      options.onSurvivor?.(mutant, stressed, survivors.length);
      continue;
    }
    const stressStarted = performance.now();
    const found = await stress({
      root,
      id: problem.id,
      solution: { bundle: bench.runCopy('stressed', mutant.id) },
      seed: options.seed,
      timeMs: Infinity,
      runs: options.cases,
      exhaustive: problem.stress?.exhaustive !== undefined,
      expected,
      speed: false,
      signal: bench.signal,
    });
    if (bench.signal?.aborted) break;
    stressed++;
    const budget = { cases: found.casesTried, seconds: (performance.now() - stressStarted) / 1000 };
    if (!found.found) {
      mutant.possiblyEquivalent = budget;
      options.onSurvivor?.(mutant, stressed, survivors.length);
      continue;
    }
    const name = testNameFor(root, problem, mutant, taken);
    const input = found.input!;
    const checked = await answerInput(root, problem.id, input, `the case stress found for ${name}`);
    const test: Test = { key: `${GROUPS.manual}/${name}`, input, answer: checked.answer };
    const judged = await judgeMutant(bench.host, 0, problem, bench.runCopy('judged', mutant.id), [test], {
      signal: bench.signal,
    });
    if (!detects(judged.status)) {
      // Stress's verdict is not the judge's (a case slow under stress's hang limit, fast enough for the problem's).
      const judgeSays = judged.status === 'stalled' ? 'stalls the mutant (no verdict)' : 'is AC for the judge';
      mutant.possiblyEquivalent = {
        ...budget,
        note: `stress's shrunk case (${found.failure}) ${judgeSays}: ${oneLine(input)}`,
      };
      taken.delete(name);
      options.onSurvivor?.(mutant, stressed, survivors.length);
      continue;
    }
    const newTest: NewTest = {
      name,
      input,
      answer: checked.answer,
      size: found.size!,
      failure: found.failure!,
      confirmedBy: checked.confirmedBy,
      kills: [mutant.id],
    };
    if (options.add) newTest.written = await write(root, problem.id, name, input);
    newTests.push(newTest);
    asTests.set(newTest, test);
    Object.assign(mutant, { ...judged, killedBy: { ...judged.killedBy!, newTest: true } });
    options.onSurvivor?.(mutant, stressed, survivors.length);
  }
  return {
    before,
    seed: options.seed,
    casesPerMutant: options.cases,
    added: options.add,
    newTests,
    stressed,
    interrupted: stressed < survivors.length,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The first test found in this run that kills `mutant`, and what it makes of it; null when none does. */
async function judgeOnNewTests(
  bench: MutantBench,
  mutant: MutantResult,
  newTests: readonly NewTest[],
  asTests: ReadonlyMap<NewTest, Test>,
): Promise<{ test: NewTest; outcome: Pick<MutantResult, 'status' | 'killedBy' | 'testsRun'> } | null> {
  if (newTests.length === 0) return null;
  const tests = newTests.map((t) => asTests.get(t)!);
  const module = bench.runCopy('judged', mutant.id);
  const judged = await judgeMutant(bench.host, 0, bench.problem, module, tests, { signal: bench.signal });
  if (!detects(judged.status)) return null;
  const test = newTests[tests.findIndex((t) => t.key === judged.killedBy!.test)];
  return {
    test,
    outcome: {
      status: judged.status,
      killedBy: { ...judged.killedBy!, newTest: true },
      testsRun: mutant.testsRun + judged.testsRun,
    },
  };
}

/** Writes a new test by add-case's rules (validated, answered and confirmed again, nothing else touched). */
async function write(root: string, id: string, name: string, input: string): Promise<NewTest['written']> {
  try {
    const saved = await saveCase({ root, id, input, name, source: `the test found for ${name}` });
    return { in: relative(root, saved.inFile), ans: relative(root, saved.ansFile) };
  } catch (error) {
    // Say why and go on: the tests already written stay, the rest of the survivors still get their turn.
    if (error instanceof UserError) return { error: error.message };
    throw error;
  }
}

function oneLine(text: string): string {
  const line = text.trim().replace(/\s*\n\s*/g, ' / ');
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
