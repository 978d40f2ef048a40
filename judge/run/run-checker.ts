// A checker that is a program (a Kattis output validator, a testlib checker or a CMS checker), run on one output in
// its own measured process, and its exit read in its contract. A checker that breaks its contract is a failure, not a verdict.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckerContract, CheckResult } from '../../problems/_authoring/index.ts';
import { ACCEPTED_EXIT, WRONG_EXIT } from './kattis.ts';
import type { Program } from './program.ts';
import { runProgram } from './run-process.ts';

/**
 * testlib's exit codes (testlib.h: _ok, _wa, _pe, _fail, _dirt, _points, _unexpected_eof). Its _pc(k), partially
 * correct, exits PC_BASE_EXIT_CODE + k: k as packages build it, 50 + k built with -DTESTSYS (as Codeforces builds
 * it). Without TESTSYS, _pc(0) exits 0 as _ok does, _pc(1) 1 as _wa, _pc(7) 7 as _points: testlib's quit() tells
 * them apart on stderr, where a partial result begins "partially correct (k) ". Read here as k percent of the test's
 * score.
 */
const TESTLIB = { ok: 0, wrongAnswer: 1, presentationError: 2, fail: 3, dirt: 4, points: 7, unexpectedEof: 8 };
/** PC_BASE_EXIT_CODE where testlib is built with TESTSYS. */
const TESTSYS_PC_BASE = 50;
/** How testlib's quit() begins the message of a _pc(k) result. */
const PARTIALLY_SAID = /^partially correct \((\d+)\)\s*/;

/** How a testlib checker's presentation error (exit 2, a WA here, as on Codeforces) begins its reason. */
export const PRESENTATION_ERROR = 'presentation error: ';

/** A number as a checker writes it, or null. */
function figure(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** What a checker may take: a second of CPU per megabyte would be generous; these hold any checker of a judge. */
const CHECKER_LIMITS = { timeMs: 10_000, wallMs: 20_000, memoryKb: 2048 * 1024, outputBytes: 8 * 1024 * 1024 };

export interface CheckerRequest {
  program: Program;
  contract: CheckerContract;
  inputFile: string;
  answerFile: string;
  output: string;
  args?: readonly string[];
  signal?: AbortSignal;
}

/** A message in one line: the first lines joined, cut to a length a report shows. */
function oneLine(text: string): string {
  const line = text.trim().split(/\r?\n/).slice(0, 3).join(' / ');
  return line.length > 300 ? `${line.slice(0, 300)}...` : line;
}

/** The checker's decision on the output, or why it gave none (its exit outside the contract, a crash, its limits). */
export async function runChecker(request: CheckerRequest): Promise<{ verdict: CheckResult } | { failure: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'judge-checker-'));
  try {
    const outputFile = join(dir, 'output');
    writeFileSync(outputFile, request.output);
    const feedback = join(dir, 'feedback');
    mkdirSync(feedback);
    const kattis = request.contract === 'kattis';
    const contractArgs =
      request.contract === 'kattis'
        ? [request.inputFile, request.answerFile, `${feedback}/`]
        : request.contract === 'cms'
          ? [request.inputFile, request.answerFile, outputFile]
          : [request.inputFile, outputFile, request.answerFile];
    const args = [...contractArgs, ...(request.args ?? [])];
    const empty = join(dir, 'empty');
    writeFileSync(empty, '');
    const run = await runProgram({
      program: request.program,
      inputFile: kattis ? outputFile : empty,
      args,
      ...CHECKER_LIMITS,
      signal: request.signal,
      sandbox: null, // the problem's own checker: trusted
    });
    if (run.wallTimeExceeded || run.signal !== null)
      return { failure: `the checker ${run.wallTimeExceeded ? 'ran past its time' : `died by ${run.signal}`}` };
    const stderr = oneLine(run.stderrTail);
    if (request.contract === 'cms') return cmsOutcome(run.exitCode, run.stdout, run.stderrTail);
    if (kattis) {
      const message = oneLine(readIfThere(join(feedback, 'judgemessage.txt')));
      if (run.exitCode === ACCEPTED_EXIT) {
        // Partial credit as Kattis scoring problems give it: the points themselves, or a fraction of the most.
        const points = figure(readIfThere(join(feedback, 'score.txt')));
        const multiplier = figure(readIfThere(join(feedback, 'score_multiplier.txt')));
        return {
          verdict: {
            accepted: true,
            ...(points === null ? {} : { points }),
            ...(multiplier === null ? {} : { score: multiplier }),
          },
        };
      }
      if (run.exitCode === WRONG_EXIT)
        return { verdict: { accepted: false, reason: message || stderr || 'the output validator rejects it' } };
      return {
        failure: `the output validator exited with ${run.exitCode} (42 or 43 expected)${stderr ? `: ${stderr}` : ''}`,
      };
    }
    const partial = testlibPartial(run.exitCode, stderr);
    if (partial !== null) {
      const { percent, said } = partial;
      return {
        verdict: {
          accepted: false,
          reason: `partially correct, ${percent}% (testlib's _pc(${percent}))${said ? `: ${said}` : ''}`,
          score: percent / 100,
        },
      };
    }
    switch (run.exitCode) {
      case TESTLIB.ok:
        return { verdict: { accepted: true } };
      case TESTLIB.wrongAnswer:
      case TESTLIB.dirt:
      case TESTLIB.unexpectedEof:
        return { verdict: { accepted: false, reason: stderr || 'wrong answer' } };
      case TESTLIB.presentationError:
        return { verdict: { accepted: false, reason: `${PRESENTATION_ERROR}${stderr}` } };
      case TESTLIB.points: {
        // quitp writes "points 2.5 message" (or the figure first).
        const given = /^(?:points\s+)?(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(stderr);
        if (!given) return { failure: `the checker gave points (exit 7) without a figure: ${stderr}` };
        return { verdict: { accepted: false, reason: `partial credit: ${stderr}`, points: Number(given[1]) } };
      }
      default:
        return {
          failure: `the checker ${run.exitCode === TESTLIB.fail ? 'failed' : `exited with ${run.exitCode}`}${stderr ? `: ${stderr}` : ''}`,
        };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CMS's words for the messages a checker asks it to translate (cms/grading/steps/evaluation.py). */
const CMS_TRANSLATED: Record<string, string> = {
  success: 'Output is correct',
  partial: 'Output is partially correct',
  wrong: "Output isn't correct",
};

/**
 * A CMS checker's result as CMS reads it (cms/grading/steps/trusted.py): it must exit 0; the first line of stdout is
 * the outcome, a number; the first line of stderr the message. An outcome of 1 or more is a right answer, 0 or less a
 * wrong one, and one between partial credit, its fraction of the test's score (CMS's score types multiply by it).
 */
export function cmsOutcome(
  exitCode: number | null,
  stdout: string,
  stderr: string,
): { verdict: CheckResult } | { failure: string } {
  const firstLine = (text: string) => (text.split('\n')[0] ?? '').trim();
  if (exitCode !== 0)
    return {
      failure: `the checker exited with ${exitCode} (0 expected)${stderr.trim() ? `: ${oneLine(stderr)}` : ''}`,
    };
  const said = firstLine(stdout);
  const outcome = figure(said);
  if (outcome === null)
    return { failure: `the checker's first line of output is ${JSON.stringify(said.slice(0, 40))}, not a number` };
  let message = firstLine(stderr);
  if (message.startsWith('translate:')) message = CMS_TRANSLATED[message.slice('translate:'.length).trim()] ?? message;
  if (outcome >= 1) return { verdict: outcome === 1 ? { accepted: true } : { accepted: true, score: outcome } };
  const reason = message || (outcome <= 0 ? 'wrong answer' : 'partially correct');
  return { verdict: { accepted: false, reason, ...(outcome > 0 ? { score: outcome } : {}) } };
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A testlib checker's _pc(k), k in 0..100: its message says "partially correct (k)" and it exited k or 50 + k (the
 * message is what tells _pc(0) from _ok where testlib is built without TESTSYS); or, with no such message, an exit of
 * 50 + k, which only a TESTSYS build's _pc gives. Null for any other result.
 */
export function testlibPartial(exitCode: number | null, stderr: string): { percent: number; said: string } | null {
  if (exitCode === null) return null;
  const said = PARTIALLY_SAID.exec(stderr);
  if (said) {
    const percent = Number(said[1]);
    const exits = exitCode === percent || exitCode === TESTSYS_PC_BASE + percent;
    return exits && percent <= 100 ? { percent, said: stderr.slice(said[0].length).trim() } : null;
  }
  const percent = exitCode - TESTSYS_PC_BASE;
  return percent >= 0 && percent <= 100 ? { percent, said: stderr } : null;
}
