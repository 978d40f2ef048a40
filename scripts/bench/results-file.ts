// The bench's results file, scripts/bench/results.json: every section's lines and named figures, each dated and
// naming the machine it was measured on. A run of one section replaces that section alone; results.md, chart.svg
// and the README's figures are all written from this one file, so no figure is stated in two places.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';

/** One figure: its value (null where it could not be measured), and how a sentence shows it ("77 s"). */
export interface Figure {
  value: number | null;
  shown: string;
}

/** What one section measured, where and when. */
export interface SectionResults {
  date: string;
  /** The commit measured, with "+changes" where the working copy differed from it; null outside git. */
  commit: string | null;
  machine: string;
  /** The machine's load average over the minute before the section began (other work running beside it). */
  load?: number;
  /** Its part of results.md, line by line. */
  lines: string[];
  figures: Record<string, Figure>;
  /** Series a chart is drawn from, kept so the chart is drawn from the file too. */
  series?: Record<string, [number, number][]>;
  /** Why this machine could not measure the section (no Chromium): such a run keeps the section measured before. */
  unmeasured?: string;
}

export interface BenchResults {
  /** By section name, in the order the full bench runs them. */
  sections: Record<string, SectionResults>;
}

/** The results in `file`, or none yet. A file that is not the bench's is an error, never silently replaced. */
export function readResults(file: string): BenchResults {
  if (!existsSync(file)) return { sections: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.sections !== 'object')
    throw new Error(`${file}: not the bench's results file (no "sections")`);
  return parsed;
}

/**
 * The results with `measured` in place of the sections of the same names, in the order `order` gives; a section this
 * run could not measure (`unmeasured`) does not replace one measured before, whose figures stand.
 */
export function mergeResults(
  old: BenchResults,
  measured: Record<string, SectionResults>,
  order: readonly string[],
): BenchResults {
  const replacing = Object.entries(measured).filter(
    ([name, s]) => s.unmeasured === undefined || !(name in old.sections),
  );
  const all = { ...old.sections, ...Object.fromEntries(replacing) };
  const names = [...order.filter((name) => name in all), ...Object.keys(all).filter((name) => !order.includes(name))];
  return { sections: Object.fromEntries(names.map((name) => [name, all[name]])) };
}

/** results.md: the sections' lines in order, each headed by when and where it was measured. */
export function resultsMarkdown(results: BenchResults): string {
  const out = [
    '# Benchmark',
    '',
    'Written by `npm run bench` from `scripts/bench/results.json` (`npm run bench -- --only SECTION` measures one',
    'section again and replaces it). Each section says when, at which commit and on which machine it was measured.',
    '',
  ];
  for (const [name, section] of Object.entries(results.sections)) {
    const [head = `## ${name}`, ...rest] = section.lines;
    const load = section.load === undefined ? '' : `, load average ${section.load.toFixed(1)} as it began`;
    out.push(
      head,
      '',
      `_${name}: ${section.date}, ${section.commit ?? 'no commit'}, ${section.machine}${load}_`,
      '',
      ...rest,
    );
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** This machine in one line: cores, processor, memory, kernel, Node.js. */
export function machineLine(): string {
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown processor';
  const gb = Math.round(totalmem() / 2 ** 30);
  return `${availableParallelism()} cores (${model}), ${gb} GB, ${process.platform} ${release()}, Node.js ${process.version}`;
}

/** The commit of the working copy at `root`, "+changes" where it differs; null where it is not a git checkout. */
export function commitOf(root: string): string | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === '' ? head : `${head}+changes`;
  } catch {
    return null;
  }
}
