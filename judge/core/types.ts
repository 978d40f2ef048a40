// The judge's data: what it is asked (JudgeOptions), what it reports (JudgeReport, ProblemReport, TestResult) and the
// queue of tests between the two.
import type { ProblemLimits } from '../../problems/_authoring/index.ts';
import type { Exchange, Program, RunOutcome, WarmSpares } from '../run/index.ts';
import type { DataError, Problem, TestOrder } from '../registry/index.ts';
import type { Decision, Verdict } from '../verdict/index.ts';
import type { ProblemScore } from './score.ts';
import type { TestSelection } from './select.ts';

export interface JudgeOptions {
  /** The root: the folder holding problems/, solutions/ and testdata/ (this kit's own, or another laid out so). */
  root: string;
  /** Problems to judge; empty means all. Problems given a file in `solutions` are judged too. */
  problemIds: string[];
  /**
   * Judge this file instead of solutions/<id>.ts on each problem named in problemIds (at least one): .ts/.js
   * bundled, other languages compiled.
   */
  solution?: string;
  /** A file per problem id instead of its accepted solution; the others keep theirs. */
  solutions?: Readonly<Record<string, string>>;
  /** Judge this shell command instead on each problem named in problemIds (at least one), after `compile` once. */
  command?: string;
  compile?: string;
  /** Tests run at once; defaults to the number of cores. */
  jobs?: number;
  /** Aborting kills the running solutions; the report holds what finished. */
  signal?: AbortSignal;
  /** Limits that replace the problem's own, e.g. to try a solution under a slower judge's budget. */
  limits?: LimitOverrides;
  /** Tests ("group/name") to run before the others, e.g. the ones that failed last time; the report's order stays. */
  runFirst?: ReadonlySet<string>;
  /**
   * A TypeScript solution is type-checked first (tsc, the kit's strict settings: judge/build/typecheck.ts), a type error
   * being CE as on the judges that compile TypeScript; false: esbuild's leniency, types not checked.
   */
  typecheck?: boolean;
  /** Only these tests ("group/name") are judged (the live page's "judge failed only"); the report holds them alone. */
  only?: ReadonlySet<string>;
  /** Told of each test as it finishes, for a progress display; the report is the same without it. */
  onResult?: (event: ResultEvent) => void;
  /**
   * Answers first: a solve() in TypeScript or JavaScript answers every test in warm workers before the faithful
   * run (answers-first.ts), each verdict told to onProvisional; the report is still the faithful run's alone, held
   * to those answers (TestResult.disagreement). Asked for by the caller (--answers-first, the live page), never
   * switched on by who is watching.
   */
  answersFirst?: boolean;
  /** With answersFirst: each warm answer's verdict as it comes (result.provisional). */
  onProvisional?: (event: ResultEvent) => void;
  /** With answersFirst: a problem that gets no answers first (or no more of them), and why. */
  onAnswersFirstOff?: (problem: string, reason: string) => void;
  /**
   * With answersFirst: a warm host kept started between runs (the live page's, for its next save), taken where it
   * fits and started again once the answers are in. Without it, each run starts its own.
   */
  warmSpares?: WarmSpares;
  /**
   * With signal: a stopped run returns at once, leaving its tests under way to end by themselves (killed by the
   * signal, their scratch folders removed as they end, their results dropped). The live page's next save does not
   * wait for the run it replaces; a command that exits once judge() returns leaves this off.
   */
  leaveStopped?: boolean;
  /** In each group, stop at the first test (in suite order) that is not AC: shows which data catches a wrong solution. */
  stopAtFirstFailure?: boolean;
  /**
   * Stop each problem at its first test (in suite order) that is not AC, as an ICPC judge does (--bail): the tests
   * after it are not started, any already running are stopped, and the report says how many were left
   * (ProblemReport.bailed).
   */
  bail?: boolean;
  /**
   * A problem scored in points runs every test, also those of a group that can no longer gain (--run-all); by
   * default, as on a real judge, they are not run (GroupScore.notRun).
   */
  runAll?: boolean;
  /** Only the tests these filters pick (--test, --group: select.ts); none picked in any problem is a UsageError. */
  select?: TestSelection;
  /** The tests' order within each group (and of the groups): the kit's natural order, or Kattis's (see TestOrder). */
  order?: TestOrder;
  /**
   * Faithful results remembered by content (remembered.ts), kept in the root's dist/.judge/remembered/: 'use' reports
   * a test whose key is unchanged from memory (result.remembered) and keeps every new result; 'fresh' runs every
   * test and keeps the results. Absent: every test runs and nothing is kept.
   */
  remember?: 'use' | 'fresh';
  /**
   * Every submitted program runs in the sandbox this system can enforce (run/sandbox.ts: no files but its own, no
   * network, no signals out); false: with the user's rights (--no-sandbox). The problem's jury, checker and
   * validators are trusted and never sandboxed.
   */
  sandbox?: boolean;
  /**
   * The files named (solution, solutions) are someone else's code (--untrusted): each may import nothing of the kit
   * or the root, not even solutions/lib/, only its own file or folder (run/confined-imports.ts). The accepted
   * solution judged where none is named is the kit's own, and keeps its imports.
   */
  untrusted?: boolean;
}

/** Limits that replace the problem's own; a missing wallMs follows a given timeMs by the rule for a missing cap. */
export type LimitOverrides = Partial<ProblemLimits>;

export interface TestResult {
  /**
   * Where the test had no answer (TestToJudge.answer null) and the run was AC, within its limits: all it printed (a
   * game's jury: all it wrote to tout), which becomes the test's answer.
   */
  madeAnswer?: string;
  group: string;
  name: string;
  /** Reported from an earlier run whose key was the same (remembered.ts): not run this time. */
  remembered?: true;
  /** A verdict from the warm answers-first pass, before the faithful run: AC, WA or RE, nothing measured. */
  provisional?: true;
  /** For JE: the fault on this test that is not the submission's, and how to recover (test-judge.ts). */
  judgeError?: string;
  /** For JE: the problem's own program (jury, checker; root-relative) that broke its contract, where it was one. */
  brokenProgram?: string;
  /** The faithful run answered otherwise than the warm pass (a solution that keeps state between cases). */
  disagreement?: string;
  /** Path of the input, relative to the root. */
  input: string;
  verdict: Verdict;
  /** CPU time in ms; null where it could not be measured (then no verdict rests on it). */
  cpuMs: number | null;
  wallMs: number;
  /** Of the wall time, the part the program was ready to run and waited for a core; null where not measured. */
  waitedMs: number | null;
  /** The wall time counted against the cap: the program's own (in a game, its turns), less its wait for a core. */
  countedWallMs: number;
  /** The process was stopped by the wall-clock cap (it waited or slept), not by the CPU limit. */
  wallTimeExceeded: boolean;
  /** OLE for files: what it wrote in its scratch folder passed the sandbox's limit (RunOutcome.filesExceeded). */
  filesExceeded?: RunOutcome['filesExceeded'];
  /** Peak resident memory in KiB; null where it could not be measured. */
  peakRssKb: number | null;
  diff?: Decision['diff'];
  checkerReason?: string;
  /** In an interactive test, the checker judged what the interactor wrote to tout (testlib's contract): its reason. */
  toutChecked?: true;
  /** A checker's partial credit: the fraction of the test's score it earned, or its points (CheckResult). */
  score?: number;
  points?: number;
  /** The first OUTPUT_HEAD_BYTES of the output, for reports that show it (not in --json). */
  outputHead: string;
  /** Under a WA in a file of several cases, one answer line each: the failing line's case, as the input writes it. */
  caseInput?: string;
  /** Under a WA: why the expected answer is right (the failing case's line of play), where the problem explains. */
  explanation?: ExplanationSummary;
  exitCode: number | null;
  signal: string | null;
  /**
   * Under an RE: what it died of, in one line (runtimeErrorReason: the thrown error and where, in the submission's
   * own file; the signal's meaning for native code).
   */
  errorReason?: string;
  /** The end of its stderr, positions in the judge's bundle told in the submission's own files. */
  stderrTail: string;
  /** An interactive test's exchange, in order (see judge/run/run-interactive.ts), and the bytes of it not kept. */
  transcript?: Exchange[];
  transcriptDropped?: number;
  /** Its scratch folder could not be removed (RunOutcome.scratchLeft): the line that says where and what to do. */
  scratchLeft?: string;
}

/** How much of each test's output a report keeps. */
export const OUTPUT_HEAD_BYTES = 64 * 1024;

export interface ResultEvent {
  problem: string;
  result: TestResult;
  /** Tests finished so far (this one included), tests to run in all, and how many finished tests are not AC. */
  done: number;
  total: number;
  failed: number;
}

export interface ExplanationSummary {
  /** The answer line whose case is explained (1-based). */
  answerLine: number;
  headline: string;
  /** The line of play in one line: the first and last moves and the length, for long games. */
  line: string;
}

export interface ProblemReport {
  problem: Problem;
  /** What was made to judge: the program run (first), and for the accepted solution the other submission files. */
  programs: Program[];
  /** CE: the solution does not compile; the compiler's first lines. No test is run. */
  compileError?: string;
  results: TestResult[];
  dataErrors: DataError[];
  /**
   * The source files the results depend on, as absolute paths: the programs' (the solution's bundle inputs or its
   * file, the jury's, the checker's) and the problem definition's and explainer's, through their imports. Its test
   * data (testdata/<id>/) and its folder (problems/<id>/) are the problem's too.
   */
  sources: string[];
  /** With JudgeOptions.bail, where the problem stopped: the first failing test, and how many tests were not run. */
  bailed?: { at: string; left: number };
  /**
   * A TypeScript or JavaScript file that exports no solve() (run as a program) and printed nothing on any test: the
   * one line the reports give instead of a WA per test, saying what to write.
   */
  printsNothing?: string;
  /**
   * A problem scored in points (ProblemDefinition.scoring): its points of its most, group by group. A pass-fail
   * problem has none.
   */
  score?: ProblemScore;
  /** With `score`: each scoring group's tests, by key, to score again results put together from several runs. */
  scoreMembers?: string[][];
}

export interface ProblemError {
  problem: string;
  /** Names the file at fault. */
  message: string;
}

export interface JudgeReport {
  problems: ProblemReport[];
  /**
   * Problems that could not be judged at all: an unknown id, a problem.ts that does not load or declares a bad field,
   * a solution that does not bundle.
   */
  errors: ProblemError[];
  /** True when judging was stopped before every test ran. */
  interrupted: boolean;
  /** The sandbox the submitted programs ran in: what it enforced ("files, network, signals", or "off"), and what not. */
  sandbox: { enforced: string; notEnforced: string | null };
}

/** One test: its files, and their texts as read when the suite was loaded (for the checker and the explanation). */
export interface TestToJudge {
  problem: Problem;
  group: string;
  name: string;
  input: string;
  /** Null where the test has no answer yet (an import making its answers): what the program prints becomes it. */
  answer: string | null;
  inputText: string;
  answerText: string | null;
}

/** The programs a test runs: the submission, and the problem's own jury (a game) or checker program where it has one. */
export interface TestPrograms {
  program: Program;
  interactor?: Program;
  checker?: Program;
}

export interface QueuedTest extends Omit<TestToJudge, 'problem' | 'answer' | 'answerText'>, TestPrograms {
  answer: string;
  answerText: string;
  report: ProblemReport;
  /** The solve() module the warm pass loads, where the program is a bundled solve(). */
  warmSource?: string;
  /** The warm pass's answer, for the faithful run to be held to. */
  warmOutput?: string;
  slot: number;
  /** The test's key in the memory of results, where its results can be remembered. */
  memoryKey?: string;
  /** Its result from that memory: the test is not run. */
  remembered?: TestResult;
}
