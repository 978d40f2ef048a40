// Progress on a terminal while the judge runs: one status line redrawn in place (tests done of all, failures so
// far, time), and each failure printed above it as it happens. Only for a terminal; the final report is unchanged.
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

export function progressView(write: (text: string) => void, now: () => number = () => performance.now()): ProgressView {
  const started = now();
  let shown = false;
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
      write(`${shown ? '\r\x1b[K' : ''}  answers first off for ${problem}: ${reason}\n`);
      shown = false;
    },
    onResult(event) {
      let text = shown ? '\r\x1b[K' : '';
      if (event.result.verdict !== 'AC') {
        const lines = testLines(event.result, COLOR, 0);
        lines[0] = `${lines[0].replace(/^ {2}/, `  ${event.problem} `)}`;
        text += `${lines.join('\n')}\n`;
      }
      write(`${text}${status(event)}`);
      shown = true;
    },
    end() {
      if (shown) write('\r\x1b[K');
    },
  };
}
