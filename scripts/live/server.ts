// The local server of `npm run ui`: serves the page, sends it the live judge's data (server-sent events: the whole
// once on connecting, then each change), a test's detail when the page opens it, runs a typed input, takes a test
// added on the page, judges a problem again when asked; nothing else. Loopback only; a request whose Host is not this server (DNS
// rebinding) or whose Origin is another site is refused, and no CORS header is ever sent, so no other page can read
// from it or drive it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEvent, pageHtml } from '../../judge/report/index.ts';
import { relative } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { invocationMatrix, saveCase } from '../testdata/index.ts';
import { addressedHere, ownHosts, readBody, sendJson } from './loopback.ts';
import { HandPlay } from './hand-play.ts';
import { type JudgingHow, LiveJudge, type Target } from './live-judge.ts';
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

/** The request's JSON body as an object, or null after replying with what is wrong with it. */
async function jsonBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | null> {
  const refuse = (status: number, error: string): null => {
    sendJson(res, status, { error });
    return null;
  };
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(415, 'send JSON');
  // The input, with room for the JSON around it.
  const body = await readBody(req, MAX_CASE_BYTES + 4096);
  if (body === null) return refuse(413, `the input is larger than ${MAX_CASE_BYTES} bytes`);
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {}
  return refuse(400, 'not JSON');
}

/**
 * Sends what `work` makes; a user's error (a bad input, a name taken) is sent as { error } with status 200, for the
 * page to show where it was asked; anything else is a bug.
 */
async function sendOrUserError(res: ServerResponse, work: () => object | Promise<object>): Promise<void> {
  try {
    sendJson(res, 200, await work());
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    sendJson(res, 200, { error: error.message });
  }
}

/**
 * Adding a test from the page, through add-case's own checks (validated, answered, confirmed by the second solver,
 * written atomically, never over a file): `save: false` only checks and answers it.
 */
async function addCase(req: IncomingMessage, res: ServerResponse, root: string, live: LiveJudge): Promise<void> {
  const reply = (status: number, body: object) => sendJson(res, status, body);
  const request = await jsonBody(req, res);
  if (request === null) return;
  const { problem, input, name, save } = request;
  if (typeof problem !== 'string' || !live.problems().includes(problem))
    return reply(400, { error: 'unknown problem' });
  if (typeof input !== 'string' || (name !== undefined && name !== '' && typeof name !== 'string'))
    return reply(400, { error: 'input must be text' });
  return sendOrUserError(res, async () => {
    const saved = await saveCase({
      root,
      id: problem,
      input,
      name: name ? (name as string) : undefined,
      source: 'the page',
      dryRun: save !== true,
    });
    if (save === true) void live.judgeProblem(problem);
    return {
      answer: saved.answer,
      confirmedBy: saved.confirmedBy,
      confirmed: saved.confirmed,
      unconfirmed: saved.unconfirmed,
      file: save === true ? relative(root, saved.inFile) : null,
    };
  });
}

/**
 * A game by hand against an interactive problem's jury: POST /play {problem, input} starts one, POST /play/move
 * {game, line} sends a line; each answers with the game as it stands (HandPlayState), or { error }.
 */
async function handPlay(req: IncomingMessage, res: ServerResponse, live: LiveJudge, play: HandPlay): Promise<void> {
  const body = await jsonBody(req, res);
  if (body === null) return;
  const reply = (status: number, value: object) => sendJson(res, status, value);
  if (req.url === '/play') {
    const { problem, input } = body;
    if (typeof problem !== 'string' || !live.problems().includes(problem))
      return reply(400, { error: 'unknown problem' });
    if (typeof input !== 'string') return reply(400, { error: 'input must be text' });
    return sendOrUserError(res, () => play.start(problem, input));
  }
  const { game, line } = body;
  if (typeof game !== 'string' || typeof line !== 'string') return reply(400, { error: 'send { game, line }' });
  return sendOrUserError(res, () => play.move(game, line));
}

/** The invocation matrix of one of the problems judged (every solution on every test): slow, computed on request. */
async function matrix(req: IncomingMessage, res: ServerResponse, root: string, live: LiveJudge): Promise<void> {
  const problem = new URL(req.url!, 'http://localhost').searchParams.get('problem') ?? '';
  if (!live.problems().includes(problem)) return sendJson(res, 400, { error: 'unknown problem' });
  const abort = new AbortController();
  req.on('close', () => abort.abort());
  const result = await invocationMatrix(root, problem, undefined, abort.signal);
  sendJson(res, 200, result);
}

/**
 * "Try an input": POST /run {id, input} runs the solution of the page's problem `id` on the input, as a test is
 * judged, and answers with its result beside the reference answer (TryReply), or { error }.
 */
async function runInput(req: IncomingMessage, res: ServerResponse, root: string, live: LiveJudge): Promise<void> {
  const body = await jsonBody(req, res);
  if (body === null) return;
  const { id, input } = body;
  const target = typeof id === 'string' ? live.targetOf(id) : null;
  if (target === null) return sendJson(res, 400, { error: 'unknown problem' });
  if (typeof input !== 'string') return sendJson(res, 400, { error: 'input must be text' });
  return sendOrUserError(res, () => tryInput(root, target, input, live));
}

/**
 * "Judge again" / "judge failed only" / "run every test": POST /rejudge {id, failedOnly, runAll} starts the run and
 * answers at once.
 */
async function rejudge(req: IncomingMessage, res: ServerResponse, live: LiveJudge): Promise<void> {
  const body = await jsonBody(req, res);
  if (body === null) return;
  const { id, failedOnly, runAll } = body;
  const run = typeof id === 'string' ? live.rejudge(id, failedOnly === true, runAll === true) : null;
  if (run === null) return sendJson(res, 400, { error: 'unknown problem' });
  sendJson(res, 200, { judging: id });
}

/** What the page shows before the first data arrives. */
const FIRST_DATA = { title: 'Live judge: judging...', generated: '', ok: false, problems: [], errors: [], live: true };

/**
 * A page that has this much sent to it still unread is dropped rather than buffered without end; its EventSource
 * connects again and is sent the whole data once.
 */
const MAX_UNREAD_BYTES = 8 << 20;

/** One /test request: the whole of one test, for the page that opens it. */
function testDetail(req: IncomingMessage, res: ServerResponse, live: LiveJudge): void {
  const query = new URL(req.url!, 'http://localhost').searchParams;
  const detail = live.detail(query.get('problem') ?? '', query.get('key') ?? '');
  if (detail === null) sendJson(res, 404, { error: 'no such test in the last run' });
  else sendJson(res, 200, detail);
}

export async function startUi(root: string, targets: Target[], port = 0, how: JudgingHow = {}): Promise<UiServer> {
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
  const play = new HandPlay(root);
  const page = await pageHtml(FIRST_DATA, false);
  const server: Server = createServer((req, res) => {
    const { port: own } = server.address() as AddressInfo;
    if (!sameOrigin(req, own)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('refused: not this server, or not its page\n');
      return;
    }
    if (req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    } else if (req.method === 'GET' && req.url === '/events') {
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
    } else if (req.method === 'GET' && req.url === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (req.method === 'GET' && req.url?.startsWith('/test?')) {
      testDetail(req, res, live);
    } else if (req.method === 'GET' && req.url?.startsWith('/matrix?')) {
      void matrix(req, res, root, live);
    } else if (req.method === 'POST' && (req.url === '/play' || req.url === '/play/move')) {
      void handPlay(req, res, live, play);
    } else if (req.method === 'POST' && req.url === '/case') {
      void addCase(req, res, root, live);
    } else if (req.method === 'POST' && req.url === '/run') {
      void runInput(req, res, root, live);
    } else if (req.method === 'POST' && req.url === '/rejudge') {
      void rejudge(req, res, live);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
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
