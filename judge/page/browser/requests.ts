// What the live page asks its server (scripts/live/server.ts): a test's detail, a game by hand, the invocation
// matrix, a run of the solution on a typed input, a test kept, a problem judged again. Every reply is JSON; a
// failure comes back as { error }, never as an exception a component must catch.
import type { PageDetail, PageRow } from '../page-data.ts';
import { details, setUi } from './store.ts';

export type Reply<T> = T | { error: string };

async function request<T>(url: string, body?: object): Promise<Reply<T>> {
  try {
    const response = await fetch(
      url,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const text = await response.text();
    try {
      return JSON.parse(text) as Reply<T>;
    } catch {
      return { error: `${response.status}: ${text.trim()}` };
    }
  } catch (error) {
    return { error: `the server cannot be reached (${(error as Error).message}); is npm run ui still running?` };
  }
}

export const postJson = <T>(url: string, body: object) => request<T>(url, body);
export const getJson = <T>(url: string) => request<T>(url);

const asked = new WeakSet<PageRow>();

/** Asks for a test's detail once per result; the page is drawn again when it arrives. */
export function loadDetail(problem: string, row: PageRow): void {
  if (asked.has(row)) return;
  asked.add(row);
  const query = `problem=${encodeURIComponent(problem)}&key=${encodeURIComponent(row.key)}`;
  void getJson<PageDetail>(`/test?${query}`).then((detail) => {
    details.set(row, detail);
    setUi({});
  });
}

/**
 * Judges one of the page's problems again, fresh: every test, or only those that failed last time; `runAll`: a scored
 * problem's tests past groups that can gain no more too.
 */
export function judgeAgain(id: string, failedOnly: boolean, runAll = false): Promise<Reply<{ judging: string }>> {
  return postJson('/rejudge', { id, failedOnly, runAll });
}
