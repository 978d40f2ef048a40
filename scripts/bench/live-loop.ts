// Benchmark section: the live page's loop, measured in Chromium as a person sees it. A solution that passes is
// judged, then a broken one is saved over it; from the save: the first verdict on the page, a verdict for every test
// (answers first, for TypeScript), and every final verdict (the faithful run done). TypeScript and C++ solutions on
// bhoj-1460 and lanqiao-lol; median of RUNS saves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { sourceLiteral } from '../../judge/base/index.ts';
import { startUi } from '../../judge/page/index.ts';
import { testdataEngines } from '../testdata/index.ts';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium for the live page's sections, quiet (no updates, no network of its own); null where there is none. */
export async function launchChromium(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM)) return null;
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export interface LoopTiming {
  problem: string;
  language: string;
  tests: number;
  firstMs: number;
  everyMs: number;
  finalMs: number;
}

/**
 * The accepted solution's code as `right.ts` in the folder `dir`, its ./lib/ imports named absolutely (the solution
 * library is open to a submission; the accepted solution itself is not, judge/run/confined-imports.ts).
 */
export function copyAccepted(root: string, dir: string, problem: string): void {
  const library = resolve(root, 'solutions', 'lib');
  const copy = readFileSync(resolve(root, 'solutions', `${problem}.ts`), 'utf8').replace(
    /(from\s+)(['"])\.\/lib\/([^'"]+)\2/g,
    (_, from: string, _quote: string, name: string) => `${from}${sourceLiteral(join(library, name))}`,
  );
  writeFileSync(join(dir, 'right.ts'), copy);
}

/**
 * The solutions saved, as source: one that passes and one that does not, for each problem and language. A
 * TypeScript one answers through a copy of the accepted solution in its own folder `dir`: a submission may not import
 * the accepted solution itself (judge/run/confined-imports.ts), only its own folder and the solution library.
 */
function sources(
  root: string,
  dir: string,
  problem: string,
  language: 'TypeScript' | 'C++',
): { good: string; broken: string } {
  if (language === 'TypeScript') {
    copyAccepted(root, dir, problem);
    const good = "export { solve } from './right.ts';\n";
    // Wrong on about a third of the inputs: every answer line of those becomes 0.
    const broken =
      "import { solve as right } from './right.ts';\n" +
      "export const solve = (input: string) => (input.length % 3 === 0 ? right(input).replace(/-?\\d+/g, '0') : right(input));\n";
    return { good, broken };
  }
  // The C++ program answers 0 to every line: it is broken either way, and the save is what is timed.
  const program = (answer: string) =>
    '#include <iostream>\n#include <string>\nint main() {\n  std::string line; int lines = 0;\n' +
    '  while (std::getline(std::cin, line)) lines++;\n' +
    `  std::cout << "${answer}" << std::endl;\n  return lines < 0;\n}\n`;
  return { good: program('1'), broken: program('0') };
}

/** The page's header as numbers: answered and confirmed tests of this run, and whether it is done. */
async function header(page: Page): Promise<{ judging: boolean; answered: number; confirmed: number; total: number }> {
  const text = (await page.textContent('#overall')) ?? '';
  const judging = /^judging: (\d+) of (\d+) answered, (\d+) confirmed/.exec(text);
  if (judging) {
    return {
      judging: true,
      answered: Number(judging[1]),
      confirmed: Number(judging[3]),
      total: Number(judging[2]),
    };
  }
  return { judging: false, answered: 0, confirmed: 0, total: 0 };
}

/** One save of the broken solution over the good one, timed from the write: [first, every, final] in ms. */
async function timeSave(page: Page, file: string, content: string): Promise<[number, number, number]> {
  const started = performance.now();
  writeFileSync(file, content);
  let first = 0;
  let every = 0;
  let sawJudging = false;
  for (;;) {
    const h = await header(page);
    const now = performance.now() - started;
    if (h.judging) sawJudging = true;
    // Answers first: a provisional verdict counts as a verdict; a native program's first is its first final one.
    if (h.judging && h.answered > 0 && first === 0) first = now;
    if (h.judging && h.total > 0 && h.answered === h.total && every === 0) every = now;
    if (sawJudging && !h.judging) {
      if (first === 0) first = now;
      if (every === 0) every = now;
      return [first, every, now];
    }
    if (now > 300_000) throw new Error(`the page did not finish judging ${file} within 300 s`);
    await page.waitForTimeout(5);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Every problem and language; null where there is no Chromium to measure in. */
export async function measureLiveLoop(root: string, work: string): Promise<LoopTiming[] | null> {
  const browser = await launchChromium();
  if (!browser) return null;
  const timings: LoopTiming[] = [];
  try {
    for (const problem of ['bhoj-1460', 'lanqiao-lol']) {
      for (const language of ['TypeScript', 'C++'] as const) {
        const dir = join(work, 'live-loop', `${problem}-${language === 'C++' ? 'cpp' : 'ts'}`);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `mine.${language === 'C++' ? 'cpp' : 'ts'}`);
        const { good, broken } = sources(root, dir, problem, language);
        writeFileSync(file, good);
        const ui = await startUi(root, [{ problem, solution: file }], testdataEngines);
        const page = await browser.newPage();
        try {
          await page.goto(ui.url);
          const runs: [number, number, number][] = [];
          let tests = 0;
          // A run's end says its time ("in 0.3 s"); the page's first "not all tests AC", before any run, does not.
          const done = async () => {
            await page.locator('#overall', { hasText: /^(all|not all).* in [\d.]+ s/ }).waitFor({ timeout: 300_000 });
            // A CE is judged at once, often without a "judging" line for timeSave to see: stop with the compiler's
            // words instead of waiting out its 300 s.
            const compileError = page.locator('.compile-error');
            if ((await compileError.count()) > 0)
              throw new Error(`${file} does not compile on the page: ${await compileError.first().textContent()}`);
          };
          for (let k = 0; k < RUNS; k++) {
            // The good solution judged (not timed), then the broken one saved over it (timed).
            await done();
            if (k > 0) {
              await timeSave(page, file, `${good}// good ${k} ${Date.now()}\n`);
              await done();
            }
            // A program not judged before (a comment of its own), or its results would be remembered, not run.
            runs.push(await timeSave(page, file, `${broken}// save ${k} ${Date.now()}\n`));
            tests = await page.locator('.grid .cell').count();
          }
          timings.push({
            problem,
            language,
            tests,
            firstMs: median(runs.map((r) => r[0])),
            everyMs: median(runs.map((r) => r[1])),
            finalMs: median(runs.map((r) => r[2])),
          });
        } finally {
          await page.close();
          await ui.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return timings;
}
