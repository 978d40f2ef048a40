// The README's figures, written from the bench's results file: one paragraph between two markers, so every speed
// figure the README states is the bench's, stated once, with the machine and the date it was measured on.
import type { BenchResults, Figure } from './results-file.ts';

export const FIGURES_START = '<!-- figures: written by npm run bench from scripts/bench/results.json -->';
export const FIGURES_END = '<!-- /figures -->';

/** The README's width, and the indent of a list item's following lines. */
const WIDTH = 118;
const INDENT = '  ';
/** A load average past which a section's figures are said to be measured beside other work. */
const BUSY_LOAD = 1;

/** The paragraph's text, a figure written `{section.name}`; an unmeasured one shows as "—". */
const TEMPLATE = [
  "On BHOJ's largest input the bundle takes {cat-mouse.largestCpu} of CPU and {cat-mouse.largestRss} of its",
  "{cat-mouse.memoryLimit} ({cat-mouse.emptyRss} an empty Node.js program's); its whole-process time is",
  "{cat-mouse.ratioLow} to {cat-mouse.ratioHigh} times a plain C++ solver's (g++ -O2) on the graphs measured. On the",
  'live page, a broken TypeScript solution for bhoj-1460 shows a verdict for each of its {live-loop.bhojTests} tests',
  '{live-loop.tsEvery} after the save, every final verdict at {live-loop.tsFinal}; a C++ one its first at',
  '{live-loop.cppFirst}, the last at {live-loop.cppFinal} (lanqiao-lol: done at {live-loop.lolTsFinal} and',
  '{live-loop.lolCppFinal}; medians of 3 saves in Chromium); of {live-saves.saves} saves in a row, right and wrong by',
  'turns, {live-saves.within} showed a verdict for every test within 1 s (median {live-saves.median}, worst',
  '{live-saves.worst}). With all five problems open, the save judges bhoj-1460',
  'alone and sends {live-change.jsonRatio} the JSON of the rows that changed. `npm run judge` takes',
  '{live-change.judgeFresh} for all {live-change.judgeTests} tests on a fresh copy, {live-change.judgeAgain} again',
  'with nothing changed, {live-change.judgeEdit} after one edit. `npm test`: {npm-test.first} the first time in a',
  'fresh clone, {npm-test.warm} the median of {npm-test.warmRuns} runs after; `npm run test:full` adds',
  '{npm-test.fullOnly}. `npm run contest`: {contest.contestants} contestants in {contest.contest}, `npm run judge` one',
  'at a time {contest.oneByOne} ({contest.added}).',
].join(' ');

/** Where and when the figures were measured, from the sections the paragraph names. */
function provenance(results: BenchResults, used: string[]): string {
  const sections = used.map((name) => results.sections[name]).filter((s) => s !== undefined);
  if (sections.length === 0) return 'Not measured yet: `npm run bench`.';
  const dates = [...new Set(sections.map((s) => s.date))].sort();
  const machines = [...new Set(sections.map((s) => s.machine))];
  const when = dates.length === 1 ? dates[0] : `${dates[0]} to ${dates[dates.length - 1]}`;
  // A section measured beside other work says so: its figures are not an idle machine's.
  const busy = used.flatMap((name) => {
    const load = results.sections[name]?.load;
    return load !== undefined && load > BUSY_LOAD ? [`${name} at load average ${load.toFixed(1)}`] : [];
  });
  const under = busy.length === 0 ? '' : `, ${busy.join(', ')}`;
  return `Measured by \`npm run bench\` on ${machines.join('; ')}, ${when}${under} (every figure: \`scripts/bench/results.md\`).`;
}

/** The figure `key` ("section.name") of the results, as shown; "—" where it is not measured. */
function shown(results: BenchResults, key: string): string {
  const dot = key.indexOf('.');
  const figure: Figure | undefined = results.sections[key.slice(0, dot)]?.figures[key.slice(dot + 1)];
  return figure === undefined || figure.value === null ? '\u2014' : figure.shown;
}

/** The sections whose figures the paragraph uses. */
export function figureSections(): string[] {
  return [...new Set([...TEMPLATE.matchAll(/\{([\w-]+)\.\w+\}/g)].map(([, section]) => section))];
}

/** The README's figures paragraph as a list item "- **Fast.** ...", wrapped, markers included. */
export function figuresParagraph(results: BenchResults): string {
  const text = `${TEMPLATE.replace(/\{([\w-]+\.\w+)\}/g, (_, key: string) => shown(results, key))} ${provenance(results, figureSections())}`;
  const words = `- **Fast.** ${text}`.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `${INDENT}${word}`;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return [FIGURES_START, ...lines, FIGURES_END].join('\n');
}

/** `readme` with its figures paragraph replaced by `paragraph`; an error where the markers are not there once each. */
export function withFigures(readme: string, paragraph: string): string {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start < 0 || end < start || readme.indexOf(FIGURES_START, start + 1) >= 0)
    throw new Error(`README.md: the figures paragraph must sit once between ${FIGURES_START} and ${FIGURES_END}`);
  return `${readme.slice(0, start)}${paragraph}${readme.slice(end + FIGURES_END.length)}`;
}

/** The README's figures paragraph as it stands, markers included; null where it has none. */
export function figuresIn(readme: string): string | null {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  return start < 0 || end < start ? null : readme.slice(start, end + FIGURES_END.length);
}
