// The entry of the CMS export's check/manager: the problem's jury as a manager keeping CMS's Communication contract
// (cms/grading/tasktypes/Communication.py): `manager from_user to_user` with the test's input on stdin, talking to one
// contestant process through the two FIFOs, its verdict as the standard manager output, exit 0. Bundled into one
// Node.js file with the jury module (its `jury` and `answer`: CMS gives a manager no answer file).
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import type { CheckResult, Jury } from '../../../problems/_authoring/index.ts';
import { standardManagerOutput } from './standard-manager-output.ts';

/** The two ends the manager holds, as functions: a chunk read (empty at the end), lines written. */
export interface ManagerPipes {
  read: () => string;
  /** Writes the text; false once the contestant has closed its end (what it wrote before is still read). */
  write: (text: string) => boolean;
}

/**
 * Plays one exchange: the jury's opening, then each line the contestant sends (without its line end; a last line
 * without one too) handed to `hear`, the reply written, until the jury gives a verdict, or, when the contestant's
 * output ends first, the jury's `end()`. Writing stops once the contestant has closed its input; reading goes on.
 */
export function playExchange(jury: Jury, input: string, answer: string, pipes: ManagerPipes): CheckResult {
  const dialogue = jury(input, answer);
  let open = true;
  const send = (lines: string[]) => {
    if (open && lines.length > 0) open = pipes.write(lines.map((line) => `${line}\n`).join(''));
  };
  send(dialogue.opening);
  let pending = '';
  for (;;) {
    const chunk = pipes.read();
    if (chunk === '') break;
    pending += chunk;
    for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n')) {
      const line = pending.slice(0, at).replace(/\r$/, '');
      pending = pending.slice(at + 1);
      const { reply, verdict } = dialogue.hear(line);
      send(reply);
      if (verdict) return verdict;
    }
  }
  if (pending !== '') {
    const { verdict } = dialogue.hear(pending);
    if (verdict) return verdict;
  }
  return dialogue.end();
}

/** The FIFOs as ManagerPipes, opened in the order the contestant's sandbox opens its ends (stdin, then stdout). */
function fifoPipes(fromUser: string, toUser: string): ManagerPipes & { close: () => void } {
  const to = openSync(toUser, 'w');
  const from = openSync(fromUser, 'r');
  const buffer = Buffer.alloc(1 << 16);
  const decoder = new TextDecoder('utf-8');
  return {
    read: () => {
      for (;;) {
        const got = readSync(from, buffer, 0, buffer.length, null);
        if (got === 0) return decoder.decode();
        const text = decoder.decode(buffer.subarray(0, got), { stream: true });
        if (text !== '') return text;
      }
    },
    write: (text) => {
      const bytes = Buffer.from(text, 'utf8');
      try {
        for (let at = 0; at < bytes.length; ) at += writeSync(to, bytes, at);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EPIPE') return false;
        throw error;
      }
    },
    close: () => {
      closeSync(to);
      closeSync(from);
    },
  };
}

/**
 * Runs the manager: `manager from_user to_user`, the input on stdin. Exit 0 with the standard manager output of the
 * jury's verdict (`passFail` as standardManagerOutput takes it); a jury that throws exits 1 with why on stderr, which
 * CMS reports as the evaluation failed.
 */
export function runCmsManager(jury: Jury, answerOf: (input: string) => string, passFail: boolean): void {
  const [fromUser, toUser] = process.argv.slice(2);
  const input = readFileSync(0, 'utf8');
  try {
    const pipes = fifoPipes(fromUser, toUser);
    const verdict = playExchange(jury, input, answerOf(input), pipes);
    pipes.close();
    const written = standardManagerOutput(verdict, passFail);
    process.stdout.write(written.stdout);
    process.stderr.write(written.stderr);
  } catch (error) {
    process.stderr.write(`the manager failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
