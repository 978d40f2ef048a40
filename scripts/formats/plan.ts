// The problem model every format reads a package into (a plan: what the problem folder, its tests and its
// solutions will hold, and a line for everything the kit cannot take), and what a format is to the face that calls
// it. write-problem.ts writes a plan as a problem folder; each format's folder reads its packages into one.
import type {
  CheckerTest,
  GroupSettings,
  OutputComparison,
  Scoring,
  ValidatorTest,
} from '../../problems/_authoring/index.ts';
import type { SubmissionFolder } from '../../judge/registry/index.ts';

/** A program of the package the kit can run: its main file, and the folder to copy with it (null: the file alone). */
export interface PackageProgram {
  /** Path of the main file, relative to the package. */
  main: string;
  /** The program's own folder, relative to the package, where it is a folder program (headers beside the source). */
  folder: string | null;
}

export interface PackageSubmission extends PackageProgram {
  /** The folder of submissions/ it was found in, which says what it must get. */
  expect: SubmissionFolder;
  /**
   * The package's included files it is judged with (Kattis's include/default/ and include/<language>/): each file's
   * path in the package and its path beside the submission's source, which it replaces where both have one.
   */
  include?: { from: string; to: string }[];
  /** Its name as the kit keeps it: the file's name, or a folder program's name with its main file's extension. */
  name: string;
  /** In a scoring problem: the score submissions.yaml says it gets, [least, most]. */
  score?: [number, number];
}

export interface PackagePlan {
  /** The problem's id the package suggests (Hydro's pid), where the import is given none. */
  id?: string;
  /** What the package is, in reports and problem.ts's onlineJudge: "Kattis package", "Hydro problem export". */
  origin: string;
  format: string;
  /** The order its judge runs tests in, where it is not the kit's natural one. */
  testOrder?: 'kattis';
  /** How outputs are compared without a checker, in words for the report ("Kattis's default"). */
  defaultComparison: string;
  name: string;
  interactive: boolean;
  limits: { timeMs: number | null; memoryMb: number; outputMb: number; timeLimitToTle?: number };
  /** Where the time limit came from, for the summary; null where none is given (the import measures one). */
  timeSource: string | null;
  /** The slowest accepted submission's time times this is the limit where none is given (as problemtools derives it). */
  timeMultiplier: number;
  /** Whole seconds by default: a derived limit is rounded up to a multiple of this. */
  timeResolutionMs: number;
  statementFolder: string | null;
  /** The statement in Markdown, where the package has one. */
  statementMarkdown: string | null;
  /**
   * Test files to copy: their path in the package (null: an empty file; an absolute path: a file the reader made, a
   * generated test) and in the kit's testdata/<id>/; `shown` names one the reader made, in messages.
   */
  tests: { from: string | null; to: string; shown?: string }[];
  /**
   * Inputs the validators must refuse (a Kattis package's data/invalid_input/), their paths in the package and their
   * names in testdata/<id>/invalid/.
   */
  invalidInputs?: { from: string; name: string }[];
  /**
   * A test input with Windows line ends (CRLF): kept as it is, said in a warning, where the format's own system judges
   * it so (problemtools warns of non-standard line breaks and runs the bytes as they are; CMS stores and runs them
   * unchanged), `kept` saying how that system judges it; by default it stops the import unless --normalize-line-ends
   * converts it.
   */
  lineEnds?: { kept: string };
  /** Where the answers come from: the package's files (listed in `tests`), or the main solution run on each input. */
  answers?: 'main';
  /** For file input and output (Polygon's input-file and output-file): the names the solution reads and writes. */
  files?: { input?: string; output?: string };
  validators: PackageProgram[];
  /** The validators' contract: Kattis's (the default) or testlib's. */
  validatorContract?: 'testlib';
  /** The validators' and the checker's own tests, their paths in the problem's folder once copied (problem.ts's). */
  validatorTests?: ValidatorTest[];
  checkerTests?: CheckerTest[];
  /** Why there is no validator, for problem.ts's `unvalidated`, where the format says more than the default. */
  unvalidated?: string;
  /** The output validator: the checker, or for an interactive problem the jury. */
  outputValidator: PackageProgram | null;
  /** The contract the checker keeps: Kattis's (the default), testlib's or CMS's (a TPS task's). */
  checkerContract?: 'testlib' | 'cms';
  /**
   * A testlib interactor (Polygon's), where the problem has one beside its checker: the jury, whose tout the checker
   * then judges. (A Kattis interactive package's jury is its output validator.)
   */
  interactor?: PackageProgram;
  /** Settings by test group ('' for data/ itself), as problem.ts's groups holds them. */
  groups: Record<string, GroupSettings>;
  /** A scoring package's groups with their points (scoring-plan.ts), where the kit can score it. */
  scoring?: Scoring;
  /** Arguments for the output validator (validator_flags, output_validator_flags / output_validator_args). */
  validatorArgs: string[];
  /** Kattis's default output validator, as the kit's built-in comparison, where there is no custom one. */
  compare: OutputComparison | null;
  /** Where `compare` comes from: Kattis's default validator and its flags, or kit.json (a package the kit exported). */
  compareFrom: 'default' | 'kit';
  submissions: PackageSubmission[];
  /**
   * Rewrites a program the import has copied (a file or a folder, `to`, from the package's `from`) in place, as the
   * format asks (Kattis's constants), and returns a warning line for each thing it could not do; none by default.
   */
  rewrite?: (to: string, from: string) => string[];
  /** The accepted submission kit.json names as the problem's solution (a package the kit exported), else null. */
  preferredAccepted: string | null;
  /** What the reader has to say beside the summary, one line each (kit.json taken or why not, constants used). */
  said: string[];
  /** One line each: what the kit does not take, and why. */
  notTaken: string[];
}

/**
 * A package format as the face (index.ts) sees it: a folder of its own under scripts/formats/ exporting one of these.
 * `import` asks each format in turn whether it recognises a folder, by what the folder holds.
 */
export interface PackageFormat {
  /** Its name in messages: "Kattis package". */
  name: string;
  /** Whether `dir` holds a package of this format (problem.xml at its root, problem.yaml beside testdata/...). */
  recognises: (dir: string) => boolean;
  /**
   * The package read into a plan; anything it cannot read at all is a UserError naming the file, line and field.
   * Absent where the kit writes the format but does not read it: `import` does not ask that format.
   */
  read?: (dir: string, context: ReadContext) => PackagePlan | Promise<PackagePlan>;
  /** Where the kit also writes packages of this format: `npm run export`'s flag for it (`kattis`: --kattis DIR). */
  export?: {
    flag: string;
    help: string;
    /** The versions it writes (--format), the default first. */
    formats?: readonly string[];
    write: (options: ExportOptions) => Promise<unknown>;
  };
}

/** What `npm run export` asks of a format's writer. */
export interface ExportOptions {
  root: string;
  id: string;
  /** The package folder to write; it must not exist. */
  dir: string;
  jobs?: number;
  /** The version of the format to write, where the format has several (Kattis: legacy, 2023-07, 2025-09). */
  format?: string;
  /** Told of each step, one line each (what was judged, what was left out and why). */
  say: (line: string) => void;
  /**
   * Judge the second solver too and place it with the accepted submissions where it passes every test; by default it
   * is left out, saying so (it confirms answers; it is not a submission).
   */
  secondSolver?: boolean;
}

/** What a reader may use beside the package: a folder for files it makes (generated tests), and the cores to use. */
export interface ReadContext {
  scratch: string;
  jobs: number;
}
