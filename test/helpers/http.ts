// A JSON POST to a loopback server of the kit's (the live page, the Competitive Companion receiver), as a browser or
// the extension sends one: the Host is the server's own unless the test says otherwise.
import { request } from 'node:http';

export function postJson(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}
