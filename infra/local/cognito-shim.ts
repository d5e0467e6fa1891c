import { createServer, request } from 'node:http';
import { listenOnLoopback, type Service } from './service';

/**
 * Sits in front of cognito-local and answers what it lacks: Amplify v6 refreshes tokens with
 * `GetTokensFromRefreshToken`, which cognito-local does not implement, so that call is turned into the
 * equivalent `InitiateAuth` with `REFRESH_TOKEN_AUTH`. Everything else passes through unchanged.
 */
export async function startCognitoShim(port: number, upstreamPort: number): Promise<Service> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    const target = String(headers['x-amz-target'] ?? '');
    if (target.endsWith('.GetTokensFromRefreshToken')) {
      const input = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
      headers['x-amz-target'] = target.replace('GetTokensFromRefreshToken', 'InitiateAuth');
      body = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    headers['content-length'] = String(body.length);
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'cognito-local is not answering' }));
    });
    upstream.end(body);
  });
  return listenOnLoopback(server, port);
}
