// One test judged: run the program on it (alone, held to a checker, or against a game's jury) and decide its verdict,
// in one place. The judge calls it for every test; so does everything else that judges a test.
import { accessSync, constants as fsConstants, lstatSync } from 'node:fs';
import { devNull } from 'node:os';
import { join, relative } from 'node:path';
import {
  exchangeLines,
  type Program,
  runChecker,
  runInteractive,
  type RunOutcome,
  runProgram,
  type WarmAnswer,
} from '../run/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { groupSetting, juryFile, problemFile, testKey, type DataError, type Problem } from '../registry/index.ts';
import {
  decideInteractive,
  decideLimits,
  decideOutput,
  decideVerdict,
  type Decision,
  mapBundlePositions,
  normalizedLines,
  type OutputCheck,
  runtimeErrorReason,
} from '../verdict/index.ts';
import { explainAnswerLine, explainPlayedGame, shortLine } from '../explain/index.ts';
import {
  type ExplanationSummary,
  OUTPUT_HEAD_BYTES,
  type TestToJudge,
  type TestPrograms,
  type TestResult,
} from './types.ts';

/** One test to judge: with `warmOutput`, the warm pass's answer the faithful run is held to (answers-first.ts). */
export interface TestRun {
  root: string;
  programs: TestPrograms;
  test: TestToJudge;
  /** Null for the kit's own programs (a bundle checked on an old Node.js), which are trusted. */
  sandbox: Sandbox | null;
  signal?: AbortSignal;
  warmOutput?: string;
}

/** The expected answer's line of play for the case on the failing answer line, if the problem has an explainer. */
async function explainFailure(
  root: string,
  problem: Problem,
  input: string,
  answerLine: number,
): Promise<ExplanationSummary | undefined> {
  const explanation = await explainAnswerLine(root, problem.id, input, answerLine);
  if (!explanation) return undefined;
  return { answerLine, headline: explanation.headline, line: shortLine(explanation, problem.game === true) };
}

/** What a run of one of the problem's tests is held to, in the units the run and the verdict take. */
export function testLimits(problem: Pick<Problem, 'limits'>) {
  const { timeMs, wallMs, memoryMb, outputMb } = problem.limits;
  return { timeMs, wallMs, memoryKb: memoryMb * 1024, outputBytes: outputMb * 1024 * 1024 };
}

/**
 * A judge error on `test`: the problem's own `program` (its jury, its checker program or checker function) broke its
 * contract, so the test has no verdict to give the submission. Named, with the file to fix; never remembered.
 */
function brokenProgram(root: string, program: string, test: TestToJudge, failure: string): TestResult {
  const file = relative(root, program);
  return judgeError(root, test, contractBroken(file, failure), `fix ${file}, then judge again`, file);
}

/** How a judge error names the problem's own program (root-relative `file`) that broke its contract. */
const contractBroken = (file: string, failure: string) => `${file} broke its contract: ${failure}`;

/** An interactive test: the solution against the jury; a jury that breaks its contract is a judge error. */
async function runExchange(
  { root, programs, test, sandbox, signal }: TestRun,
  interactor: Program,
): Promise<TestResult> {
  const { problem } = test;
  const limits = testLimits(problem);
  const outcome = await runInteractive({
    solution: programs.program,
    interactor,
    inputFile: test.input,
    answerFile: test.answer ?? devNull,
    // A jury program's arguments: the group's (an imported package's output_validator_args), else the problem's.
    args: groupSetting(problem, test.group, 'outputValidatorArgs') ?? problem.interaction!.args,
    ...limits,
    idleMs: problem.interaction!.idleMs,
    contract: problem.interaction!.contract,
    signal,
    sandbox,
  });
  let decision = decideInteractive(outcome, limits, problem.interaction!.contract);
  let toutChecked = false;
  if ('failure' in decision) return brokenProgram(root, juryFile(root, problem), test, decision.failure);
  if (test.answer === null || test.answerText === null) {
    const made = decision.verdict === 'AC' ? { madeAnswer: outcome.interactor.tout ?? '' } : {};
    return { ...resultOf(root, programs, test, outcome.solution, decision), ...made, transcript: outcome.transcript };
  }
  // A testlib interactor that accepted hands what it wrote to tout to the checker, which decides, as Polygon does.
  if (decision.verdict === 'AC' && outcome.interactor.tout !== null && programs.checker) {
    const checked = await runChecker({
      program: programs.checker,
      contract: problem.checkerProgram!.contract,
      inputFile: test.input,
      answerFile: test.answer,
      output: outcome.interactor.tout,
      args: problem.checkerProgram!.args,
      signal,
    });
    if ('failure' in checked) return brokenProgram(root, problem.checkerProgram!.program, test, checked.failure);
    decision = decideOutput(outcome.interactor.tout, test.answerText, () => checked.verdict);
    toutChecked = true;
  }
  const played =
    decision.verdict === 'WA'
      ? await explainPlayedGame(root, problem.id, test.inputText, exchangeLines(outcome.transcript))
      : null;
  return {
    ...resultOf(root, programs, test, outcome.solution, decision),
    ...(toutChecked ? { toutChecked: true as const } : {}),
    explanation: played ? { answerLine: 1, ...played } : undefined,
    transcript: outcome.transcript,
    transcriptDropped: outcome.transcriptDropped,
  };
}

/**
 * Runs one test and decides its verdict: the program alone (its output compared, or held to the problem's checker
 * function or checker program), or against the problem's jury in a game. The one place a verdict is decided: every
 * caller that judges a test (the judge, the import's answers, stress, verify) comes here. A checker or jury that
 * breaks its contract, or a program of the kit's gone, is a judge error (JE), never the submission's verdict; an input
 * that cannot be read any more is the test data's error.
 */
export async function judgeTest(request: TestRun): Promise<TestResult | DataError> {
  const { root, programs, test } = request;
  let judged: TestResult;
  try {
    judged = programs.interactor ? await runExchange(request, programs.interactor) : await runAlone(request);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error; // a bug of the kit's, to be seen as one
    // The input was read when the suite was loaded; one removed or made unreadable since is broken data.
    if (!readable(test.input))
      return { file: relative(root, test.input), message: `cannot read: ${code} (it changed while judging)` };
    return judgeError(root, test, `the judge could not run the test (${(error as Error).message})`, REBUILD);
  }
  // A program the kit built, gone while the test ran (a cache pruned, dist/ removed): the run proves nothing.
  const gone = judged.verdict === 'AC' ? null : missingProgram(programs);
  return gone ? judgeError(root, test, `${relative(root, gone)} was removed while the test ran`, REBUILD) : judged;
}

/** Whether the judge can still read `file`. */
function readable(file: string): boolean {
  try {
    accessSync(file, fsConstants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first of the test's programs that the kit built and that is no longer there (a bundle, or a compiled program's
 * cache folder, told by its `.compiled` mark, looked at without following a link); null where all are.
 */
function missingProgram(programs: TestPrograms): string | null {
  for (const program of [programs.program, programs.interactor, programs.checker]) {
    if (program === undefined) continue;
    const mark = program.kind === 'node' ? program.file : program.built && join(program.built, '.compiled');
    if (mark && !lstatSync(mark, { throwIfNoEntry: false })) return program.kind === 'node' ? mark : program.built!;
  }
  return null;
}

const REBUILD = 'judge again (the same command), which builds what is missing';

/**
 * A judge error: a fault on this test that is not the submission's (the kit's, or the problem's own program named in
 * `program`), with its cause and how to recover; never remembered.
 */
function judgeError(root: string, test: TestToJudge, cause: string, recover: string, program?: string): TestResult {
  return {
    ...unmeasured(root, test, 'JE', '', ''),
    judgeError: `${cause}: ${recover}`,
    ...(program === undefined ? {} : { brokenProgram: program }),
  };
}

/** A result with nothing measured: a judge error's, or a warm answer's (provisional). */
function unmeasured(
  root: string,
  test: TestToJudge,
  verdict: TestResult['verdict'],
  outputHead: string,
  stderrTail: string,
): TestResult {
  return {
    group: test.group,
    name: test.name,
    input: relative(root, test.input),
    verdict,
    cpuMs: null,
    wallMs: 0,
    waitedMs: null,
    countedWallMs: 0,
    wallTimeExceeded: false,
    peakRssKb: null,
    outputHead,
    exitCode: null,
    signal: null,
    stderrTail,
  };
}

/** A test of a program alone: its output compared, or held to the problem's checker function or checker program. */
async function runAlone(request: TestRun): Promise<TestResult> {
  const { root, programs, test, sandbox, signal, warmOutput } = request;
  const { problem } = test;
  const limits = testLimits(problem);
  const run = await runProgram({
    program: programs.program,
    inputFile: test.input,
    files: problem.files,
    ...limits,
    signal,
    sandbox,
  });
  if (test.answer === null || test.answerText === null) {
    const decision = decideLimits(run, limits) ?? { verdict: 'AC' as const };
    const made = decision.verdict === 'AC' ? { madeAnswer: run.stdout } : {};
    return { ...resultOf(root, programs, test, run, decision), ...made };
  }
  const { answer, answerText } = test;
  let check: OutputCheck | undefined;
  const { checker } = problem;
  if (checker) check = (output) => checker(test.inputText, answerText, output);
  else if (programs.checker && decideLimits(run, limits) === null) {
    const checked = await runChecker({
      program: programs.checker,
      contract: problem.checkerProgram!.contract,
      inputFile: test.input,
      answerFile: answer,
      output: run.stdout,
      args: groupSetting(problem, test.group, 'outputValidatorArgs') ?? problem.checkerProgram!.args,
      signal,
    });
    if ('failure' in checked) return brokenProgram(root, problem.checkerProgram!.program, test, checked.failure);
    check = () => checked.verdict;
  }
  const compare = groupSetting(problem, test.group, 'compare') ?? problem.compare;
  let decision: Decision;
  try {
    decision = decideVerdict(run, limits, answerText, check, compare);
  } catch (error) {
    // The problem's checker function threw: its bug, a judge error naming it, never the submission's verdict.
    return brokenProgram(root, problemFile(root, problem.id), test, `its checker threw: ${(error as Error).message}`);
  }
  const explanation =
    decision.verdict === 'WA'
      ? await explainFailure(root, problem, test.inputText, decision.diff?.line ?? 1)
      : undefined;
  const result: TestResult = {
    ...resultOf(root, programs, test, run, decision),
    explanation,
    ...caseOfLine(problem, test, decision),
  };
  const differs = disagreement(result, warmOutput, run.stdout);
  return differs ? { ...result, disagreement: differs } : result;
}

/**
 * Under a WA in a file of several cases, each answered on a line of its own: the case whose answer line differs, as
 * the input writes it (a LOL row as it is), so that the report shows what was asked, not only the line's number.
 */
function caseOfLine(problem: Problem, test: TestToJudge, decision: Decision): { caseInput?: string } {
  if (decision.verdict !== 'WA' || !decision.diff || !problem.input) return {};
  let cases: unknown[];
  try {
    cases = problem.input.read(test.inputText);
  } catch {
    return {}; // an input its format does not read is the validators' to name
  }
  const answerLines = (test.answerText ?? '').split('\n').filter((line) => line.trim() !== '').length;
  const value = cases[decision.diff.line - 1];
  if (cases.length < 2 || answerLines !== cases.length || value === undefined) return {};
  return { caseInput: typeof value === 'string' ? value : problem.input.write([value]).trimEnd() };
}

/** A test's result from its run and the decision on it. */
function resultOf(
  root: string,
  programs: TestPrograms,
  test: TestToJudge,
  run: RunOutcome,
  decision: Decision,
): TestResult {
  // The judge's own bundle of a .ts or .js submission, written with its source map beside it.
  const bundle = programs.program.kind === 'node' && programs.program.sources ? programs.program.file : null;
  return {
    group: test.group,
    name: test.name,
    input: relative(root, test.input),
    verdict: decision.verdict,
    cpuMs: run.cpuMs,
    wallMs: run.wallMs,
    waitedMs: run.waitedMs,
    countedWallMs: run.countedWallMs,
    wallTimeExceeded: run.wallTimeExceeded,
    ...(run.filesExceeded ? { filesExceeded: run.filesExceeded } : {}),
    peakRssKb: run.peakRssKb,
    diff: decision.diff,
    checkerReason: decision.checkerReason,
    ...(decision.score === undefined ? {} : { score: decision.score }),
    ...(decision.points === undefined ? {} : { points: decision.points }),
    outputHead: run.stdout.slice(0, OUTPUT_HEAD_BYTES),
    exitCode: run.exitCode,
    signal: run.signal,
    ...(decision.verdict === 'RE'
      ? {
          errorReason: runtimeErrorReason({ ...run, memoryKb: testLimits(test.problem).memoryKb }, bundle, root),
        }
      : {}),
    stderrTail: mapBundlePositions(run.stderrTail, bundle, root),
    ...(run.scratchLeft === undefined ? {} : { scratchLeft: run.scratchLeft }),
  };
}

/** A warm answer (answers first): its verdict, marked provisional, nothing measured; RE where solve threw. */
export function provisionalResult(
  root: string,
  test: TestToJudge & { answerText: string },
  answer: { output: string } | { error: string },
): TestResult {
  const output = 'output' in answer ? answer.output.slice(0, OUTPUT_HEAD_BYTES) : '';
  const base = unmeasured(root, test, 'AC', output, 'error' in answer ? answer.error.slice(0, 2048) : '');
  const decided = decideWarmAnswer(test.problem, test.inputText, test.answerText, answer, test.group);
  if (decided.verdict === 'JE') return { ...base, provisional: true, verdict: 'JE', judgeError: decided.checkerReason };
  return { ...base, provisional: true, ...decided };
}

/**
 * A warm answer's verdict on one test (answers first, stress, mutants, verify's second player), by the problem's
 * checker function or comparison (an interactive problem's exchange module answers "accepted" or "rejected: why"): AC
 * or WA with the comparison's details, RE where solve threw, TLE for a call stopped at its limit or a game whose
 * player's own CPU time is past the problem's. Memory and output are a faithful run's to hold.
 */
export function decideWarmAnswer(
  problem: Problem,
  input: string,
  answer: string,
  warm: WarmAnswer,
  group?: string,
): Decision {
  if ('timeout' in warm) return { verdict: 'TLE' };
  if ('error' in warm) return { verdict: 'RE' };
  // A game's call: the player's own CPU time (the call's less its jury's, which the judge does not count).
  const { cpuMs, juryCpuMs } = warm;
  if (
    problem.interaction &&
    cpuMs !== undefined &&
    juryCpuMs !== undefined &&
    cpuMs - juryCpuMs > problem.limits.timeMs
  )
    return { verdict: 'TLE' };
  if (problem.interaction) {
    const rejected = /^rejected: (.*)/.exec(warm.output);
    return rejected ? { verdict: 'WA', checkerReason: rejected[1].trim() } : { verdict: 'AC' };
  }
  const { checker } = problem;
  const check = checker ? (output: string) => checker(input, answer, output) : undefined;
  try {
    return decideOutput(warm.output, answer, check, groupSetting(problem, group, 'compare') ?? problem.compare);
  } catch (error) {
    // The problem's own bug, as the faithful run says it (brokenProgram): a judge error, never the answer's verdict.
    const file = problemFile('', problem.id);
    return { verdict: 'JE', checkerReason: contractBroken(file, `its checker threw: ${(error as Error).message}`) };
  }
}

/**
 * Why the faithful run's answer is not the warm one, or null where they agree (line by line, as the comparison
 * reads them) or the faithful run gave no answer to hold (stopped by a limit, or crashed).
 */
function disagreement(result: TestResult, warm: string | undefined, full: string): string | null {
  if (warm === undefined || result.exitCode !== 0 || result.verdict === 'TLE' || result.verdict === 'MLE') return null;
  const a = normalizedLines(warm);
  const b = normalizedLines(full);
  const line = a.findIndex((x, k) => x !== b[k]);
  const at = line >= 0 ? line : a.length < b.length ? a.length : -1;
  if (at < 0) return null;
  const show = (lines: string[]) => JSON.stringify(lines[at] ?? '(nothing)');
  return (
    `answered ${show(b)} on its own but ${show(a)} in one process after other tests (line ${at + 1} of ${testKey(result)}): ` +
    'does it keep state from one case to the next?'
  );
}
