// The one place an interactive solution (play) or a jury meets its pipes: it hears stdin a line at a time as lines
// come, and writes what it is told to send at once (on Linux a write to a pipe is synchronous in Node.js: nothing
// waits in a buffer). The jury side keeps the Kattis contract of an interactor.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckResult, Jury, Play } from '../../problems/_authoring/index.ts';
import { ACCEPTED_EXIT, WRONG_EXIT } from './kattis.ts';

const send = (lines: string[]): void => {
  if (lines.length > 0) process.stdout.write(lines.map((line) => `${line}\n`).join(''));
};

/**
 * Hands each line of stdin (without its line end; a last line without one too) to `hear` as it comes, until `hear`
 * returns false; `ended` is told if stdin ends first. Then it stops reading, so the process ends once its output
 * is written.
 */
function eachLine(hear: (line: string) => boolean, ended: () => void): void {
  let pending = '';
  let stopped = false;
  const stop = () => {
    stopped = true;
    process.stdin.destroy();
  };
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    pending += chunk;
    for (let at = pending.indexOf('\n'); at >= 0 && !stopped; at = pending.indexOf('\n')) {
      const line = pending.slice(0, at).replace(/\r$/, '');
      pending = pending.slice(at + 1);
      if (!hear(line)) stop();
    }
  });
  process.stdin.on('end', () => {
    if (stopped) return;
    if (pending !== '' && !hear(pending)) return stop();
    ended();
  });
}

/** Runs an interactive solution: its opening lines, then an answer to each line it hears, until it is done. */
export function runPlayer(play: Play): void {
  const player = play();
  send(player.opening);
  eachLine(
    (line) => {
      const { say, done } = player.hear(line);
      send(say);
      return done !== true;
    },
    () => {},
  );
}

/**
 * Runs a jury as an interactor in the Kattis contract: `node jury.js input answer feedback_dir`; the verdict is the
 * exit status, 42 accepted or 43 wrong, with the reason in feedback_dir/judgemessage.txt.
 */
export function runJury(jury: Jury): void {
  const [inputFile, answerFile, feedbackDir] = process.argv.slice(2);
  const dialogue = jury(readFileSync(inputFile, 'utf8'), readFileSync(answerFile, 'utf8'));
  const finish = (verdict: CheckResult) => {
    if (!verdict.accepted) writeFileSync(join(feedbackDir, 'judgemessage.txt'), `${verdict.reason}\n`);
    process.exitCode = verdict.accepted ? ACCEPTED_EXIT : WRONG_EXIT;
  };
  send(dialogue.opening);
  eachLine(
    (line) => {
      const { reply, verdict } = dialogue.hear(line);
      send(reply);
      if (verdict) finish(verdict);
      return verdict === undefined;
    },
    () => finish(dialogue.end()),
  );
}
