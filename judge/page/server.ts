// The local server of `npm run ui`: serves the page, sends it the live judge's data (server-sent events: the whole
// once on connecting, then each change), and answers the page's requests, each route of protocol.ts's ROUTES by its
// handler below; nothing else. Loopback only; a request whose Host is not this server (DNS rebinding) or whose Origin
// is another site is refused, and no CORS header is ever sent, so no other page can read from it or drive it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressedHere, ownHosts, readBody, sendJson, UserError } from '../base/index.ts';
import { HandPlay } from './hand-play.ts';
import { pageHtml } from './html-report.ts';
import type { TestdataEngines } from './engines.ts';
import { type JudgingHow, LiveJudge, type Target } from './live-judge.ts';
import {
  type JsonRoute,
  type JsonRouteName,
  type LiveEvent,
  type ReplyOf,
  type RequestOf,
  ROUTES,
  type Reply,
  type Routes,
} from './protocol.ts';
import { tryInput } from './try-input.ts';

export interface UiServer {
  url: string;
  port: number;
  live: LiveJudge;
  /** Bytes written to the pages' event streams so far, snapshots on connecting included. */
  bytesSent(): number;
  close(): Promise<void>;
}

/** Is the request addressed to this server, from this server's own page (or from no page at all)? */
export function sameOrigin(req: IncomingMessage, port: number): boolean {
  if (!addressedHere(req, port)) return false;
  const origin = req.headers.origin;
  return origin === undefined || ownHosts(port).some((h) => origin === `http://${h}`);
}

/** The largest test input the page may add. */
export const MAX_CASE_BYTES = 1 << 20;

/** A request refused with this status and why (a user's mistake within a good request is a 200 with { error }). */
class Refusal {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}
const refuse = (status: number, error: string) => new Refusal(status, error);

/** A request's fields as they arrive: named as the route's request names them, their values unchecked. */
type Sent<Request> = { readonly [K in keyof Request]-?: unknown };

type Handler<R> = (
  sent: Sent<RequestOf<R>>,
  req: IncomingMessage,
) => Reply<ReplyOf<R>> | Refusal | Promise<Reply<ReplyOf<R>> | Refusal>;

/** One handler for each JSON route of the table: a route left out, or a reply of the wrong type, does not compile. */
type Handlers = { [K in JsonRouteName]: Handler<Routes[K]> };

/** A GET's query, or a POST's JSON body as an object; a Refusal when it is not one. */
async function sentOf(
  route: JsonRoute<unknown, unknown>,
  req: IncomingMessage,
  query: URLSearchParams,
): Promise<object | Refusal> {
  if (route.method === 'GET') return Object.fromEntries(query);
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(415, 'send JSON');
  // The input, with room for the JSON around it.
  const body = await readBody(req, MAX_CASE_BYTES + 4096);
  if (body === null) return refuse(413, `the input is larger than ${MAX_CASE_BYTES} bytes`);
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed;
  } catch {}
  return refuse(400, 'not JSON');
}

/** The handlers of the JSON routes, for one live judge over `root`. */
function handlersOf(root: string, live: LiveJudge, engines: TestdataEngines): Handlers {
  const play = new HandPlay(root);
  const known = (problem: unknown): problem is string =>
    typeof problem === 'string' && live.problems().includes(problem);
  const text = (value: unknown): value is string => typeof value === 'string';
  return {
    test: async ({ problem, key }) =>
      (await live.detail(text(problem) ? problem : '', text(key) ? key : '')) ??
      refuse(404, 'no such test in the last run'),
    matrix: ({ problem }, req) => {
      if (!known(problem)) return refuse(400, 'unknown problem');
      const abort = new AbortController();
      req.on('close', () => abort.abort());
      return engines.matrix(root, problem, abort.signal);
    },
    play: ({ problem, input }) => {
      if (!known(problem)) return refuse(400, 'unknown problem');
      if (!text(input)) return refuse(400, 'input must be text');
      return play.start(problem, input);
    },
    move: ({ game, line }) => {
      if (!text(game) || !text(line)) return refuse(400, 'send { game, line }');
      return play.move(game, line);
    },
    // Through add-case's own checks: validated, answered, confirmed by the second solver, written atomically, never
    // over a file.
    case: async ({ problem, input, name, save }) => {
      if (!known(problem)) return refuse(400, 'unknown problem');
      if (!text(input) || (name !== undefined && !text(name))) return refuse(400, 'input must be text');
      const saving = save === true;
      const reply = await engines.addCase(root, problem, input, text(name) && name !== '' ? name : undefined, saving);
      if (saving) void live.judgeProblem(problem);
      return reply;
    },
    run: ({ id, input }) => {
      const target = text(id) ? live.targetOf(id) : null;
      if (target === null) return refuse(400, 'unknown problem');
      if (!text(input)) return refuse(400, 'input must be text');
      return tryInput(root, target, input, engines.answer, live);
    },
    // Starts the run and answers at once.
    rejudge: ({ id, failedOnly, runAll }) => {
      if (!text(id) || live.rejudge(id, failedOnly === true, runAll === true) === null)
        return refuse(400, 'unknown problem');
      return { judging: id };
    },
  };
}

/**
 * Answers a JSON route: its handler's reply, or its refusal; a user's error (a bad input, a name taken) is sent as
 * { error } with status 200, for the page to show where it was asked; anything else is a bug.
 */
async function answerJson(
  route: JsonRoute<unknown, unknown>,
  handler: (sent: object, req: IncomingMessage) => unknown,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const sent = await sentOf(route, req, query);
  if (sent instanceof Refusal) return sendJson(res, sent.status, { error: sent.error });
  let reply: unknown;
  try {
    reply = await handler(sent, req);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    reply = { error: error.message };
  }
  if (reply instanceof Refusal) sendJson(res, reply.status, { error: reply.error });
  else sendJson(res, 200, reply as object);
}

/** What the page shows before the first data arrives. */
const FIRST_DATA = { title: 'Live judge: judging...', generated: '', ok: false, problems: [], errors: [], live: true };

/**
 * A page that has this much sent to it still unread is dropped rather than buffered without end; its EventSource
 * connects again and is sent the whole data once.
 */
const MAX_UNREAD_BYTES = 8 << 20;

export async function startUi(
  root: string,
  targets: Target[],
  engines: TestdataEngines,
  port = 0,
  how: JudgingHow = {},
): Promise<UiServer> {
  const clients = new Set<ServerResponse>();
  // Each event is written to every page as it happens, in one write per client per turn of the event loop.
  let batch: string[] = [];
  let bytesSent = 0;
  const flush = () => {
    const text = batch.join('');
    batch = [];
    for (const client of clients) {
      if (client.writableLength > MAX_UNREAD_BYTES) {
        clients.delete(client);
        client.end();
        continue;
      }
      client.write(text);
      bytesSent += Buffer.byteLength(text);
    }
  };
  const emit = (event: LiveEvent) => {
    if (clients.size === 0) return;
    if (batch.length === 0) setImmediate(flush);
    batch.push(`data: ${JSON.stringify(event)}\n\n`);
  };
  const live = new LiveJudge(root, targets, emit, how);
  const handlers: Handlers = handlersOf(root, live, engines);
  const page = await pageHtml(FIRST_DATA, false);
  const byPath = new Map(Object.entries(ROUTES).map(([name, route]) => [route.path, { name, route }]));
  const server: Server = createServer((req, res) => {
    const { port: own } = server.address() as AddressInfo;
    if (!sameOrigin(req, own)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('refused: not this server, or not its page\n');
      return;
    }
    // The path as sent, matched whole: not parsed as a URL, where `//x` would be a host and `/a/../events` a route.
    const [path, query = ''] = (req.url ?? '').split(/\?(.*)/s, 2);
    const found = byPath.get(path);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const { name, route } = found;
    if (req.method !== route.method) {
      res.writeHead(405, { 'content-type': 'text/plain', allow: route.method }).end(`send ${route.method}\n`);
      return;
    }
    if (route.kind === 'page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    } else if (route.kind === 'empty') {
      res.writeHead(204).end();
    } else if (route.kind === 'events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      const snapshot = `data: ${JSON.stringify({ kind: 'snapshot', data: live.snapshot() } satisfies LiveEvent)}\n\n`;
      res.write(snapshot);
      bytesSent += Buffer.byteLength(snapshot);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else {
      const handler = handlers[name as JsonRouteName] as (sent: object, req: IncomingMessage) => unknown;
      void answerJson(route, handler, req, res, new URLSearchParams(query));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  live.watchFiles();
  void live.judgeAll();
  return {
    url: `http://127.0.0.1:${bound}/`,
    port: bound,
    live,
    bytesSent: () => bytesSent,
    close: async () => {
      live.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
