// A judge run as text for people (with the progress line, progress.ts) or as JSON for machines; the page is html-report.ts.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import {
  allAccepted,
  isFull,
  type JudgeReport,
  type ProblemReport,
  type ProblemScore,
  type TestResult,
} from '../core/index.ts';
import { terminalSafe } from '../base/index.ts';
import { explainerFile, testKey } from '../registry/index.ts';
import { type Exchange, exchangeLines } from '../run/index.ts';
import { tally, verdictReason } from '../page/index.ts';

export interface Summary {
  accepted: number;
  total: number;
  /** Among the tests whose CPU time was measured; null when none was. */
  slowest: { test: string; cpuMs: number } | null;
  /** Among the tests whose memory was measured; null when none was. */
  peakRssKb: number | null;
  /** How many tests have no CPU time, and how many no memory figure, because they could not be measured. */
  unmeasured: { cpu: number; memory: number };
}

export function summarize(report: ProblemReport): Summary {
  let slowest: Summary['slowest'] = null;
  let peakRssKb: number | null = null;
  const unmeasured = { cpu: 0, memory: 0 };
  for (const r of report.results) {
    if (r.cpuMs === null) unmeasured.cpu++;
    else if (slowest === null || r.cpuMs > slowest.cpuMs) slowest = { test: testKey(r), cpuMs: r.cpuMs };
    if (r.peakRssKb === null) unmeasured.memory++;
    else peakRssKb = Math.max(peakRssKb ?? 0, r.peakRssKb);
  }
  const accepted = report.results.filter((r) => r.verdict === 'AC').length;
  return { accepted, total: report.results.length, slowest, peakRssKb, unmeasured };
}

/** A figure that was not measured is shown as a dash, never as 0. */
const UNMEASURED = '\u2014';
const ms = (value: number | null) => (value === null ? UNMEASURED : `${Math.round(value)} ms`);
const mb = (kb: number | null) => (kb === null ? UNMEASURED : `${(kb / 1024).toFixed(1)} MB`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
// JSON.stringify escapes the C0 controls; terminalSafe the C1 ones and DEL, which it leaves.
const quote = (line: string | undefined) => (line === undefined ? '(no line)' : terminalSafe(JSON.stringify(line)));

export interface Paint {
  good: (s: string) => string;
  bad: (s: string) => string;
  dim: (s: string) => string;
}

export const PLAIN: Paint = { good: (s) => s, bad: (s) => s, dim: (s) => s };
export const COLOR: Paint = {
  good: (s) => `\x1b[32m${s}\x1b[39m`,
  bad: (s) => `\x1b[31m${s}\x1b[39m`,
  dim: (s) => `\x1b[2m${s}\x1b[22m`,
};

const NO_SOLVE_EXPORT = ', no ES export of solve: runs as a program (a CommonJS solve export is used)';
const NO_PLAY_EXPORT = ', no ES export of play: runs as a program that reads and writes the exchange itself';

/** How many lines of an interactive test's exchange a failure shows: its end, where the game went wrong. */
const EXCHANGE_LINES = 12;

/** The end of an exchange, a line per line sent: "> " the solution's, "< " the interactor's. */
function exchangeText(transcript: Exchange[], dropped: number): string[] {
  const sent = exchangeLines(transcript).map(
    ({ from, line }) => `${from === 'solution' ? '>' : '<'} ${terminalSafe(line)}`,
  );
  if (sent.length === 0) return ['exchange: nothing was sent either way'];
  const shown = sent.slice(-EXCHANGE_LINES);
  const cut = sent.length > shown.length ? `last ${shown.length} of ${sent.length} lines` : `${sent.length} lines`;
  const more = dropped > 0 ? `, ${dropped} bytes more not kept` : '';
  return [`exchange (${cut}${more}; > solution, < interactor):`, ...shown.map((line) => `  ${line}`)];
}

/** The figures that decided a stop at the wall-clock cap: what was counted, of what, and the CPU time. */
function capFigures(r: TestResult): string {
  const waited = r.waitedMs === null ? '' : `, ${ms(r.waitedMs)} of it waiting for a core`;
  return `${ms(r.countedWallMs)} counted of ${ms(r.wallMs)} wall${waited}; CPU ${ms(r.cpuMs)}`;
}

export function testLines(r: TestResult, paint: Paint, nameWidth: number): string[] {
  const verdict = r.verdict.padEnd(4);
  const painted = r.verdict === 'AC' ? paint.good(verdict) : paint.bad(verdict);
  const remembered = r.remembered ? paint.dim('  remembered') : '';
  const head = `  ${painted} ${testKey(r).padEnd(nameWidth)} ${ms(r.cpuMs).padStart(8)} ${mb(r.peakRssKb).padStart(9)}${remembered}`;
  const lines = [head];
  const detail = (s: string) => lines.push(`       ${s}`);
  if (r.verdict === 'WA' && r.diff) {
    detail(`line ${r.diff.line}: expected ${quote(r.diff.expected)}, got ${quote(r.diff.actual)}`);
    if (r.caseInput !== undefined) detail(`case ${r.diff.line}: ${terminalSafe(r.caseInput.split('\n').join(' / '))}`);
  }
  if (r.verdict === 'WA' && r.checkerReason !== undefined)
    detail(`${r.transcript && !r.toutChecked ? 'interactor' : 'checker'}: ${terminalSafe(r.checkerReason)}`);
  if (r.verdict === 'ILE')
    detail(
      r.wallTimeExceeded
        ? `stopped at the wall-clock cap on its own turn: it waited for input that never came (${capFigures(r)})`
        : 'stopped for idleness: neither side ran or wrote while the interactor waited (a missing flush?)',
    );
  if (r.disagreement) detail(paint.bad(`answers differ: ${terminalSafe(r.disagreement)}`));
  if (r.explanation) {
    detail(`why: ${terminalSafe(r.explanation.headline)}`);
    detail(`  ${terminalSafe(r.explanation.line)}`);
  }
  if (r.verdict === 'RE') {
    detail(
      r.errorReason !== undefined
        ? terminalSafe(r.errorReason)
        : r.signal !== null
          ? `killed by signal ${r.signal}`
          : `exit code ${r.exitCode}`,
    );
  }
  if (r.verdict === 'TLE') {
    detail(
      r.wallTimeExceeded
        ? `stopped at the wall-clock cap: it slept or waited, under its CPU limit (${capFigures(r)})`
        : `over the CPU time limit (CPU ${ms(r.cpuMs)}, wall ${ms(r.wallMs)})`,
    );
  }
  if (r.verdict === 'JE') detail(paint.bad(`judge error, not the program's: ${terminalSafe(r.judgeError ?? '')}`));
  if (r.scratchLeft !== undefined) detail(paint.bad(r.scratchLeft));
  if (r.verdict !== 'AC') {
    detail(paint.dim(`input: ${terminalSafe(r.input)}`));
    if (r.transcript) exchangeText(r.transcript, r.transcriptDropped ?? 0).forEach(detail);
    const tail = r.stderrTail.trimEnd();
    if (tail !== '' && (r.verdict === 'RE' || r.verdict === 'WA')) {
      detail('stderr (tail):');
      for (const line of tail.split('\n').slice(-12)) detail(`  ${paint.dim(terminalSafe(line))}`);
    }
  }
  return lines;
}

/**
 * The report as text; `page` is the command that opens the same run on the live page (the judge's own problems and
 * --solution flags), named in its hint.
 */
export function formatText(report: JudgeReport, root: string, color: boolean, page?: string): string {
  const paint = color ? COLOR : PLAIN;
  const out: string[] = [];
  for (const p of report.problems) {
    const { problem } = p;
    out.push(`${problem.id}: ${problem.title}`);
    const asProgram = problem.interaction ? NO_PLAY_EXPORT : NO_SOLVE_EXPORT;
    const bundles = p.programs.map((b) =>
      b.kind === 'native'
        ? `program: ${b.command.map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ')}`
        : `bundle ${relative(root, b.file)} (${kib(b.bytes)}${b.wraps !== null ? '' : asProgram})`,
    );
    const { timeMs, wallMs, memoryMb } = problem.limits;
    const limits = `limits ${timeMs} ms CPU (wall cap ${wallMs} ms), ${memoryMb} MB`;
    out.push(paint.dim(`  ${bundles.join(', ') || 'no program'}; ${limits}`));
    if (p.compileError !== undefined) {
      out.push(`  ${paint.bad('CE  ')} the solution does not compile:`);
      for (const line of p.compileError.split('\n')) out.push(`       ${paint.dim(terminalSafe(line))}`);
    }
    const nameWidth = Math.max(0, ...p.results.map((r) => r.group.length + 1 + r.name.length));
    if (p.printsNothing) out.push(`  ${paint.bad('WA  ')} ${p.printsNothing}`);
    else for (const r of p.results) out.push(...testLines(r, paint, nameWidth));
    for (const e of p.dataErrors) out.push(`  ${paint.bad('data error')} ${e.file}: ${e.message}`);
    const s = summarize(p);
    const count = `${s.accepted}/${s.total} AC`;
    const figures =
      s.total === 0
        ? 'no test ran'
        : `slowest ${s.slowest ? `${s.slowest.test} ${ms(s.slowest.cpuMs)}` : UNMEASURED}; peak memory ${mb(s.peakRssKb)}`;
    const recalled = p.results.filter((r) => r.remembered).length;
    const fromMemory = recalled > 0 ? paint.dim(`; ${recalled} of ${s.total} remembered`) : '';
    out.push(
      `  ${s.accepted === s.total && s.total > 0 ? paint.good(count) : paint.bad(count)}; ${figures}${fromMemory}`,
    );
    if (p.score) out.push(...scoreLines(p.problem.id, p.score, paint));
    if (p.bailed)
      out.push(
        paint.bad(
          `  stopped at the first failure, ${p.bailed.at} (--bail): ${p.bailed.left} test${p.bailed.left === 1 ? '' : 's'} after it not run`,
        ),
      );
    const { cpu, memory } = s.unmeasured;
    if (cpu > 0 || memory > 0) {
      const what = [cpu > 0 ? `CPU time of ${cpu}` : '', memory > 0 ? `memory of ${memory}` : ''].filter(Boolean);
      out.push(
        paint.dim(
          `  not measured on this system: ${what.join(' and ')} of ${s.total} tests (shown as ${UNMEASURED}; ` +
            'no verdict rests on them)',
        ),
      );
    }
    out.push('');
  }
  for (const e of report.errors) out.push(`${paint.bad('error')} ${e.problem}: ${e.message}`);
  if (report.errors.length > 0) out.push('');
  const results = report.problems.flatMap((p) => p.results);
  const recalled = results.filter((r) => r.remembered).length;
  if (recalled > 0)
    out.push(
      paint.dim(
        `${recalled} of ${results.length} results remembered: same program, test, jury, limits, Node.js and judge as ` +
          'when they were judged (--fresh judges every test again)',
      ),
    );
  if (report.interrupted) out.push(paint.bad('interrupted: the results above are the tests that finished'));
  // What the submitted programs' sandbox did not enforce, said again under the results it applies to.
  if (report.sandbox.notEnforced !== null && report.problems.length > 0)
    out.push(paint.dim(report.sandbox.notEnforced));
  out.push(...failureList(report, root, paint, page));
  // A run that judged nothing (an unknown id, a broken definition) ends with its errors alone.
  if (report.problems.length > 0)
    out.push(allAccepted(report) ? paint.good('all tests AC') : paint.bad('not all tests AC'));
  return `${out.join('\n')}\n`;
}

/** Points as a judge shows them: whole where whole, else to two decimals (a sum group's equal shares). */
export const points = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * A scored problem's points: the total, then each group's points of its most, with the first test that cost them,
 * the group it waited for, and its tests not run.
 */
function scoreLines(id: string, score: ProblemScore, paint: Paint): string[] {
  const total = `${id}: ${points(score.points)} / ${points(score.max)} points`;
  const out = [`  ${isFull(score.points, score.max) ? paint.good(total) : paint.bad(total)}`];
  const width = Math.max(...score.groups.map((g) => g.name.length));
  for (const g of score.groups) {
    const figure = `${points(g.points)} / ${points(g.max)}`;
    const notes: string[] = [];
    if (g.tests === 0) notes.push('none of the test data is in it');
    else if (g.waitedFor !== undefined) notes.push(`waited for ${g.waitedFor}, which did not pass in full`);
    else if (g.lostAt !== undefined) notes.push(`lost at ${g.lostAt}`);
    if (g.notRun > 0)
      notes.push(
        g.waitedFor !== undefined
          ? `${g.notRun} of its ${g.tests} tests not run`
          : score.partial
            ? `${g.notRun} of its ${g.tests} tests not picked`
            : `${g.notRun} of its ${g.tests} tests not run: the group could gain no more (--run-all runs them)`,
      );
    const shown = `    ${g.name.padEnd(width)}  ${isFull(g.points, g.max) ? paint.good(figure) : paint.bad(figure)}`;
    out.push(
      `${shown}  ${paint.dim(`${g.aggregation}, ${g.tests} test${g.tests === 1 ? '' : 's'}`)}${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`,
    );
  }
  return out;
}

/** Failing tests listed per problem at the end of a run, at most this many each. */
const LISTED_FAILURES = 20;

/**
 * The end of a failing run: per problem, its count by verdict and its failing tests, each with one line of why; then
 * how to look at one closer. Nothing when every problem judged is all AC.
 */
function failureList(report: JudgeReport, root: string, paint: Paint, page: string | undefined): string[] {
  const failing = report.problems.filter(
    (p) => p.compileError !== undefined || p.results.some((r) => r.verdict !== 'AC'),
  );
  if (failing.length === 0) return [];
  const out = [paint.bad('failing:')];
  for (const p of failing) {
    const counts = Object.entries(tally(p.results).counts)
      .map(([verdict, n]) => `${verdict} ${n}`)
      .join(', ');
    if (p.compileError !== undefined) {
      out.push(`  ${p.problem.id}: CE (${terminalSafe(p.compileError.split('\n')[0])})`);
      continue;
    }
    const scored = p.score ? `${points(p.score.points)} / ${points(p.score.max)} points; ` : '';
    out.push(`  ${p.problem.id}: ${scored}${counts}`);
    if (p.printsNothing) {
      out.push(`    ${p.printsNothing}`);
      continue;
    }
    const bad = p.results.filter((r) => r.verdict !== 'AC');
    const width = Math.max(...bad.map((r) => testKey(r).length));
    for (const r of bad.slice(0, LISTED_FAILURES)) {
      const why = verdictReason(r, p.problem.limits);
      out.push(
        `    ${paint.bad(r.verdict.padEnd(4))}${testKey(r).padEnd(width)}${why ? `  ${terminalSafe(why)}` : ''}`,
      );
    }
    if (bad.length > LISTED_FAILURES) out.push(paint.dim(`    ... and ${bad.length - LISTED_FAILURES} more`));
  }
  // The hint names a WA where there is one: a TLE's or an RE's expected answer explains nothing about it.
  const judged = failing.filter((p) => p.compileError === undefined);
  const first = judged.find((p) => p.results.some((r) => r.verdict === 'WA')) ?? judged[0];
  const example = first?.results.find((r) => r.verdict === 'WA');
  if (first) {
    out.push(paint.dim('to look closer:'));
    // Where the problem has an explainer (an imported one has none), in the root the run was in.
    const elsewhere = relative(process.cwd(), root) === '' ? '' : ` --root ${root}`;
    if (example && existsSync(explainerFile(root, first.problem.id)))
      out.push(
        paint.dim(`  npm run explain -- ${first.problem.id} ${example.input}${elsewhere}    (why its answer is right)`),
      );
    out.push(paint.dim(`  ${page ?? 'npm run ui'}    (the page: each failure with its diff and line of play)`));
  }
  out.push('');
  return out;
}

export function formatJson(report: JudgeReport, root: string): string {
  const json = {
    ok: allAccepted(report),
    interrupted: report.interrupted,
    sandbox: report.sandbox,
    errors: report.errors,
    problems: report.problems.map((p) => ({
      id: p.problem.id,
      limits: {
        timeMs: p.problem.limits.timeMs,
        wallMs: p.problem.limits.wallMs,
        memoryMb: p.problem.limits.memoryMb,
        outputMb: p.problem.limits.outputMb,
      },
      bundles: p.programs.map((b) =>
        b.kind === 'native'
          ? { file: b.source, bytes: 0, kind: 'native', command: b.command }
          : {
              file: relative(root, b.file),
              bytes: b.bytes,
              kind: b.wraps ?? 'program',
              command: undefined,
            },
      ),
      compileError: p.compileError,
      summary: summarize(p),
      bailed: p.bailed,
      printsNothing: p.printsNothing,
      score: p.score,
      tests: p.results.map(({ outputHead: _output, ...r }) => ({
        ...r,
        cpuMs: r.cpuMs === null ? null : Math.round(r.cpuMs),
        wallMs: Math.round(r.wallMs),
        waitedMs: r.waitedMs === null ? null : Math.round(r.waitedMs),
        countedWallMs: Math.round(r.countedWallMs),
      })),
      dataErrors: p.dataErrors,
    })),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
