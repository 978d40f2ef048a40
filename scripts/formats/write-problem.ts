// The engine of `npm run import -- DIR` once a format has read the package into a plan: the plan becomes a problem
// folder (problem.ts declaring its limits, validators, checker or jury, and its test order), its tests and its
// submissions, all written in a hidden folder of the root first and moved into place at the end; nothing of the root
// is overwritten. Every test is then run through the package's validators, and a package whose tests they refuse is
// taken out again.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism, constants, tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atOnce, sourceLiteral, UserError } from '../../judge/base/index.ts';
import { judge, judgeTest, prepareChecker, prepareJury, withLimits } from '../../judge/core/index.ts';
import {
  acceptedFile,
  INVALID_FOLDER,
  loadProblem,
  loadSuite,
  PROBLEM_ID,
  submissionFiles,
} from '../../judge/registry/index.ts';
import { rememberedCompilesDir, compileSourceAsync, languageOf, prepareProgram } from '../../judge/build/index.ts';
import { checkInputs } from '../../judge/validate/index.ts';
import { type Sandbox, sandboxFor } from '../../judge/sandbox/index.ts';
import { verdictReason } from '../../judge/page/index.ts';
import { checkerTestsRow, validatorTestsRow } from '../testdata/index.ts';
import type { PackageFormat, PackagePlan, PackageProgram, PackageSubmission } from './plan.ts';

export interface ImportOptions {
  root: string;
  /** The package folder. */
  dir: string;
  /** The problem's id in the kit; default: the package folder's name. */
  id?: string;
  jobs?: number;
  /**
   * The package as the user named it, where `dir` is a copy (a .zip unpacked): in messages, problem.ts's first line,
   * and, made an id, the id where neither the option nor the package gives one.
   */
  shownAs?: string;
  /** Tests with Windows line ends converted to Unix ones (each said); without it, such a test stops the import. */
  normalizeLineEnds?: boolean;
  /**
   * The CPU limit per test, in ms, of the main solution making the answers (a Polygon package's); default:
   * ANSWERS_ROOM times the problem's limit.
   */
  answersTimeLimitMs?: number;
  say: (line: string) => void;
}

export interface ImportSummary {
  id: string;
  tests: number;
  timeMs: number;
  submissions: number;
  notTaken: string[];
}

/** "1 test", "2 tests". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The package's validator and checker tests that do not hold (a Polygon package's own), each in a line: the import
 * takes the package as it is and says so; verify fails on them.
 */
async function programTestLines(root: string, id: string): Promise<string[]> {
  const problem = await loadProblem(root, id);
  const rows = [validatorTestsRow(root, problem), await checkerTestsRow(root, problem)];
  return rows.flatMap((row) => (row && !row.ok ? [`${row.label.slice(1, -1)}: ${row.said}`] : []));
}

/** A name as an id the kit takes: lower case, '-' for what it does not take ("maxsub-3$linux" is maxsub-3-linux). */
export function asId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The CPU limit the slowest accepted submission is measured under, where the package gives no time limit. */
const MEASURING_LIMIT_MS = 60_000;

/**
 * A package read by `read` (a format's reader, plan.ts) written as a problem folder; the id is the option's, else
 * the one the plan suggests, else the folder's name.
 */
export async function importPlan(
  options: ImportOptions,
  read: NonNullable<PackageFormat['read']>,
): Promise<ImportSummary> {
  const pkg = resolve(options.dir);
  if (!existsSync(pkg) || !statSync(pkg).isDirectory()) throw new UserError(`${options.dir}: no such package folder`);
  const jobs = options.jobs ?? availableParallelism();
  const scratch = mkdtempSync(join(tmpdir(), 'kit-import-'));
  const undo: (() => void)[] = [() => removeAll(scratch)];
  const stop = onInterrupt(() => everyStep(undo));
  try {
    return await importRead(options, pkg, await read(pkg, { scratch, jobs }), jobs, undo);
  } finally {
    stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What an interrupt takes back, newest first; the handler is there while any is. */
const cleanups: (() => void)[] = [];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * A folder taken back, tried again a few times (Node.js's retries, 100 ms apart and longer) where a program the import
 * started is still writing in it as the interrupt comes (ENOTEMPTY): the program dies with the import, after this.
 */
const removeAll = (path: string) => rmSync(path, { recursive: true, force: true, maxRetries: 5 });

/** Runs every step, newest first, however one fails; then throws what failed, if any did. */
function everyStep(steps: readonly (() => void)[]): void {
  const failed: string[] = [];
  for (const step of [...steps].reverse()) {
    try {
      step();
    } catch (error) {
      failed.push((error as Error).message);
    }
  }
  if (failed.length > 0) throw new Error(failed.join('; '));
}

function interrupted(signal: NodeJS.Signals): void {
  // Every clean-up runs, one failing or not, and the process ends as a signal ends it: what could not be taken back
  // is said, never left behind unsaid by a handler that threw.
  try {
    everyStep(cleanups.splice(0));
  } catch (error) {
    process.stderr.write(`stopped; not all taken back: ${(error as Error).message}\n`);
  }
  process.exit(128 + (constants.signals[signal] ?? 0));
}

/**
 * While `cleanup` is needed: a Ctrl-C, SIGTERM or SIGHUP runs it (and every other one registered, newest first)
 * before the process ends with 128 plus the signal's number, as a shell reports it, so that an import stopped halfway
 * leaves nothing behind. Returns the function that takes it off.
 */
export function onInterrupt(cleanup: () => void): () => void {
  if (cleanups.length === 0) for (const signal of SIGNALS) process.on(signal, interrupted);
  cleanups.push(cleanup);
  return () => {
    const at = cleanups.indexOf(cleanup);
    if (at >= 0) cleanups.splice(at, 1);
    if (cleanups.length === 0) for (const signal of SIGNALS) process.off(signal, interrupted);
  };
}

/** The plan written into the root: staged, answered where the main solution makes the answers, moved, validated. */
async function importRead(
  options: ImportOptions,
  pkg: string,
  plan: PackagePlan,
  jobs: number,
  /** What an interrupted import takes back, added to as it goes (importPlan runs it). */
  undo: (() => void)[],
): Promise<ImportSummary> {
  const { root, say } = options;
  const shown = options.shownAs ?? pkg;
  const id = options.id ?? plan.id ?? asId(basename(shown, extname(shown)));
  if (!PROBLEM_ID.test(id))
    throw new UserError(`problem id "${id}": use lower-case letters, digits and '-' (give one with --id)`);
  // The folders the import writes, each moved into place whole from the staging root.
  const folders = [join('problems', id), join('testdata', id), join('solutions', 'submissions', id)];
  const taken = folders.find((path) => existsSync(join(root, path)));
  const accepted = acceptedFile(root, id);
  if (taken || existsSync(accepted) || existsSync(join(root, 'solutions', id)))
    throw new UserError(`${taken ?? relative(root, accepted)} already exists: choose another --id (nothing written)`);

  const staging = join(root, `.import-${id}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  undo.push(() => removeAll(staging));
  try {
    const written = writeStaging(pkg, staging, id, plan, options.normalizeLineEnds ?? false);
    const stopping = written.lineEnds.filter((l) => l.stops).map((l) => l.said);
    if (stopping.length > 0)
      throw new UserError(
        `${shown}: ${count(stopping.length, 'test')} ${stopping.length === 1 ? 'has' : 'have'} Windows line ends (nothing written; --normalize-line-ends converts them):\n${stopping.map((line) => `  ${line}`).join('\n')}`,
      );
    let timeMs = plan.limits.timeMs;
    let timeSource = plan.timeSource;
    if (timeMs === null)
      [timeMs, timeSource] = await deriveTimeLimit(staging, id, plan, written.accepted, options.jobs);
    writeFileSync(join(staging, 'problems', id, 'problem.ts'), problemSource(id, plan, timeMs));
    // Each test as the package names it, for messages: "tests/07", or a generated one's command.
    const inPackage = new Map(plan.tests.map((t) => [t.to, t.shown ?? t.from ?? t.to]));
    const shownTest = (to: string, line = 0) =>
      `testdata/${id}/${to}${line > 0 ? `:${line}` : ''}${inPackage.has(to) ? ` (${inPackage.get(to)})` : ''}`;
    // The package's own programs built first: one that does not compile stops the import, not a later judge.
    await buildPrograms(staging, id, written.accepted && join(staging, written.accepted), jobs);
    let answered: Answered | null = null;
    if (plan.answers === 'main') {
      if (written.accepted === null) throw new UserError(`${shown}: no main solution to make the answers with`);
      answered = await answerWithMain(
        staging,
        id,
        join(staging, written.accepted),
        written.from ?? written.accepted,
        { jobs, answersMs: options.answersTimeLimitMs },
        shownTest,
      );
    }
    // What the moves below make, to be taken out again should the validators refuse a test.
    const made = [...folders, ...PARENTS].filter((path) => !existsSync(join(root, path)));
    const takeBackMoved = () => takeBack(root, made, written.accepted);
    undo.push(takeBackMoved);
    for (const path of folders) {
      if (!existsSync(join(staging, path))) continue;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      renameSync(join(staging, path), join(root, path));
    }
    if (written.accepted) {
      mkdirSync(join(root, 'solutions'), { recursive: true });
      // A folder program (solutions/<id>/<id>.py beside its included files) moves with its folder.
      const moved = dirname(written.accepted) === 'solutions' ? written.accepted : dirname(written.accepted);
      renameSync(join(staging, moved), join(root, moved));
    }
    let refused: string[];
    try {
      refused = await refusedTests(root, id, jobs, shownTest);
    } catch (error) {
      takeBack(root, made, written.accepted);
      throw error;
    }
    if (refused.length > 0) {
      takeBack(root, made, written.accepted);
      throw new UserError(
        `${shown}: ${refused.length} of the package's tests fail its validators (nothing written):\n${refused.map((line) => `  ${line}`).join('\n')}`,
      );
    }
    // In place and validated: an interrupt from here on takes nothing back.
    undo.splice(undo.indexOf(takeBackMoved), 1);
    report(say, {
      id,
      root,
      pkg: shown,
      plan,
      timeMs,
      timeSource,
      ...written,
      answered,
      unusedAnswersLimit: plan.answers !== 'main' && options.answersTimeLimitMs !== undefined,
      programTests: await programTestLines(root, id),
    });
    return {
      id,
      tests: plan.tests.filter((t) => t.to.endsWith('.in')).length,
      timeMs,
      submissions: plan.submissions.length,
      notTaken: plan.notTaken,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The problem's checker and jury programs built as the judge will run them: one that does not compile stops here. */
async function buildPrograms(staging: string, id: string, main: string | null, jobs: number): Promise<void> {
  const problem = await loadProblem(staging, id);
  // Every compiled program built first, `jobs` compilers at a time, into the remembered compiles, where the steps below
  // (and the validators' check, the answers) find them: the problem's own outside the sandbox, the main solution in it.
  const builds = [
    ...[problem.checkerProgram?.program, problem.interaction?.jury, ...problem.validators].map((file) => ({
      file,
      sandbox: null,
    })),
    { file: main ?? undefined, sandbox: sandboxFor(false, staging) },
  ].filter(
    (b): b is { file: string; sandbox: Sandbox | null } =>
      b.file !== undefined && languageOf(b.file)?.compile !== undefined,
  );
  await atOnce(builds, jobs, async ({ file, sandbox }) => {
    await compileSourceAsync(file, rememberedCompilesDir(), languageOf(file)!, problem.limits.memoryMb, sandbox);
  });
  for (const [file, prepare] of [
    [problem.checkerProgram?.program, prepareChecker],
    [problem.interaction?.jury, prepareJury],
  ] as const) {
    if (file === undefined) continue;
    try {
      await prepare(staging, problem);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // Named as the package names it, the compiler's lines after it, with no trace of the staging folder.
      const shown = relative(problem.folder, file);
      const said = error.message
        .replace(`${relative(staging, file)}: `, '')
        .split(`${problem.folder}${sep}`)
        .join('');
      throw new UserError(`${shown} does not compile (nothing written):\n${said}`);
    }
  }
}

/**
 * How much room the main solution gets making the answers: this many times the problem's CPU limit. The limit is the
 * submissions'; Polygon makes the answers on its own idle machine, where the setter saw the main solution pass, and a
 * laptop that is busy counts more CPU time for the same run (a package's main solution measured 2.86 s alone and
 * 3.04 s beside other work, against 3 s). The room only stops a main solution that runs away; `npm run verify` holds
 * it to the problem's own limit. Three times, as `verify --time-limit` caps a too-slow solution's run.
 */
export const ANSWERS_ROOM = 3;

/** What making the answers measured: the limit the main solution had, and its slowest test by CPU time. */
interface Answered {
  limitMs: number;
  slowest: { test: string; cpuMs: number } | null;
}

/**
 * Each test's answer made by the main solution, as Polygon makes its answers: run as a submission is (in its sandbox,
 * under the problem's limits but the CPU time's, which has room: ANSWERS_ROOM), `jobs` at a time. A test it does not
 * answer cleanly within them is named, and nothing is written.
 */
async function answerWithMain(
  staging: string,
  id: string,
  main: string,
  mainShown: string,
  { jobs, answersMs }: { jobs: number; answersMs: number | undefined },
  shownTest: (to: string) => string,
): Promise<Answered> {
  const loaded = await loadProblem(staging, id);
  const limitMs = answersMs ?? ANSWERS_ROOM * loaded.limits.timeMs;
  // The test judge decides as for any run, held to the answers' limit instead of the problem's.
  const problem = withLimits(loaded, { timeMs: limitMs });
  const sandbox = sandboxFor(false, staging);
  // The package's main solution is someone else's code: it may import nothing of the kit.
  const bundleFile = join(staging, 'dist', `${id}-main.js`);
  const prepared = await prepareProgram({ file: main, untrusted: true }, problem, bundleFile, sandbox);
  if ('compileError' in prepared)
    throw new UserError(`${mainShown}: the main solution does not compile (nothing written): ${prepared.compileError}`);
  // The tests' inputs: those in invalid/ are for the validators to refuse, and have no answer.
  const inputs = (readdirSync(join(staging, 'testdata', id), { recursive: true }) as string[])
    .filter((path) => path.endsWith('.in') && path.split(sep)[0] !== INVALID_FOLDER)
    .sort();
  // An interactive problem's answer is what its interactor wrote to tout against the main solution (Polygon's way).
  const jury = problem.interaction ? await prepareJury(staging, problem) : null;
  const failures: string[] = [];
  let slowest: Answered['slowest'] = null;
  let timedOut = false;
  // Each test judged as the judge judges it, with no answer yet: one that is not AC is said with the figures that
  // decided it; an AC one's output is its answer.
  await atOnce(inputs, jobs, async (path) => {
    const input = join(staging, 'testdata', id, path);
    const result = await judgeTest({
      root: staging,
      programs: { program: prepared.program, ...(jury ? { interactor: jury } : {}) },
      test: {
        problem,
        group: dirname(path).split(sep).join('/'),
        name: basename(path, '.in'),
        input,
        answer: null,
        inputText: readFileSync(input, 'utf8'),
        answerText: null,
      },
      sandbox,
    });
    if ('message' in result) failures.push(`${shownTest(path)}: ${result.message}`);
    else if (result.madeAnswer === undefined) {
      const why = verdictReason(result, problem.limits);
      timedOut ||= result.verdict === 'TLE';
      failures.push(`${shownTest(path)}: ${result.verdict}${why ? `, ${why}` : ''}`);
    } else {
      writeFileSync(`${input.slice(0, -'.in'.length)}.ans`, result.madeAnswer);
      const cpuMs = result.cpuMs ?? result.wallMs;
      const test = path.slice(0, -'.in'.length).split(sep).join('/');
      if (slowest === null || cpuMs > slowest.cpuMs || (cpuMs === slowest.cpuMs && test < slowest.test))
        slowest = { test, cpuMs };
    }
  });
  if (failures.length > 0)
    throw new UserError(
      `${mainShown}: the main solution, whose outputs are the answers, fails ${count(failures.length, 'test')} (nothing written${timedOut ? `; --answers-time-limit gives it more than ${limitMs} ms` : ''}):\n${failures
        .sort()
        .map((line) => `  ${line}`)
        .join('\n')}`,
    );
  return { limitMs, slowest };
}

/**
 * Each test the problem's validators refuse, as a line naming it from the root, `jobs` validators at a time. Run once
 * the folder is in place, so that the inputs they accept are remembered by content there (check-input.ts): npm
 * test's look at every test of every problem then runs none of them again.
 */
async function refusedTests(
  root: string,
  id: string,
  jobs: number,
  shownTest: (to: string, line?: number) => string,
): Promise<string[]> {
  const problem = await loadProblem(root, id);
  const { tests } = loadSuite(root, id);
  const inputs = tests.map((test) => ({ input: readFileSync(test.input, 'utf8'), group: test.group }));
  const verdicts = await checkInputs(problem, inputs, jobs);
  return tests.flatMap((test, k) => {
    const invalid = verdicts[k];
    if (invalid === null) return [];
    const at = shownTest(relative(join(root, 'testdata', id), test.input), invalid.line);
    return [`${at}: ${invalid.field}: ${invalid.message}`];
  });
}

/** The folders that hold what an import moves into place; made where the root has none. */
const PARENTS = ['problems', 'testdata', join('solutions', 'submissions'), 'solutions'];

/** What an import moved into place taken out again: the folders it made (none was there before) and its solution. */
function takeBack(root: string, made: string[], accepted: string | null): void {
  for (const path of made) rmSync(join(root, path), { recursive: true, force: true });
  if (accepted)
    rmSync(join(root, dirname(accepted) === 'solutions' ? accepted : dirname(accepted)), {
      recursive: true,
      force: true,
    });
}

/** Everything but problem.ts, under the staging root; the accepted solution's path (relative), if one is taken. */
function writeStaging(
  pkg: string,
  staging: string,
  id: string,
  plan: PackagePlan,
  normalizeLineEnds: boolean,
): { accepted: string | null; from: string | null; unknownConstants: string[]; lineEnds: LineEnds[] } {
  const folder = join(staging, 'problems', id);
  mkdirSync(folder, { recursive: true });
  // The format's rewriting (Kattis's constants) of each program copied, never of test data.
  const unknownConstants: string[] = [];
  const substitute = (to: string, from: string) => unknownConstants.push(...(plan.rewrite?.(to, from) ?? []));
  const copyProgram = (program: PackageProgram) => {
    const from = join(pkg, program.folder ?? program.main);
    const to = join(folder, program.folder ?? program.main);
    mkdirSync(dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true });
    substitute(to, program.folder ?? program.main);
  };
  for (const program of plan.validators) copyProgram(program);
  if (plan.outputValidator) copyProgram(plan.outputValidator);
  if (plan.interactor) copyProgram(plan.interactor);
  if (plan.statementFolder) cpSync(join(pkg, plan.statementFolder), join(folder, 'statement'), { recursive: true });
  writeFileSync(join(folder, 'statement.md'), statementMd(plan));
  // A text with Windows line ends is said by its file and line, and converted only when asked. `stops`: one that stops
  // the import unless converted (an input a validator reads strictly), or is kept as it is where the format's own
  // tool keeps it (plan.lineEnds); the others are said only where converted.
  const lineEnds: LineEnds[] = [];
  const copyText = (bytes: Buffer, to: string, shown: string, stops: boolean) => {
    mkdirSync(dirname(to), { recursive: true });
    const line = crlfLine(bytes);
    const convert = line !== null && normalizeLineEnds;
    const kept = stops && !convert && plan.lineEnds !== undefined;
    const how = convert
      ? ', converted'
      : kept
        ? `, kept as it is, ${plan.lineEnds?.kept} (--normalize-line-ends converts it)`
        : '';
    if (line !== null && (stops || convert))
      lineEnds.push({ said: `${shown}:${line}: a Windows line end (CRLF)${how}`, stops: stops && !convert && !kept });
    writeFileSync(to, convert ? Buffer.from(bytes.toString('latin1').replaceAll('\r\n', '\n'), 'latin1') : bytes);
  };
  // An input the validators must refuse, byte for byte (said where the others are converted).
  const keepRefused = (bytes: Buffer, to: string, shown: string) => {
    mkdirSync(dirname(to), { recursive: true });
    const line = crlfLine(bytes);
    if (line !== null && normalizeLineEnds)
      lineEnds.push({
        said: `${shown}:${line}: a Windows line end (CRLF), kept: an input the validators must refuse`,
        stops: false,
      });
    writeFileSync(to, bytes);
  };
  // The programs' own tests keep their paths in the problem's folder, and are test data as the tests are: an input a
  // validator must accept stops the import as a test's does, and the checker's files (read leniently, as testlib reads
  // an output and an answer) are converted with them. An input a validator must refuse is kept byte for byte: its CR
  // may be what it tests, and converted it could become valid.
  for (const test of plan.validatorTests ?? []) {
    const bytes = readFileSync(join(pkg, test.input));
    if (test.valid) copyText(bytes, join(folder, test.input), test.input, true);
    else keepRefused(bytes, join(folder, test.input), test.input);
  }
  for (const test of plan.checkerTests ?? [])
    for (const file of new Set([test.input, test.output, test.answer]))
      copyText(readFileSync(join(pkg, file)), join(folder, file), file, false);
  for (const test of plan.tests) {
    const to = join(staging, 'testdata', id, test.to);
    if (test.from === null) {
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, '');
      continue;
    }
    // Inputs only: an answer is compared token by token or by a checker, where a line end does not matter.
    copyText(readFileSync(resolve(pkg, test.from)), to, test.shown ?? test.from, test.to.endsWith('.in'));
  }
  for (const { from, name } of plan.invalidInputs ?? [])
    keepRefused(readFileSync(resolve(pkg, from)), join(staging, 'testdata', id, INVALID_FOLDER, `${name}.in`), from);
  // One accepted submission becomes the problem's accepted solution, the fastest kind to run first (compiled ones
  // before the JVM, interpreters last); the rest form the gallery, judged by their folders.
  // A folder program with files beside its source (a header) keeps them: it goes to the gallery as a folder whose
  // source is named after it (the registry's rule), and is the accepted solution only where no single file is.
  const withFiles = (s: PackageSubmission) =>
    (s.include?.length ?? 0) > 0 ||
    (s.folder !== null && extname(s.main) !== '.java' && readdirSync(join(pkg, s.folder)).length > 1);
  // A program in a folder named after it: the submission's own folder (or its file), then the package's included
  // files beside it, replacing its own of the same name (the format's rule), its source renamed after the folder.
  const asFolder = (submission: PackageSubmission, into: string) => {
    const entry = basename(into);
    if (submission.folder !== null) cpSync(join(pkg, submission.folder), into, { recursive: true });
    else {
      mkdirSync(into, { recursive: true });
      copyFileSync(join(pkg, submission.main), join(into, basename(submission.main)));
    }
    substitute(into, submission.folder ?? submission.main);
    for (const { from, to } of submission.include ?? []) {
      mkdirSync(dirname(join(into, to)), { recursive: true });
      copyFileSync(join(pkg, from), join(into, to));
      substitute(join(into, to), from);
    }
    const main = join(into, basename(submission.main));
    if (existsSync(main)) renameSync(main, join(into, `${entry}${extname(submission.main)}`));
  };
  // The included files kept with the problem, for the export to write back as the package's include/.
  if (plan.submissions.some((s) => s.include) && existsSync(join(pkg, 'include'))) {
    cpSync(join(pkg, 'include'), join(folder, 'include'), { recursive: true });
    substitute(join(folder, 'include'), 'include');
  }
  // kit.json (a package the kit exported) names the one that was the problem's accepted solution.
  const first =
    plan.submissions.find((s) => s.expect === 'accepted' && s.main === plan.preferredAccepted) ??
    plan.submissions
      .filter((s) => s.expect === 'accepted')
      .sort((a, b) => Number(withFiles(a)) - Number(withFiles(b)) || preference(a.main) - preference(b.main))[0];
  let accepted: string | null = null;
  // submissions.yaml's scores, by the path each submission gets in the gallery (registry: submissionScores).
  const scores: Record<string, [number, number]> = {};
  for (const submission of plan.submissions) {
    const gallery = join('solutions', 'submissions', id, submission.expect);
    const scored = (name: string) => {
      if (submission.score && submission !== first) scores[`${submission.expect}/${name}`] = submission.score;
    };
    if (submission !== first && withFiles(submission)) {
      const entry = basename(submission.folder ?? submission.main, submission.folder ? '' : extname(submission.main));
      scored(entry);
      asFolder(submission, join(staging, gallery, entry));
      continue;
    }
    // The accepted solution with files beside it: solutions/<id>/<id>.<ext>, a folder program of its own.
    if (submission === first && withFiles(submission)) {
      asFolder(submission, join(staging, 'solutions', id));
      accepted = join('solutions', id, `${id}${extname(submission.main)}`);
      continue;
    }
    scored(submission.name);
    const target =
      submission === first ? join('solutions', `${id}${extname(submission.main)}`) : join(gallery, submission.name);
    if (submission === first) accepted = target;
    mkdirSync(dirname(join(staging, target)), { recursive: true });
    copyFileSync(join(pkg, submission.main), join(staging, target));
    substitute(join(staging, target), submission.main);
  }
  if (Object.keys(scores).length > 0)
    writeFileSync(join(staging, 'solutions', 'submissions', id, 'scores.json'), `${JSON.stringify(scores, null, 2)}\n`);
  return { accepted, from: first?.main ?? null, unknownConstants, lineEnds };
}

/** A test's Windows line ends as the import says them, and whether they stop it (nothing converted, nothing kept). */
interface LineEnds {
  said: string;
  stops: boolean;
}

/** The line of a text's first Windows line end (CRLF), counted from 1; null where it has none. */
function crlfLine(bytes: Buffer): number | null {
  const at = bytes.indexOf('\r\n');
  return at === -1 ? null : bytes.subarray(0, at).toString('latin1').split('\n').length;
}

/** The order in which accepted submissions are preferred as the accepted solution, by extension. */
const PREFERRED = ['.cpp', '.cc', '.cxx', '.c', '.java', '.ts', '.js', '.py'];
const preference = (file: string) => {
  const at = PREFERRED.indexOf(extname(file).toLowerCase());
  return at === -1 ? PREFERRED.length : at;
};

/** statement.md: the package's Markdown statement, or a page naming its LaTeX one, with the limits either way. */
function statementMd(plan: PackagePlan): string {
  if (plan.statementMarkdown !== null) return plan.statementMarkdown;
  const where = plan.statementFolder ? 'in `statement/`, as the package has it (LaTeX or PDF)' : 'not in the package';
  return `# ${plan.name || 'Imported problem'}\n\nImported from a ${plan.origin}; the statement is ${where}.\n`;
}

/**
 * A time limit where the package gives none, as problemtools derives one: the slowest CPU time of any accepted
 * submission on any test, times the multiplier, rounded up to the time resolution (whole seconds by default).
 */
async function deriveTimeLimit(
  staging: string,
  id: string,
  plan: PackagePlan,
  accepted: string | null,
  jobs: number | undefined,
): Promise<[number, string]> {
  if (accepted === null) return [1000, 'none in the package and no accepted submission to measure: 1 s assumed'];
  writeFileSync(join(staging, 'problems', id, 'problem.ts'), problemSource(id, plan, MEASURING_LIMIT_MS));
  const files = [
    join(staging, accepted),
    ...submissionFiles(staging, id)
      .filter((s) => s.folder === 'accepted')
      .map((s) => s.file),
  ];
  let slowest = 0;
  for (const file of files) {
    // The package's submissions are someone else's code: they may import nothing of the kit.
    const report = await judge({ root: staging, problemIds: [id], solution: file, jobs, untrusted: true });
    const results = report.problems[0]?.results ?? [];
    if (report.errors.length > 0 || results.length === 0 || results.some((r) => r.verdict !== 'AC'))
      return [1000, `none in the package, and ${relative(staging, file)} did not pass to be measured: 1 s assumed`];
    slowest = Math.max(slowest, ...results.map((r) => r.cpuMs ?? r.wallMs));
  }
  const step = plan.timeResolutionMs;
  const timeMs = Math.max(step, Math.ceil((slowest * plan.timeMultiplier) / step) * step);
  const measured = `the slowest test of ${files.length} accepted submissions, ${Math.round(slowest)} ms, times ${plan.timeMultiplier}`;
  return [timeMs, `none in the package: ${measured}, rounded up`];
}

/**
 * The kit's own Biome executable, which formats problem.ts as `npm test` checks it (long lists broken over lines):
 * the platform's binary that Biome's npm wrapper (node_modules/@biomejs/biome/bin/biome) would start, run without
 * the wrapper, whose own Node.js start and `ldd --version` cost more than the formatting (about 190 ms of CPU a
 * call against 60). BIOME_BINARY names another, as it does for the wrapper. Null where Biome is not installed.
 */
export function biomeExecutable(): string | null {
  if (process.env.BIOME_BINARY) return process.env.BIOME_BINARY;
  const exe = process.platform === 'win32' ? 'biome.exe' : 'biome';
  // npm installs the one package whose os, cpu and libc match: glibc's or musl's, never both.
  for (const libc of ['', '-musl']) {
    const file = fileURLToPath(
      new URL(`../../node_modules/@biomejs/cli-${process.platform}-${process.arch}${libc}/${exe}`, import.meta.url),
    );
    if (existsSync(file)) return file;
  }
  return null;
}

/** `source` as Biome formats the kit's code; as written where Biome cannot run (the source is valid either way). */
function formatted(source: string, id: string): string {
  const biome = biomeExecutable();
  if (biome === null) return source;
  const run = spawnSync(biome, ['format', `--stdin-file-path=problems/${id}/problem.ts`], {
    input: source,
    encoding: 'utf8',
  });
  return run.status === 0 && run.stdout ? run.stdout : source;
}

function problemSource(id: string, plan: PackagePlan, timeMs: number): string {
  const lines = [
    // The kit's own words only: text from the package (its name, a Kattis problem_format_version) in a comment would
    // make code of what follows a line end in it; the import's output names the package. Every value from the
    // package is a literal made by sourceLiteral.
    "// Imported by `npm run import`; `onlineJudge` names the package's kind and format.",
    "// The package's programs and statement are kept in this folder, as the package had them.",
    // A template literal, so that the layout check reads it as text: it is the import of the file being written.
    `import type { ProblemDefinition } from '../_authoring/index.ts';`,
    '',
    'const problem: ProblemDefinition = {',
  ];
  const field = (name: string, value: unknown) => lines.push(`  ${name}: ${sourceLiteral(value)},`);
  field('id', id);
  field('title', plan.name || id);
  field('onlineJudge', `${plan.origin} (${plan.format})`);
  // Marks the problem imported: verify warns, rather than fails, on the checks the kit adds on its own.
  field('imported', plan.origin);
  field('limits', { ...plan.limits, timeMs });
  field('bundleTarget', 'node20');
  if (plan.testOrder) field('testOrder', plan.testOrder);
  if (plan.files) field('files', plan.files);
  if (plan.validators.length > 0)
    field(
      'validators',
      plan.validators.map((v) => v.main),
    );
  else
    field(
      'unvalidated',
      plan.unvalidated ?? 'the package’s input validators could not be taken (see the import’s output)',
    );
  if (plan.validatorContract) field('validatorContract', plan.validatorContract);
  if (plan.validatorTests?.length) field('validatorTests', plan.validatorTests);
  if (plan.checkerTests?.length) field('checkerTests', plan.checkerTests);
  if (Object.keys(plan.groups).length > 0) field('groups', plan.groups);
  if (plan.scoring) field('scoring', plan.scoring);
  if (plan.interactor) field('interaction', { jury: plan.interactor.main, contract: 'testlib' });
  if (plan.interactive && plan.outputValidator && !plan.interactor)
    field('interaction', {
      jury: plan.outputValidator.main,
      ...(plan.validatorArgs.length ? { args: plan.validatorArgs } : {}),
    });
  else if (plan.outputValidator)
    field('checker', {
      program: plan.outputValidator.main,
      contract: plan.checkerContract ?? 'kattis',
      args: plan.validatorArgs,
    });
  if (plan.compare) field('compare', plan.compare);
  lines.push('};', '', 'export default problem;', '');
  return formatted(lines.join('\n'), id);
}

function report(
  say: (line: string) => void,
  r: {
    id: string;
    root: string;
    pkg: string;
    plan: PackagePlan;
    programTests: string[];
    timeMs: number;
    timeSource: string | null;
    accepted: string | null;
    from: string | null;
    unknownConstants: string[];
    lineEnds: LineEnds[];
    answered: Answered | null;
    unusedAnswersLimit: boolean;
  },
): void {
  const { plan, id } = r;
  const groups = [...new Set(plan.tests.map((t) => dirname(t.to)))];
  say(`imported ${id} from ${r.pkg} (${plan.origin}, format ${plan.format})`);
  say(
    `  problems/${id}/problem.ts: time limit ${r.timeMs} ms (${r.timeSource}), memory ${plan.limits.memoryMb} MB, output ${plan.limits.outputMb} MB`,
  );
  say(`  testdata/${id}/: ${plan.tests.filter((t) => t.to.endsWith('.in')).length} tests in ${groups.join(', ')}`);
  if (plan.invalidInputs?.length)
    say(
      `  testdata/${id}/${INVALID_FOLDER}/: ${plan.invalidInputs.length} input${plan.invalidInputs.length === 1 ? '' : 's'} the validators must refuse`,
    );
  for (const { said } of r.lineEnds) say(`  line ends: ${said}`);
  if (plan.files)
    say(
      `  files: the solution reads ${plan.files.input ?? 'standard input'} and writes ${plan.files.output ?? 'standard output'}`,
    );
  if (r.answered) {
    const { limitMs, slowest } = r.answered;
    const room = limitMs === ANSWERS_ROOM * r.timeMs ? `${ANSWERS_ROOM} x the problem's limit` : '--answers-time-limit';
    const took = slowest ? `; its slowest test, ${slowest.test}, took ${Math.round(slowest.cpuMs)} ms of CPU` : '';
    say(
      `  answers: the main solution's outputs, as the package makes them, each run under ${limitMs} ms (${room})${took}`,
    );
  }
  if (r.unusedAnswersLimit) say("  --answers-time-limit: not used, the package's answers are its own");
  const contract = (testlib: boolean, kattis: string) => (testlib ? "testlib's contract" : `Kattis ${kattis} contract`);
  const checkerContract =
    plan.checkerContract === 'cms'
      ? "CMS's contract"
      : contract(plan.checkerContract === 'testlib', 'output validator');
  const own = (tests: unknown[] | undefined) => (tests?.length ? `, ${tests.length} tests of its own` : '');
  say(
    `  validators: ${plan.validators.map((v) => v.main).join(', ') || 'none taken'}${plan.validators.length ? ` (${contract(plan.validatorContract === 'testlib', 'input validator')}${own(plan.validatorTests)})` : ''}`,
  );
  if (plan.interactor) say(`  interactive: the jury is ${plan.interactor.main} (testlib's interactor contract)`);
  else if (plan.interactive)
    say(`  interactive: the jury is ${plan.outputValidator?.main} (Kattis interactor contract)`);
  if (plan.outputValidator && (!plan.interactive || plan.interactor))
    say(`  checker: ${plan.outputValidator.main} (${checkerContract}${own(plan.checkerTests)})`);
  else
    say(
      `  comparison: ${plan.compareFrom === 'kit' ? "the kit's own (kit.json)" : plan.defaultComparison}, ${JSON.stringify(plan.compare)}`,
    );
  say(
    `  accepted solution: ${r.accepted ? `${r.accepted} (from ${r.from})` : 'none the judge runs: write solutions/<id>.<ext>'}`,
  );
  const gallery = plan.submissions.length - (r.accepted ? 1 : 0);
  const byFolder = new Map<string, number>();
  for (const s of plan.submissions) if (s.main !== r.from) byFolder.set(s.expect, (byFolder.get(s.expect) ?? 0) + 1);
  if (gallery > 0)
    say(
      `  solutions/submissions/${id}/: ${gallery} more, judged by their folders (${[...byFolder].map(([f, n]) => `${f} ${n}`).join(', ')})`,
    );
  for (const line of r.unknownConstants) say(`  warning: ${line}`);
  for (const line of plan.said) say(`  ${line}`);
  for (const line of plan.notTaken) say(`  not taken: ${line}`);
  for (const line of r.programTests) say(`  warning: ${line} (npm run verify fails on it)`);
  const slowest = r.answered?.slowest;
  if (slowest && slowest.cpuMs > r.timeMs)
    say(
      `  warning: the main solution took ${Math.round(slowest.cpuMs)} ms of CPU on ${slowest.test}, over the problem's ${r.timeMs} ms limit (npm run verify fails on it)`,
    );
  // In another root than the kit's own, the next commands name it.
  const elsewhere = relative(process.cwd(), r.root) === '' ? '' : ` --root ${r.root}`;
  say(`next: npm run judge -- ${id}${elsewhere}; npm run verify -- ${id}${elsewhere}`);
}
