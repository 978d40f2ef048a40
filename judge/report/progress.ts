// Progress on a terminal while the judge runs: one status line redrawn in place (tests done of all, failures so
// far, time), and each failure printed above it as it happens; after a few TLEs in a row, how long the rest may take
// and how to stop early. Only for a terminal; the final report is unchanged.
import { terminalSafe } from '../base/index.ts';
import type { ResultEvent } from '../core/index.ts';
import { COLOR, testLines } from './report.ts';

export interface ProgressView {
  onResult(event: ResultEvent): void;
  /** An answers-first verdict: counted on the status line until the faithful run has judged the test. */
  onProvisional(event: ResultEvent): void;
  /** A problem that gets no answers first, or no more of them: said once, above the status line. */
  onAnswersFirstOff(problem: string, reason: string): void;
  /** Clears the status line, before the final report is printed. */
  end(): void;
}

/** After this many TLEs one after another, the status says how long the rest may take and how to stop early. */
const TLES_FOR_A_HINT = 3;

const duration = (ms: number) =>
  ms < 60_000 ? `${Math.ceil(ms / 1000)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

export function progressView(write: (text: string) => void, now: () => number = () => performance.now()): ProgressView {
  const started = now();
  let shown = false;
  let tlesInARow = 0;
  let hinted = false;
  let answers = '';
  const status = (e: ResultEvent) =>
    `judging: ${answers}${e.done}/${e.total} tests, ${e.failed} failed, ${((now() - started) / 1000).toFixed(1)} s`;
  return {
    onProvisional(event) {
      answers = `answers ${event.done}/${event.total} (${event.failed} not AC, provisional); confirmed `;
      write(`${shown ? '\r\x1b[K' : ''}${status({ ...event, done: 0, failed: 0 })}`);
      shown = true;
    },
    onAnswersFirstOff(problem, reason) {
      write(`${shown ? '\r\x1b[K' : ''}  answers first off for ${problem}: ${terminalSafe(reason)}\n`);
      shown = false;
    },
    onResult(event) {
      let text = shown ? '\r\x1b[K' : '';
      if (event.result.verdict !== 'AC') {
        const lines = testLines(event.result, COLOR, 0);
        lines[0] = `${lines[0].replace(/^ {2}/, `  ${event.problem} `)}`;
        text += `${lines.join('\n')}\n`;
      }
      tlesInARow = event.result.verdict === 'TLE' ? tlesInARow + 1 : 0;
      const left = event.total - event.done;
      if (tlesInARow === TLES_FOR_A_HINT && !hinted && left > 0) {
        hinted = true;
        const pace = (now() - started) / event.done;
        text += `  ${TLES_FOR_A_HINT} TLEs in a row: the other ${left} tests may take about ${duration(pace * left)} more at this pace; Ctrl-C stops here, --bail stops at the first failure, --test or --group judges fewer\n`;
      }
      write(`${text}${status(event)}`);
      shown = true;
    },
    end() {
      if (shown) write('\r\x1b[K');
    },
  };
}
