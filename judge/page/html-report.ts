// The judge's report as one self-contained HTML page (`npm run judge -- --html FILE`): the run's data and the page's
// script inline, so that it opens anywhere, with no server and no network.
import { build } from 'esbuild';
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseExplanation, ExplainPlayed, PlayedGame } from '../../problems/_authoring/index.ts';
import { loadExplainer, loadPlayedExplainer, testKey, type Problem } from '../registry/index.ts';
import { exchangeLines } from '../run/index.ts';
import {
  OUTPUT_HEAD_BYTES,
  allAccepted,
  type JudgeReport,
  type ProblemReport,
  type TestResult,
} from '../core/index.ts';
import {
  type PageCase,
  type PageData,
  type PageProblem,
  type PageRow,
  type PageTest,
  type ReportData,
  type ReportProblem,
  tally,
} from './page-data.ts';
import type { BoardData } from './board-data.ts';
import { STYLE } from './browser/style.ts';
import { type PageMutation, readMutationSummary } from './mutation-summary.ts';

export { tally };

const PAGE_SCRIPT = fileURLToPath(new URL('./browser/main.tsx', import.meta.url));
/** Cases of one input drawn on the page; inputs of more (a file of many graphs) show the first ones. */
const MAX_CASES = 12;

const head = (text: string) =>
  text.length > OUTPUT_HEAD_BYTES
    ? `${text.slice(0, OUTPUT_HEAD_BYTES)}\n... (cut at ${OUTPUT_HEAD_BYTES} bytes)`
    : text;

function readHead(file: string): string {
  try {
    return head(readFileSync(file, 'utf8'));
  } catch {
    return '(cannot read)';
  }
}

/** The limits the page draws the bars against. */
export function pageLimits(problem: Problem): PageProblem['limits'] {
  return { timeMs: problem.limits.timeMs, wallMs: problem.limits.wallMs, memoryMb: problem.limits.memoryMb };
}

/** A problem's explainers: of an input's answers, and of a game played on an interactive test. */
export interface Explainers {
  explain: ((input: string) => CaseExplanation[]) | null;
  played: ExplainPlayed | null;
}

export async function loadExplainers(root: string, id: string): Promise<Explainers> {
  return { explain: await loadExplainer(root, id), played: await loadPlayedExplainer(root, id) };
}

/** The problem's last mutation run as a field of its page, where it has one. */
export function mutationOf(root: string, id: string): { mutation?: PageMutation; mutationStale?: boolean } {
  const kept = readMutationSummary(root, id);
  return kept ? { mutation: kept.summary, mutationStale: kept.stale } : {};
}

export async function pageProblem(p: ProblemReport, root: string, cache?: KeptCases): Promise<ReportProblem> {
  const explainers = await loadExplainers(root, p.problem.id);
  return {
    id: p.problem.id,
    title: p.problem.title,
    limits: pageLimits(p.problem),
    interactive: p.problem.interaction !== undefined,
    ...tally(p.results),
    dataErrors: p.dataErrors,
    compileError: p.compileError,
    ...(p.printsNothing ? { printsNothing: p.printsNothing } : {}),
    ...(p.score ? { score: p.score } : {}),
    ...mutationOf(root, p.problem.id),
    tests: p.results.map((r) => pageTest(p.problem, r, root, explainers, cache)),
  };
}

/**
 * One test as the page shows it: measured, with its input, expected and actual text, and its cases drawn; an
 * interactive test also with its game as played, move by move.
 */
export function pageTest(
  problem: Problem,
  r: TestResult,
  root: string,
  explainers: Explainers,
  cache?: KeptCases,
): PageTest {
  const input = readHead(join(root, r.input));
  const expected = readHead(join(root, r.input.replace(/\.in$/, '.ans')));
  const casesKey = `${problem.id}\u0000${input}`;
  const cases = cache?.get(casesKey) ?? pageCases(problem, input, explainers.explain);
  cache?.set(casesKey, cases);
  return {
    ...pageRow(r),
    input,
    expected,
    actual: r.outputHead,
    cases,
    transcript: r.transcript,
    transcriptDropped: r.transcriptDropped,
    played: r.transcript && explainers.played ? playedGame(explainers.played, input, r.transcript) : undefined,
  };
}

/** One test's row: its verdict and figures, none of its texts (what the live page sends as a test is decided). */
export function pageRow(r: TestResult): PageRow {
  const {
    outputHead: _output,
    explanation: _summary,
    input: _file,
    transcript: _exchange,
    transcriptDropped: _dropped,
    provisional,
    ...row
  } = r;
  // Figures to a tenth of a millisecond: finer is noise, and a row is sent for every test decided.
  const tenth = (x: number) => Math.round(x * 10) / 10;
  const figures = {
    cpuMs: r.cpuMs === null ? null : tenth(r.cpuMs),
    wallMs: tenth(r.wallMs),
    waitedMs: r.waitedMs === null ? null : tenth(r.waitedMs),
    countedWallMs: tenth(r.countedWallMs),
  };
  return { ...row, ...figures, ...(provisional ? { provisional: true } : {}), key: testKey(r) };
}

/**
 * Each input's cases as drawn and explained, kept by the live page across runs: the explanations are the same
 * whatever the solution, and drawing them again for every verdict would cost more than the answers themselves.
 */
export type KeptCases = Map<string, PageCase[]>;

/** The game played on an interactive test, or undefined where its explainer cannot read the exchange. */
function playedGame(
  explainPlayed: ExplainPlayed,
  input: string,
  transcript: NonNullable<TestResult['transcript']>,
): PlayedGame | undefined {
  try {
    return explainPlayed(input, exchangeLines(transcript));
  } catch {
    return undefined;
  }
}

/** Each case's picture and explanation, where the problem can read, draw and explain its inputs. */
function pageCases(
  problem: Problem,
  input: string,
  explain: ((input: string) => CaseExplanation[]) | null,
): PageCase[] {
  const { input: format, picture } = problem;
  try {
    const values = format ? format.read(input).slice(0, MAX_CASES) : [];
    const explanations = explain ? explain(input).slice(0, MAX_CASES) : [];
    return Array.from({ length: Math.max(values.length, explanations.length) }, (_, k) => ({
      picture: picture && k < values.length ? picture(values[k]) : undefined,
      explanation: explanations[k],
    }));
  } catch {
    return [];
  }
}

/** The data of the page, from a judge report. */
export async function pageData(report: JudgeReport, root: string): Promise<ReportData> {
  return {
    title: `Judge report: ${report.problems.map((p) => p.problem.id).join(', ') || 'no problem'}`,
    generated: new Date().toISOString(),
    ok: allAccepted(report),
    problems: await Promise.all(report.problems.map((p) => pageProblem(p, root))),
    errors: report.errors,
    sandbox: report.sandbox,
  };
}

/** Each page's script as last bundled, by its entry, with the size and time of each file it was bundled from. */
const bundled = new Map<string, { text: string; inputs: [string, string][] }>();

const stamp = (file: string): string => {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size} ${mtimeMs}`;
  } catch {
    return 'gone';
  }
};

/**
 * The page's script, bundled for the browser into one string: bundled again only when a file it came from changed,
 * since minifying it takes a few hundred ms of CPU and a live page or a test serves it many times over.
 */
async function pageScript(entry: string): Promise<string> {
  const kept = bundled.get(entry);
  if (kept?.inputs.every(([file, was]) => stamp(file) === was)) return kept.text;
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
    metafile: true,
  });
  const text = result.outputFiles[0].text;
  // The metafile names its inputs from the working folder, which may change before the next call.
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(file));
  bundled.set(entry, { text, inputs: inputs.map((file) => [file, stamp(file)]) });
  return text;
}

/**
 * A page of the judge: its style, its data and its script inline. `packed`: the data gzipped, in base64 (a run's
 * texts and pictures repeat: bhoj-1460's 179 tests are 402 KB of JSON, about a fifth of that packed), which the page
 * unpacks with the browser's DecompressionStream; else the JSON itself, escaped so no text in it can end the tag
 * (the live page's first data, small). `entry`: the page's script, the judge's page unless another (board.tsx).
 */
export async function pageHtml(
  data: PageData | ReportData | BoardData,
  packed: boolean,
  entry: string = PAGE_SCRIPT,
): Promise<string> {
  const script = (await pageScript(entry)).replace(/<\/script/gi, '<\\/script');
  const held = packed
    ? `<script id="judge-data" type="application/octet-stream" data-encoding="gzip-base64">${gzipSync(JSON.stringify(data), { level: 9 }).toString('base64')}</script>`
    : `<script id="judge-data" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${data.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><style>${STYLE}</style></head>
<body><div id="app"></div>
${held}
<script>${script}</script>
</body></html>
`;
}

/** The page of a finished run (--html): every test whole, and nothing loaded from elsewhere. */
export async function htmlReport(report: JudgeReport, root: string): Promise<string> {
  return pageHtml(await pageData(report, root), true);
}
