// `npm run stress` (summary in cli/commands.ts): a disagreement, a crash, a hang or a far slower run counts as a
// failure. When the budget finds nothing, the problem's own tests are judged too, and a failing one's case shrunk.
// Exit 0: nothing failed, in the budget or the tests; 1: a case was found, or a test fails.
import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { runIfMain, shellQuote, type Command } from './cli/index.ts';
import { shownFrom, terminalSafe, UsageError, writeFileAtomic } from '../judge/base/index.ts';
import { acceptedFile } from '../judge/registry/index.ts';
import { SOLUTION_EXTENSIONS } from '../judge/build/index.ts';
import { stress, type StressResult } from './stress/index.ts';
import { saveCase } from './testdata/index.ts';

const DEFAULT_SECONDS = 10;

const flags = {
  solution: {
    kind: 'string',
    value: 'FILE',
    help: `the solution to stress, as the judge takes it: ${SOLUTION_EXTENSIONS.join(' ')} (default: solutions/<id>.ts)`,
  },
  command: {
    kind: 'string',
    value: 'CMD',
    help: 'stress a shell command instead, a process per case (run in an empty scratch folder: use absolute paths)',
  },
  compile: { kind: 'string', value: 'CMD', help: 'with --command: run CMD once first, in the root folder' },
  seed: {
    kind: 'integer',
    value: 'N',
    min: 0,
    help: 'the seed; the same seed and --runs give the same cases (default: from the clock)',
  },
  time: { kind: 'integer', value: 'SECONDS', min: 1, help: `stop after this long (default ${DEFAULT_SECONDS})` },
  runs: { kind: 'integer', value: 'N', min: 1, help: 'stop after this many cases instead' },
  save: {
    kind: 'string',
    value: 'NAME',
    help: 'store the shrunk case as testdata/<id>/manual/NAME, through add-case’s checks',
  },
  exhaustive: {
    kind: 'boolean',
    help: 'first try every case of the problem’s exhaustive list (lanqiao-lol: all small rows and components), then the budget',
  },
  'no-tests': {
    kind: 'boolean',
    help:
      "when the budget finds nothing, don't judge the problem's own tests (by default a failing one's case is shrunk, " +
      'and a failing test fails the run)',
  },
  json: { kind: 'boolean', help: 'print one JSON object instead of text' },
} as const;

/** A case longer than this (bytes, or lines) is written to a file, and the terminal gets its head and size. */
const LONG_BYTES = 4096;
const LONG_LINES = 40;
/** The head shown of a long text: lines, each cut to this many characters. */
const HEAD_LINES = 8;
const HEAD_CHARS = 160;

/** A text as the report shows it: whole where short; else its head, its size and the file that holds it whole. */
function shownText(text: string, file: string | null): string {
  const lines = text.trimEnd().split('\n');
  if (file === null || (text.length <= LONG_BYTES && lines.length <= LONG_LINES)) return text.trimEnd();
  const head = lines
    .slice(0, HEAD_LINES)
    .map((line) => (line.length > HEAD_CHARS ? `${line.slice(0, HEAD_CHARS)}... (${line.length} characters)` : line));
  return [...head, `... (${text.length} bytes, ${lines.length} lines: all of it in ${file})`].join('\n');
}

/** Whether a case is long enough to go to a file (shownText). */
export const isLong = (text: string) => text.length > LONG_BYTES || text.split('\n').length > LONG_LINES;

/**
 * The report of a stress run; `files` names where the case's input, expected and actual texts were written whole,
 * where each is long (isLong).
 */
export function stressText(
  result: StressResult,
  id: string,
  solutionFlags: string,
  files: { input: string | null; expected: string | null; actual: string | null } = {
    input: null,
    expected: null,
    actual: null,
  },
): string {
  const listed = result.listedCases;
  const replay =
    listed === undefined
      ? `--runs ${result.casesTried}`
      : `--exhaustive --runs ${Math.max(1, result.casesTried - listed)}`;
  const rerun = `npm run stress -- ${id} ${solutionFlags} --seed ${result.seed} ${replay}`;
  const speed = `${result.casesTried} cases in ${(result.elapsedMs / 1000).toFixed(1)} s`;
  const { tests } = result;
  const ofTests = tests ? `${tests.failing} of the problem's ${tests.total} tests fail` : '';
  if (!result.found) {
    if (!tests) return `no failing case: ${speed} (seed ${result.seed})\n`;
    if (tests.smallest === null)
      return `no failing case: ${speed} (seed ${result.seed}); the problem's ${tests.total} tests pass too\n`;
    const judgeIt = `npm run judge -- ${id} ${solutionFlags} --test ${tests.smallest.key}`;
    return [
      `FAILED: no failing case in ${speed} (seed ${result.seed}), but ${ofTests} (the smallest, ${tests.smallest.key}: ${tests.smallest.verdict}), and no case of theirs fails alone here`,
      `look at it: ${judgeIt}`,
      '',
    ].join('\n');
  }
  const tried = `${result.shrinkTried ?? 0} smaller ${result.shrinkTried === 1 ? 'case' : 'cases'} tried`;
  const stopped = result.shrinkStopped ? '; stopped there, at the time given to shrinking: a smaller one may fail' : '';
  const how =
    result.source === 'test'
      ? `on the problem's test ${result.test}: no failing case in ${speed} (seed ${result.seed}); ${ofTests}, shrinking the smallest`
      : `on ${result.source === 'exhaustive' ? 'an' : 'a'} ${result.source} case found after ${speed} (seed ${result.seed})`;
  return [
    `FAILED: ${result.failure} ${how}`,
    result.shrunk
      ? `shrunk from ${result.foundSize} to ${result.size} in ${(result.shrinkMs! / 1000).toFixed(1)} s (${tried}${stopped}); input:`
      : result.shrinkTried
        ? `no smaller failing case (${result.foundSize}): ${tried}, none fails (${(result.shrinkMs! / 1000).toFixed(1)} s${stopped}); input:`
        : `no smaller case to try (${result.foundSize}); input:`,
    shownText(result.input!, files.input),
    `expected: ${shownText(result.expected!, files.expected)}`,
    `actual:   ${shownText(result.actual!, files.actual)}`,
    ...(result.explainerAnswers !== undefined
      ? [
          `the problem's explainer is wrong here: it answers ${JSON.stringify(result.explainerAnswers)} where the expected answer is ${JSON.stringify(result.expected!.trim().split('\n')[0])} (a fault of solutions/explain/${id}.ts, not of the solution; npm run verify -- ${id} checks it on every test)`,
        ]
      : result.explanation
        ? [`why: ${result.explanation.headline}`, `     ${result.explanation.line}`]
        : []),
    `reproduce: ${rerun}`,
    '',
  ].join('\n');
}

export const stressCommand: Command<typeof flags> = {
  name: 'stress',
  args: '<problem-id>',
  problemIds: 'first',
  positionals: { min: 1, max: 1 },
  flags,
  interruptible: true,
  async run({ flags: f, positionals: [id], root }, io) {
    if (f.time !== undefined && f.runs !== undefined) throw new UsageError('give --time or --runs, not both');
    if (f.command !== undefined && f.solution !== undefined)
      throw new UsageError('give --solution or --command, not both');
    if (f.compile !== undefined && f.command === undefined) throw new UsageError('--compile goes with --command');
    const seed = f.seed ?? Date.now() % 1_000_000;
    const file = f.solution ?? relative(process.cwd(), acceptedFile(root, id));
    const solution = f.command !== undefined ? { command: f.command, compile: f.compile, cwd: root } : { file };
    const solutionFlags =
      f.command !== undefined
        ? `--command ${shellQuote(f.command)}${f.compile !== undefined ? ` --compile ${shellQuote(f.compile)}` : ''}`
        : `--solution ${file}`;
    const progress = io.stderr;
    const drawInPlace = progress.isTTY && !f.json;
    /**
     * One phase's progress line: drawn in place on a terminal; else a line every 2 s of the phase's clock, from
     * `firstAtMs` on (the search's from 2 s, the shrinking's at once).
     */
    const progressLine = (firstAtMs: number) => {
      let last = firstAtMs - 2000;
      return (line: string, elapsedMs: number) => {
        if (drawInPlace) progress.write(`\r\x1b[K${line}`);
        else if (elapsedMs - last >= 2000) {
          last = elapsedMs;
          progress.write(`${line}\n`);
        }
      };
    };
    const searching = progressLine(2000);
    const shrinking = progressLine(-Infinity);
    const onProgress = (tried: number, elapsedMs: number) => {
      const perSecond = Math.round(tried / Math.max(elapsedMs / 1000, 0.001));
      searching(`${tried} cases, ${perSecond} per second, ${(elapsedMs / 1000).toFixed(1)} s`, elapsedMs);
    };
    const result = await stress({
      root,
      id,
      solution,
      seed,
      timeMs: f.runs !== undefined ? Infinity : (f.time ?? DEFAULT_SECONDS) * 1000,
      runs: f.runs ?? Infinity,
      onProgress,
      signal: io.signal,
      exhaustive: f.exhaustive,
      fromTests: !f['no-tests'],
      onShrink: (size, tried, elapsedMs) =>
        shrinking(
          `shrinking: ${size} now, ${tried} smaller cases tried, ${(elapsedMs / 1000).toFixed(1)} s`,
          elapsedMs,
        ),
      onJudgingTests: () =>
        progress.write(
          `${drawInPlace ? '\r\x1b[K' : ''}no failing case in the budget; judging the problem's own tests (as npm run judge, its remembered results reused)\n`,
        ),
    });
    if (drawInPlace) progress.write('\r\x1b[K');
    if (f.json) {
      const { found, input, expected, actual, casesTried, failure, size, elapsedMs, shrinkMs, explanation } = result;
      const json = {
        found,
        input,
        expected,
        actual,
        seed: result.seed,
        casesTried,
        listedCases: result.listedCases,
        failure,
        size,
        elapsedMs: Math.round(elapsedMs),
        shrinkMs: shrinkMs && Math.round(shrinkMs),
        shrinkTried: result.shrinkTried,
        shrinkStopped: result.shrinkStopped,
        explanation,
        explainerAnswers: result.explainerAnswers,
        source: result.source,
        test: result.test,
        tests: result.tests,
      };
      io.stdout.write(`${JSON.stringify(json)}\n`);
    } else {
      // A long case goes whole to files of dist/stress/, the terminal getting its head.
      const files = { input: null as string | null, expected: null as string | null, actual: null as string | null };
      if (result.found)
        for (const part of ['input', 'expected', 'actual'] as const) {
          const text = result[part]!;
          if (!isLong(text)) continue;
          const file = join(root, 'dist', 'stress', `${id}-seed${result.seed}.${part === 'input' ? 'in' : part}`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileAtomic(file, text);
          files[part] = shownFrom(process.cwd(), file);
        }
      // The case's actual output and the error it threw are the program's.
      io.stdout.write(terminalSafe(stressText(result, id, solutionFlags, files)));
    }
    if (f.save !== undefined) {
      if (!result.found) io.stderr.write('nothing to save: no failing case was found\n');
      else {
        const saved = await saveCase({ root, id, input: result.input!, name: f.save, source: 'the shrunk case' });
        io.stderr.write(`saved as ${relative(root, saved.inFile)} and ${relative(root, saved.ansFile)}\n`);
      }
    }
    // A failing test of the problem's own fails the run too, whether or not one of its cases was shrunk.
    return result.found || (result.tests?.failing ?? 0) > 0 ? 1 : 0;
  },
};

runIfMain(import.meta.url, stressCommand);
