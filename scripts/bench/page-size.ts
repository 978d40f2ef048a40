// Benchmark section: the judge's page written once (`npm run judge -- --html`) for each problem's accepted solution:
// its size (the limit the page must stay under is 400 KB for bhoj-1460), the size of its data as JSON before it is
// packed, and the time Chromium takes to open it offline and draw it (from navigation to the header drawn), median
// of five opens.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { judge } from '../../judge/core/index.ts';
import { listProblemIds } from '../../judge/registry/index.ts';
import { htmlReport } from '../../judge/page/index.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPENS = 5;

export interface PageSizeRow {
  problem: string;
  tests: number;
  pageKb: number;
  /** The data inside, as JSON, before it is gzipped and base64-encoded. */
  dataKb: number;
  /** Median of OPENS: navigation to the header drawn; null without Chromium. */
  drawnMs: number | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measurePageSize(root: string, work: string): Promise<PageSizeRow[]> {
  const rows: PageSizeRow[] = [];
  const browser = await chromium
    .launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
    .catch(() => null);
  try {
    for (const problem of listProblemIds(root)) {
      const report = await judge({ root, problemIds: [problem], remember: 'use' });
      const html = await htmlReport(report, root);
      const file = join(work, `page-${problem}.html`);
      writeFileSync(file, html);
      const packed = /data-encoding="gzip-base64">([^<]*)</.exec(html)![1];
      const dataBytes = gunzipSync(Buffer.from(packed, 'base64')).length;
      let drawnMs: number | null = null;
      if (browser) {
        const times: number[] = [];
        for (let k = 0; k < OPENS; k++) {
          const page = await (await browser.newContext({ offline: true })).newPage();
          const started = performance.now();
          await page.goto(pathToFileURL(file).href);
          await page.locator('#overall').waitFor();
          times.push(performance.now() - started);
          await page.context().close();
        }
        drawnMs = median(times);
      }
      rows.push({
        problem,
        tests: report.problems[0]?.results.length ?? 0,
        pageKb: Buffer.byteLength(html) / 1024,
        dataKb: dataBytes / 1024,
        drawnMs,
      });
    }
  } finally {
    await browser?.close();
  }
  return rows;
}
