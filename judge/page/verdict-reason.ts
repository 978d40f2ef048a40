// Why a test got its verdict, in the figures that decided it: one line beside a row that is not AC, on the page and
// in the text report's closing list of failures.
import type { PageProblem, PageRow } from './page-data.ts';

/** What a reason is read from: a page's row, or the judge's own result. */
export type Judged = Pick<
  PageRow,
  | 'verdict'
  | 'cpuMs'
  | 'wallMs'
  | 'waitedMs'
  | 'countedWallMs'
  | 'peakRssKb'
  | 'wallTimeExceeded'
  | 'filesExceeded'
  | 'exitCode'
  | 'signal'
  | 'errorReason'
  | 'judgeError'
  | 'caseInput'
  | 'stderrTail'
  | 'diff'
  | 'checkerReason'
  | 'provisional'
>;

const ms = (value: number | null) => (value === null ? '\u2014 ms' : `${Math.round(value)} ms`);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/** The last line of stderr that says something, for an RE's reason. */
function lastWords(stderrTail: string): string | null {
  const lines = stderrTail
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.at(-1) ?? null;
}

/**
 * The reason for a row's verdict, or null for AC and for a provisional answer (nothing is measured yet): a TLE's
 * CPU time against the limit or the wall-clock cap's figures, an MLE's peak against the limit, an RE's signal or exit
 * code with stderr's last line, an ILE's wait, an OLE's limit, a WA's first differing line or the checker's reason.
 */
export function verdictReason(t: Judged, limits: PageProblem['limits']): string | null {
  const cap = () => {
    const waited = t.waitedMs === null ? '' : `, ${ms(t.waitedMs)} of it waiting for a core`;
    return `${ms(t.countedWallMs)} of the ${limits.wallMs} ms cap counted (${ms(t.wallMs)} wall${waited}); CPU ${ms(t.cpuMs)}`;
  };
  if (t.verdict === 'WA') {
    const ofCase = t.caseInput === undefined ? '' : ` (case ${t.diff?.line}: ${t.caseInput.split('\n').join(' / ')})`;
    if (t.diff)
      return `line ${t.diff.line}: expected ${JSON.stringify(t.diff.expected ?? null)}, got ${JSON.stringify(t.diff.actual ?? null)}${ofCase}`;
    return t.checkerReason ?? null;
  }
  if (t.provisional) return t.verdict === 'RE' ? 'solve() threw (the faithful run will say how)' : null;
  switch (t.verdict) {
    case 'TLE':
      return t.wallTimeExceeded
        ? `stopped at the wall-clock cap, under its CPU limit: it slept or waited; ${cap()}`
        : `CPU ${ms(t.cpuMs)} over the ${limits.timeMs} ms limit`;
    case 'MLE':
      return t.peakRssKb === null
        ? `over the ${limits.memoryMb} MB limit (its peak was not measured on this system)`
        : `peak memory ${mb(t.peakRssKb)} over the ${limits.memoryMb} MB limit`;
    case 'RE': {
      if (t.errorReason) return t.errorReason;
      const how = t.signal !== null ? `killed by signal ${t.signal}` : `exit code ${t.exitCode}`;
      const said = lastWords(t.stderrTail);
      return said === null ? how : `${how}: ${JSON.stringify(said)}`;
    }
    case 'ILE':
      return t.wallTimeExceeded
        ? `stopped at the wall-clock cap on its own turn: the jury waited for its next line, which never came; ${cap()}`
        : 'stopped for idleness: the jury waited for its next line and neither side ran or wrote (a missing flush?)';
    case 'JE':
      return `judge error, not the program's: ${t.judgeError ?? 'no cause given'}`;
    case 'OLE':
      return t.filesExceeded
        ? `the files it wrote in its folder went over the sandbox's limit of ${t.filesExceeded.mb} MB in ${t.filesExceeded.entries} entries`
        : 'its output went over the output limit';
    default:
      return null;
  }
}
