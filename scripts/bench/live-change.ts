// Benchmark section: work in proportion to the change. The live page with all five problems open in Chromium, and
// bhoj-1460 judged from a file of its own: a save of that file (time from the write to the page's last final verdict,
// the problems judged again, the bytes sent against the JSON of the tests whose rows changed), a save of a file no
// problem uses, and the server's resident memory after 50 saves in a row. Then `npm run judge` on a copy of the root:
// once with nothing changed since the last run, and once after editing one problem's solution.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { listProblemIds } from '../../judge/registry/index.ts';
import { type PageData, startUi, type UiServer } from '../../judge/page/index.ts';
import { testdataEngines } from '../testdata/index.ts';
import { copyAccepted, launchChromium } from './live-loop.ts';

const SAVES = 3;
const SAVES_IN_A_ROW = 50;

export interface SaveFigures {
  /** From the write to the page's header saying the run is over, every verdict final. */
  finalMs: number;
  /** The problems whose rows or counts the save changed. */
  judged: string[];
  bytesSent: number;
  /** The JSON of the tests (rows) whose rows changed. */
  changedJson: number;
}

export interface ChangeFigures {
  tests: number;
  saves: SaveFigures[];
  /** The same saves with bhoj-1460 alone on the page: save to last final verdict, ms. */
  aloneMs: number[];
  unrelated: { bytesSent: number; judged: string[]; notice: string };
  rssBeforeMb: number;
  rssAfterMb: number;
  judgeFirst: { seconds: number; remembered: number; tests: number };
  judgeUnchanged: { seconds: number; remembered: number; tests: number };
  judgeAfterEdit: { seconds: number; remembered: number; tests: number; ran: string[] };
}

/** Each problem's rows as JSON, by test key: what a save changed is the rows that differ. */
function rowsOf(data: PageData): Map<string, string> {
  const rows = new Map<string, string>();
  for (const p of data.problems) for (const t of p.tests) rows.set(`${p.id}\n${t.key}`, JSON.stringify(t));
  return rows;
}

async function whenDone(page: Page): Promise<void> {
  await page.locator('#overall', { hasText: /^(all|not all)/ }).waitFor({ timeout: 600_000 });
}

/** One save, timed from the write to the page done; what it judged and sent. */
async function timeSave(ui: UiServer, page: Page, file: string, content: string): Promise<SaveFigures> {
  const before = rowsOf(ui.live.snapshot());
  const sent = ui.bytesSent();
  const started = performance.now();
  writeFileSync(file, content);
  await page.locator('#overall', { hasText: /^judging/ }).waitFor({ timeout: 60_000 });
  await whenDone(page);
  const finalMs = performance.now() - started;
  const after = rowsOf(ui.live.snapshot());
  let changedJson = 0;
  const judged = new Set<string>();
  for (const [key, row] of after)
    if (before.get(key) !== row) {
      changedJson += row.length;
      judged.add(key.split('\n')[0]);
    }
  return { finalMs, judged: [...judged], bytesSent: ui.bytesSent() - sent, changedJson };
}

/** A root beside this one: its own solutions/ (to edit), the same problems and tests. */
function copyRoot(root: string, work: string): string {
  const copy = join(work, 'judge-root');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(join(root, 'solutions'), join(copy, 'solutions'), { recursive: true });
  for (const folder of ['problems', 'testdata']) symlinkSync(join(root, folder), join(copy, folder));
  return copy;
}

function judgeRun(root: string, copy: string): { seconds: number; remembered: number; tests: number; ran: string[] } {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/judge.ts'), '--root', copy, '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const seconds = (performance.now() - started) / 1000;
  const report = JSON.parse(run.stdout) as { problems: { id: string; tests: { remembered?: boolean }[] }[] };
  const tests = report.problems.flatMap((p) => p.tests);
  const ran = report.problems.filter((p) => p.tests.some((t) => !t.remembered)).map((p) => p.id);
  return { seconds, remembered: tests.filter((t) => t.remembered).length, tests: tests.length, ran };
}

/** Null where there is no Chromium to measure in. */
export async function measureLiveChange(root: string, work: string): Promise<ChangeFigures | null> {
  const browser = await launchChromium();
  if (!browser) return null;
  const dir = join(work, 'live-change');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mine.ts');
  copyAccepted(root, dir, 'bhoj-1460');
  const good = "export { solve } from './right.ts';\n";
  const broken =
    "import { solve as right } from './right.ts';\n" +
    "export const solve = (input: string) => (input.length % 3 === 0 ? right(input).replace(/-?\\d+/g, '0') : right(input));\n";
  writeFileSync(file, good);
  const targets = listProblemIds(root).map((problem) =>
    problem === 'bhoj-1460' ? { problem, solution: file } : { problem },
  );
  const ui = await startUi(root, targets, testdataEngines);
  try {
    const page = await browser.newPage();
    await page.goto(ui.url);
    await whenDone(page);
    const tests = ui.live.snapshot().problems.reduce((n, p) => n + p.tests.length, 0);
    // Each save is a program not judged before (a comment of its own): none of its results is remembered.
    const version = (k: number) => `${k % 2 === 0 ? broken : good}// save ${k} ${Date.now()}\n`;
    const saves: SaveFigures[] = [];
    for (let k = 0; k < SAVES; k++) saves.push(await timeSave(ui, page, file, version(k)));
    // A file no problem uses, in a folder the page watches.
    const before = rowsOf(ui.live.snapshot());
    const sent = ui.bytesSent();
    writeFileSync(join(dir, 'notes.ts'), `// not imported by anything (${Date.now()})\n`);
    await page.locator('#overall .notice', { hasText: 'no problem uses it' }).waitFor({ timeout: 60_000 });
    const after = rowsOf(ui.live.snapshot());
    const unrelated = {
      bytesSent: ui.bytesSent() - sent,
      judged: [...new Set([...after].filter(([k, r]) => before.get(k) !== r).map(([k]) => k.split('\n')[0]))],
      notice: ui.live.snapshot().status?.notice ?? '',
    };
    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    for (let k = 0; k < SAVES_IN_A_ROW; k++) {
      writeFileSync(file, `${k % 2 === 0 ? broken : good}// save ${k}\n`);
      await page.waitForTimeout(100);
    }
    await whenDone(page);
    const rssAfterMb = process.memoryUsage().rss / 2 ** 20;
    await page.close();
    // The same saves with bhoj-1460 alone on the page (the first server closed: it would judge them too).
    await ui.close();
    const aloneMs: number[] = [];
    const alone = await startUi(root, [{ problem: 'bhoj-1460', solution: file }], testdataEngines);
    try {
      const single = await browser.newPage();
      await single.goto(alone.url);
      await whenDone(single);
      for (let k = 0; k < SAVES; k++) aloneMs.push((await timeSave(alone, single, file, version(k))).finalMs);
      await single.close();
    } finally {
      await alone.close();
    }
    // npm run judge on a copy of the root: the first run (nothing remembered, nothing type-checked for its paths),
    // again unchanged, again after one edit.
    const copy = copyRoot(root, work);
    const judgeFirst = judgeRun(root, copy);
    const judgeUnchanged = judgeRun(root, copy);
    const edited = join(copy, 'solutions', 'bhoj-1460.ts');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}// edited\n`);
    const judgeAfterEdit = judgeRun(root, copy);
    return { tests, saves, aloneMs, unrelated, rssBeforeMb, rssAfterMb, judgeFirst, judgeUnchanged, judgeAfterEdit };
  } finally {
    await browser.close();
    await ui.close();
  }
}
