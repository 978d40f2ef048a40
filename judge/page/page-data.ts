// The data a judge page shows, shared by the code that writes it (html-report.ts) and the page that reads it.
import type { CaseExplanation, Picture, PlayedGame } from '../../problems/_authoring/index.ts';
import type { ProblemScore } from '../core/index.ts';

export interface PageCase {
  picture?: Picture;
  explanation?: CaseExplanation;
}

export interface PageTest {
  group: string;
  name: string;
  /** "group/name" (testKey). */
  key: string;
  verdict: string;
  /** null: not measured. */
  cpuMs: number | null;
  wallMs: number;
  /** Of the wall time, the part spent ready to run, waiting for a core; null: not measured. */
  waitedMs: number | null;
  /** The wall time counted against the cap (the program's own; in a game, its turns), less its wait for a core. */
  countedWallMs: number;
  /** null: not measured. */
  peakRssKb: number | null;
  /** Stopped at the wall-clock cap under its CPU limit (TLE, or ILE in a game). */
  wallTimeExceeded: boolean;
  /** OLE for the files it wrote in its scratch folder, not for its output. */
  filesExceeded?: { mb: number; entries: number };
  exitCode: number | null;
  signal: string | null;
  /** Under an RE: what it died of and where, in the submission's own file (TestResult.errorReason). */
  errorReason?: string;
  /** Under a JE: the kit's fault and how to recover (TestResult.judgeError). */
  judgeError?: string;
  stderrTail: string;
  diff?: { line: number; expected?: string; actual?: string };
  /** Under a WA in a file of several cases: the failing line's case (TestResult.caseInput). */
  caseInput?: string;
  checkerReason?: string;
  /** The answers-first verdict, from a warm worker: the faithful run has not confirmed it yet, nothing is measured. */
  provisional?: boolean;
  /** Reported from an earlier run with the same key (judge/core/remembered.ts), not run again. */
  remembered?: boolean;
  /** The live page while a run is judged: the previous run's result, not yet replaced by this run's. */
  stale?: boolean;
  /** The faithful run answered otherwise than the warm pass did (state kept between cases). */
  disagreement?: string;
  input: string;
  expected: string;
  actual: string;
  cases: PageCase[];
  /** An interactive test's exchange, in order; absent for other tests. */
  transcript?: { from: 'solution' | 'interactor'; text: string }[];
  transcriptDropped?: number;
  /** An interactive test's game as played, where the problem's explainer tells it (explainPlayed). */
  played?: PlayedGame;
}

/** What the page shows of a test once it is opened: its texts, its cases drawn, its game as played. */
export type PageDetail = Pick<
  PageTest,
  'input' | 'expected' | 'actual' | 'cases' | 'transcript' | 'transcriptDropped' | 'played'
>;
/**
 * A test's row: its verdict and figures, without its detail. The live page receives rows and asks for a test's
 * detail when it is opened; a page written once (--html) holds the whole tests.
 */
export type PageRow = Omit<PageTest, keyof PageDetail> & Partial<PageDetail>;

/** Whether the row carries its detail (a page written once), or it must be asked for (the live page). */
export const hasDetail = (t: PageRow): t is PageTest => t.input !== undefined;

/** A problem's last `npm run mutants` (kept in dist/mutants/<id>.json; judge/page/mutation-summary.ts reads it). */
export interface PageMutation {
  /**
   * Detected over every mutant but compile errors, stalled ones and the survivors a comment explains, in percent;
   * null: none.
   */
  score: number | null;
  detected: number;
  /** Mutants in the score: judged, less compile errors, stalled ones and explained survivors. */
  scored: number;
  made: number;
  counts: Record<string, number>;
  /** Each survivor on one line ("file:line:column  Mutator  `from` -> `to`"), with what stress spent, where it tried. */
  survivors: { mutant: string; note?: string }[];
  /** Tests named for a mutant (`kills-...`, as --strengthen names them) with the mutants each was first to kill. */
  killers: { test: string; mutants: string[] }[];
  /** With --strengthen: the score before its tests were added. */
  before?: number | null;
  /** When it ran (ISO), and how long it took. */
  at: string;
  seconds: number;
  /** The files it mutated, relative to the root, with their content's sha-256 then. */
  files: { file: string; sha256: string }[];
  /** With --table: which test kills what. */
  table?: KillTable;
}

/**
 * Which test kills what (`npm run mutants -- <id> --table`): the problem's wrong solutions and its accepted
 * solution's detected mutants, each with the tests that catch it (a verdict other than AC), and per test what it
 * catches, what no other test catches, and whether it is a candidate to drop (it catches nothing another test does
 * not; a sample never is one: the statement shows it).
 */
export interface KillTable {
  /** "group/name" of each test, in suite order. */
  tests: string[];
  /** Each wrong solution's verdict on each test ('-': not judged), or the error that kept it from running. */
  solutions: { solution: string; verdicts: string[]; error?: string }[];
  /**
   * Every wrong solution that ran and every detected mutant: the tests (by index) that catch it, and how many it never
   * answered (a mutant stopped at the limit answers no more: those cells are unknown, and counted as not catching).
   */
  caught: { name: string; kind: 'solution' | 'mutant'; by: number[]; unknown: number }[];
  rows: { test: string; solutions: number; mutants: number; only: string[]; drop: boolean }[];
  /** Tests (by index) that together catch all that any test catches, found greedily. */
  cover: number[];
}

export interface PageProblem {
  id: string;
  /** The problem's id, where `id` names more (the live page: "problem · solution"). */
  problem?: string;
  title: string;
  limits: { timeMs: number; wallMs: number; memoryMb: number };
  accepted: number;
  total: number;
  /** Tests per verdict. */
  counts: Record<string, number>;
  dataErrors: { file: string; message: string }[];
  /** An interactive problem: its tests are games against the jury (the live page offers to play them by hand). */
  interactive?: boolean;
  /** The problem's last `npm run mutants`, where it has one (dist/mutants/<id>.json). */
  mutation?: PageMutation;
  /**
   * A file the mutation run mutated has changed since (its figures are of the code as it was). A field of its own,
   * so that a save that makes it stale sends this, not the whole run again.
   */
  mutationStale?: boolean;
  /** Why this run's answers first is off for the problem (the live page), where it is. */
  answersFirstOff?: string;
  /** The compiler's first lines, when the solution did not compile (CE: no test ran). */
  compileError?: string;
  /** A file with no solve() that printed nothing on any test: what to write (ProblemReport.printsNothing). */
  printsNothing?: string;
  /** A problem scored in points: its points, group by group (ProblemReport.score). */
  score?: ProblemScore;
  /**
   * While the live page judges the problem: how many of its `total` tests this run has decided so far (the counts
   * above are this run's alone). Absent: the counts are the last finished run's.
   */
  judged?: number;
  /** While the live page judges the problem: how many of the tests decided so far the faithful run confirmed. */
  confirmed?: number;
  tests: PageRow[];
}

/** A page written once from a finished run (--html): every test whole, its detail with it. */
export interface ReportData extends Omit<PageData, 'problems'> {
  problems: ReportProblem[];
}
export type ReportProblem = Omit<PageProblem, 'tests'> & { tests: PageTest[] };

/** A problem without its tests: what the live page sends when its counts or state change. */
export type PageHead = Omit<PageProblem, 'tests'>;

/**
 * Where a run stands: judging (the answers first, then the faithful run confirming them) or done. The header says
 * this; `ok` is the done run's outcome only.
 */
export interface PageStatus {
  state: 'judging' | 'done';
  /** Tests with an answer (provisional or final), tests confirmed by the faithful run, tests in all. */
  answered: number;
  confirmed: number;
  total: number;
  /** Tests not AC so far (by their latest verdict). */
  failed: number;
  /** Since the run started, in seconds. */
  seconds: number;
  /** The live page: the problems this run judges or judged (ids), and what the last save touched, when it judged nothing. */
  judging?: string[];
  notice?: string;
}

export interface PageData {
  title: string;
  generated: string;
  ok: boolean;
  /** Absent on a page written once from a finished run (--html): that run is done. */
  status?: PageStatus;
  problems: PageProblem[];
  errors: { problem: string; message: string }[];
  /** The sandbox the submissions ran in (JudgeReport.sandbox): what it enforced, and the line saying what not. */
  sandbox?: { enforced: string; notEnforced: string | null };
}

/** Tests per verdict, how many are AC, and how many in all. */
export function tally(tests: { verdict: string }[]): Pick<PageProblem, 'counts' | 'accepted' | 'total'> {
  const counts: Record<string, number> = {};
  for (const t of tests) counts[t.verdict] = (counts[t.verdict] ?? 0) + 1;
  return { counts, accepted: counts.AC ?? 0, total: tests.length };
}
