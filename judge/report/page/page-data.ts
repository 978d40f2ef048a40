// The data a judge page shows, shared by the code that writes it (html-report.ts) and the page that reads it.
import type { CaseExplanation, Picture, PlayedGame } from '../../../problems/_authoring/index.ts';

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
  exitCode: number | null;
  signal: string | null;
  stderrTail: string;
  diff?: { line: number; expected?: string; actual?: string };
  checkerReason?: string;
  input: string;
  expected: string;
  actual: string;
  cases: PageCase[];
  /** An interactive test's exchange, in order; absent for other tests. */
  transcript?: { from: 'solution' | 'interactor'; text: string }[];
  transcriptDropped?: number;
  /** An interactive test's game as played, where the problem's explainer tells it (explainPlayed). */
  played?: PlayedGame;
  /** The answers-first verdict, from a warm worker: the faithful run has not confirmed it yet, nothing is measured. */
  provisional?: boolean;
  /** The faithful run answered otherwise than the warm pass did (state kept between cases). */
  disagreement?: string;
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
  /** Why this run's answers first is off for the problem (the live page), where it is. */
  answersFirstOff?: string;
  /** The compiler's first lines, when the solution did not compile (CE: no test ran). */
  compileError?: string;
  tests: PageTest[];
}

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
}

export interface PageData {
  title: string;
  generated: string;
  ok: boolean;
  /** Absent on a page written once from a finished run (--html): that run is done. */
  status?: PageStatus;
  problems: PageProblem[];
  errors: { problem: string; message: string }[];
}
