// A test's row as the judge's page holds it, for the page's tests (browser/page.test.ts in Chromium, store.test.ts in
// Node): AC in 40 ms of CPU and 30 MB unless `extra` says otherwise.
import type { PageRow } from '../../judge/page/page-data.ts';

export function pageRow(key: string, verdict: string, extra: Partial<PageRow> = {}): PageRow {
  const [group, name] = key.split('/');
  return {
    group,
    name,
    key,
    verdict,
    cpuMs: 40,
    wallMs: 45,
    waitedMs: 1,
    countedWallMs: 44,
    peakRssKb: 30 * 1024,
    wallTimeExceeded: false,
    exitCode: 0,
    signal: null,
    stderrTail: '',
    ...extra,
  };
}
