import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { EdgeDistribution } from './edge/distribution';
import { type EdgeSiteOrigins, fetchOrigin, fromHttpOrigin, startEdgeSite } from './edge-site';
import type { Service } from './service';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
/** The subprotocol of Vite's reload socket, the only upgrade the dev edge passes on. */
const viteReloadProtocol = 'vite-hmr';

/**
 * Vite's own module paths (its client, pre-bundled dependencies, the sources it compiles on request): no
 * behaviour of the distribution knows them, and the site's default function would send an extensionless one
 * such as `/@vite/client` to index.html, so they reach Vite past the edge. Everything else (pages, deep
 * links, public files, config.json, the API, media, link previews) goes through the edge as in AWS.
 */
const devModulePrefixes = ['/@', '/__vite', '/src/', '/node_modules/'];
export const isDevModulePath = (uri: string) => devModulePrefixes.some((prefix) => uri.startsWith(prefix));

/** Passes a WebSocket upgrade for Vite's reloads on to `port`, as it came, from the edge's own address. */
function passUpgrades(server: Server, port: number, serves: (host: string | undefined) => boolean) {
  server.on('upgrade', (req, socket, head) => {
    if (!serves(req.headers.host) || req.headers['sec-websocket-protocol'] !== viteReloadProtocol) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
}

/**
 * `npm start`'s site: Vite's dev server for web/ (reloading as it changes) on a loopback port of its own, as
 * the site bucket behind the stage's distribution (edge-site.ts) on the site's address: the same behaviours,
 * functions, error responses and headers as the built site the tests use, the API under `/api`. Vite's
 * index.html carries one inline script (React refresh's preamble), which `html.cspNonce` marks and the
 * policy allows; the built site has none.
 */
export async function startSite(
  port: number,
  distribution: EdgeDistribution,
  origins: Omit<EdgeSiteOrigins, 'site'>,
): Promise<Service> {
  const { createServer } = await import('vite');
  const scriptNonce = randomBytes(16).toString('base64');
  const vitePort = await getPort({ host: '127.0.0.1' });
  const viteUrl = `http://127.0.0.1:${vitePort}`;
  const vite = await createServer({
    configFile: `${webRoot}/vite.config.ts`,
    root: webRoot,
    // Files only, as the site bucket: a deep link reaches index.html through the edge's function.
    appType: 'mpa',
    logLevel: 'warn',
    clearScreen: false,
    server: {
      port: vitePort,
      host: '127.0.0.1',
      strictPort: true,
      // Vite's own list, and the local stack's data (the emulated pool's users, the e-mails with their codes).
      fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.local/**'] },
    },
    html: { cspNonce: scriptNonce },
  });
  await vite.listen();
  const pass = (url: string, method: string, headers: Record<string, string>) =>
    fetchOrigin(`${viteUrl}${url}`, method, headers);
  try {
    const edge = await startEdgeSite(port, distribution, {
      ...origins,
      site: {
        answer: (request) => fromHttpOrigin(viteUrl, request),
        indexHtml: async () => (await fetch(`${viteUrl}/index.html`)).text(),
        scriptNonce,
        devServer: {
          owns: isDevModulePath,
          pass,
          attach: (server, serves) => passUpgrades(server, vitePort, serves),
        },
      },
    });
    return {
      endpoint: edge.endpoint,
      stop: async () => {
        await edge.stop();
        await vite.close();
      },
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
