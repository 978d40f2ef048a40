// `npm run bench`: measures the kit's speed claims side by side in one run, prints the figures, and writes them to
// bench/results.md and bench/chart.svg (time against size) for the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runIfMain, type Command, type Io } from '../kit/cli.ts';
import { buildProblem } from '../judge/bundle.ts';
import { loadProblem } from '../judge/problems.ts';
import { runBundle } from '../judge/run-process.ts';
import { buildBaseline, measureCatMouseScale, measureCatMouseSpread, measureNodeStartup, RUNS } from './bench/cat-mouse-scale.ts';
import { chartSvg } from './bench/chart.ts';
import { measureJudgeOverhead } from './bench/judge-overhead.ts';
import { measureLolSpeed } from './bench/lol-speed.ts';
import { measureStressSpeed } from './bench/stress-speed.ts';
import { checkComponentsUpTo } from './lib/lol-component-check.ts';

/** How far the bench itself re-runs the exhaustive component check (npm run check-lol-theory goes further). */
const CHECK_LENGTH = 28;

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3));

export const benchCommand: Command<Record<string, never>> = {
  name: 'bench',
  summary: "Measures the kit's speed claims side by side in one run; writes bench/results.md and bench/chart.svg.",
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    await bench(root, io);
    return 0;
  },
};

async function bench(root: string, io: Io): Promise<void> {
  const lines: string[] = [];
  const say = (line = '') => {
    io.stdout.write(`${line}\n`);
    lines.push(line);
  };
  const work = join(root, 'dist', 'bench');
  mkdirSync(work, { recursive: true });
  say(`# Benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${process.arch})`);
  say();

  say(`## Cat and mouse: dist/bhoj-1460.js against C++ (g++ -O2), whole-process wall time, median of ${RUNS}`);
  const bhoj = loadProblem(root, 'bhoj-1460');
  const [bundle] = await buildProblem(root, bhoj);
  const baseline = buildBaseline(root, work);
  if (!baseline) say('(g++ not found: C++ column left empty)');
  say('| n | degree | input | JS ms | C++ ms | ratio | JS solver alone ms (in a fresh process) | ratio, solver alone |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const scale = measureCatMouseScale(bundle.file, baseline, work);
  for (const r of scale) {
    const solverRatio = r.cppMs === null ? '-' : (r.jsSolveMs / r.cppMs).toFixed(2);
    say(`| ${r.n} | ${r.degree} | ${(r.inputBytes / 1e6).toFixed(2)} MB | ${ms(r.jsMs)} | ${r.cppMs === null ? '-' : ms(r.cppMs)} | ${r.ratio === null ? '-' : r.ratio.toFixed(2)} | ${ms(r.jsSolveMs)} | ${solverRatio} |`);
  }
  say();
  if (baseline) {
    const spread = measureCatMouseSpread(bundle.file, baseline);
    const ratios = spread.map((r) => r.ratio);
    say(`n = 2000 with the hole where it was drawn (start position often decided early), ratio per graph, median of 3:`);
    say(spread.map((r) => `degree ${r.degree}: ${r.ratio.toFixed(2)} (${ms(r.jsMs)} / ${ms(r.cppMs)} ms)`).join('; '));
    say(`from ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}`);
    say();
  }
  const nodeAlone = measureNodeStartup();
  say(`Node.js start-up alone (\`node -e 0\`, median of ${RUNS}): ${ms(nodeAlone)} ms; the C++ process starts in about 1 ms.`);
  // The same input through an empty program: what Node.js itself takes, under the judge's own measurement.
  const emptyProgram = join(work, 'empty-program.js');
  writeFileSync(emptyProgram, '');
  const largest = (file: string) =>
    runBundle({
      bundle: file,
      inputFile: join(root, 'testdata/bhoj-1460/hand/complete-50.in'),
      timeMs: bhoj.timeLimitMs,
      wallMs: bhoj.wallLimitMs,
      memoryKb: bhoj.memoryLimitMb * 1024,
      outputBytes: 1 << 20,
    });
  const largestRuns = [];
  const emptyRuns = [];
  for (let k = 0; k < 5; k++) {
    largestRuns.push(await largest(bundle.file));
    emptyRuns.push(await largest(emptyProgram));
  }
  const rss = largestRuns.map((r) => r.peakRssKb / 1024).sort((a, b) => a - b);
  const cpu = largestRuns.map((r) => r.cpuMs).sort((a, b) => a - b);
  const emptyRss = emptyRuns.map((r) => r.peakRssKb / 1024).sort((a, b) => a - b);
  say(
    `bhoj-1460 largest contest input (n = 50, complete graph), 5 runs: ${ms(cpu[2])} ms CPU (median), peak RSS ${rss[2].toFixed(1)} MB median, ${rss[4].toFixed(1)} MB at most (limits 1000 ms, 64 MB); an empty program on the same input: ${emptyRss[2].toFixed(1)} MB`,
  );
  say();

  say('## LOL: solver time per row, each row cold (no component remembered), worst of the rows tried');
  const lol = measureLolSpeed();
  say('| rows | count | median ms | worst ms | goal | worst row |');
  say('| --- | --- | --- | --- | --- | --- |');
  for (const t of lol.timings) {
    const row = t.worstRow.length > 44 ? `${t.worstRow.slice(0, 44)}...` : t.worstRow;
    say(`| ${t.what} | ${t.rows} | ${ms(t.medianMs)} | ${ms(t.worstMs)} | < ${t.goalMs} ms ${t.worstMs < t.goalMs ? 'met' : 'MISSED'} | \`${row}\` |`);
  }
  say();
  say(`all-empty rows of 1..${lol.allEmptyChecked} cells agree with the SOS result`);
  const check = [...checkComponentsUpTo(CHECK_LENGTH)].pop()!;
  say(`component check: ${check.totalComponents} canonical components of up to ${CHECK_LENGTH} cells, ${check.totalFailures} failures, ${check.seconds.toFixed(1)} s`);
  say();

  say('## Stress, in-process (fast-check random cases, accepted solution against the oracle)');
  for (const s of await measureStressSpeed(root)) {
    say(`${s.what}: ${Math.round(s.perSecond)} cases/s (${s.cases} cases in ${s.seconds.toFixed(2)} s; goal ${s.goal}: ${s.perSecond >= s.goal ? 'met' : 'MISSED'})`);
  }
  say();

  say("## The judge's own cost (npm run judge's core on every problem)");
  const judgeCost = await measureJudgeOverhead(root);
  say(
    `${judgeCost.tests} tests on ${judgeCost.cores} cores: ${(judgeCost.wallMs / 1000).toFixed(2)} s of wall time against ${(judgeCost.idealMs / 1000).toFixed(2)} s of solution run time / cores (overhead ${(((judgeCost.wallMs - judgeCost.idealMs) / judgeCost.idealMs) * 100).toFixed(1)}%)`,
  );

  writeFileSync(join(root, 'bench', 'results.md'), `${lines.join('\n')}\n`);
  const bySize = (degree: string, pick: (r: (typeof scale)[number]) => number | null) =>
    scale.filter((r) => r.degree === degree && pick(r) !== null).map((r) => [r.n, pick(r)!] as [number, number]);
  const catSeries = [
    { name: 'JS, degree 8', color: '#1f77b4', points: bySize('average 8', (r) => r.jsMs) },
    { name: 'C++, degree 8', color: '#aec7e8', points: bySize('average 8', (r) => r.cppMs) },
    { name: 'JS, degree 20', color: '#d62728', points: bySize('average 20', (r) => r.jsMs) },
    { name: 'C++, degree 20', color: '#ff9896', points: bySize('average 20', (r) => r.cppMs) },
  ].filter((s) => s.points.length > 0);
  const lolPoints: [number, number][] = [
    [19, lol.timings[0].worstMs],
    [40, lol.timings[1].worstMs],
    [1000, Math.max(lol.timings[2].worstMs, lol.timings[3].worstMs)],
    [1_000_000, lol.millionMs],
  ];
  writeFileSync(
    join(root, 'bench', 'chart.svg'),
    chartSvg([
      { title: 'Cat and mouse: whole process, median', xLabel: 'nodes n', series: catSeries },
      { title: 'LOL: worst row, cold', xLabel: 'row length', series: [{ name: 'solver', color: '#2ca02c', points: lolPoints }] },
    ]),
  );
  say();
  say('wrote bench/results.md and bench/chart.svg');
}

runIfMain(import.meta.url, benchCommand);
