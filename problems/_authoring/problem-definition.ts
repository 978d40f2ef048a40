// What a problem declares about itself in problems/<id>/problem.ts: the kit learns everything particular to a
// problem from this one object, found by listing problems/ (judge/registry/problems.ts).
import type fc from 'fast-check';
import type { Rng } from './rng.ts';
import type { Validator } from './validation.ts';

export interface ProblemLimits {
  /** CPU time limit per test, in milliseconds. */
  timeMs: number;
  /** Wall-clock cap: stops a process that waits without using CPU. Default: twice timeMs plus one second. */
  wallMs?: number;
  memoryMb: number;
  /** Standard output cap, in MiB. */
  outputMb: number;
  /**
   * An imported Kattis package's time_limit_to_tle (legacy: time_safety_margin): verify, as problemtools, lets a
   * submission of submissions/<folder>/ that gets its folder's verdict only with the time limit times this pass, and
   * says so in its row. Every verdict the judge gives is still decided by timeMs.
   */
  timeLimitToTle?: number;
}

export interface PasteForm {
  /** Name of the global function the judge calls, e.g. catMouseGame. */
  functionName: string;
  /** How the function's argument becomes solve's input: json-line passes JSON.stringify(arg) as one line. */
  argument: 'json-line';
  /** How solve's output becomes the return value: number parses its first line. */
  returns: 'number';
}

export interface GeneratedCase {
  /** The test's file name without extension: letters, digits, '.', '_' and '-'. */
  name: string;
  input: string;
}

/** How the problem's input files hold cases (a graph, a row...): read a valid file into cases, write cases to a file. */
export interface InputFormat<T> {
  /** The cases of a valid input file, in order. */
  read: (input: string) => T[];
  /** An input file holding these cases; a problem whose files hold one case each throws on any other count. */
  write: (cases: T[]) => string;
}

/**
 * Why one case's answer is right: the result, and a line of play that proves it. Made by the problem's explainer,
 * solutions/explain/<id>.ts, which exports `explain(input): CaseExplanation[]` (one per case, in order).
 */
export interface CaseExplanation {
  /** The answer line, as the solution prints it. */
  answer: string;
  /** The result in words, e.g. "mouse wins in 36 moves". */
  headline: string;
  /** The line of play, one short text per move, e.g. "mouse 1->3". */
  steps: string[];
  /** Why the line is right where the headline does not say it (a draw; the value of each first move). */
  notes: string[];
  /** The machine-readable form: at least { answer, moves, line }; solutions/README.md documents each problem's. */
  json: { answer: string; moves: number; line: unknown[] } & Record<string, unknown>;
}

/** A move as the page draws it on a picture: an animal's step on a graph, or a letter written into a row's cell. */
export type PictureMove = { mover: 'mouse' | 'cat'; from: number; to: number } | { cell: number; letter: string };

/** One line of an interactive exchange, without its line end, and who sent it. */
export interface ExchangeLine {
  from: 'solution' | 'interactor';
  line: string;
}

/** One move of a game played against the jury, as explainPlayed tells it. */
export interface PlayedMove {
  /** Who made it: the contestant ("you") or the jury. */
  by: 'you' | 'jury';
  /** The move in words, e.g. "mouse 3 -> 5" or "O at 6". */
  text: string;
  /** The move on the picture; absent for a move that could not be made (illegal or unreadable). */
  draw?: PictureMove;
  /** For the contestant's moves: what it did to the result its side can force, e.g. "keeps the draw". */
  value?: string;
}

/**
 * An interactive test's game as played, from its exchange: every move, the first of the contestant's moves that
 * threw away a result it could force, a best line from just before that move, and the contestant's legal moves
 * when it is to move (what the live page offers to play by hand). Made by explainPlayed in solutions/explain/<id>.ts.
 */
export interface PlayedGame {
  /** Where the game stands, e.g. "over: a draw, the best the mouse could force" or "your move (mouse on 3)". */
  headline: string;
  moves: PlayedMove[];
  /** Index in `moves` of the move that threw the result away; null when none did. */
  thrownAway: number | null;
  /** From the position before that move, a line of play that keeps the result (as in `moves`: text and picture). */
  bestLine: { text: string; draw: PictureMove }[];
  /** The contestant's moves from here, each as the line it sends and where it is on the picture; empty when it is not to move. */
  choices: { line: string; node?: number; cell?: number; letter?: string }[];
}

/** Explains a game played on a test (the test's input, the exchange so far, in order). */
export type ExplainPlayed = (input: string, exchange: ExchangeLine[]) => PlayedGame;

/** What the page draws for one case of an input: a graph (nodes 0..n-1, with marked nodes) or a row of cells. */
export type Picture =
  | { kind: 'graph'; lists: number[][]; marks: Record<string, number> }
  | { kind: 'row'; row: string };

/**
 * A checker's decision on one output: accepted, or wrong with a reason in one line. In a problem scored in points it
 * may give partial credit: `score`, the fraction of the test's full score (0 to 1; an accepted output with a score
 * below 1 earns that fraction, as Kattis's score_multiplier.txt), or `points`, the test's points themselves (testlib's
 * quitp, Kattis's score.txt), out of its share of a sum group or of the whole group's points otherwise.
 */
export type CheckResult =
  | { accepted: true; score?: number; points?: number }
  | { accepted: false; reason: string; score?: number; points?: number };

/**
 * Decides whether `output` answers `input` when more than one answer is right. `expected` is the answer file (the
 * accepted solution's answer). Without a checker the judge compares exactly (blanks at line ends and empty lines at
 * the end aside).
 */
export type Checker = (input: string, expected: string, output: string) => CheckResult;

/**
 * The contracts a checker program keeps:
 * - kattis (an output validator): `checker input answer feedback_dir/ [args] < output`; exit 42 accepted, 43 wrong,
 *   the reason in feedback_dir/judgemessage.txt;
 * - testlib: `checker input output answer [args]`; exit 0 accepted, 1 wrong answer, 2 presentation error (WA here, as
 *   on Codeforces), 3 the checker failed; the message on stderr;
 * - cms (CMS's checker, a "standard manager output"): `checker input answer output [args]`, exit 0, the outcome (a
 *   number, 1 for a right answer, 0 for a wrong one, between for partial credit) on stdout's first line and the
 *   message on stderr's first line ("translate:success", "translate:partial", "translate:wrong" for CMS's own).
 */
export type CheckerContract = 'kattis' | 'testlib' | 'cms';

/** The contracts by name, for messages and checks of problem.ts. */
export const CHECKER_CONTRACTS: readonly CheckerContract[] = ['kattis', 'testlib', 'cms'];

/**
 * A checker that is a program, in any language the judge runs, keeping one of the contracts (CheckerContract). Any
 * other exit, or a checker past its own limits, is the problem's error, not a verdict.
 */
export interface CheckerProgram {
  /** The program's file, relative to the problem's folder, e.g. output_validators/validate/validate.cpp. */
  program: string;
  contract: CheckerContract;
  /** Arguments after the contract's own (a Kattis package's validator_flags). */
  args?: string[];
}

/**
 * One bounded field of the input, as the statement gives its range: verify reports the extremes the tests reach, and
 * fails on a side no test reaches unless `unreached` says why none can.
 */
export interface Bound {
  /** The field as the statement names it: `n`, `row length`. */
  field: string;
  min: number;
  max: number;
  /** The field's values in one valid input, every occurrence (a row length per row). */
  values: (input: string) => number[];
  /** Why no test reaches a side, where none can or none need (a seed's largest value draws nothing new). */
  unreached?: { min?: string; max?: string };
}

/** One test of the validators (ProblemDefinition.validatorTests). */
export interface ValidatorTest {
  input: string;
  valid: boolean;
  /** The test group it is checked as (its `groups` settings, such as `--group NAME`). */
  group?: string;
}

/** What a checker says of an output, as a Polygon checker test expects it: testlib's OK, WA, PE, or its failure. */
export type CheckerTestVerdict = 'ok' | 'wrong-answer' | 'presentation-error' | 'crashed';

/** One test of the checker program (ProblemDefinition.checkerTests). */
export interface CheckerTest {
  input: string;
  output: string;
  answer: string;
  verdict: CheckerTestVerdict;
}

/** One run of a validator program on a test (GroupSettings.validatorRuns). */
export interface ValidatorRun {
  /** The program, as `validators` names it (relative to the problem's folder). */
  program: string;
  args: string[];
}

/** A test group's own settings (ProblemDefinition's `groups`). */
export interface GroupSettings {
  /**
   * Arguments for the validator programs on the group's tests: a list for every validator, or a map giving each
   * validator, by name (its file name without the extension, or its folder's), its own; those it does not name get none.
   */
  validatorArgs?: string[] | Record<string, string[]>;
  /**
   * The validator programs run on the group's tests, in order, each with its arguments (a program may run more than
   * once): in place of every validator with `validatorArgs`. A TPS task's, whose tests each go through its global
   * validators and those of every subtask that holds them. `program` is one of `validators`.
   */
  validatorRuns?: ValidatorRun[];
  /** Arguments for the checker or jury program on the group's tests, in place of `checker.args`. */
  outputValidatorArgs?: string[];
  /** The comparison on the group's tests, in place of `compare`. */
  compare?: OutputComparison;
}

/**
 * A problem scored in points, as the OI, the Lanqiao Cup, CMS, Hydro, Polygon's groups and Kattis scoring problems
 * score: groups of tests, each worth points, each test scored from 0 to 1 (1 for AC, 0 for any other verdict, or a
 * checker's partial credit). A problem without `scoring` is pass-fail, as the ICPC judges.
 */
export interface Scoring {
  /** The groups, in the order reports list them; a group may require only groups before it. */
  groups: ScoringGroup[];
}

/** How a scoring group's tests make its points (ScoringGroup.aggregation). */
export type ScoreAggregation = 'all' | 'min' | 'sum' | 'max';

export interface ScoringGroup {
  /** Its name in reports and in `requires`, e.g. "point 3" or "subtask2". */
  name: string;
  /**
   * Its tests: a test group as the test data's folders name it ("random", "secret/group1", with the groups nested
   * in it), a test's key ("random/long-3"), or a pattern of keys with `*` and `?`; a list takes every test any names.
   * Or a rule on each test's key and input, as a statement gives its constraints per share of the tests ("rows of
   * at most 10 empty cells"). A test may be in more than one scoring group: it runs once and counts in each.
   */
  tests: string | string[] | ((test: { key: string; input: string }) => boolean);
  /** The most points the group can earn (0 for a group others require but that adds nothing, as Kattis's sample). */
  points: number;
  /**
   * How its tests' scores make its own:
   * - all: all or nothing, its points only when every test passes (CMS's GroupMin over pass-fail tests, Polygon's
   *   complete-group, Kattis's pass-fail; a Lanqiao test point is a group of one test);
   * - min: its points times the least test score (CMS's GroupMin with partial credit, Kattis's min, Hydro's min);
   * - sum: each test its share of the points times its score (CMS's Sum, Polygon's each-test, Kattis's and Hydro's sum);
   * - max: its points times the best test score (Hydro's max).
   */
  aggregation: ScoreAggregation;
  /** With `sum`: each test's points, by key, in place of equal shares; they must add up to `points`. */
  testPoints?: Record<string, number>;
  /**
   * Groups, by name, that must pass in full before this one counts (Hydro's `if`, Polygon's dependencies, Kattis's
   * require_pass): earn all their points, or, for a group worth 0 points such as Kattis's sample, pass every test.
   * Until then its tests are not run, and it says which group it waited for.
   */
  requires?: string[];
}

/**
 * The built-in comparison of output with the answer file when there is no checker. Default: line by line, exactly,
 * blanks at line ends and empty lines at the end aside. `tokens` compares blank-separated tokens, as Kattis's default
 * output validator does: any run of whitespace equals any other unless `spaceChangeSensitive`. `line-tokens` compares
 * line by line, each line's blank-separated tokens, lines of blanks at the end aside, as CMS's white diff does.
 */
export interface OutputComparison {
  by: 'lines' | 'tokens' | 'line-tokens';
  /** Default true; false compares letters without regard to case (Kattis's default validator does so by default). */
  caseSensitive?: boolean;
  /** With `tokens`: whitespace must match exactly, run for run (Kattis's space_change_sensitive). */
  spaceChangeSensitive?: boolean;
  /** A number token within this absolute error of the answer's is accepted (Kattis's float_absolute_tolerance). */
  absoluteTolerance?: number;
  /** A number token within this relative error of the answer's is accepted (Kattis's float_relative_tolerance). */
  relativeTolerance?: number;
}

/**
 * The jury of an interactive problem, as a pure module: solutions/jury/<id>.ts exports `jury(input, answer)`, which
 * starts one exchange on a test. The kit runs it as an interactor in the Kattis contract (a program of its own,
 * judge/run/dialogue-main.ts): every line the solution writes goes to `hear`, every line returned goes back.
 */
export type Jury = (input: string, answer: string) => JuryDialogue;

export interface JuryDialogue {
  /** The lines the jury sends before the solution says anything. */
  opening: string[];
  /** One line from the solution (without its line end): the jury's answer, and its verdict once the exchange is over. */
  hear: (line: string) => { reply: string[]; verdict?: CheckResult };
  /** The verdict when the solution's output ends before the jury has given one. */
  end: () => CheckResult;
}

/**
 * An interactive solution, as a pure module: it exports `play()`, which starts one exchange. The build wraps it in
 * the shared entry (judge/run/dialogue-main.ts): it writes `opening`, then hands each line it reads to `hear` and
 * writes what that returns, flushed at once, until `hear` says it is done.
 */
export type Play = () => PlayerDialogue;

export interface PlayerDialogue {
  /** The lines to send before hearing anything (none where the jury speaks first). */
  opening: string[];
  /** One line from the jury (without its line end): the lines to send back, and whether the exchange is over. */
  hear: (line: string) => { say: string[]; done?: boolean };
}

/** How an interactive problem's exchange is run (see Jury and Play). */
export interface Interaction {
  /**
   * Idleness, in milliseconds: neither side running nor writing for this long is ILE (a solution that forgot to
   * flush, or waits for the jury while the jury waits for it). Default 1000.
   */
  idleMs?: number;
  /**
   * The jury as a program in the problem's folder (path relative to it), keeping the Kattis interactor contract, as
   * an imported package's output validator does; by default the jury is solutions/jury/<id>.<ext>.
   */
  jury?: string;
  /** Arguments for a jury program, after the contract's three (an imported package's output validator arguments). */
  args?: string[];
  /**
   * The jury program's contract: `kattis` (the default: `jury input answer feedback_dir/`, exit 42 or 43) or
   * `testlib` (a Polygon interactor: `jury input tout answer`, exit 0, or 1 or 2 to reject; then the problem's
   * checker, where it has one, judges what the interactor wrote to tout, as Polygon does).
   */
  contract?: 'kattis' | 'testlib';
}

/** What `npm run stress` needs of a problem: cases, how to print them, make them smaller and describe them. */
export interface StressSubject<T> {
  /** Small random cases; fast-check draws and shrinks them. */
  arbitrary: fc.Arbitrary<T>;
  /** A stream of guided cases, deterministic in the rng: nothing in it may depend on time. */
  guided: (rng: Rng) => () => T;
  /** The case as an input file. */
  format: (value: T) => string;
  /**
   * Smaller variants of a case, each valid, the largest steps first (halves before single elements); the shrinker
   * keeps the first that still fails. Taken one at a time: a generator (`smallerList`) keeps memory to one variant,
   * where a list of n variants of an n-value case holds n^2 values.
   */
  smaller: (value: T) => Iterable<T>;
  /** Its size in words, e.g. "9 nodes, 14 edges". */
  describe: (value: T) => string;
  /** Whether the second solver is quick enough for this case; where it is not, the accepted solution's answer is expected. */
  secondSolverIsQuick: (value: T) => boolean;
  /**
   * Optional: every case up to some size, in a fixed order (smallest first), which stress tries before drawing any
   * when asked (`npm run stress -- --exhaustive`, and always for `npm run mutants -- --strengthen`): a fault that
   * shows only on a few particular cases is found for certain, where random cases may miss it.
   */
  exhaustive?: () => Iterable<T>;
}

/** A command particular to some problems (`npm run <name>`), such as a search that feeds their generators. */
export interface ProblemTask {
  summary: string;
  run: (say: (line: string) => void) => void;
}

export interface ProblemDefinition<T = unknown> {
  /** Must equal the folder's name. */
  id: string;
  title: string;
  /** The online judge the problem is submitted to, and how (for people), e.g. "LeetCode". */
  onlineJudge: string;
  /**
   * A game: its explanations' steps are moves, and reports count them ("... (21 moves)"). Without it, the steps of
   * a line are shown as they are, uncounted (a sum's running totals are not moves).
   */
  game?: boolean;
  limits: ProblemLimits;
  /** The esbuild target naming the Node.js version the problem's judge runs, e.g. node12. */
  bundleTarget: string;
  /** For judges that call a function instead of running a program (LeetCode). */
  pasteForm?: PasteForm;
  /** Checks an input against the statement's format and constraints (this, or `validators`, or both). */
  validate?: Validator;
  /**
   * Input validators that are programs, paths relative to the problem's folder, keeping the Kattis contract: the
   * input on stdin, exit 42 when it is valid (an imported package's input_validators/). Every one must accept.
   */
  validators?: string[];
  /**
   * The contract the validator programs keep: `kattis` (the default: exit 42 when the input is valid) or `testlib`
   * (exit 0 when valid, as a Polygon package's validators; a test's group is told as `groups`' validatorArgs say,
   * `--group NAME`).
   */
  validatorContract?: 'kattis' | 'testlib';
  /**
   * The validators' own tests (a Polygon package's validator tests): an input file (relative to the problem's folder),
   * whether the validators must accept it, and the test group it is checked as. `npm run verify` holds them to each.
   */
  validatorTests?: ValidatorTest[];
  /**
   * The checker program's own tests (a Polygon package's checker tests): input, output and answer files (relative to
   * the problem's folder) and the verdict the checker must give. `npm run verify` holds it to each.
   */
  checkerTests?: CheckerTest[];
  /**
   * Settings by test group, as an imported package's test_group.yaml (legacy testdata.yaml) gives them: the key is the
   * group ("secret/group1"), or '' for every group; each setting holds for the group's subgroups too, unless one sets
   * its own.
   */
  groups?: Record<string, GroupSettings>;
  /** The input's bounded fields and their ranges, beside the validator: verify shows every bound reached. */
  bounds?: Bound[];
  /**
   * How strictly the statement lays its input out: 'strict' (one blank between tokens, none at a line's ends, LF line
   * ends, a final newline and no empty line, as Kattis and testlib validators read) or 'lenient' (the default: runs of
   * blanks, CRLF and a missing final newline are the same input). verify holds the validators of a strict problem to
   * refusing every change of layout it makes from the samples (scripts/testdata/invalid-inputs.ts).
   */
  inputLayout?: 'strict' | 'lenient';
  /**
   * Only where neither can be had (an imported package whose validators the kit cannot run): why the inputs go
   * unchecked. verify says so in its row of inputs instead of calling them valid.
   */
  unvalidated?: string;
  /**
   * What the problem was imported from, as `npm run import` writes it ("Kattis package", "Polygon package"). The
   * checks the kit adds on its own (the invalid inputs it makes from the samples, stated bounds) then warn in verify
   * rather than fail: the package's own system does not make them; the package's own invalid inputs still fail.
   */
  imported?: string;
  /**
   * The order of tests within each group: natural ("2" before "10", the default) or Kattis's string order ("10"
   * before "2"), in which an imported package's submissions must get their folder's verdict first.
   */
  testOrder?: 'natural' | 'kattis';
  /**
   * For problems that read and write named files instead of the standard streams (file names as a judge's page
   * gives them, e.g. input.txt): the judge puts the input there and takes the output from there, and the bundle of
   * a solve() reads and writes them.
   */
  files?: { input?: string; output?: string };
  /** Reads and writes the input format, case by case (explanations and stress work on cases). */
  input?: InputFormat<T>;
  /** How the page draws a case (with `input`, which reads the cases). */
  picture?: (value: T) => Picture;
  /** The generated tests of testdata/<id>/random/; deterministic: the same code gives the same cases. */
  generate?: () => GeneratedCase[];
  /** Cases for `npm run stress`; without it, stress cannot run on this problem. */
  stress?: StressSubject<T>;
  /**
   * For problems with more than one right answer: a function, or a program (CheckerProgram); without it, outputs
   * are compared with the answer by `compare`.
   */
  checker?: Checker | CheckerProgram;
  /** How output is compared with the answer where there is no checker (OutputComparison); default: line by line. */
  compare?: OutputComparison;
  /**
   * Makes the problem interactive: each test is an exchange between the solution and the problem's jury
   * (solutions/jury/<id>.ts), whose verdict replaces the comparison with the answer file.
   */
  interaction?: Interaction;
  /** Scores the problem in points (Scoring); without it, the problem is pass-fail. */
  scoring?: Scoring;
  tasks?: Record<string, ProblemTask>;
}

/** Declares a problem; only types the object, so that a mistake is caught where it is written. */
export function defineProblem<T>(definition: ProblemDefinition<T>): ProblemDefinition<T> {
  return definition;
}
