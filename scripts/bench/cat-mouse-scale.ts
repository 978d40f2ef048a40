// Benchmark section: the bhoj-1460 bundle against a plain C++ retrograde solver (scripts/bench/cat-mouse-retrograde.cpp,
// g++ -O2) on graphs far beyond the contest, as whole-process wall times on the same input, run alternately.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphBuilder, Rng, distancesFrom } from '../../problems/_authoring/index.ts';

export interface ScaleRow {
  n: number;
  degree: string;
  inputBytes: number;
  jsMs: number;
  /** The solver alone, timed inside a fresh Node.js process: no start-up, no reading or parsing of the input. */
  jsSolveMs: number;
  cppMs: number | null;
  ratio: number | null;
  answer: string;
}

const SIZES: { n: number; degree: number; label?: string }[] = [
  { n: 1000, degree: 8 },
  { n: 1000, degree: 20 },
  { n: 2000, degree: 8 },
  { n: 2000, degree: 20 },
  { n: 3000, degree: 8 },
  { n: 3000, degree: 20 },
  { n: 1000, degree: 500, label: 'dense (p = 0.5)' },
];
export const RUNS = 7;

/**
 * A random graph with n*degree/2 edges, relabelled so that the hole is the node farthest from the mouse: the
 * start position is then decided late, and the solvers do real work instead of stopping at once. With
 * `holeAsDrawn`, the labels stay as drawn.
 */
export function scaleGraphInput(n: number, degree: number, holeAsDrawn = false, seed = n * 7 + degree): string {
  const g = new GraphBuilder(n);
  g.addRandomEdgeCount(new Rng(seed), Math.floor((n * degree) / 2));
  for (let u = 0; u < n; u++) if (g.adjacent[u].size === 0) g.connect(u, (u + 1) % n);
  const lists = g.adjacent.map((set) => [...set]);
  const { order } = distancesFrom(lists, 1);
  const far = holeAsDrawn ? 0 : order[order.length - 1];
  const label = (u: number) => (u === far ? 0 : u === 0 ? far : u);
  const lines: string[] = new Array(n);
  for (let u = 0; u < n; u++) lines[label(u)] = `${lists[u].length} ${lists[u].map(label).join(' ')}`;
  return `${n}\n${lines.join('\n')}\n`;
}

function timeRun(command: string, args: string[], input: string): { ms: number; stdout: string } {
  const started = process.hrtime.bigint();
  const run = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 20 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
  return { ms, stdout: run.stdout.trim() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** One run of the bundle, then one of the C++ baseline (if any) on the same input; their answers must agree. */
function runBoth(
  bundle: string,
  baseline: string | null,
  input: string,
  what: string,
): { jsMs: number; cppMs: number | null; answer: string } {
  const js = timeRun(process.execPath, [bundle], input);
  if (baseline === null) return { jsMs: js.ms, cppMs: null, answer: js.stdout };
  const cpp = timeRun(baseline, [], input);
  if (cpp.stdout !== js.stdout)
    throw new Error(`${what}: the bundle says ${js.stdout}, the C++ baseline ${cpp.stdout}`);
  return { jsMs: js.ms, cppMs: cpp.ms, answer: js.stdout };
}

/** Builds the C++ baseline with g++ -O2, or returns null (with the reason) where g++ is missing. */
export function buildBaseline(outDir: string): string | null {
  const binary = join(outDir, 'cat-mouse-retrograde');
  const gpp = spawnSync(
    'g++',
    ['-O2', '-o', binary, fileURLToPath(new URL('./cat-mouse-retrograde.cpp', import.meta.url))],
    { encoding: 'utf8' },
  );
  return gpp.status === 0 && existsSync(binary) ? binary : null;
}

/** `timer` is solutions/timers/cat-mouse-solve-only.ts, bundled: it prints the solver's own time on an input file. */
export function measureCatMouseScale(
  bundle: string,
  timer: string,
  baseline: string | null,
  outDir: string,
): ScaleRow[] {
  mkdirSync(outDir, { recursive: true });
  const rows: ScaleRow[] = [];
  for (const size of SIZES) {
    const input = scaleGraphInput(size.n, size.degree);
    const inputFile = join(outDir, `graph-${size.n}-${size.degree}.in`);
    writeFileSync(inputFile, input);
    const js: number[] = [];
    const cpp: number[] = [];
    const solveTimes: number[] = [];
    let answer = '';
    for (let k = 0; k < RUNS; k++) {
      const run = runBoth(bundle, baseline, input, `n=${size.n}`);
      js.push(run.jsMs);
      if (run.cppMs !== null) cpp.push(run.cppMs);
      answer = run.answer;
      const [solveMs, outcome] = timeRun(process.execPath, [timer, inputFile], '').stdout.split(' ');
      if (outcome !== answer) throw new Error(`n=${size.n}: the bundle says ${answer}, the solver timer ${outcome}`);
      solveTimes.push(Number(solveMs));
    }
    const jsMs = median(js);
    const cppMs = baseline ? median(cpp) : null;
    rows.push({
      n: size.n,
      degree: size.label ?? `average ${size.degree}`,
      inputBytes: input.length,
      jsMs,
      jsSolveMs: median(solveTimes),
      cppMs,
      ratio: cppMs ? jsMs / cppMs : null,
      answer,
    });
  }
  return rows;
}

export interface SpreadRow {
  degree: number;
  seed: number;
  answer: string;
  jsMs: number;
  cppMs: number;
  ratio: number;
}

/**
 * The ratio on 2,000-node random graphs with the hole wherever it was drawn: the start position is often decided
 * early, and then both runs are mostly start-up. Median of 3 alternate runs per graph.
 */
export function measureCatMouseSpread(bundle: string, baseline: string): SpreadRow[] {
  const rows: SpreadRow[] = [];
  for (const [degree, seed] of [
    [4, 1],
    [6, 2],
    [8, 3],
    [8, 4],
    [10, 5],
    [14, 6],
    [20, 7],
    [30, 8],
  ]) {
    const input = scaleGraphInput(2000, degree, true, seed);
    const js: number[] = [];
    const cpp: number[] = [];
    let answer = '';
    for (let k = 0; k < 3; k++) {
      const run = runBoth(bundle, baseline, input, `degree ${degree}, seed ${seed}`);
      js.push(run.jsMs);
      cpp.push(run.cppMs!);
      answer = run.answer;
    }
    rows.push({ degree, seed, answer, jsMs: median(js), cppMs: median(cpp), ratio: median(js) / median(cpp) });
  }
  return rows;
}

/** Wall time of a Node.js process that does nothing: the floor under every JavaScript figure above. */
export function measureNodeStartup(): number {
  return median(Array.from({ length: RUNS }, () => timeRun(process.execPath, ['-e', '0'], '').ms));
}
