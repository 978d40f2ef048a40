// The measuring parent (measure.c and the walls' files beside it) from the judge's side: built on first use, and what it and the Node.js probe
// report read back. A figure nobody measured is null, never 0.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../base/index.ts';

/** The measuring parent's C sources: measure.c and a file for each wall it builds, with the header they share. */
const HERE = fileURLToPath(new URL('./', import.meta.url));
const SOURCES = readdirSync(HERE)
  .filter((name) => name.endsWith('.c') || name.endsWith('.h'))
  .sort()
  .map((name) => join(HERE, name));
/** The preloaded probe that measures a bundle where there is no measuring parent (no C compiler). */
export const PROBE = fileURLToPath(new URL('./probe.cjs', import.meta.url));
/** Where the measuring parent is built: dist/.judge-tools, or KIT_JUDGE_TOOLS. */
const TOOLS = process.env.KIT_JUDGE_TOOLS ?? fileURLToPath(new URL('../../dist/.judge-tools/', import.meta.url));

/** CPU time and peak resident memory of one run; null where it could not be measured. */
export interface Figures {
  cpuMs: number | null;
  peakRssKb: number | null;
}

let built: string | null | undefined;

/**
 * The measuring parent's binary, compiled from its C sources with `cc` on first use (named by the source's hash, so an
 * edited source is built again); null where there is no C compiler.
 */
export function measuringParent(): string | null {
  if (built === undefined) built = buildMeasuringParent();
  return built;
}

/**
 * How it is linked, first that works: statically on Linux (no dynamic loader to start at each run: 0.7 ms of every
 * test on this kit's machines), else as the system links by default (no static C library installed; macOS).
 */
const LINKS = process.platform === 'linux' ? [['-static'], []] : [[]];

function buildMeasuringParent(): string | null {
  const hash = createHash('sha256').update(JSON.stringify(LINKS));
  for (const source of SOURCES) hash.update(`${basename(source)}\u0000`).update(readFileSync(source));
  const binary = join(TOOLS, `measure-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(binary)) return binary;
  mkdirSync(dirname(binary), { recursive: true });
  const temp = `${binary}.${process.pid}`;
  const sources = SOURCES.filter((file) => file.endsWith('.c'));
  const linked = LINKS.some(
    (link) => spawnSync('cc', ['-O2', ...link, '-o', temp, ...sources], { encoding: 'utf8' }).status === 0,
  );
  if (!linked) return null;
  renameSync(temp, binary);
  return binary;
}

/** The measuring parent, or a UserError saying what to install: a program of another language is never run unmeasured. */
export function requireMeasuringParent(): string {
  const binary = measuringParent();
  if (binary !== null) return binary;
  throw new UserError(
    'no C compiler (cc) found: the judge builds a small measuring parent with it to time and limit programs in ' +
      'other languages; install one (Debian/Ubuntu: apt-get install gcc; macOS: xcode-select --install)',
  );
}

/**
 * What a run wrote to fd 3: the measuring parent's "pid", "ended", "swept", "over files" and "usage" lines; the
 * probe's "usage".
 */
export interface Report {
  /** The process to sample and stop: the measuring parent's child. */
  pid: number | null;
  /** The kernel's figures at exit; null when the process never got to report them (killed, fd 3 closed). */
  usage: { cpuMs: number; peakRssKb: number } | null;
  /** True when the measuring parent, a child subreaper, saw that nothing the program started was left running. */
  swept: boolean;
  /** When the program ended, in microseconds on the system's monotonic clock; null when not reported. */
  endedUs: number | null;
  /** True when its scratch folder held more than the sandbox's files limit ("over files"). */
  overFiles: boolean;
}

/** Reads fd 3's text; a line it does not know is ignored. The unit of peak RSS is given: KiB (Linux), B (macOS). */
export function parseReport(text: string): Report {
  const pid = /^pid (\d+)$/m.exec(text);
  const ended = /^ended (\d+)$/m.exec(text);
  // The last usage line counts: the measuring parent writes its own after the program has ended.
  const usage = [...text.matchAll(/^usage (\d+) (KiB|B) (\d+) (\d+)$/gm)].pop();
  return {
    pid: pid ? Number(pid[1]) : null,
    usage: usage
      ? {
          peakRssKb: usage[2] === 'B' ? Number(usage[1]) / 1024 : Number(usage[1]),
          cpuMs: (Number(usage[3]) + Number(usage[4])) / 1000,
        }
      : null,
    swept: /^swept$/m.test(text),
    overFiles: /^over files$/m.test(text),
    endedUs: ended ? Number(ended[1]) : null,
  };
}

/** The larger of two measurements of the same figure, where either was made; null when neither was. */
export function larger(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** The run's figures: what it reported at exit and what was sampled while it ran, each where it was measured. */
export function combineFigures(report: Report, sampled: Figures): Figures {
  return {
    cpuMs: larger(report.usage?.cpuMs ?? null, sampled.cpuMs),
    peakRssKb: larger(report.usage?.peakRssKb ?? null, sampled.peakRssKb),
  };
}
