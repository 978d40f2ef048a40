// The live judge behind `npm run ui`: judges each target (a problem with its accepted solution, or with each file
// given), keeps the page's data up to date test by test, and judges again when a watched file is saved: the tests
// that failed last time first, a save during a run cancelling that run.
import { watch, type FSWatcher } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import {
  type CasesCache,
  loadExplainers,
  pageLimits,
  pageProblem,
  pageTest,
  tally,
  type PageData,
  type PageProblem,
} from '../../judge/report/index.ts';
import { judge, type JudgeReport, type ResultEvent } from '../../judge/core/index.ts';
import { loadProblem, testKey } from '../../judge/registry/index.ts';
import { SOLUTION_EXTENSIONS } from '../../judge/run/index.ts';

export interface Target {
  problem: string;
  /** A solution file; the problem's accepted solution when absent. */
  solution?: string;
}

/**
 * Whether a change the watcher saw is to a solution's source, in any language the judge takes: the judge's own
 * bundles land in dist/, and writing them must not judge again. Paths may use / or a backslash (Windows).
 */
export function isSourceChange(file: string): boolean {
  const inBuildOrData = /(^|[\\/])(dist|node_modules|testdata)[\\/]/.test(file);
  return !inBuildOrData && SOLUTION_EXTENSIONS.includes(extname(file).toLowerCase());
}

export class LiveJudge {
  private readonly data: PageData;
  private run: AbortController | null = null;
  private pending: Promise<void> = Promise.resolve();
  private readonly failedBefore = new Map<string, Set<string>>();
  private watchers: FSWatcher[] = [];
  private rerunTimer: NodeJS.Timeout | null = null;
  /** Each input's cases, drawn and explained once (see CasesCache). */
  private readonly cases: CasesCache = new Map();

  constructor(
    private readonly root: string,
    private readonly targets: Target[],
    /** Called with the whole page data whenever it changes. */
    private readonly publish: (data: PageData) => void,
  ) {
    this.data = { title: 'Live judge', generated: new Date().toISOString(), ok: false, problems: [], errors: [] };
  }

  /** Judges one more problem from now on (one received from Competitive Companion), and everything again now. */
  addTarget(target: Target): Promise<void> {
    this.targets.push(target);
    return this.judgeAll();
  }

  /** The problems judged, for the page's "add a test". */
  problems(): string[] {
    return [...new Set(this.targets.map((t) => t.problem))];
  }

  snapshot(): PageData {
    return this.data;
  }

  /** Judges every target now; resolves when done (or cancelled by a newer run). */
  judgeAll(): Promise<void> {
    this.run?.abort();
    const controller = new AbortController();
    this.run = controller;
    // A run that fails is shown on the page; the server and the next run go on.
    this.pending = this.pending
      .then(() => this.judgeTargets(controller.signal))
      .catch((error: Error) => {
        this.data.errors.push({ problem: 'live judge', message: error.message });
        this.publish(this.data);
      });
    return this.pending;
  }

  /** Watches the solution files and the solutions/ folder (what the bundles are built from); a save judges again. */
  watchFiles(): void {
    const folders = new Set([
      join(this.root, 'solutions'),
      ...this.targets.filter((t) => t.solution).map((t) => dirname(t.solution!)),
    ]);
    for (const folder of folders) {
      this.watchers.push(
        watch(folder, { recursive: true }, (_event, file) => {
          if (!file || !isSourceChange(String(file))) return;
          if (this.rerunTimer) clearTimeout(this.rerunTimer);
          // Judging from the save on: the run starts once the burst of writes a save makes is over.
          this.markJudging();
          this.rerunTimer = setTimeout(() => void this.judgeAll(), 50);
        }),
      );
    }
  }

  /** Says at once that a run is coming: the last run's outcome is not this one's. */
  private markJudging(): void {
    if (this.data.status?.state === 'judging') return;
    const total = this.data.problems.reduce((n, p) => n + p.total, 0);
    this.data.status = { state: 'judging', answered: 0, confirmed: 0, total, failed: 0, seconds: 0 };
    this.data.ok = false;
    this.publish(this.data);
  }

  close(): void {
    this.run?.abort();
    for (const w of this.watchers) w.close();
    if (this.rerunTimer) clearTimeout(this.rerunTimer);
  }

  private async judgeTargets(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return;
    this.data.errors = [];
    const started = performance.now();
    // Per target, this run's tests: answered (provisionally or finally) and confirmed by the faithful run, and how
    // many there are (known from the first event; until then, the last run's count).
    const runs = this.targets.map((_, k) => ({
      answered: new Set<string>(),
      confirmed: new Set<string>(),
      total: this.data.problems[k]?.total ?? 0,
    }));
    const status = (state: 'judging' | 'done'): void => {
      // Failures of this run only: a test not yet answered still shows the last run's verdict.
      const failed = this.data.problems.reduce(
        (n, p, k) => n + p.tests.filter((t) => runs[k]?.answered.has(t.key) && t.verdict !== 'AC').length,
        0,
      );
      this.data.status = {
        state,
        answered: runs.reduce((n, r) => n + r.answered.size, 0),
        confirmed: runs.reduce((n, r) => n + r.confirmed.size, 0),
        total: runs.reduce((n, r) => n + r.total, 0),
        failed,
        seconds: (performance.now() - started) / 1000,
      };
    };
    status('judging');
    this.data.ok = false;
    this.publish(this.data);
    for (const [k, target] of this.targets.entries()) {
      if (signal.aborted) return;
      const key = `${target.problem}${target.solution ? ` · ${relative(this.root, target.solution)}` : ''}`;
      const problem = await loadProblem(this.root, target.problem);
      const explainers = await loadExplainers(this.root, target.problem);
      this.data.problems[k] ??= {
        id: key,
        problem: target.problem,
        title: problem.title,
        limits: pageLimits(problem),
        interactive: problem.interaction !== undefined,
        ...tally([]),
        dataErrors: [],
        tests: [],
      };
      const entry: PageProblem = this.data.problems[k];
      entry.answersFirstOff = undefined;
      const run = runs[k];
      const show = ({ result, total }: ResultEvent) => {
        run.total = total;
        const test = pageTest(problem, result, this.root, explainers, this.cases);
        run.answered.add(test.key);
        if (!result.provisional) run.confirmed.add(test.key);
        // Every provisional verdict comes before the faithful run's first (the judge answers first, then runs).
        const at = entry.tests.findIndex((t) => t.key === test.key);
        if (at >= 0) entry.tests[at] = test;
        else entry.tests.push(test);
        Object.assign(entry, tally(entry.tests));
        status('judging');
        this.publish(this.data);
      };
      const report: JudgeReport = await judge({
        root: this.root,
        problemIds: [target.problem],
        solution: target.solution,
        signal,
        runFirst: this.failedBefore.get(key),
        onProvisional: show,
        onResult: show,
        onAnswersFirstOff: (_problem, reason) => {
          entry.answersFirstOff = reason;
          this.publish(this.data);
        },
      });
      if (signal.aborted) return;
      this.data.errors.push(...report.errors);
      if (report.problems.length > 0) {
        this.data.problems[k] = {
          ...(await pageProblem(report.problems[0], this.root, this.cases)),
          id: key,
          problem: target.problem,
          answersFirstOff: entry.answersFirstOff,
        };
        run.total = report.problems[0].results.length;
        this.failedBefore.set(key, new Set(report.problems[0].results.filter((r) => r.verdict !== 'AC').map(testKey)));
      }
      this.data.generated = new Date().toISOString();
    }
    this.data.ok =
      this.data.errors.length === 0 &&
      this.data.problems.every(
        (p) => p.accepted === p.total && p.total > 0 && p.dataErrors.length === 0 && !p.compileError,
      );
    status('done');
    this.publish(this.data);
  }
}
