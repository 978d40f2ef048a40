// The judge's report as one self-contained HTML page (`npm run judge -- --html FILE`): the run's data and the page's
// script inline, so that it opens anywhere, with no server and no network.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  type PageProblem,
  type PageRow,
  type PageTest,
  type ReportData,
  type ReportProblem,
  tally,
} from './page/page-data.ts';

export { tally };

const PAGE_SCRIPT = fileURLToPath(new URL('./page/report-page.ts', import.meta.url));
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

export async function pageProblem(p: ProblemReport, root: string, cache?: CasesCache): Promise<ReportProblem> {
  const explainers = await loadExplainers(root, p.problem.id);
  return {
    id: p.problem.id,
    title: p.problem.title,
    limits: pageLimits(p.problem),
    interactive: p.problem.interaction !== undefined,
    ...tally(p.results),
    dataErrors: p.dataErrors,
    compileError: p.compileError,
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
  cache?: CasesCache,
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
export type CasesCache = Map<string, PageCase[]>;

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
  };
}

/** The page's script, bundled for the browser into one string. */
export async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [PAGE_SCRIPT],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.5em}
.counts span{margin-right:1em}.v{display:inline-block;min-width:3.2em;font-weight:600}
.AC{color:#1a7f37}.WA,.RE,.TLE,.MLE,.OLE,.ILE,.CE{color:#cf222e}
table{border-collapse:collapse;width:100%}td{padding:2px 6px;border-bottom:1px solid #eee;vertical-align:top}
tr.test{cursor:pointer}tr.test:hover{background:#f6f8fa}
.bar{display:inline-block;height:8px;background:#8ab4f8;vertical-align:middle;margin-right:4px}
.bar.over{background:#cf222e}.detail{background:#fafbfc}
.cols{display:flex;gap:1em}.cols>div{flex:1;min-width:0}
pre{background:#f6f8fa;padding:6px;overflow:auto;max-height:16em;margin:0}
.diffline{background:#ffd7d5}
.exchange .solution{color:#0550ae}.exchange .interactor{color:#6e7781}
.cells span{display:inline-block;width:1.6em;height:1.6em;line-height:1.6em;text-align:center}
.cells span{border:1px solid #999;margin:1px;font-family:monospace}
.cells span.last{background:#fff3b0}
.cells span.choice,circle.choice{cursor:pointer}.cells span.choice{background:#ddf4ff}
.played-moves{max-height:14em;overflow:auto}.played-moves li{cursor:pointer}
.played-moves li.current{background:#fff3b0}.played-moves li.thrown{color:#cf222e;font-weight:600}
.played-moves li.jury{color:#6e7781}.played-moves li.best{color:#1a7f37}
svg text{font:11px sans-serif;pointer-events:none}
#overall{font-size:1.15em;font-weight:600}#overall.judging{color:#9a6700}#overall.judging.WA{color:#cf222e}
.controls select{margin-left:.5em}.controls small{color:#6e7781;margin-left:1em}
.overview{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start;margin:.5em 0}
.grid{display:flex;flex-wrap:wrap;gap:2px;max-width:40em}
.grid .cell{width:11px;height:11px;border-radius:2px;background:#cf222e;cursor:pointer}
.grid .cell.AC{background:#2da44e}.grid .cell.provisional{opacity:.55;outline:1px dashed #555}
.grid .cell.disagrees{outline:2px solid #9a6700}
.charts{display:flex;flex-direction:column;gap:4px}.stack{display:flex;width:240px;height:10px;background:#eee}
.stack .seg{height:10px;background:#cf222e}.stack .seg.AC{background:#2da44e}
.spark rect.under{fill:#8ab4f8}.spark rect.over{fill:#cf222e}.spark line.limit{stroke:#cf222e;stroke-dasharray:3 2}
.v.provisional{font-style:italic;opacity:.7;border-bottom:1px dashed}.pending,.answers-off{color:#6e7781}
tr.test.focused{outline:2px solid #0969da}.disagrees{color:#9a6700}
.playline{display:flex;gap:1em;align-items:flex-start}.line-moves{max-height:26em;overflow:auto;margin:0}
.line-moves li{cursor:pointer}.line-moves li.current{background:#fff3b0;font-weight:600}
.line-moves li.first-mover{color:#1a7f37}.line-moves li.second-mover{color:#cf222e}
line.move{stroke-width:2.5}line.move.mouse{stroke:#1a7f37}line.move.cat{stroke:#cf222e}
line.move.later{opacity:.25;stroke-dasharray:4 3}line.move.current{stroke-width:4.5}
path.head.mouse{fill:#1a7f37}path.head.cat{fill:#cf222e}
.cells span.future{color:#999;font-style:italic}
.remembered,.notice,.judged{color:#6e7781}.remembered{font-size:.85em}
.reason{font-size:.85em}
`;

/** The whole page: the data as JSON in a script tag (escaped so no text in it can end the tag), then the script. */
export async function htmlReport(report: JudgeReport, root: string): Promise<string> {
  const data = await pageData(report, root);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = (await pageScript()).replace(/<\/script/gi, '<\\/script');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${data.title.replace(/</g, '&lt;')}</title><style>${STYLE}</style></head>
<body><div id="app"></div>
<script id="judge-data" type="application/json">${json}</script>
<script>${script}</script>
</body></html>
`;
}
