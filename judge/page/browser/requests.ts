// What the live page asks its server, each request through a route of protocol.ts's table (the server dispatches by
// the same table): a test's detail, a game by hand, the invocation matrix, a run of the solution on a typed input, a
// test kept, a problem judged again. Every reply is JSON; a failure comes back as { error }, never as an exception a
// component must catch.
import type { PageRow } from '../page-data.ts';
import { type JsonRoute, type Reply, ROUTES } from '../protocol.ts';
import { details, setUi } from './store.ts';

/** Asks the server through a route of the table: a GET's request goes as its query, a POST's as a JSON body. */
export async function ask<Request, Answer>(
  route: JsonRoute<Request, Answer>,
  request: NoInfer<Request>,
): Promise<Reply<Answer>> {
  try {
    const response =
      route.method === 'GET'
        ? await fetch(`${route.path}?${new URLSearchParams(request as Record<string, string>)}`)
        : await fetch(route.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
          });
    const text = await response.text();
    try {
      return JSON.parse(text) as Reply<Answer>;
    } catch {
      return { error: `${response.status}: ${text.trim()}` };
    }
  } catch (error) {
    return { error: `the server cannot be reached (${(error as Error).message}); is npm run ui still running?` };
  }
}

const asked = new WeakSet<PageRow>();

/** Asks for a test's detail once per result; the page is drawn again when it arrives. */
export function loadDetail(problem: string, row: PageRow): void {
  if (asked.has(row)) return;
  asked.add(row);
  void ask(ROUTES.test, { problem, key: row.key }).then((detail) => {
    details.set(row, detail);
    setUi({});
  });
}

/**
 * Judges one of the page's problems again, fresh: every test, or only those that failed last time; `runAll`: a scored
 * problem's tests past groups that can gain no more too.
 */
export function judgeAgain(id: string, failedOnly: boolean, runAll = false): Promise<Reply<{ judging: string }>> {
  return ask(ROUTES.rejudge, { id, failedOnly, runAll });
}
