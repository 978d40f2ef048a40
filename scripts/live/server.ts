// The local server of `npm run ui`: serves the page, pushes the live judge's data to it (server-sent events), and
// takes a test added on the page; nothing else. Loopback only; a request whose Host is not this server (DNS
// rebinding) or whose Origin is another site is refused, and no CORS header is ever sent, so no other page can read
// from it or drive it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STYLE, pageScript, type PageData } from '../../judge/report/index.ts';
import { relative } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { invocationMatrix, saveCase } from '../testdata/index.ts';
import { addressedHere, ownHosts, readBody, sendJson } from './loopback.ts';
import { HandPlay } from './hand-play.ts';
import { LiveJudge, type Target } from './live-judge.ts';

export interface UiServer {
  url: string;
  port: number;
  live: LiveJudge;
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
  try {
    const saved = await saveCase({
      root,
      id: problem,
      input,
      name: name ? (name as string) : undefined,
      source: 'the page',
      dryRun: save !== true,
    });
    if (save === true) void live.judgeAll();
    return reply(200, {
      answer: saved.answer,
      confirmedBy: saved.confirmedBy,
      confirmed: saved.confirmed,
      unconfirmed: saved.unconfirmed,
      file: save === true ? relative(root, saved.inFile) : null,
    });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return reply(200, { error: error.message });
  }
}

/**
 * A game by hand against an interactive problem's jury: POST /play {problem, input} starts one, POST /play/move
 * {game, line} sends a line; each answers with the game as it stands (HandPlayState), or { error }.
 */
async function handPlay(req: IncomingMessage, res: ServerResponse, live: LiveJudge, play: HandPlay): Promise<void> {
  const body = await jsonBody(req, res);
  if (body === null) return;
  const reply = (status: number, value: object) => sendJson(res, status, value);
  try {
    if (req.url === '/play') {
      const { problem, input } = body;
      if (typeof problem !== 'string' || !live.problems().includes(problem))
        return reply(400, { error: 'unknown problem' });
      if (typeof input !== 'string') return reply(400, { error: 'input must be text' });
      return reply(200, await play.start(problem, input));
    }
    const { game, line } = body;
    if (typeof game !== 'string' || typeof line !== 'string') return reply(400, { error: 'send { game, line }' });
    return reply(200, play.move(game, line));
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return reply(200, { error: error.message });
  }
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

/** Pushes at most one snapshot every PUSH_MS: a run of hundreds of tests does not flood the page. */
const PUSH_MS = 100;
/** What the page shows before the first data arrives. */
const FIRST_DATA = { title: 'Live judge: judging...', generated: '', ok: false, problems: [], errors: [], live: true };

export async function startUi(root: string, targets: Target[], port = 0): Promise<UiServer> {
  const script = await pageScript();
  const clients = new Set<ServerResponse>();
  let latest = '';
  let timer: NodeJS.Timeout | null = null;
  // The data is written out when it is sent, at most every PUSH_MS: a run publishes after every test, and writing
  // the whole page's data each time cost more than answering the tests (0.5 s of 194 answers-first verdicts).
  /** Where the run stood at the last send: its state, and whether every test had an answer. */
  let sent = '';
  const stage = (data: PageData) =>
    `${data.status?.state} ${data.status !== undefined && data.status.answered >= data.status.total}`;
  const send = (data: PageData) => {
    if (timer) clearTimeout(timer);
    timer = null;
    sent = stage(data);
    latest = JSON.stringify(data);
    for (const client of clients) client.write(`data: ${latest}\n\n`);
  };
  // A run's start, the moment every test has an answer, and the end go out at once (the header must never show the
  // last run's outcome as this one's, and the answers must not wait behind the faithful run's processes); the
  // verdicts in between at most every PUSH_MS.
  const push = (data: PageData) => {
    if (stage(data) !== sent) send(data);
    else timer ??= setTimeout(() => send(data), PUSH_MS);
  };
  const live = new LiveJudge(root, targets, push);
  const play = new HandPlay(root);
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Live judge</title><style>${STYLE}</style></head>
<body><div id="app"></div>
<script id="judge-data" type="application/json">${JSON.stringify(FIRST_DATA)}</script>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
</body></html>
`;
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
      res.write(`data: ${latest || JSON.stringify(live.snapshot())}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else if (req.method === 'GET' && req.url?.startsWith('/matrix?')) {
      void matrix(req, res, root, live);
    } else if (req.method === 'POST' && (req.url === '/play' || req.url === '/play/move')) {
      void handPlay(req, res, live, play);
    } else if (req.method === 'POST' && req.url === '/case') {
      void addCase(req, res, root, live);
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
    close: async () => {
      live.close();
      if (timer) clearTimeout(timer);
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
