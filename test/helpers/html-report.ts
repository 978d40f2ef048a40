// What the HTML report's tests share (test/judge/page/html-report*.test.ts): a root of their own (this kit's
// problems and solutions, two cat-and-mouse tests and two LOL rows), a wrong solution's report judged once in it, and
// the data a written page holds, read out and put back in.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { judge, type JudgeReport } from '../../judge/core/index.ts';
import type { PageData, ReportData } from '../../judge/page/page-data.ts';
import { copyKitTests } from './fixture-root.ts';

export function htmlReportRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'judge-html-'));
  for (const folder of ['problems', 'solutions']) symlinkSync(resolve(folder), join(root, folder));
  copyKitTests(root, 'bhoj-1460', ['hand/beyond-2n-moves', 'hand/five-cycle-draw']);
  mkdirSync(join(root, 'testdata/lanqiao-lol'), { recursive: true });
  cpSync('testdata/lanqiao-lol/sample', join(root, 'testdata/lanqiao-lol/sample'), { recursive: true });
  return root;
}

const wrongReports = new Map<string, Promise<JudgeReport>>();
/** A wrong solution's report in `root`, judged once for the tests that read it (a judge run is most of their time). */
export function judgedWrong(root: string): Promise<JudgeReport> {
  let report = wrongReports.get(root);
  if (!report) {
    report = judge({ root, problemIds: ['bhoj-1460'], solution: resolve('solutions/wrong/bhoj-1460/dp-2n-moves.ts') });
    wrongReports.set(root, report);
  }
  return report;
}

const DATA =
  /(<script id="judge-data" type="application\/octet-stream" data-encoding="gzip-base64">)(.*?)(<\/script>)/s;
/** The data a page written once holds, gzipped and in base64. */
export const embedded = (page: string) =>
  JSON.parse(gunzipSync(Buffer.from(DATA.exec(page)![2], 'base64')).toString()) as ReportData;
/** The page with other data in it. */
export const withData = (page: string, data: PageData) =>
  page.replace(DATA, (_, open, _old, close) => `${open}${gzipSync(JSON.stringify(data)).toString('base64')}${close}`);
