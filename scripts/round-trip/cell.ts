// One cell of the round-trip matrix: a problem written in one format and read back, then held to the original. The
// export writes the package (or refuses, naming what the format cannot hold: the cell says that line); the import
// reads it into a root of the format's own; then the tests must be the same (same-tests.ts), and the accepted
// solution and every other must get the same verdict on each test and the same points (same-verdicts.ts), each
// judged by the one judge on both sides. A difference that one of the export's own lines foretold (named-changes.ts:
// a limit the format has no place for, pass-fail scored in points, groups made subtasks, a kind of package its import
// refuses) is no difference: the cell names that line as what the format cannot hold.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { judge } from '../../judge/core/index.ts';
import {
  acceptedFile,
  defaultWallMs,
  loadProblem,
  loadSuite,
  type Problem,
  submissionFiles,
  wrongFiles,
} from '../../judge/registry/index.ts';
import { importPackage } from '../formats/index.ts';
import type { RoundTripFormat } from './formats.ts';
import { type NamedChange, namedChanges, refusalNamed } from './named-changes.ts';
import { mapTests } from './same-tests.ts';
import { compareJudged, type Judged, judgedOf } from './same-verdicts.ts';

/** How a cell's line opens where the import refused the package as the export foretold (named-changes.ts). */
export const IMPORT_REFUSES = 'the import refuses it: ';

/** A problem of a root: the kit's own, or one of the matrix's fixtures. */
export interface ProblemSource {
  root: string;
  id: string;
  /** One of the matrix's fixtures (test/fixtures/round-trip/), not a problem of the root. */
  fixture?: boolean;
}

/**
 * same: everything came back; held in part: the same but for what the format cannot hold, as its export says;
 * not held: the export (or the import, as the export foretold) refuses the problem; differs: anything else.
 */
export type CellState = 'same' | 'held in part' | 'not held' | 'differs';

export interface Cell {
  problem: string;
  fixture: boolean;
  format: string;
  state: CellState;
  /** The cell in one line: what came back the same, what the format cannot hold, or how many things differ. */
  line: string;
  /** What the format cannot hold, each in the export's or the import's own line: the refusal, or each change named. */
  notHeld: string[];
  /** Each difference in one line, naming the test or group and what differed. */
  differences: string[];
  /** How the format renamed the tests (same-tests.ts), where it did. */
  renamed: string[];
  /** What the export left out and the import did not take, in their words. */
  notes: string[];
  /** The original's tests, and the solutions judged on both sides. */
  tests: number;
  solutions: number;
  /** The tests judged on the import, and how many were told from memory. */
  runs: { judged: number; remembered: number };
  seconds: number;
}

export interface CellContext {
  /** The folder the packages and the import roots are written in. */
  work: string;
  jobs?: number;
  /** `file` judged on the original problem: once a run, however many formats ask. */
  judgeOriginal: (source: ProblemSource, file: string, scored: boolean) => Promise<Judged>;
}

/**
 * How both sides are judged: tests in problemtools' order, the order an imported Kattis package keeps (a pass-fail
 * problem's groups each stop at their first failure, as verify and the export judge, so that both sides stop at the
 * same test); results remembered, so a test judged before with nothing changed is not run again.
 */
const judgeSettings = (scored: boolean) => ({ order: 'kattis', stopAtFirstFailure: !scored, remember: 'use' }) as const;

/** `file` judged on `source`'s problem, reduced to what the round trip compares. */
export async function judgeOn(
  source: ProblemSource,
  file: string,
  { scored, jobs, untrusted = false }: { scored: boolean; jobs?: number; untrusted?: boolean },
): Promise<Judged> {
  const report = await judge({
    root: source.root,
    problemIds: [source.id],
    solution: file,
    jobs,
    untrusted,
    ...judgeSettings(scored),
  });
  return judgedOf(report);
}

/** A name for a folder: letters and digits only (a Kattis package's short name), `-` elsewhere. */
const folderName = (text: string, join = '') => text.toLowerCase().replace(/[^a-z0-9]+/g, join);

export async function roundTripCell(
  source: ProblemSource,
  column: RoundTripFormat,
  context: CellContext,
): Promise<Cell> {
  const started = performance.now();
  const { id } = source;
  const cell = (state: CellState, line: string, rest: Partial<Cell> = {}): Cell => ({
    problem: id,
    fixture: source.fixture === true,
    format: column.name,
    state,
    line,
    notHeld: state === 'not held' ? [line] : [],
    differences: [],
    renamed: [],
    notes: [],
    tests: 0,
    solutions: 0,
    runs: { judged: 0, remembered: 0 },
    ...rest,
    seconds: (performance.now() - started) / 1000,
  });
  const root = join(context.work, 'roots', folderName(column.name, '-'));
  const written = await writePackage(source, column, context);
  if ('notHeld' in written) return cell('not held', written.notHeld);
  const notes = [...written.notes];
  const named = namedChanges(written.said);
  const used = new Set<NamedChange>();
  /** Whether `change` was named by the export: then it is used, and its lines are the cell's. */
  const foretold = (change: NamedChange) => {
    if (named.has(change)) used.add(change);
    return named.has(change);
  };
  mkdirSync(root, { recursive: true });
  removeProblem(root, id);
  try {
    const summary = await importPackage({ root, dir: written.dir, id, jobs: context.jobs, say: () => {} });
    notes.push(...summary.notTaken.map((line) => `not taken: ${line}`));
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const refusal = error.message.split('\n')[0];
    if (refusalNamed(written.said, refusal))
      return cell('not held', `${IMPORT_REFUSES}${refusal.replace(/: nothing written$/, '')}`, { notes });
    const line = `the import refuses the package: ${refusal}`;
    return cell('differs', line, { differences: [line], notes });
  }
  const original = await loadProblem(source.root, id);
  const imported = await loadProblem(root, id);
  const scored = original.scoring !== undefined;
  const tests = loadSuite(source.root, id).tests;
  const mapping = mapTests(tests, loadSuite(root, id, imported.testOrder).tests);
  const differences = [
    ...mapping.differences,
    ...limitsDiffer(original, imported)
      .filter((limit) => !(limit.name === 'output (MB)' && foretold('output limit')))
      .map((limit) => limit.line),
  ];
  const passFailAsPoints = !scored && imported.scoring !== undefined && foretold('pass-fail as points');
  if ((imported.scoring !== undefined) !== scored && !passFailAsPoints)
    differences.push(`scored in points on the ${scored ? 'original' : 'import'} only`);
  const pairs = solutionPairs(source, root, notes);
  const runs = { judged: 0, remembered: 0 };
  for (const pair of pairs) {
    if (pair.imported === null) {
      differences.push(pair.missing);
      continue;
    }
    const before = await context.judgeOriginal(source, pair.original, scored);
    // What came back through a package is someone else's code to the import, and is judged as such.
    const after = await judgeOn({ root, id }, pair.imported, { scored, jobs: context.jobs, untrusted: true });
    runs.judged += after.runs.judged;
    runs.remembered += after.runs.remembered;
    const compared = compareJudged(pair.shown, before, after, mapping, {
      scored,
      timeMs: original.limits.timeMs,
      passFailAsPoints,
    });
    const regrouped = compared.groups.length > 0 && foretold('groups regrouped');
    differences.push(...compared.differences.filter((line) => !(regrouped && compared.groups.includes(line))));
    notes.push(...compared.timing.map((line) => `timing: ${line}`));
  }
  const rest = { differences, renamed: mapping.renamed, notes, tests: tests.length, solutions: pairs.length, runs };
  if (differences.length > 0)
    return cell('differs', `${differences.length} difference${differences.length === 1 ? '' : 's'}`, rest);
  const notHeld = [...used].flatMap((change) => named.get(change) ?? []);
  if (notHeld.length > 0) return cell('held in part', notHeld.join('; '), { ...rest, notHeld });
  return cell('same', scored ? 'same tests, verdicts, points' : 'same tests, verdicts', rest);
}

/**
 * The problem written as the column's package, in a folder of the column's own (an earlier run's taken out first):
 * where it went, what the export said (every line), and of it what it left out or warned of; or, where the format
 * cannot hold the problem, the export's refusal as the cell's one line.
 */
async function writePackage(
  source: ProblemSource,
  column: RoundTripFormat,
  context: CellContext,
): Promise<{ dir: string; said: string[]; notes: string[] } | { notHeld: string }> {
  const { id } = source;
  const dir = join(context.work, 'packages', folderName(column.name, '-'), folderName(id) || 'problem');
  rmSync(dir, { recursive: true, force: true });
  const write = column.format.export?.write;
  if (write === undefined) throw new Error(`${column.name}: a column of a format that writes no package`);
  const said: string[] = [];
  try {
    await write({
      root: source.root,
      id,
      dir,
      jobs: context.jobs,
      ...(column.version === undefined ? {} : { format: column.version }),
      say: (line) => said.push(line),
    });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    // The refusal's own words, but the problem's file, which the row names, and "nothing written", which it means.
    const first = error.message.split('\n')[0];
    const own = [`problems/${id}/problem.ts: `, `problems/${id}: `].find((prefix) => first.startsWith(prefix));
    return { notHeld: (own ? first.slice(own.length) : first).replace(/ \(nothing written\)$/, '') };
  }
  const notes = said
    .filter((line) => line.startsWith('left out: ') || line.startsWith('warning: '))
    .map((line) => line.replace(/^left out: /, ''));
  return { dir, said, notes };
}

/** The limits a test is judged under, each that the import changed: its name, and a line. */
function limitsDiffer(original: Problem, imported: Problem): { name: string; line: string }[] {
  const limits = (problem: Problem) => ({
    'time limit (ms of CPU)': problem.limits.timeMs,
    'wall-clock cap (ms)': problem.limits.wallMs ?? defaultWallMs(problem.limits.timeMs),
    'memory (MB)': problem.limits.memoryMb,
    'output (MB)': problem.limits.outputMb,
  });
  const [before, after] = [limits(original), limits(imported)];
  return Object.entries(before)
    .filter(([name, value]) => after[name as keyof typeof after] !== value)
    .map(([name, value]) => ({
      name,
      line: `${name}: ${value} on the original, ${after[name as keyof typeof after]} on the import`,
    }));
}

/** Takes a problem out of an import root (an earlier run's), so that the import writes it anew. */
function removeProblem(root: string, id: string): void {
  for (const folder of ['problems', 'testdata', join('solutions', 'submissions')])
    rmSync(join(root, folder, id), { recursive: true, force: true });
  const solutions = join(root, 'solutions');
  if (!existsSync(solutions)) return;
  for (const entry of readdirSync(solutions))
    if (entry === id || entry.startsWith(`${id}.`)) rmSync(join(solutions, entry), { recursive: true, force: true });
}

/** An original solution and its copy in the import, or why it has none. */
type SolutionPair =
  | { shown: string; original: string; imported: string }
  | { shown: string; original: string; imported: null; missing: string };

/**
 * The original's accepted solution with the import's, and each other solution (wrong, or of the gallery) with the
 * imported submission of its name, judged or kept unjudged (a format with no place for what it must get, as CMS): a
 * TypeScript or JavaScript file came back as a bundle (.js), any other as it was.
 */
function solutionPairs(source: ProblemSource, root: string, notes: readonly string[]): SolutionPair[] {
  const { id } = source;
  const shown = (file: string) => relative(source.root, file);
  const accepted = acceptedFile(source.root, id);
  const pairs: SolutionPair[] = [{ shown: shown(accepted), original: accepted, imported: acceptedFile(root, id) }];
  const unjudged = join(root, 'solutions', 'submissions', id, 'do-not-run');
  const gallery = [
    ...submissionFiles(root, id),
    ...(existsSync(unjudged)
      ? readdirSync(unjudged).map((name) => ({ file: join(unjudged, name), path: `do-not-run/${name}` }))
      : []),
  ];
  const stem = (file: string) => basename(file, extname(file));
  const others = [...wrongFiles(source.root, id), ...submissionFiles(source.root, id).map((s) => s.file)];
  for (const file of others) {
    const named = gallery.filter((s) => stem(s.path) === stem(file));
    const twin =
      named.find((s) => extname(s.path) === extname(file)) ??
      named.find((s) => extname(s.path) === '.js' && /^\.[cm]?[jt]s$/.test(extname(file)));
    if (twin !== undefined) {
      pairs.push({ shown: shown(file), original: file, imported: twin.file });
      continue;
    }
    const why = notes.find((line) => line.startsWith(`${shown(file)}: `));
    pairs.push({
      shown: shown(file),
      original: file,
      imported: null,
      missing: `${shown(file)}: not in the package${why ? ` (${why.slice(shown(file).length + 2)})` : ''}`,
    });
  }
  return pairs;
}
