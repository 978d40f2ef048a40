// Listens on 127.0.0.1 for Competitive Companion's POSTs and scaffolds each problem it sends. The same loopback
// rules as the live page: a Host that is not this server (DNS rebinding) and an Origin that is a web page are
// refused, bodies are capped, no CORS header is sent; the extension posts from its background page, with no Origin
// or its own extension origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressedHere, readBody, sendJson, UserError } from '../../judge/base/index.ts';
import { writeProblemFiles } from '../scaffold/index.ts';
import { writeGeneratedTests } from '../testdata/index.ts';
import { loadProblem } from '../../judge/registry/index.ts';
import { relative } from 'node:path';
import { type ReceivedProblem, readPayload } from './payload.ts';
import { receivedProblemFiles } from './received-templates.ts';

/** The port Competitive Companion posts to by default (one of its list; CPH's too, so pass --port N beside CPH). */
export const COMPANION_PORT = 27121;
/** The largest body taken: a contest's samples are kilobytes; a generated big sample may be a few megabytes. */
export const MAX_BODY_BYTES = 16 << 20;

export interface Received {
  problem: ReceivedProblem;
  /** Which of its contest's batch this problem is, counted from 1 in the order received. */
  seen: number;
  /** The files written, paths from the root. */
  files: string[];
}

export interface ReceiveServer {
  port: number;
  close(): Promise<void>;
}

/** Is the request for this server, and from the extension or a tool (no page of another site)? */
export function fromCompanion(req: IncomingMessage, port: number): boolean {
  if (!addressedHere(req, port)) return false;
  const origin = req.headers.origin;
  return origin === undefined || /^(chrome|moz|safari-web)-extension:\/\//.test(origin);
}

/**
 * Takes one POST: the problem's folder scaffolded, or why not (a payload not in the documented form, a problem
 * already there) as a JSON error; told to `onReceived` or `onRefused` for the terminal.
 */
async function take(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  events: { onReceived: (r: Received) => void; onRefused: (why: string) => void },
  /** Problems received so far, by batch (a contest's problems share one). */
  batches: Map<string, number>,
): Promise<void> {
  const refuse = (status: number, error: string) => {
    events.onRefused(error);
    sendJson(res, status, { error });
  };
  if (req.method !== 'POST' || (req.url ?? '/') !== '/') return refuse(404, 'POST a problem to /');
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === null) return refuse(413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse(400, 'the body is not JSON');
  }
  try {
    const problem = readPayload(parsed);
    const files = writeProblemFiles(root, problem.id, receivedProblemFiles(problem));
    // The interactive scaffold's generator gives its games at once, so that the folder is whole as written: their
    // answers are the jury's alone (the scaffold's players are stubs, to be written; npm run gen confirms them then).
    if (problem.interactive) {
      try {
        const generated = await writeGeneratedTests(root, await loadProblem(root, problem.id), { confirm: false });
        files.push(`${relative(root, generated.dir)}/ (${generated.tests} games)`);
        problem.notes.push(
          `its generated games' answers are the jury's, unconfirmed: npm run gen -- ${problem.id} once its players are written`,
        );
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        problem.notes.push(`npm run gen -- ${problem.id} did not run: ${error.message}`);
      }
    }
    const seen = (batches.get(problem.batch.id) ?? 0) + 1;
    batches.set(problem.batch.id, seen);
    events.onReceived({ problem, seen, files });
    sendJson(res, 201, { id: problem.id, files });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    refuse(error.message.includes('already exists') ? 409 : 400, error.message);
  }
}

/** Starts the server; a port already taken is a UserError saying what to do. */
export function startReceiver(
  root: string,
  port: number,
  events: { onReceived: (r: Received) => void; onRefused: (why: string) => void },
): Promise<ReceiveServer> {
  const batches = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const { port: bound } = server.address() as AddressInfo;
    if (!fromCompanion(req, bound)) {
      events.onRefused(`a request from ${req.headers.origin ?? req.headers.host ?? 'an unknown page'}`);
      return sendJson(res, 403, {
        error: 'this server takes problems from Competitive Companion on this machine only',
      });
    }
    take(req, res, root, events, batches).catch((error: unknown) => {
      events.onRefused(`a bug in the kit: ${(error as Error).stack}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
    });
  });
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new UserError(
              `port ${port} is in use (CPH listens on ${COMPANION_PORT}): pass --port N and add N to Competitive Companion's custom ports`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () =>
      done({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
