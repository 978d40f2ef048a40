// Benchmark section: what starting a program costs in each language the judge takes: an empty program run as the
// judge runs a solution (same process set-up, same measurement), so its figures are the floor under any solution's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, prepareEmptyProgram } from '../../judge/build/index.ts';
import { type RunOutcome, type RunRequest, runProgram } from '../../judge/run/index.ts';
import type { Sandbox } from '../../judge/sandbox/index.ts';
import { UserError } from '../../judge/base/index.ts';
import { measured } from './measured.ts';

export interface StartupRow {
  language: string;
  /** Why there are no figures (the compiler or runtime is missing), or null. */
  missing: string | null;
  cpuMs: number;
  wallMs: number;
  peakRssMb: number;
}

/** Generous limits: the empty programs are measured, not judged. */
const LIMITS = { timeMs: 60_000, wallMs: 60_000, memoryKb: 4 << 20, outputBytes: 1 << 20 };

/**
 * Runs an empty program of each language `runs` times, the languages taking turns, and keeps the medians; a runtime
 * told its memory limit (Java's heap) is told memoryMb. Each runs in `sandbox`, as the judge runs a solution.
 */
export async function measureLanguageStartup(
  work: string,
  runs: number,
  memoryMb: number,
  sandbox: Sandbox,
): Promise<StartupRow[]> {
  const dir = join(work, 'empty-programs');
  mkdirSync(dir, { recursive: true });
  const inputFile = join(dir, 'empty.in');
  writeFileSync(inputFile, '');
  // Each language's empty program as the judge would run it, or why it cannot run here.
  const subjects: { language: string; missing: string | null; request: RunRequest | null }[] = [
    {
      language: 'Node.js (a bundle)',
      missing: null,
      request: { program: prepareEmptyProgram(null, dir, memoryMb), inputFile, ...LIMITS, sandbox },
    },
  ];
  for (const language of LANGUAGES) {
    try {
      const program = prepareEmptyProgram(language, dir, memoryMb);
      subjects.push({ language: language.name, missing: null, request: { program, inputFile, ...LIMITS, sandbox } });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      subjects.push({ language: language.name, missing: error.message, request: null });
    }
  }
  const outcomes = subjects.map((): RunOutcome[] => []);
  for (let k = 0; k < runs; k++) {
    for (const [i, { request }] of subjects.entries()) if (request) outcomes[i].push(await runProgram(request));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return subjects.map((subject, i) => {
    for (const o of outcomes[i]) {
      if (o.exitCode !== 0)
        throw new Error(
          `the empty ${subject.language} program failed (exit ${o.exitCode ?? o.signal}): ${o.stderrTail}`,
        );
    }
    return {
      language: subject.language,
      missing: subject.missing,
      cpuMs: median(outcomes[i].map((o) => measured(o.cpuMs))),
      wallMs: median(outcomes[i].map((o) => o.wallMs)),
      peakRssMb: median(outcomes[i].map((o) => measured(o.peakRssKb))) / 1024,
    };
  });
}
