// What the kit's loopback servers share (the live page, the Competitive Companion receiver): whether a request is
// addressed to this server by its own name (a DNS-rebinding page sends another Host), a capped body, a JSON reply.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The names this server answers to on its port; a Host header that is none of them is refused. */
export function ownHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Whether the request's Host is this server's own. */
export function addressedHere(req: IncomingMessage, port: number): boolean {
  return ownHosts(port).includes(req.headers.host ?? '');
}

/** The body as text, or null when it is larger than `cap` bytes (read to its end, the rest dropped). */
export function readBody(req: IncomingMessage, cap: number): Promise<string | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= cap) chunks.push(chunk);
    });
    req.on('end', () => done(size > cap ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** Answers a request with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
