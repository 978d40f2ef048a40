// The data a judge page shows, shared by the code that writes it (html-report.ts) and the page that reads it.
import type { CaseExplanation, Picture, PlayedGame } from '../../../problems/_authoring/index.ts';
import type { ProblemScore } from '../../core/index.ts';

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

/** A problem's last `npm run mutants` (kept in dist/mutants/<id>.json; judge/report/mutation-summary.ts reads it). */
export interface PageMutation {
  /** Detected over every mutant but compile errors and the survivors a comment explains, in percent; null: none. */
  score: number | null;
  detected: number;
  /** Mutants in the score: judged, less compile errors and explained survivors. */
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

/**
 * What the live page's server sends (server-sent events, one JSON object each): the whole data once, on connecting;
 * then only what changed, a problem named by its place: the run's state when it changes (its counts are worked out
 * from the problems' heads), a problem's head as the fields that changed (`unset`: those gone), a test's row as it is
 * decided, provisional answers as verdicts by test, the order of a problem's tests when tests came or went, the
 * errors.
 */
export type LiveEvent =
  | { kind: 'snapshot'; data: PageData }
  | { kind: 'status'; status: Pick<PageStatus, 'state' | 'seconds' | 'judging' | 'notice'>; ok: boolean }
  | { kind: 'problem'; at: number; head: Partial<PageHead>; unset?: (keyof PageHead)[] }
  | { kind: 'test'; at: number; row: PageRow }
  | { kind: 'answers'; at: number; verdicts: Record<string, string>; disagreements?: Record<string, string> }
  | { kind: 'order'; at: number; keys: string[] }
  | { kind: 'errors'; errors: PageData['errors'] };

/** A provisional answer's row: the verdict alone, nothing measured yet. */
function answerRow(old: PageRow | undefined, key: string, verdict: string, disagreement?: string): PageRow {
  const slash = key.indexOf('/');
  return {
    group: old?.group ?? key.slice(0, slash),
    name: old?.name ?? key.slice(slash + 1),
    key,
    verdict,
    provisional: true,
    ...(disagreement === undefined ? {} : { disagreement }),
    cpuMs: null,
    wallMs: 0,
    waitedMs: null,
    countedWallMs: 0,
    peakRssKb: null,
    wallTimeExceeded: false,
    exitCode: null,
    signal: null,
    stderrTail: '',
  };
}

/**
 * The run's counts, from the heads of the problems it judges: a problem judged now counts what it has decided so
 * far; one whose head has no `judged` is done, every test decided.
 */
function recount(data: PageData): void {
  const status = data.status;
  if (!status) return;
  let answered = 0;
  let confirmed = 0;
  let total = 0;
  let failed = 0;
  for (const p of data.problems) {
    if (!status.judging?.includes(p.id)) continue;
    total += p.total;
    const decided = p.judged ?? p.total;
    answered += decided;
    confirmed += p.judged === undefined ? p.total : (p.confirmed ?? 0);
    failed += decided - p.accepted;
  }
  Object.assign(status, { answered, confirmed, total, failed });
}

/**
 * A run of a problem starts (its head gets `judged`): every row is the previous run's until replaced; it ends (`judged`
 * unset): what is left of the previous run (a run of some tests keeps the others' results) is the problem's result
 * again. Returns each row replaced by its copy, so that what was fetched for the row stays with the copy.
 */
function markStale(problem: PageProblem, stale: boolean): [PageRow, PageRow][] {
  const copied: [PageRow, PageRow][] = [];
  problem.tests = problem.tests.map((t) => {
    if ((t.stale === true) === stale) return t;
    const copy = { ...t };
    if (stale) copy.stale = true;
    else delete copy.stale;
    copied.push([t, copy]);
    return copy;
  });
  return copied;
}

/**
 * Applies one event to the data; returns the data (a new object for a snapshot), the problem it touched, if one, and
 * the rows it replaced by copies with the same result (`copied`: old, new).
 * The server keeps its own data by these very steps, so what a page holds after the events is the server's data.
 */
export function applyEvent(
  data: PageData,
  event: LiveEvent,
): { data: PageData; problem?: string; copied?: [PageRow, PageRow][] } {
  switch (event.kind) {
    case 'snapshot':
      return { data: event.data };
    case 'status':
      data.status = { answered: 0, confirmed: 0, total: 0, failed: 0, ...event.status };
      data.ok = event.ok;
      recount(data);
      return { data };
    case 'errors':
      data.errors = event.errors;
      return { data };
    case 'problem': {
      const before = data.problems[event.at] as PageProblem | undefined;
      const problem = { ...before, ...event.head } as PageProblem;
      problem.tests ??= [];
      for (const field of event.unset ?? []) delete problem[field];
      data.problems[event.at] = problem;
      recount(data);
      const starts = before !== undefined && before.judged === undefined && problem.judged !== undefined;
      const ends = before?.judged !== undefined && problem.judged === undefined;
      return { data, problem: problem.id, ...(starts || ends ? { copied: markStale(problem, starts) } : {}) };
    }
    default: {
      const problem = data.problems[event.at];
      if (!problem) return { data };
      const rows = problem.tests;
      if (event.kind === 'order') {
        const byKey = new Map(rows.map((t) => [t.key, t]));
        problem.tests = event.keys.map((k) => byKey.get(k)).filter((t): t is PageRow => t !== undefined);
        return { data, problem: problem.id };
      }
      const put = (row: PageRow) => {
        const at = rows.findIndex((t) => t.key === row.key);
        if (at >= 0) rows[at] = row;
        else rows.push(row);
      };
      if (event.kind === 'test') put(event.row);
      else
        for (const [key, verdict] of Object.entries(event.verdicts))
          put(
            answerRow(
              rows.find((t) => t.key === key),
              key,
              verdict,
              event.disagreements?.[key],
            ),
          );
      return { data, problem: problem.id };
    }
  }
}
