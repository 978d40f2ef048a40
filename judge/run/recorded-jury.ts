// A jury's side of one exchange, recorded once and replayed: npm run mutants plays every mutant of a player against
// the jury on every test, and most mutants play exactly the moves the unmutated player played. A jury whose replies
// depend only on the input and on what it has heard (the kit's juries draw their choices from a seed in the input)
// gives the same replies to the same lines, so those replies are read from the record; the first line that differs
// from the record starts a live jury, which hears every line heard so far before it answers. Whether a jury is such
// is checked where the record is made (the game is recorded twice and must come out the same).
import { closeSync, openSync, readSync } from 'node:fs';
import type { CheckResult, JuryDialogue } from '../../problems/_authoring/index.ts';

export interface JuryRecord {
  opening: string[];
  /** Each line the jury heard, in order, with what it returned. */
  heard: { line: string; reply: string[]; verdict?: CheckResult }[];
  /** The verdict end() gave after the last line heard, when the player's output ended first. */
  end?: CheckResult;
}

/** The jury as it is, and the record of everything it is asked and answers. */
export function recordingJury(jury: JuryDialogue): { dialogue: JuryDialogue; record: JuryRecord } {
  const record: JuryRecord = { opening: [...jury.opening], heard: [] };
  const dialogue: JuryDialogue = {
    opening: jury.opening,
    hear(line) {
      const answer = jury.hear(line);
      record.heard.push({ line, reply: [...answer.reply], ...(answer.verdict ? { verdict: answer.verdict } : {}) });
      return answer;
    },
    end() {
      const verdict = jury.end();
      record.end = verdict;
      return verdict;
    },
  };
  return { dialogue, record };
}

/**
 * A jury that answers from `record` while the player says what it said there, and from `live()` (a fresh jury,
 * made up to date with the lines heard so far) once it says anything else.
 */
export function replayingJury(record: JuryRecord, live: () => JuryDialogue): JuryDialogue {
  let next = 0;
  let real: JuryDialogue | null = null;
  const caughtUp = (): JuryDialogue => {
    if (real === null) {
      real = live();
      for (let k = 0; k < next; k++) real.hear(record.heard[k].line);
    }
    return real;
  };
  return {
    opening: [...record.opening],
    hear(line) {
      const step = real === null ? record.heard[next] : undefined;
      if (step !== undefined && step.line === line) {
        next++;
        return { reply: [...step.reply], ...(step.verdict ? { verdict: step.verdict } : {}) };
      }
      return caughtUp().hear(line);
    },
    end() {
      if (real === null && next === record.heard.length && record.end !== undefined) return record.end;
      return caughtUp().end();
    },
  };
}

/**
 * A jury made when first asked for (`make`, the live jury: its answer file worked out, then the dialogue) with the CPU
 * time of this thread spent in it counted: its making and every line it hears, read from the thread's schedstat
 * (Linux; elsewhere nothing is counted, and `ms` is 0). The player's own time is the call's less this.
 */
export function timedJury(make: () => JuryDialogue): { live: () => JuryDialogue; ms: () => number } {
  let spentNs = 0;
  let schedstat: number | null = null;
  try {
    schedstat = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    // no /proc: not counted
  }
  const buffer = Buffer.alloc(64);
  const now = () =>
    schedstat === null ? 0 : Number(buffer.toString('latin1', 0, readSync(schedstat, buffer, 0, 64, 0)).split(' ')[0]);
  const timed = <T>(work: () => T): T => {
    const started = now();
    try {
      return work();
    } finally {
      spentNs += now() - started;
    }
  };
  return {
    live() {
      const jury = timed(make);
      return {
        opening: jury.opening,
        hear: (line) => timed(() => jury.hear(line)),
        end: () => timed(() => jury.end()),
      };
    },
    ms() {
      if (schedstat !== null) closeSync(schedstat);
      schedstat = null;
      return spentNs / 1e6;
    },
  };
}

/** Records read back from the JSON file npm run mutants writes: [input, record] pairs. */
export function juryRecordsFrom(json: string): Map<string, JuryRecord> {
  return new Map(JSON.parse(json) as [string, JuryRecord][]);
}
