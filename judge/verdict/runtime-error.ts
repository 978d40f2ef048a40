// Why a run ended in a run-time error, in one line: the error the program died of, as its runtime printed it (Node.js's
// thrown error, Python's exception, Java's), or the meaning of the signal that stopped native code, with where it
// happened; a position in a bundle the judge built is told in the submission's own file, through the source map the
// bundle was written with (the bundle's bytes are the same with or without it, so the run is not changed by it).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { shownFrom } from '../base/index.ts';
import { GREATEST_LOWER_BOUND, LEAST_UPPER_BOUND, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** What a run that failed left: how it ended and the start and end of what it wrote to stderr. */
export interface FailedRun {
  exitCode: number | null;
  signal: string | null;
  stderrHead: string;
  stderrTail: string;
  /** Its peak memory, and the limit (the stack may grow to it, as on Kattis), where measured. */
  peakRssKb?: number | null;
  memoryKb?: number;
}

/** A segmentation fault this close to the memory limit is the stack running into it. */
const STACK_SHARE = 0.9;

/** What the signals a program dies of mean, as a contestant would say it. */
const SIGNALS: Record<string, string> = {
  SIGSEGV:
    'segmentation fault (SIGSEGV): memory it may not touch, such as a null or stray pointer, an index out of bounds, or a stack overflow from deep recursion',
  SIGBUS: 'bus error (SIGBUS): a misaligned or unmapped memory access',
  SIGABRT: 'aborted (SIGABRT): abort() was called, by a failed assert or an uncaught C++ exception',
  SIGFPE: 'arithmetic error (SIGFPE): an integer division or remainder by zero, or an overflowing division',
  SIGILL: 'illegal instruction (SIGILL): often code built for another processor, or undefined behaviour',
  SIGKILL: 'killed (SIGKILL)',
  SIGTERM: 'terminated (SIGTERM)',
  SIGPIPE: 'broken pipe (SIGPIPE): it wrote to a stream whose reader had gone',
  SIGTRAP: 'trap (SIGTRAP): a breakpoint, or a check the compiler inserted failed',
};

/** A runtime's error line: Node's `RangeError: ...`, Python's `ValueError: ...`, a Java exception's class. */
const ERROR_LINE =
  /^(?:Uncaught )?(?:[A-Za-z_$][\w$]*\.)*(?:[A-Z][\w$]*)?(?:Error|Exception|Exit|Interrupt|Warning)\b(?::.*)?$/;
/** Java's first line: `Exception in thread "main" java.lang.StackOverflowError`. */
const JAVA_UNCAUGHT = /^Exception in thread "[^"]*" (.+)$/;
/** C++'s std::terminate report: `terminate called after throwing an instance of 'std::out_of_range'`. */
const CPP_TERMINATE = /^terminate called (?:after throwing an instance of '([^']+)'|without an active exception)/;
/** A failed assert(): `main: main.cpp:7: int main(): Assertion `n > 0' failed.` */
const ASSERTION = /Assertion [`'].+[`'] failed\.?$/;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');

/** The error line in what a runtime printed, with the first place it names, or null if there is none. */
function errorOf(head: string, tail: string): { error: string; at: string | null } | null {
  const all = [...lines(head), ...lines(tail)];
  const java = all.map((line) => JAVA_UNCAUGHT.exec(line)).find((m) => m !== null);
  if (java) {
    const frame = all.find((line) => /^\s+at .+\((.+:\d+)\)$/.test(line));
    return { error: java[1], at: frame ? /\((.+:\d+)\)$/.exec(frame)![1] : null };
  }
  // Python: the exception is the traceback's last line, the place its last `File "...", line N`.
  const pythonFrames = lines(tail).filter((line) => /^\s*File ".+", line \d+/.test(line));
  if (pythonFrames.length > 0) {
    const error = lines(tail)
      .reverse()
      .find((line) => ERROR_LINE.test(line.trim()) || /^[A-Z]\w*: /.test(line));
    const [, file, line] = /File "(.+)", line (\d+)/.exec(pythonFrames.at(-1)!)!;
    if (error) return { error: error.trim(), at: `${file}:${line}` };
  }
  const terminate = all.map((line) => CPP_TERMINATE.exec(line)).find((m) => m !== null);
  if (terminate) {
    const what = all.find((line) => /^\s*what\(\):/.test(line));
    const thrown = terminate[1] ? `uncaught ${terminate[1]}` : 'std::terminate without an active exception';
    return { error: what ? `${thrown}: ${what.trim().replace(/^what\(\):\s*/, '')}` : thrown, at: null };
  }
  const assertion = all.find((line) => ASSERTION.test(line));
  if (assertion) return { error: assertion.trim(), at: null };
  // Node.js: the thrown error's line, then its stack's frames; the place is the first frame, else the header line
  // (`/path/file.js:14`) Node prints above the source line and its caret.
  const index = all.findIndex((line) => ERROR_LINE.test(line));
  if (index >= 0) {
    const place = all
      .slice(index + 1)
      .filter((line) => /^\s+at /.test(line))
      .map((line) => /\(?((?:\/|[A-Za-z]:|\.)[^()\s]*:\d+:\d+)\)?$/.exec(line.trim())?.[1])
      .find((at) => at !== undefined);
    const header = all.find((line) => /^(?:\/|[A-Za-z]:\\)\S+:\d+$/.test(line));
    return { error: all[index].replace(/^Uncaught /, ''), at: place ?? header ?? null };
  }
  return null;
}

/**
 * Tells positions in `bundle` (a file the judge built with esbuild, its source map beside it as `<bundle>.map`) in the
 * files it was built from, named from `root`: `dist/.judge/x.js:14:14` becomes `my.ts:12:5`. Text naming no such
 * position, or with no map, is returned as it is.
 */
export function mapBundlePositions(text: string, bundle: string | null, root: string): string {
  // Most runs name no position of the bundle (an AC's stderr is empty): the map is read only for those that do.
  if (bundle === null || !text.includes(basename(bundle)) || !existsSync(`${bundle}.map`)) return text;
  let map: TraceMap;
  try {
    map = new TraceMap(readFileSync(`${bundle}.map`, 'utf8'), `${bundle}.map`);
  } catch {
    return text;
  }
  const name = basename(bundle).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`[^\\s()'"]*${name}:(\\d+)(?::(\\d+))?`, 'g'), (whole, line, column) => {
    // Node's columns are 1-based, the map's 0-based; a header line has no column: its first mapped one is taken.
    const at = originalPositionFor(map, {
      line: Number(line),
      column: column === undefined ? 0 : Number(column) - 1,
      bias: column === undefined ? LEAST_UPPER_BOUND : GREATEST_LOWER_BOUND,
    });
    if (at.source === null || at.line === null) return whole;
    // The entry the judge wrapped around solve (bundle.ts names it so): the kit's few lines, not the submission's.
    if (decodeURIComponent(at.source).endsWith(' (judge entry)')) return "the judge's entry";
    const source = shownFrom(root, resolve(dirname(bundle), at.source));
    return column === undefined ? `${source}:${at.line}` : `${source}:${at.line}:${(at.column ?? 0) + 1}`;
  });
}

/**
 * An RE's reason in one line: the error the program died of and where (`RangeError: Maximum call stack size exceeded
 * at my.ts:2:10`), the signal's meaning, or its exit code with stderr's last line; positions in `bundle` told in the
 * submission's own files (mapBundlePositions).
 */
export function runtimeErrorReason(run: FailedRun, bundle: string | null, root: string): string {
  const found = errorOf(run.stderrHead, run.stderrTail);
  const stackFull =
    run.signal === 'SIGSEGV' &&
    run.peakRssKb != null &&
    run.memoryKb !== undefined &&
    run.peakRssKb >= STACK_SHARE * run.memoryKb;
  const how = stackFull
    ? `stack overflow, most likely (SIGSEGV at ${Math.round(run.peakRssKb! / 1024)} MB of the ${Math.round(run.memoryKb! / 1024)} MB limit, which the stack may grow to): recursion too deep`
    : run.signal !== null
      ? (SIGNALS[run.signal] ?? `killed by signal ${run.signal}`)
      : run.exitCode === 134 && found === null
        ? SIGNALS.SIGABRT
        : `exit code ${run.exitCode}`;
  if (found) {
    const place = found.at === null ? null : isAbsolute(found.at) ? shownFrom(root, found.at) : found.at;
    const at = place === null ? '' : ` at ${mapBundlePositions(place, bundle, root)}`;
    return run.signal !== null ? `${found.error}${at} (${how})` : `${found.error}${at}`;
  }
  const last = lines(run.stderrTail).at(-1)?.trim();
  // The program's own words, quoted: whatever it prints ("all tests AC") reads as what it said, not the judge.
  return last === undefined || run.signal !== null ? how : `${how}: ${JSON.stringify(last)}`;
}
