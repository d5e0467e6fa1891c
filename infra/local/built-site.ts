import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import { isEmbeddablePath, siteSecurityHeaders } from '../site-headers';
import type { FunctionRequest } from './edge/cloudfront-function';
import type { EdgeDistribution } from './edge/distribution';
import { type EdgeAnswer, type EdgeOrigin, throughEdge } from './edge/edge';
import { edgeOriginKind } from './edge/origins';
import { runAsFunction } from './iam/enforce';
import { listenOnLoopback, type Service, siteOrigin } from './service';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

/**
 * Builds the site as a deploy does (`npm run build:web`, with Vite's manifest so tests can name a page's
 * chunk), into `outDir` rather than web/dist, which stays the developer's.
 */
export async function buildSite(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: `${webRoot}/vite.config.ts`,
    root: webRoot,
    // Rollup's warnings about comments in dependencies are not the tests' business.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

const htmlType = 'text/html; charset=utf-8';
const jsonType = 'application/json';
const contentTypes: Record<string, string> = {
  '.html': htmlType,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': jsonType,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

const queryOf = (request: FunctionRequest) =>
  new URLSearchParams(Object.entries(request.querystring).map(([k, v]) => [k, v.value])).toString();

/** Headers an origin answers with that the edge does not pass on as they are (the body is read whole). */
const hopByHop = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** An HTTP origin (the gateway, the media bucket), asked for the request as the edge passes it on. */
async function fromHttpOrigin(origin: string, request: FunctionRequest, body?: Buffer): Promise<EdgeAnswer> {
  const query = queryOf(request);
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name !== 'host' && !hopByHop.has(name))
      .map(([name, { value }]) => [name, value]),
  );
  const answer = await fetch(`${origin}${request.uri}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers,
    body:
      body && body.length > 0 && !['GET', 'HEAD'].includes(request.method) ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
  return {
    status: answer.status,
    headers: Object.fromEntries([...answer.headers].filter(([name]) => !hopByHop.has(name))),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

export interface BuiltSiteOrigins {
  /** The folder `buildSite` wrote. */
  siteDir: string;
  config: SiteConfig;
  gatewayUrl: string;
  mediaBucketUrl: string;
}

/**
 * The stage's distribution over the built site, as CloudFront serves it: every request goes through the
 * synthesized behaviours and their functions (throughEdge) to the origin each behaviour names: the built
 * files as the site bucket holds them (config.json included, as the deploy writes it), the gateway under
 * `/api`, the media bucket, and the link-preview function for `/u/*`. The tests' stack serves this; `npm
 * start` serves Vite's dev server (site.ts) for its reloads.
 */
export async function startBuiltSite(
  port: number,
  distribution: EdgeDistribution,
  { siteDir, config, gatewayUrl, mediaBucketUrl }: BuiltSiteOrigins,
): Promise<Service> {
  const origin = siteOrigin(port);
  const connectTo = [config.userPoolEndpoint ?? '', new URL(mediaBucketUrl).origin].filter(Boolean);
  const indexHtml = readFile(join(siteDir, 'index.html'), 'utf8');

  const siteBucket = async (request: FunctionRequest): Promise<EdgeAnswer> => {
    if (request.uri === siteConfigPath)
      return { status: 200, headers: { 'content-type': jsonType }, body: JSON.stringify(config) };
    const path = normalize(join(siteDir, decodeURIComponent(request.uri)));
    const missing = {
      status: 404,
      headers: { 'content-type': 'application/xml' },
      body: '<Error>NoSuchKey</Error>',
    };
    if (!path.startsWith(`${siteDir}/`)) return missing;
    const body = await readFile(path).catch(() => null);
    if (!body) return missing;
    const type = contentTypes[extname(path)] ?? 'application/octet-stream';
    return byteRange(request.headers.range?.value, body, { 'content-type': type, 'accept-ranges': 'bytes' });
  };

  const linkPreview = async (request: FunctionRequest): Promise<EdgeAnswer> => {
    const { memberOfLinkPath } = await import('@contract/site-paths');
    const username = memberOfLinkPath(request.uri, ['profile']);
    const html = await indexHtml;
    if (!username) return { status: 200, headers: { 'content-type': htmlType }, body: html };
    // Loaded on the first link: the store's clients read the emulators' endpoints when they are made.
    const { profilePageHtml } = await import('../../functions/previews/profile-page');
    const page = await runAsFunction('functions/handlers/link-preview.ts', () =>
      profilePageHtml(html, username, origin),
    );
    return { status: 200, headers: { 'content-type': htmlType }, body: page };
  };

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const origins: EdgeOrigin = async (behavior, request) => {
        switch (edgeOriginKind(behavior)) {
          case 'site':
            return siteBucket(request);
          case 'api':
            return fromHttpOrigin(gatewayUrl, request, body);
          case 'media':
            return fromHttpOrigin(mediaBucketUrl, request);
          case 'linkPreview':
            return linkPreview(request);
        }
      };
      // The path as sent, as CloudFront hands it to a function: `new URL` would resolve `%2e%2e` first.
      const [uri = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const answer = await throughEdge(
        distribution,
        {
          method: req.method ?? 'GET',
          uri,
          query: new URLSearchParams(query),
          headers: Object.fromEntries(
            Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
          ),
          viewer: { ip: req.socket.remoteAddress ?? '127.0.0.1', port: req.socket.remotePort ?? 0 },
        },
        origins,
      );
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      // The response-headers policy every behaviour carries (the embedded wall's lets other sites frame it).
      const headers = siteSecurityHeaders({ connectTo, embeddable: isEmbeddablePath(uri) });
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    } catch (error) {
      res.statusCode = 502;
      res.end(`The local edge could not reach an origin: ${String(error)}`);
    }
  });
  return listenOnLoopback(server, port).then((service) => ({ ...service, endpoint: origin }));
}

/** A file, or the one byte range asked for as S3 answers it (206 with Content-Range): a video seeks by ranges. */
function byteRange(range: string | undefined, body: Buffer, headers: Record<string, string>): EdgeAnswer {
  const asked = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (!asked || (!asked[1] && !asked[2])) return { status: 200, headers, body };
  const size = body.length;
  const [start, end] = asked[1]
    ? [Number(asked[1]), asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1]
    : [Math.max(size - Number(asked[2]), 0), size - 1];
  if (start >= size || start > end)
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: '' };
  return {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` },
    body: body.subarray(start, end + 1),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
