import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** One request and GitHub's answer to it, as recorded (test/support/github/*.json). */
export interface Exchange {
  request: { method: string; path: string; body?: Record<string, unknown> };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
}

export const recording = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, 'github', `${name}.json`), 'utf8')) as Exchange[];

/**
 * A local HTTP server that plays GitHub's side of a recorded exchange, in order: each request must be the next
 * one recorded (method, path with query, and the recorded body fields); it answers with the recorded response.
 * `{base}` in a recorded header is the server's own URL (pagination links).
 */
export async function replayGitHub(exchanges: Exchange[]) {
  const seen: { line: string; body?: Record<string, unknown> }[] = [];
  const problems: string[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    req.on('end', () => {
      const line = `${req.method} ${req.url}`;
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      seen.push({ line, ...(body ? { body } : {}) });
      const exchange = exchanges[next++];
      if (!exchange || line !== `${exchange.request.method} ${exchange.request.path}`) {
        problems.push(`unexpected ${line} (recorded: ${exchange ? exchange.request.path : 'nothing more'})`);
        res.writeHead(404).end('{"message":"Not Found"}');
        return;
      }
      if (req.headers.authorization !== 'Bearer test-token') problems.push(`${line} without the token`);
      for (const [field, value] of Object.entries(exchange.request.body ?? {})) {
        if (JSON.stringify(body?.[field]) !== JSON.stringify(value)) {
          problems.push(
            `${line}: ${field} was ${JSON.stringify(body?.[field])}, recorded ${JSON.stringify(value)}`,
          );
        }
      }
      const headers = Object.fromEntries(
        Object.entries(exchange.response.headers ?? {}).map(([k, v]) => [k, v.replaceAll('{base}', base)]),
      );
      res.writeHead(exchange.response.status, { 'content-type': 'application/json', ...headers });
      res.end(exchange.response.body === undefined ? '' : JSON.stringify(exchange.response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    seen,
    /** What went wrong: unexpected requests, and recorded ones never made. */
    problems: () => [
      ...problems,
      ...exchanges.slice(next).map((e) => `never asked: ${e.request.method} ${e.request.path}`),
    ],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
