// Benchmark section: saves in a row on the live page, as a person makes them while they work, timed in Chromium. A
// solution right on every test and one wrong on every test are saved over each other SAVES times, each save as soon as
// the page shows a verdict for every test of the one before (its faithful run still going); half of them written in
// place, half as vim and JetBrains save (a new file renamed over the old). Per save: the time from the write until the
// page shows a verdict for every test (the problem's head counts every test answered, and no cell is left from the
// run before), or none where that took more than LIMIT_MS.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startUi } from '../../judge/page/index.ts';
import { testdataEngines } from '../testdata/index.ts';
import { copyAccepted, launchChromium } from './live-loop.ts';

export const SAVES = 20;
/** A verdict for every test within this of a save (on 2 idle cores): the page's promise. */
export const GOAL_MS = 1000;
/** A save whose verdicts take longer than this is counted as never shown. */
const LIMIT_MS = 30_000;
const PROBLEM = 'bhoj-1460';

export interface SaveTiming {
  solution: 'right' | 'wrong';
  /** Written in place, or a new file renamed over the old one. */
  written: 'in place' | 'renamed';
  /** From the write to a verdict for every test on the page; null: not within LIMIT_MS. */
  ms: number | null;
}

/**
 * In the page: resolves with the time (Date.now()) at which it shows a verdict for every test of a run after `before`
 * (the problem's head counts every test answered, and no cell is left from the run before), or 0 after `limitMs`.
 * Checked by the page itself at each change of its content, so that the measuring costs the judge's process nothing.
 */
function everyVerdictShown([before, limitMs]: [number, number]): Promise<number> {
  // No function is named in here (tsx names each, through a helper the page lacks).
  return new Promise((done) => {
    const observer = new MutationObserver(() => {
      const counts = document.querySelector('.counts');
      if (Number(counts?.getAttribute('data-run') ?? 0) <= before) return;
      const head = counts?.querySelector('.judged, .total')?.textContent ?? '';
      const cells = [...document.querySelectorAll('.grid .cell')];
      const judging = /^judging: (\d+) of (\d+) answered/.exec(head);
      const total = judging ? Number(judging[2]) : Number(/^\d+\/(\d+) AC/.exec(head)?.[1] ?? -1);
      const answered = judging ? Number(judging[1]) : total;
      if (total <= 0 || answered !== total || cells.length !== total || cells.some((c) => c.matches('.stale'))) return;
      observer.disconnect();
      clearTimeout(timer);
      done(Date.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      done(0);
    }, limitMs);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** One save: the time from the write until the page shows a verdict for every test of the run it starts. */
async function timeSave(page: Page, file: string, content: string, renamed: boolean): Promise<number | null> {
  const before = await page.evaluate(() => Number(document.querySelector('.counts')?.getAttribute('data-run') ?? 0));
  // Watching from before the write: a page quicker than this process's next turn is not missed.
  const shown = page.evaluate(everyVerdictShown, [before, LIMIT_MS] as [number, number]);
  await page.evaluate(() => 0);
  const started = Date.now();
  if (renamed) {
    writeFileSync(`${file}.tmp`, content);
    renameSync(`${file}.tmp`, file);
  } else writeFileSync(file, content);
  const at = await shown;
  return at === 0 ? null : at - started;
}

/** SAVES saves in a row, right and wrong by turns; null where there is no Chromium to measure in. */
export async function measureSaveStreak(root: string, work: string): Promise<SaveTiming[] | null> {
  const browser = await launchChromium();
  if (!browser) return null;
  const dir = join(work, 'live-saves');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyAccepted(root, dir, PROBLEM);
  const right = "export { solve } from './right.ts';\n";
  // Every answer line's number made 3: no game has that result, so every test is WA.
  const wrong =
    "import { solve as right } from './right.ts';\nexport const solve = (input: string) => right(input).replace(/\\d+/g, '3');\n";
  const file = join(dir, 'mine.ts');
  writeFileSync(file, right);
  const ui = await startUi(root, [{ problem: PROBLEM, solution: file }], testdataEngines);
  const timings: SaveTiming[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(ui.url);
    await page.locator('#overall', { hasText: /^(all|not all).* in [\d.]+ s/ }).waitFor({ timeout: 300_000 });
    for (let k = 0; k < SAVES; k++) {
      const solution = k % 2 === 0 ? 'wrong' : 'right';
      const written = k % 4 < 2 ? 'in place' : 'renamed';
      // A program not judged before (a comment of its own), or its results would be remembered, not run.
      const content = `${solution === 'wrong' ? wrong : right}// save ${k + 1} ${Date.now()}\n`;
      timings.push({ solution, written, ms: await timeSave(page, file, content, written === 'renamed') });
    }
  } finally {
    await ui.close();
    await browser.close();
  }
  return timings;
}
