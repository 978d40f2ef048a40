// The benchmark: measures the kit's speed claims side by side, section by section, and keeps every figure in one
// results file (results-file.ts), from which results.md, chart.svg (time against size) and the README's figures are
// written.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../../judge/base/index.ts';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProblem, bundleSolution, prepareEmptyProgram } from '../../judge/build/index.ts';
import { type Program, runProgram } from '../../judge/run/index.ts';
import { sandboxFor } from '../../judge/sandbox/index.ts';
import { testLimits } from '../../judge/core/index.ts';
import {
  listProblemIds,
  loadAllProblems,
  loadProblem,
  loadSuite,
  timerFile,
  type Problem,
} from '../../judge/registry/index.ts';
import { checkComponentsUpTo } from '../theory/index.ts';
import {
  buildBaseline,
  measureCatMouseScale,
  measureCatMouseSpread,
  measureNodeStartup,
  RUNS,
  type ScaleRow,
} from './cat-mouse-scale.ts';
import { chartSvg } from './chart.ts';
import { measureJudgeOverhead } from './judge-overhead.ts';
import { measureLanguageStartup } from './language-startup.ts';
import { measured, median } from './measured.ts';
import { measureNpmTest } from './npm-test-time.ts';
import { figuresIn, figuresParagraph, withFigures } from './readme-figures.ts';
import {
  type BenchResults,
  commitOf,
  machineLine,
  mergeResults,
  readResults,
  resultsMarkdown,
  type SectionResults,
} from './results-file.ts';
import { measureLolSpeed } from './lol-speed.ts';
import { measureStressSpeed } from './stress-speed.ts';
import { measureExplainSpeed } from './explain-speed.ts';
import { measureLiveLoop } from './live-loop.ts';
import { GOAL_MS, measureSaveStreak, SAVES } from './live-saves.ts';
import { measureLiveChange } from './live-change.ts';
import { measurePageSize } from './page-size.ts';
import { runMutants } from '../mutants/index.ts';
import { measureRunCost, measureSandboxCost, type SandboxCostRow } from './sandbox-cost.ts';
import { measureTypecheckCost } from './typecheck-cost.ts';
import { GROUPS, measureContestSpeed } from './contest-speed.ts';

/** How far the bench itself re-runs the exhaustive component check (npm run check-lol-theory goes further). */
const CHECK_LENGTH = 28;

/** Prints a line and keeps it for the section's part of results.md; `figure` names a figure the README may use. */
type Say = ((line?: string) => void) & {
  figure: (name: string, value: number | null, shown: string) => void;
  /** The section could not be measured here, and why: the results measured before are kept. */
  unmeasured: (reason: string) => void;
  series: (name: string, points: [number, number][]) => void;
};
/** A row of a Markdown table. */
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3));
/** Milliseconds shown as seconds in a sentence. */
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(msValue >= 10_000 ? 0 : msValue >= 1000 ? 1 : 2)} s`;

/** What a section is given: the root, a scratch folder, bhoj-1460 loaded, and where to say what it measured. */
interface SectionContext {
  root: string;
  work: string;
  say: Say;
}

/** The sections in the order the whole bench runs them; each can be run alone (npm run bench -- --only NAME). */
const SECTION_RUNS = {
  'cat-mouse': catMouseSection,
  lol: async ({ say }: SectionContext) => lolSection(say),
  explain: async ({ root, say }: SectionContext) => explainSection(await loadProblem(root, 'bhoj-1460'), say),
  stress: ({ root, say }: SectionContext) => stressSection(root, say),
  startup: ({ root, work, say }: SectionContext) => startupSection(root, work, say),
  'judge-cost': ({ root, say }: SectionContext) => judgeSection(root, say),
  'live-loop': ({ root, work, say }: SectionContext) => liveLoopSection(root, work, say),
  'live-saves': ({ root, work, say }: SectionContext) => liveSavesSection(root, work, say),
  'live-change': ({ root, work, say }: SectionContext) => liveChangeSection(root, work, say),
  page: ({ root, work, say }: SectionContext) => pageSection(root, work, say),
  typecheck: async ({ root, work, say }: SectionContext) => typecheckSection(root, work, say),
  sandbox: ({ root, work, say }: SectionContext) => sandboxSection(root, work, say),
  mutants: ({ root, say }: SectionContext) => mutantsSection(root, say),
  'npm-test': ({ root, say }: SectionContext) => npmTestSection(root, say),
  contest: async ({ root, work, say }: SectionContext) => contestSection(root, work, say),
} satisfies Record<string, (context: SectionContext) => Promise<unknown>>;

export const SECTIONS = Object.keys(SECTION_RUNS) as (keyof typeof SECTION_RUNS)[];
export type SectionName = (typeof SECTIONS)[number];

const RESULTS_JSON = fileURLToPath(new URL('./results.json', import.meta.url));

/**
 * Runs every section (or `only` alone), printing each line through `print`, and writes what they measured into the
 * results file (results.json, the sections measured replacing their old selves), then results.md, chart.svg and the
 * README's figures from it: one source for every figure.
 */
export async function runBench(root: string, print: (line: string) => void, only?: SectionName): Promise<void> {
  const work = join(root, 'dist', 'bench');
  mkdirSync(work, { recursive: true });
  const machine = machineLine();
  print(`# Benchmark (${new Date().toISOString().slice(0, 10)}, ${machine})\n\n`);
  const [load] = loadavg();
  if (load > availableParallelism() / 4)
    print(
      `note: load average ${load.toFixed(1)}: other work is running; each section's line in results.md says so\n\n`,
    );
  const measured: Record<string, SectionResults> = {};
  for (const name of only === undefined ? SECTIONS : [only]) {
    const results: SectionResults = {
      date: new Date().toISOString().slice(0, 10),
      commit: commitOf(root),
      machine,
      load: loadavg()[0],
      lines: [],
      figures: {},
    };
    const say: Say = Object.assign(
      (line = '') => {
        print(`${line}\n`);
        results.lines.push(line);
      },
      {
        figure: (figure: string, value: number | null, shown: string) => {
          results.figures[figure] = { value, shown };
        },
        series: (series: string, points: [number, number][]) => {
          results.series = { ...results.series, [series]: points };
        },
        unmeasured: (reason: string) => {
          results.unmeasured = reason;
        },
      },
    );
    await SECTION_RUNS[name]({ root, work, say });
    measured[name] = results;
  }
  const old = readResults(RESULTS_JSON);
  for (const [name, section] of Object.entries(measured))
    if (section.unmeasured !== undefined && old.sections[name])
      print(`(${name}: ${section.unmeasured}; its results of ${old.sections[name].date} are kept)\n`);
  const results = mergeResults(old, measured, SECTIONS);
  writeFileAtomic(RESULTS_JSON, `${JSON.stringify(results, null, 1)}\n`);
  writeFileAtomic(fileURLToPath(new URL('./results.md', import.meta.url)), resultsMarkdown(results));
  writeFileAtomic(fileURLToPath(new URL('./chart.svg', import.meta.url)), chart(results));
  const readme = join(root, 'README.md');
  if (existsSync(readme) && figuresIn(readFileSync(readme, 'utf8')) !== null)
    writeFileAtomic(readme, withFigures(readFileSync(readme, 'utf8'), figuresParagraph(results)));
  print("\nwrote scripts/bench/results.json, results.md, chart.svg and the README's figures\n");
}

async function catMouseSection({ root, work, say }: SectionContext): Promise<void> {
  const bhoj = await loadProblem(root, 'bhoj-1460');
  say(`## Cat and mouse: dist/bhoj-1460.js against C++ (g++ -O2), whole-process wall time, median of ${RUNS}`);
  const [bundle] = await buildProblem(root, bhoj);
  const timer = await bundleSolution(
    timerFile(root, 'cat-mouse-solve-only.ts'),
    bhoj,
    join(work, 'cat-mouse-solve-only.js'),
  );
  const baseline = buildBaseline(work);
  if (!baseline) say('(g++ not found: C++ column left empty)');
  say(
    '| n | degree | input | JS ms | C++ ms | ratio | JS solver alone ms (in a fresh process) | ratio, solver alone |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const scale = measureCatMouseScale(bundle.file, timer.file, baseline, work);
  for (const r of scale) {
    const solverRatio = r.cppMs === null ? '-' : (r.jsSolveMs / r.cppMs).toFixed(2);
    const cppMs = r.cppMs === null ? '-' : ms(r.cppMs);
    const ratio = r.ratio === null ? '-' : r.ratio.toFixed(2);
    const mb = `${(r.inputBytes / 1e6).toFixed(2)} MB`;
    say(row([r.n, r.degree, mb, ms(r.jsMs), cppMs, ratio, ms(r.jsSolveMs), solverRatio]));
  }
  say();
  const ratios = scale.flatMap((r) => (r.ratio === null ? [] : [r.ratio]));
  const lowest = ratios.length > 0 ? Math.min(...ratios) : null;
  const highest = ratios.length > 0 ? Math.max(...ratios) : null;
  say.figure('ratioLow', lowest, lowest === null ? '' : lowest.toFixed(2));
  say.figure('ratioHigh', highest, highest === null ? '' : highest.toFixed(2));
  for (const [series, degree, pick] of [
    ['JS, degree 8', 'average 8', (r: ScaleRow) => r.jsMs],
    ['C++, degree 8', 'average 8', (r: ScaleRow) => r.cppMs],
    ['JS, degree 20', 'average 20', (r: ScaleRow) => r.jsMs],
    ['C++, degree 20', 'average 20', (r: ScaleRow) => r.cppMs],
  ] as const)
    say.series(
      series,
      scale.flatMap((r) => {
        const value = pick(r);
        return r.degree === degree && value !== null ? [[r.n, value] as [number, number]] : [];
      }),
    );
  if (baseline) {
    const spread = measureCatMouseSpread(bundle.file, baseline);
    const ratios = spread.map((r) => r.ratio);
    say(
      `n = 2000 with the hole where it was drawn (start position often decided early), ratio per graph, median of 3:`,
    );
    say(spread.map((r) => `degree ${r.degree}: ${r.ratio.toFixed(2)} (${ms(r.jsMs)} / ${ms(r.cppMs)} ms)`).join('; '));
    say(`from ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}`);
    say();
  }
  say(
    `Node.js start-up alone (\`node -e 0\`, median of ${RUNS}): ${ms(measureNodeStartup())} ms; the C++ process starts in about 1 ms.`,
  );
  await largestInputSection(root, bhoj, bundle, work, say);
  say();
}

/** BHOJ's largest contest input through the judge's own measurement, beside an empty program on the same input. */
async function largestInputSection(
  root: string,
  bhoj: Problem,
  bundle: Program,
  work: string,
  say: Say,
): Promise<void> {
  const emptyProgram = prepareEmptyProgram(null, work, bhoj.limits.memoryMb);
  const run = (program: Program) =>
    runProgram({
      program,
      inputFile: join(root, 'testdata/bhoj-1460/hand/complete-50.in'),
      ...testLimits(bhoj),
      sandbox: sandboxFor(false, root),
    });
  const largestRuns = [];
  const emptyRuns = [];
  for (let k = 0; k < 5; k++) {
    largestRuns.push(await run(bundle));
    emptyRuns.push(await run(emptyProgram));
  }
  const sorted = (values: (number | null)[]) => values.map(measured).sort((a, b) => a - b);
  const rss = sorted(largestRuns.map((r) => r.peakRssKb)).map((kb) => kb / 1024);
  const cpu = sorted(largestRuns.map((r) => r.cpuMs));
  const emptyRss = sorted(emptyRuns.map((r) => r.peakRssKb)).map((kb) => kb / 1024);
  say(
    `bhoj-1460 largest contest input (n = 50, complete graph), 5 runs: ${ms(cpu[2])} ms CPU (median), ` +
      `peak RSS ${rss[2].toFixed(1)} MB median, ${rss[4].toFixed(1)} MB at most ` +
      `(limits ${bhoj.limits.timeMs} ms, ${bhoj.limits.memoryMb} MB); ` +
      `an empty program on the same input: ${emptyRss[2].toFixed(1)} MB`,
  );
  say.figure('largestCpu', cpu[2], `${ms(cpu[2])} ms`);
  say.figure('largestRss', rss[2], `${rss[2].toFixed(1)} MB`);
  say.figure('memoryLimit', bhoj.limits.memoryMb, `${bhoj.limits.memoryMb} MB`);
  say.figure('emptyRss', emptyRss[2], `${emptyRss[2].toFixed(1)} MB`);
}

function lolSection(say: Say): void {
  say('## LOL: solver time per row, each row cold (no component remembered), worst of the rows tried');
  const lol = measureLolSpeed();
  say('| rows | count | median ms | worst ms | goal | worst row |');
  say('| --- | --- | --- | --- | --- | --- |');
  for (const t of lol.timings) {
    const worst = t.worstRow.length > 44 ? `${t.worstRow.slice(0, 44)}...` : t.worstRow;
    const goal = `< ${t.goalMs} ms ${t.worstMs < t.goalMs ? 'met' : 'MISSED'}`;
    say(row([t.what, t.rows, ms(t.medianMs), ms(t.worstMs), goal, `\`${worst}\``]));
  }
  say();
  say(`all-empty rows of 1..${lol.allEmptyChecked} cells agree with the SOS result`);
  const check = [...checkComponentsUpTo(CHECK_LENGTH)].pop()!;
  say(
    `component check: ${check.totalComponents} canonical components of up to ${CHECK_LENGTH} cells, ` +
      `${check.totalFailures} failures, ${check.seconds.toFixed(1)} s`,
  );
  say();
  // The worst row at each length: several timings can share one.
  const worstByLength = new Map<number, number>();
  for (const t of lol.timings) worstByLength.set(t.length, Math.max(worstByLength.get(t.length) ?? 0, t.worstMs));
  say.series(
    'LOL worst row',
    [...worstByLength].sort((a, b) => a[0] - b[0]),
  );
}

function explainSection(bhoj: Problem, say: Say): void {
  say('## Explanations (npm run explain, and under every WA): median of 3, in-process, goal under 1,000 ms');
  for (const t of measureExplainSpeed((input) => bhoj.input!.read(input)[0] as number[][]))
    say(`${t.what}: ${ms(t.ms)} ms (${t.result}; goal ${t.ms < 1000 ? 'met' : 'MISSED'})`);
  say();
}

async function stressSection(root: string, say: Say): Promise<void> {
  say('## Stress, in-process (fast-check random cases, accepted solution against the second solver)');
  for (const s of await measureStressSpeed(root)) {
    say(
      `${s.what}: ${Math.round(s.perSecond)} cases/s (${s.cases} cases in ${s.seconds.toFixed(2)} s; ` +
        `goal ${s.goal}: ${s.perSecond >= s.goal ? 'met' : 'MISSED'})`,
    );
  }
  say();
}

const STARTUP_RUNS = 5;

/** Each language's empty program through the judge's measurement, and the share of each problem's limits it uses. */
async function startupSection(root: string, work: string, say: Say): Promise<void> {
  say(
    `## Start-up: an empty program in each language, judged as a solution is (median of ${STARTUP_RUNS}, languages taking turns)`,
  );
  const problems = await loadAllProblems(root);
  const shareHeads = problems.map((p) => `share of ${p.id}'s ${p.limits.timeMs} ms / ${p.limits.memoryMb} MB`);
  say(row(['language', 'CPU ms', 'wall ms', 'peak RSS MB', ...shareHeads]));
  say(row(['---', '---', '---', '---', ...problems.map(() => '---')]));
  const smallest = Math.min(...problems.map((p) => p.limits.memoryMb));
  for (const language of await measureLanguageStartup(work, STARTUP_RUNS, smallest, sandboxFor(false, root))) {
    if (language.missing !== null) {
      say(row([language.language, '-', '-', '-', ...problems.map(() => '-')]));
      say(`(${language.missing})`);
      continue;
    }
    const shares = problems.map(
      (p) =>
        `${((language.cpuMs / p.limits.timeMs) * 100).toFixed(0)}% / ${((language.peakRssMb / p.limits.memoryMb) * 100).toFixed(0)}%`,
    );
    say(row([language.language, ms(language.cpuMs), ms(language.wallMs), language.peakRssMb.toFixed(1), ...shares]));
  }
  say(
    'CPU time is user + system of every thread (a JVM starts several); ' +
      `Java runs with its heap capped at the smallest limit, ${smallest} MB. The judge gives no allowance for any of it.`,
  );
  say();
}

/** A Chromium section's one line where there is no Chromium to measure in. */
function noChromium(say: Say): void {
  say('(no Chromium at /usr/bin/chromium or CHROMIUM_PATH: section not measured)');
  say.unmeasured('no Chromium at /usr/bin/chromium or CHROMIUM_PATH');
  say();
}

async function liveLoopSection(root: string, work: string, say: Say): Promise<void> {
  say('## The live page: from saving a broken solution to the verdicts on the page, in Chromium, median of 3 saves');
  const timings = await measureLiveLoop(root, work);
  if (timings === null) {
    return noChromium(say);
  }
  say('| problem | solution | tests | first verdict ms | a verdict for every test ms | every final verdict ms |');
  say('| --- | --- | --- | --- | --- | --- |');
  for (const t of timings) say(row([t.problem, t.language, t.tests, ms(t.firstMs), ms(t.everyMs), ms(t.finalMs)]));
  const timing = (problem: string, language: string) =>
    timings.find((t) => t.problem === problem && t.language === language);
  const bhojTs = timing('bhoj-1460', 'TypeScript');
  const bhojCpp = timing('bhoj-1460', 'C++');
  say.figure('bhojTests', bhojTs?.tests ?? null, String(bhojTs?.tests));
  for (const [figure, value] of [
    ['tsEvery', bhojTs?.everyMs],
    ['tsFinal', bhojTs?.finalMs],
    ['cppFirst', bhojCpp?.firstMs],
    ['cppFinal', bhojCpp?.finalMs],
    ['lolTsFinal', timing('lanqiao-lol', 'TypeScript')?.finalMs],
    ['lolCppFinal', timing('lanqiao-lol', 'C++')?.finalMs],
  ] as const)
    say.figure(figure, value ?? null, value === undefined ? '' : seconds(value));
  say(
    'TypeScript answers every test first in warm workers (provisional, marked so on the page), then the faithful run ' +
      'confirms each in its own process; a C++ program has the faithful run only.',
  );
  say();
}

async function liveSavesSection(root: string, work: string, say: Say): Promise<void> {
  say(`## The live page: ${SAVES} saves in a row, from each save to a verdict for every test on the page, in Chromium`);
  const timings = await measureSaveStreak(root, work);
  if (timings === null) {
    return noChromium(say);
  }
  say(
    'bhoj-1460 from a file of its own, TypeScript: a solution right on every test and one wrong on every test saved ' +
      'over each other, each save as soon as the page shows a verdict for every test of the one before (its ' +
      'confirming run still going); in place, or as vim and JetBrains save, a new file renamed over the old.',
  );
  say();
  say('| save | solution | written | a verdict for every test, ms |');
  say('| --- | --- | --- | --- |');
  for (const [k, t] of timings.entries())
    say(row([k + 1, t.solution, t.written, t.ms === null ? 'not within 30 s' : ms(t.ms)]));
  say();
  const shownMs = timings.map((t) => t.ms ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const within = shownMs.filter((x) => x <= GOAL_MS).length;
  const median = shownMs[shownMs.length >> 1];
  const worst = shownMs.at(-1) ?? Number.POSITIVE_INFINITY;
  say.figure('saves', SAVES, String(SAVES));
  say.figure('within', within, String(within));
  say.figure('median', Number.isFinite(median) ? median : null, Number.isFinite(median) ? seconds(median) : '\u2014');
  say.figure('worst', Number.isFinite(worst) ? worst : null, Number.isFinite(worst) ? seconds(worst) : 'over 30 s');
  say(
    `Median ${Number.isFinite(median) ? `${ms(median)} ms` : 'not within 30 s'}, worst ` +
      `${Number.isFinite(worst) ? `${ms(worst)} ms` : 'not within 30 s'}; ${within} of ${SAVES} within ${GOAL_MS} ms ` +
      '(the goal: every one, on 2 idle cores).',
  );
  say();
}

function typecheckSection(root: string, work: string, say: Say): void {
  const tests = loadSuite(root, 'bhoj-1460').tests.length;
  say(`## What type-checking a TypeScript solution adds to npm run judge (bhoj-1460, ${tests} tests, --fresh)`);
  const c = measureTypecheckCost(root, work);
  say();
  say(`| npm run judge, whole command | seconds, median of ${c.runs} | added |`);
  say('| --- | --- | --- |');
  say(row(['--no-typecheck', c.unchecked.toFixed(2), '\u2014']));
  say(row(['checked for the first time', c.first.toFixed(2), `${(c.first - c.unchecked).toFixed(2)} s`]));
  say(row(['checked before (result kept)', c.kept.toFixed(2), `${(c.kept - c.unchecked).toFixed(2)} s`]));
  say();
}

async function sandboxSection(root: string, work: string, say: Say): Promise<void> {
  const added = (r: SandboxCostRow) => `${(r.added * 100).toFixed(1)}%`;
  const tests = loadSuite(root, 'bhoj-1460').tests.length;
  say(`## What the sandbox adds to npm run judge (bhoj-1460, ${tests} tests, --fresh --no-typecheck)`);
  const cost = await measureSandboxCost(root);
  say();
  say(`${cost.runs} pairs, each run back to back (which first alternating); added: the median of the pairs' ratios.`);
  say();
  say(`| solution | sandboxed, s (median) | --no-sandbox, s | added |`);
  say('| --- | --- | --- | --- |');
  for (const r of cost.rows) say(row([r.solution, r.sandboxed.toFixed(2), r.unsandboxed.toFixed(2), added(r)]));
  say();
  say('One run of an empty program as the judge runs a test (runProgram), sandboxed and not, in 101 pairs:');
  say();
  say('| program | sandboxed, ms (median) | --no-sandbox, ms | added |');
  say('| --- | --- | --- | --- |');
  for (const r of await measureRunCost(root, work))
    say(row([r.solution, r.sandboxed.toFixed(1), r.unsandboxed.toFixed(1), added(r)]));
  say();
}

async function mutantsSection(root: string, say: Say): Promise<void> {
  say('## npm run mutants: the whole run per problem, on 2 workers (goal: under 2 minutes)');
  say();
  say(
    '| problem | tests | mutants | score | killed | timed out | survived | run by no test | compile errors | explained by a comment | seconds | mutants/s |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const id of listProblemIds(root)) {
    const r = await runMutants(root, id, { jobs: 2, sandbox: sandboxFor(false, root) });
    const c = r.counts;
    say(
      row([
        id,
        r.tests,
        r.mutants.length,
        r.score === null ? '\u2014' : `${r.score.toFixed(1)}%`,
        c.killed,
        c.timeout,
        c.survived,
        c['no coverage'],
        c['compile error'],
        c.ignored,
        r.seconds.toFixed(1),
        (r.mutants.length / r.seconds).toFixed(1),
      ]),
    );
  }
  say();
}

async function pageSection(root: string, work: string, say: Say): Promise<void> {
  say('## The page written once (--html), each problem with its accepted solution');
  say();
  say('| problem | tests | page KB | its data as JSON, KB | opened and drawn offline in Chromium, ms (median of 5) |');
  say('| --- | --- | --- | --- | --- |');
  for (const r of await measurePageSize(root, work))
    say(
      row([
        r.problem,
        r.tests,
        r.pageKb.toFixed(0),
        r.dataKb.toFixed(0),
        r.drawnMs === null ? '\u2014' : ms(r.drawnMs),
      ]),
    );
  say();
}

async function liveChangeSection(root: string, work: string, say: Say): Promise<void> {
  say('## Work in proportion to the change: the live page with every problem open, and npm run judge again');
  const f = await measureLiveChange(root, work);
  if (f === null) {
    return noChromium(say);
  }
  say(
    `${f.tests} tests on the page in Chromium; bhoj-1460 judged from a file of its own, saved ${f.saves.length} times:`,
  );
  say();
  say(
    '| save | problems judged again | save to last final verdict ms | bytes sent | JSON of the changed rows | ratio |',
  );
  say('| --- | --- | --- | --- | --- | --- |');
  for (const [k, s] of f.saves.entries())
    say(
      row([
        k + 1,
        s.judged.join(', ') || 'none',
        ms(s.finalMs),
        s.bytesSent,
        s.changedJson,
        s.changedJson > 0 ? (s.bytesSent / s.changedJson).toFixed(2) : '\u2014',
      ]),
    );
  say();
  const ratios = f.saves.filter((save) => save.changedJson > 0).map((save) => save.bytesSent / save.changedJson);
  say.figure('jsonRatio', ratios.length > 0 ? median(ratios) : null, `${median(ratios).toFixed(1)}x`);
  say(
    `Save to last final verdict, median of ${f.saves.length}: ${ms(median(f.saves.map((s) => s.finalMs)))} ms with ` +
      `every problem on the page, ${ms(median(f.aloneMs))} ms with bhoj-1460 alone ` +
      `(${(median(f.saves.map((s) => s.finalMs)) / median(f.aloneMs)).toFixed(2)}x). Each save is a program not ` +
      'judged before; a save of a program judged before is reported from memory.',
  );
  say(
    `A file no problem uses, saved: problems judged ${f.unrelated.judged.join(', ') || 'none'}, ` +
      `${f.unrelated.bytesSent} bytes sent ("${f.unrelated.notice}").`,
  );
  say(
    `The server's resident memory (this process): ${f.rssBeforeMb.toFixed(0)} MB before ${50} saves in a row, ` +
      `${f.rssAfterMb.toFixed(0)} MB after.`,
  );
  const j = f.judgeUnchanged;
  const e = f.judgeAfterEdit;
  say.figure('judgeFresh', f.judgeFirst.seconds, `${f.judgeFirst.seconds.toFixed(0)} s`);
  say.figure('judgeTests', f.judgeFirst.tests, String(f.judgeFirst.tests));
  say.figure('judgeAgain', j.seconds, `${j.seconds.toFixed(1)} s`);
  say.figure('judgeEdit', e.seconds, `${e.seconds.toFixed(1)} s`);
  say(
    `npm run judge on a fresh copy of the root (nothing remembered or type-checked yet): ` +
      `${f.judgeFirst.seconds.toFixed(2)} s for ${f.judgeFirst.tests} tests.`,
  );
  say(
    `npm run judge with nothing changed since the last run: ${j.seconds.toFixed(2)} s, ${j.remembered} of ${j.tests} ` +
      `results remembered; after editing bhoj-1460's solution: ${e.seconds.toFixed(2)} s, tests run on ` +
      `${e.ran.join(', ') || 'no problem'}, ${e.remembered} of ${e.tests} remembered.`,
  );
  say();
}

const NPM_TEST_WARM_RUNS = 3;

async function npmTestSection(root: string, say: Say): Promise<void> {
  say(
    `## npm test in a fresh clone of the commit: the first run, then ${NPM_TEST_WARM_RUNS} more; what test:full adds`,
  );
  const t = measureNpmTest(root, NPM_TEST_WARM_RUNS);
  const warm = median(t.warmSeconds);
  say(
    `${t.tests} tests: the first run ${t.firstSeconds.toFixed(1)} s (the type check from scratch, every bundle and ` +
      `compile made anew), then ${t.warmSeconds.map((x) => `${x.toFixed(1)} s`).join(', ')} (median ` +
      `${warm.toFixed(1)} s); \`node test/run.mjs --full-only\` (what npm run test:full adds) ${t.fullOnlySeconds.toFixed(1)} s.`,
  );
  say();
  say.figure('tests', t.tests, String(t.tests));
  say.figure('first', t.firstSeconds, `${t.firstSeconds.toFixed(0)} s`);
  say.figure('warm', warm, `${warm.toFixed(0)} s`);
  say.figure('warmRuns', NPM_TEST_WARM_RUNS, String(NPM_TEST_WARM_RUNS));
  say.figure('fullOnly', t.fullOnlySeconds, `${t.fullOnlySeconds.toFixed(0)} s`);
}

async function judgeSection(root: string, say: Say): Promise<void> {
  say("## The judge's own cost (npm run judge's core on every problem)");
  const cost = await measureJudgeOverhead(root);
  const overhead = ((cost.wallMs - cost.idealMs) / cost.idealMs) * 100;
  say(
    `${cost.tests} tests on ${cost.cores} cores: ${(cost.wallMs / 1000).toFixed(2)} s of wall time against ` +
      `${(cost.idealMs / 1000).toFixed(2)} s of solution run time / cores (overhead ${overhead.toFixed(1)}%)`,
  );
}

function contestSection(root: string, work: string, say: Say): void {
  const groups = GROUPS.join(' and ');
  say(
    `## npm run contest against npm run judge one contestant at a time (forty contestants, five problems, ${groups})`,
  );
  const c = measureContestSpeed(root, work);
  const added = c.contest / c.oneByOne - 1;
  say();
  say(
    `${c.contestants} contestants, ${c.files} files (scripts/bench/forty-contestants.ts), every test of group ` +
      `${groups} run afresh (--fresh), sandboxed, untrusted; ${c.runs} runs of each, which first alternating, after ` +
      'one of the contest that filled the remembered compiles and type checks both share; one by one: one npm run ' +
      'judge process a contestant, its problems named, its files as --solution ID=FILE, the times summed.',
  );
  say();
  say(`| the forty contestants | seconds, median of ${c.runs} |`);
  say('| --- | --- |');
  say(row(['npm run contest', c.contest.toFixed(1)]));
  say(row(['npm run judge, one contestant at a time', c.oneByOne.toFixed(1)]));
  say(row(['the contest adds', `${(added * 100).toFixed(1)}%`]));
  say();
  say.figure('contestants', c.contestants, String(c.contestants));
  say.figure('contest', c.contest, `${c.contest.toFixed(0)} s`);
  say.figure('oneByOne', c.oneByOne, `${c.oneByOne.toFixed(0)} s`);
  say.figure('added', added, `${added >= 0 ? '+' : '\u2212'}${Math.abs(added * 100).toFixed(1)}%`);
}

/** The chart of time against size, from the series the results file keeps. */
function chart(results: BenchResults): string {
  const colors: Record<string, string> = {
    'JS, degree 8': '#1f77b4',
    'C++, degree 8': '#aec7e8',
    'JS, degree 20': '#d62728',
    'C++, degree 20': '#ff9896',
  };
  const catSeries = Object.entries(results.sections['cat-mouse']?.series ?? {})
    .filter(([, points]) => points.length > 0)
    .map(([name, points]) => ({ name, color: colors[name] ?? '#7f7f7f', points }));
  const lolPoints = results.sections.lol?.series?.['LOL worst row'] ?? [];
  return chartSvg([
    { title: 'Cat and mouse: whole process, median', xLabel: 'nodes n', series: catSeries },
    {
      title: 'LOL: worst row, cold',
      xLabel: 'row length',
      series: [{ name: 'solver', color: '#2ca02c', points: lolPoints }],
    },
  ]);
}
