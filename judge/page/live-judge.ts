// The live judge behind `npm run ui`: judges each target (a problem with its accepted solution, or with a file
// given) and tells the page what changed as it happens (LiveEvent: a test's row as it is decided, a problem's counts,
// the run's state). A save judges again only the targets it touched: those whose programs or definition are made
// from the file saved (known from the last run's sources), or whose test data or problem folder holds it; the tests
// that failed last time first; results unchanged since they were judged are remembered (judge/core/remembered.ts).
import { realpathSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { judge, type ResultEvent, scoreProblem, type TestResult } from '../core/index.ts';
import { applyEvent } from './apply-event.ts';
import {
  type KeptCases,
  type Explainers,
  loadExplainers,
  mutationOf,
  pageLimits,
  pageRow,
  pageTest,
} from './html-report.ts';
import { type PageData, type PageHead, type PageRow, type PageStatus, type PageTest, tally } from './page-data.ts';
import type { LiveEvent } from './protocol.ts';
import { BUILD_OR_PACKAGES, SaveWatcher } from './save-watcher.ts';
import { acceptedFile, loadProblem, type Problem, testKey } from '../registry/index.ts';
import { SOLUTION_EXTENSIONS, warmTypeChecker } from '../build/index.ts';
import { WarmSpares } from '../run/index.ts';
import { sandboxFor, sandboxRecord } from '../sandbox/index.ts';

export interface Target {
  problem: string;
  /** A solution file; the problem's accepted solution when absent. */
  solution?: string;
}

/**
 * Whether a file no run has named yet may be a solution's source, in any language the judge takes: the judge's own
 * bundles land in dist/, and writing them must not judge again. Paths may use / or a backslash (Windows).
 */
export function isSourceChange(file: string): boolean {
  const inBuildOrData = BUILD_OR_PACKAGES.test(file) || /(^|[\\/])testdata[\\/]/.test(file);
  return !inBuildOrData && SOLUTION_EXTENSIONS.includes(extname(file).toLowerCase());
}

/** The same file however it is reached (a symlinked folder, a relative path); a file gone by its folder's path. */
function canonical(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    try {
      return join(realpathSync(dirname(file)), basename(file));
    } catch {
      return resolve(file);
    }
  }
}

/** The problem's accepted solution, or undefined where it has none (its run says so). */
function acceptedOrNone(root: string, problem: string): string | undefined {
  try {
    return acceptedFile(root, problem);
  } catch {
    return undefined;
  }
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + sep);

/** A problem's head goes out at most this often while it is judged; its rows go out as they are decided. */
const HEAD_MS = 100;
/** A test's detail waits at most this long for the answers of a run under way. */
const DETAIL_WAIT_MS = 1000;
/** Provisional answers are sent together, this long after the first of them (a burst is one event). */
const ANSWERS_MS = 20;

interface TargetState {
  /** The page's id of the target: the problem, and the file judged where one is given. */
  id: string;
  /** The sources its last run depended on (canonical paths); null until a run has said (any save judges it). */
  sources: Set<string> | null;
  /** Its test data and problem folder (canonical). */
  folders: string[];
  problem?: Problem;
  explainers?: Explainers;
  /** The last result of each test (a provisional answer until its own run confirms it), for a test's detail. */
  results: Map<string, TestResult>;
  /** The head of its last finished run, shown again when a run of it fails before it has results. */
  finished?: PageHead;
  /** This run: the verdicts decided so far (provisional or final), the tests confirmed, how many in all. */
  run: { verdicts: Map<string, string>; confirmed: Set<string>; total: number } | null;
  /** How many runs of it have been asked for: the page's number of its run (PageProblem.run). */
  runs: number;
  /** Its last mutation run as this run found it (read once a run: a head is made every HEAD_MS while it judges). */
  mutation?: ReturnType<typeof mutationOf>;
  failedBefore: Set<string>;
  answersFirstOff?: string;
  /** How its next run judges, when asked from the page: fresh (nothing remembered), and only some tests. */
  next?: Rerun;
}

/** A run asked for from the page: every test fresh, or only these (the ones that failed). */
interface Rerun {
  only?: ReadonlySet<string>;
  /** A scored problem's every test, past groups that can gain no more (--run-all). */
  runAll?: boolean;
}

/**
 * Whether the page shows this row already: the same result, though now remembered rather than run (a result told
 * again from memory changes nothing the page shows, and is not sent again; shown dimmed as the previous run's, which
 * it is, until the run ends).
 */
function sameRow(shown: PageRow | undefined, row: PageRow): boolean {
  if (!shown) return false;
  const plain = ({ remembered: _r, stale: _s, ...rest }: PageRow) => JSON.stringify(rest);
  return plain(shown) === plain(row);
}

/** How the live judge judges: TypeScript type-checked first, solutions sandboxed (both by default). */
export interface JudgingHow {
  typecheck?: boolean;
  sandbox?: boolean;
}

export class LiveJudge {
  private data: PageData = {
    title: 'Live judge',
    generated: new Date().toISOString(),
    ok: false,
    problems: [],
    errors: [],
  };
  private readonly states: TargetState[] = [];
  /** Targets to judge, the next first: those asked for last go first. */
  private pending: number[] = [];
  /** The target being judged: its run's controller, and how it was asked for (again when it is put off). */
  private current: { index: number; controller: AbortController; rerun?: Rerun } | null = null;
  private draining: Promise<void> | null = null;
  /** The run: when it started, and which targets it has judged or is judging. */
  private started = 0;
  private readonly inRun = new Set<number>();
  private readonly errorsOf = new Map<number, PageData['errors']>();
  /** The saves heard (watchFiles): then the folders of sources found later are watched too. */
  private saves: SaveWatcher | null = null;
  /** A warm host kept started for the next save's answers (answers first's). */
  private readonly spares = new WarmSpares();
  private headTimer: NodeJS.Timeout | null = null;
  private readonly headsDue = new Set<number>();
  private readonly answersDue = new Map<
    number,
    { verdicts: Record<string, string>; disagreements: Record<string, string> }
  >();
  private answersTimer: NodeJS.Timeout | null = null;
  /** Whether TypeScript solutions are type-checked first (a type error is CE). */
  readonly typecheck: boolean;
  /** Whether the solutions run sandboxed (JudgeOptions.sandbox). */
  readonly sandbox: boolean;
  /** The targets whose runs are answering first, and the details waiting for them to be over. */
  private readonly answering = new Set<number>();
  private answered: (() => void)[] = [];
  /** Each input's cases, drawn and explained once (see KeptCases). */
  private readonly cases: KeptCases = new Map();

  constructor(
    private readonly root: string,
    private readonly targets: Target[],
    /** Told every change, in order; applied to the snapshot first. */
    private readonly emit: (event: LiveEvent) => void,
    /**
     * typecheck: false judges TypeScript as esbuild bundles it, types not checked (JudgeOptions.typecheck); sandbox:
     * false runs the solutions with the user's rights (JudgeOptions.sandbox).
     */
    how: JudgingHow = {},
  ) {
    this.typecheck = how.typecheck !== false;
    this.sandbox = how.sandbox !== false;
    this.data.sandbox = sandboxRecord(sandboxFor(!this.sandbox, root));
    // Its first save's check waits for no compiler to start, nor parses the solution's imports (checks are
    // remembered: a first run may make none). A target judged with the problem's own solution checks that one.
    if (this.typecheck)
      warmTypeChecker(
        targets.flatMap((t) => {
          const file = t.solution ?? acceptedOrNone(root, t.problem);
          return file === undefined ? [] : [{ file, roots: [root] }];
        }),
      );
    for (const target of targets) this.states.push(this.stateOf(target));
  }

  private stateOf(target: Target): TargetState {
    const id = `${target.problem}${target.solution ? ` · ${relative(this.root, target.solution)}` : ''}`;
    const folders = ['testdata', 'problems'].map((f) => canonical(join(this.root, f, target.problem)));
    return { id, sources: null, folders, results: new Map(), run: null, runs: 0, failedBefore: new Set() };
  }

  /** Judges one more problem from now on (one received from Competitive Companion), and it now. */
  addTarget(target: Target): Promise<void> {
    this.targets.push(target);
    this.states.push(this.stateOf(target));
    return this.request([this.targets.length - 1]);
  }

  /** A line for the page's header between runs (what the page waits for), kept until the next run's status. */
  notify(notice: string): void {
    this.sendStatus(this.draining ? 'judging' : 'done', notice);
  }

  /** The problems judged, for the page's "add a test". */
  problems(): string[] {
    return [...new Set(this.targets.map((t) => t.problem))];
  }

  /** The page's data as it stands: what a page connecting now is sent first. */
  snapshot(): PageData {
    return this.data;
  }

  /**
   * A test's whole detail (its texts, cases drawn, game as played), for the page that opens it; null if unknown. While
   * a run is answering first it waits for its answers (up to DETAIL_WAIT_MS): every test's verdict comes before one
   * test's explanation, which would take the judge's thread from them.
   */
  async detail(id: string, key: string): Promise<PageTest | null> {
    if (this.answering.size > 0)
      await new Promise<void>((done) => {
        const timer = setTimeout(done, DETAIL_WAIT_MS);
        this.answered.push(() => {
          clearTimeout(timer);
          done();
        });
      });
    const state = this.states.find((s) => s.id === id);
    const result = state?.results.get(key);
    if (!state?.problem || !state.explainers || !result) return null;
    return pageTest(state.problem, result, this.root, state.explainers, this.cases);
  }

  /** Judges every target; resolves when no judging is left to do. */
  judgeAll(): Promise<void> {
    return this.request(this.targets.map((_, k) => k));
  }

  /** Judges the targets of one problem (after a test was added to it); resolves when no judging is left. */
  judgeProblem(problem: string): Promise<void> {
    return this.request(this.targets.flatMap((t, k) => (t.problem === problem ? [k] : [])));
  }

  /**
   * Judges a target again from the page ("judge again", "judge failed only"), fresh: nothing remembered, so the
   * figures are this run's. Null for an id the page does not show.
   */
  rejudge(id: string, failedOnly: boolean, runAll = false): Promise<void> | null {
    const index = this.states.findIndex((s) => s.id === id);
    if (index < 0) return null;
    return this.request([index], {
      ...(failedOnly ? { only: new Set(this.states[index].failedBefore) } : {}),
      ...(runAll ? { runAll } : {}),
    });
  }

  /** The target a page id names (for "try an input"), or null. */
  targetOf(id: string): Target | null {
    const index = this.states.findIndex((s) => s.id === id);
    return index < 0 ? null : this.targets[index];
  }

  /**
   * Judges these targets (again), before any other: a run of one of them under way is stopped and started over, a run
   * of another target is put off until after them (what it has judged is remembered, and told again from memory), the
   * others wait their turn. `rerun`: asked for from the page (else a save, a test added, the first run). Resolves when
   * no judging is left to do.
   */
  private request(indices: number[], rerun?: Rerun): Promise<void> {
    const asked = new Set(indices);
    const put = this.current && !asked.has(this.current.index) ? this.current : null;
    if (put) this.states[put.index].next = put.rerun;
    this.pending = [...indices, ...(put ? [put.index] : []), ...this.pending.filter((k) => !asked.has(k))];
    this.pending = this.pending.filter((k, at) => this.pending.indexOf(k) === at);
    if (this.current && indices.length > 0) this.current.controller.abort();
    if (indices.length > 0 && this.draining === null) {
      this.started = performance.now();
      this.inRun.clear();
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
    for (const k of indices) {
      this.inRun.add(k);
      const state = this.states[k];
      state.next = rerun;
      // A new run: what the one it replaces had not sent yet is dropped, and its counts are this run's from now on
      // (none yet), while its rows still show the last run's verdicts (the page dims them: the run's number is new).
      this.answersDue.delete(k);
      this.headsDue.delete(k);
      state.runs++;
      state.run = this.freshRun(k);
      state.mutation = undefined;
      if (k < this.data.problems.length) this.sendHead(k, this.head(k));
    }
    this.sendStatus(this.draining ? 'judging' : 'done');
    return this.draining ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    for (let index = this.pending.shift(); index !== undefined; index = this.pending.shift()) {
      const controller = new AbortController();
      const state = this.states[index];
      this.current = { index, controller, rerun: state.next };
      try {
        await this.judgeTarget(index, controller.signal);
      } catch (error) {
        // A run stopped for another is no one's concern; a run that fails is shown on the page, and the server and
        // the next run go on.
        if (!controller.signal.aborted) {
          this.errorsOf.set(index, [{ problem: 'live judge', message: (error as Error).message }]);
          this.sendErrors();
          state.run = null;
          if (state.finished) this.sendHead(index, state.finished);
        }
      }
      this.current = null;
    }
    this.flushHeads();
    this.sendStatus('done');
  }

  /**
   * Watches what the targets are made of: solutions/, problems/ and testdata/, each file given and the folders of
   * sources found outside those. A save judges again the targets it touched, or says that it touched none.
   */
  watchFiles(): void {
    this.saves ??= new SaveWatcher((files) => this.onSaved(files));
    const folders = [
      ...['solutions', 'problems', 'testdata'].map((f) => join(this.root, f)),
      ...this.targets.filter((t) => t.solution).map((t) => dirname(t.solution!)),
    ];
    for (const folder of folders) this.saves.watch(folder, true);
  }

  /** A save's files (SaveWatcher: the burst of writes it made is over): the targets they touch judged again. */
  private onSaved(files: string[]): void {
    const touched = this.touchedBy(files);
    if (touched.length > 0) void this.request(touched);
    else {
      const names = files.map((f) => relative(this.root, f)).join(', ');
      this.sendStatus(this.draining ? 'judging' : 'done', `saved ${names}: no problem uses it, nothing judged`);
    }
  }

  /** The targets a change to these files can change the results of. */
  touchedBy(files: string[]): number[] {
    const changed = files.map(canonical);
    return this.states.flatMap((state, k) => {
      const touches = changed.some((file, n) => {
        if (state.folders.some((d) => inside(file, d))) return true;
        return state.sources === null ? isSourceChange(files[n]) : state.sources.has(file);
      });
      return touches ? [k] : [];
    });
  }

  close(): void {
    this.pending = [];
    this.current?.controller.abort();
    this.saves?.close();
    void this.spares.close();
    if (this.headTimer) clearTimeout(this.headTimer);
    if (this.answersTimer) clearTimeout(this.answersTimer);
  }

  private send(event: LiveEvent): void {
    this.data = applyEvent(this.data, event).data;
    this.emit(event);
  }

  /** The run's state when it changes (its counts follow from the heads); a save's notice. */
  private sendStatus(state: PageStatus['state'], notice?: string): void {
    this.flushHeads();
    const judging = [...this.inRun].map((k) => this.states[k].id);
    // A notice between runs keeps the last run's time.
    const seconds =
      state === 'judging'
        ? 0
        : this.draining
          ? (performance.now() - this.started) / 1000
          : (this.data.status?.seconds ?? 0);
    const ok =
      state === 'done' &&
      this.data.errors.length === 0 &&
      this.data.problems.length === this.targets.length &&
      this.data.problems.every(
        (p) => p.accepted === p.total && p.total > 0 && p.dataErrors.length === 0 && !p.compileError,
      );
    this.send({ kind: 'status', status: { state, seconds, judging, notice }, ok });
  }

  /** A target's head as the fields that differ from what the page has (all of it, for a problem new to the page). */
  private sendHead(index: number, head: PageHead): void {
    const shown = this.data.problems[index] as Partial<PageHead> | undefined;
    const changed: Partial<PageHead> = {};
    for (const [field, value] of Object.entries(head) as [keyof PageHead, unknown][])
      if (value !== undefined && JSON.stringify(shown?.[field]) !== JSON.stringify(value))
        Object.assign(changed, { [field]: value });
    const unset = shown
      ? (Object.keys(shown) as (keyof PageHead)[]).filter(
          (f) => (f as string) !== 'tests' && shown[f] !== undefined && head[f] === undefined,
        )
      : [];
    if (Object.keys(changed).length === 0 && unset.length === 0) return;
    this.send({ kind: 'problem', at: index, head: changed, ...(unset.length > 0 ? { unset } : {}) });
  }

  private sendErrors(): void {
    this.send({ kind: 'errors', errors: [...this.errorsOf.values()].flat() });
  }

  /** A run about to start: none decided; as many tests as last time, or as asked for from the page. */
  private freshRun(index: number): NonNullable<TargetState['run']> {
    const total = this.states[index].next?.only?.size ?? this.data.problems[index]?.total ?? 0;
    return { verdicts: new Map(), confirmed: new Set(), total };
  }

  /** The head of a target as this run has it so far (its counts this run's alone, the provisional ones apart). */
  private head(index: number): PageHead {
    const state = this.states[index];
    const { problem, run } = state;
    const base = this.data.problems[index];
    const decided = [...(run?.verdicts ?? [])];
    const verdicts = decided.map(([, verdict]) => ({ verdict }));
    const { counts, accepted } = tally(verdicts);
    const provisional = decided.filter(([key]) => !run?.confirmed.has(key)).map(([, verdict]) => ({ verdict }));
    state.mutation ??= mutationOf(this.root, this.targets[index].problem);
    return {
      id: state.id,
      problem: this.targets[index].problem,
      title: problem?.title ?? base?.title ?? this.targets[index].problem,
      limits: problem ? pageLimits(problem) : (base?.limits ?? { timeMs: 0, wallMs: 0, memoryMb: 0 }),
      interactive: problem ? problem.interaction !== undefined : base?.interactive,
      accepted,
      total: run?.total ?? 0,
      counts,
      dataErrors: [],
      ...state.mutation,
      answersFirstOff: state.answersFirstOff,
      judged: verdicts.length,
      confirmed: run?.confirmed.size ?? 0,
      provisionalCounts: tally(provisional).counts,
      run: state.runs,
    };
  }

  /**
   * A target's head and the run's state are due: sent with the next flush, at most every HEAD_MS, or now when a
   * stage of its run is over (every test answered, every test confirmed).
   */
  private headDue(index: number, now = false): void {
    this.headsDue.add(index);
    if (now) this.flushHeads();
    else this.headTimer ??= setTimeout(() => this.flushHeads(), HEAD_MS);
  }

  private flushHeads(): void {
    if (this.headTimer) clearTimeout(this.headTimer);
    this.headTimer = null;
    this.flushAnswers();
    for (const index of this.headsDue) this.sendHead(index, this.head(index));
    this.headsDue.clear();
  }

  /** Provisional answers go out together, within ANSWERS_MS of the first, and before anything else of theirs. */
  private answerDue(index: number, key: string, verdict: string, disagreement?: string): void {
    const due = this.answersDue.get(index) ?? { verdicts: {}, disagreements: {} };
    this.answersDue.set(index, due);
    due.verdicts[key] = verdict;
    if (disagreement !== undefined) due.disagreements[key] = disagreement;
    this.answersTimer ??= setTimeout(() => this.flushAnswers(), ANSWERS_MS);
  }

  private flushAnswers(): void {
    if (this.answersTimer) clearTimeout(this.answersTimer);
    this.answersTimer = null;
    for (const [at, { verdicts, disagreements }] of this.answersDue) {
      const some = Object.keys(disagreements).length > 0;
      this.send({ kind: 'answers', at, verdicts, ...(some ? { disagreements } : {}) });
    }
    this.answersDue.clear();
  }

  private async judgeTarget(index: number, signal: AbortSignal): Promise<void> {
    const target = this.targets[index];
    const state = this.states[index];
    state.problem = await loadProblem(this.root, target.problem);
    state.explainers = await loadExplainers(this.root, target.problem);
    // Saved again meanwhile: the run that replaces this one prepares the problem itself.
    if (signal.aborted) return;
    state.answersFirstOff = undefined;
    const rerun = state.next;
    // The run asked for (request), or, where it was put off for another, the run as far as it had gone.
    state.run ??= this.freshRun(index);
    state.next = undefined;
    const run = state.run;
    // The page lists the targets in their order: those before this one that no run has put on it yet go first.
    for (let k = this.data.problems.length; k < index; k++) this.sendHead(k, this.head(k));
    this.sendHead(index, this.head(index));
    const rowNow = (key: string) => this.data.problems[index]?.tests.find((t) => t.key === key);
    const onProvisional = ({ result, total }: ResultEvent) => {
      if (signal.aborted) return;
      // Of the tests answered first only (those remembered are told after them): never fewer than the last run had.
      run.total = Math.max(run.total, total);
      const key = testKey(result);
      run.verdicts.set(key, result.verdict);
      run.confirmed.delete(key);
      // Its detail, when the page opens it, is this answer's (the output it gave), not an earlier run's.
      state.results.set(key, result);
      this.answerDue(index, key, result.verdict, result.disagreement);
      this.headDue(index, run.verdicts.size === run.total);
      if (run.verdicts.size === run.total) this.answeringOver(index);
    };
    const onResult = ({ result, total }: ResultEvent) => {
      if (signal.aborted) return;
      // The faithful run's results come after the answers (or with none).
      this.answeringOver(index);
      run.total = total;
      const key = testKey(result);
      run.verdicts.set(key, result.verdict);
      run.confirmed.add(key);
      state.results.set(key, result);
      const row = pageRow(result);
      // A remembered result the page shows already is not sent again: only what changed goes out.
      this.flushAnswers();
      if (!sameRow(rowNow(key), row)) this.send({ kind: 'test', at: index, row });
      this.headDue(index, run.verdicts.size === total || run.confirmed.size === total);
    };
    this.answering.add(index);
    const report = await judge({
      root: this.root,
      problemIds: [target.problem],
      solution: target.solution,
      signal,
      remember: rerun ? 'fresh' : 'use',
      typecheck: this.typecheck,
      sandbox: this.sandbox,
      only: rerun?.only,
      runAll: rerun?.runAll,
      runFirst: state.failedBefore,
      answersFirst: true,
      leaveStopped: true,
      warmSpares: this.spares,
      onProvisional,
      onResult,
      onAnswersFirstOff: (_problem, reason) => {
        state.answersFirstOff = reason;
        this.headDue(index);
      },
    }).finally(() => this.answeringOver(index));
    if (signal.aborted) return;
    this.headsDue.delete(index);
    this.errorsOf.set(index, report.errors);
    this.sendErrors();
    const judged = report.problems[0];
    if (!judged) {
      // Not judged at all (the error says why): the last finished run's counts stand.
      state.run = null;
      if (state.finished) this.sendHead(index, state.finished);
      return;
    }
    state.sources = new Set(judged.sources.map(canonical));
    for (const file of judged.sources) this.saves?.watch(dirname(file), false);
    // A run of some tests only: the others keep their last results, in the order the page shows.
    const results = rerun?.only ? this.merged(index, judged.results) : judged.results;
    const keys = results.map(testKey);
    for (const key of state.results.keys()) if (!keys.includes(key)) state.results.delete(key);
    const shown = this.data.problems[index]?.tests.map((t) => t.key) ?? [];
    if (shown.join('\n') !== keys.join('\n')) this.send({ kind: 'order', at: index, keys });
    // A scored problem's points are of the results shown: a run of some tests is scored with the others' last ones.
    const { scoring } = judged.problem;
    const score =
      scoring && judged.score && judged.scoreMembers && rerun?.only
        ? scoreProblem(scoring, judged.scoreMembers, new Map(results.map((r) => [testKey(r), r])))
        : judged.score;
    state.finished = {
      ...this.head(index),
      ...tally(results),
      dataErrors: judged.dataErrors,
      compileError: judged.compileError,
      printsNothing: judged.printsNothing,
      score,
      judged: undefined,
      confirmed: undefined,
      provisionalCounts: undefined,
    };
    state.run = null;
    state.failedBefore = new Set(results.filter((r) => r.verdict !== 'AC').map(testKey));
    this.sendHead(index, state.finished);
    // Drawn cases of inputs no longer judged are let go.
    if (this.cases.size > 4 * this.states.reduce((n, s) => n + s.results.size, 0)) this.cases.clear();
  }

  /** A target's run has answered first (or stopped, or has no answers): the details waiting for it go on. */
  private answeringOver(index: number): void {
    if (!this.answering.delete(index) || this.answering.size > 0) return;
    for (const done of this.answered.splice(0)) done();
  }

  /** The results of a run of some tests put in with the last results of the others, in the page's order. */
  private merged(index: number, fresh: TestResult[]): TestResult[] {
    const state = this.states[index];
    const byKey = new Map(fresh.map((r) => [testKey(r), r]));
    const shown = this.data.problems[index]?.tests.map((t) => t.key) ?? [];
    const kept = shown.flatMap((key) => {
      const result = byKey.get(key) ?? state.results.get(key);
      return result ? [result] : [];
    });
    const onPage = new Set(shown);
    const missing = fresh.filter((r) => !onPage.has(testKey(r)));
    return [...kept, ...missing];
  }
}
