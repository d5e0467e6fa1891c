import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import { isEmbeddablePath, siteSecurityHeaders } from '../site-headers';
import type { FunctionRequest } from './edge/cloudfront-function';
import type { EdgeDistribution } from './edge/distribution';
import { type EdgeAnswer, type EdgeOrigin, throughEdge } from './edge/edge';
import { edgeOriginKind } from './edge/origins';
import { runAsFunction } from './iam/enforce';
import { listenOnLoopback, type Service, siteOrigin } from './service';

const htmlType = 'text/html; charset=utf-8';

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

/**
 * An HTTP origin (the gateway, the media bucket, Vite) asked at `url`, its answer read whole: the viewer's
 * headers passed on but `Host` and the hop-by-hop ones, which the edge sets itself.
 */
export async function fetchOrigin(
  url: string,
  method: string,
  viewerHeaders: Record<string, string>,
  body?: Buffer,
): Promise<EdgeAnswer> {
  const headers = Object.fromEntries(
    Object.entries(viewerHeaders).filter(([name]) => name !== 'host' && !hopByHop.has(name)),
  );
  const answer = await fetch(url, {
    method,
    headers,
    body: body && body.length > 0 && !['GET', 'HEAD'].includes(method) ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
  return {
    status: answer.status,
    headers: Object.fromEntries([...answer.headers].filter(([name]) => !hopByHop.has(name))),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** An HTTP origin asked for the request as the edge passes it on (after the behaviour's functions). */
export function fromHttpOrigin(origin: string, request: FunctionRequest, body?: Buffer): Promise<EdgeAnswer> {
  const query = queryOf(request);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, { value }]) => [name, value]),
  );
  return fetchOrigin(`${origin}${request.uri}${query ? `?${query}` : ''}`, request.method, headers, body);
}

/** What stands behind the distribution's default behaviour: the site bucket's files, or Vite's dev server. */
export interface SiteFiles {
  /** The file at `request.uri`, as the bucket (or Vite) answers it. */
  answer(request: FunctionRequest): Promise<EdgeAnswer>;
  /** The app's index.html, which the link-preview function fills in for `/u/*`. */
  indexHtml(): Promise<string>;
  /** Vite's dev server only: the nonce on its inline script, for the policy (site-headers.ts). */
  scriptNonce?: string;
  /**
   * Vite's dev server only: its own module paths (`/@vite/client`…), which no behaviour of the distribution
   * knows and which go to it past the edge's functions; and its reload socket.
   */
  devServer?: {
    owns(uri: string): boolean;
    pass(url: string, method: string, headers: Record<string, string>): Promise<EdgeAnswer>;
    /** Takes the server's upgrades (Vite's reload socket), from its own address only (`serves`). */
    attach(server: Server, serves: (host: string | undefined) => boolean): void;
  };
}

export interface EdgeSiteOrigins {
  config: SiteConfig;
  gatewayUrl: string;
  mediaBucketUrl: string;
  site: SiteFiles;
}

/**
 * The stage's distribution in front of the site, as CloudFront serves it: every request goes through the
 * synthesized behaviours and their functions (throughEdge) to the origin each behaviour names: the site's
 * files (config.json included, as the deploy writes it), the gateway under `/api`, the media bucket, and the
 * link-preview function for `/u/*`. The tests' stack serves the built site through it, `npm start` Vite's.
 */
export async function startEdgeSite(
  port: number,
  distribution: EdgeDistribution,
  { config, gatewayUrl, mediaBucketUrl, site }: EdgeSiteOrigins,
): Promise<Service> {
  const origin = siteOrigin(port);
  // As a distribution answers only its own domain names: a page on another name that resolves here (DNS
  // rebinding) reads nothing through it, and Vite behind it never sees that name.
  const ownHosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
  const servesHost = (host: string | undefined) => host !== undefined && ownHosts.has(host.toLowerCase());
  const connectTo = [config.userPoolEndpoint ?? '', new URL(mediaBucketUrl).origin].filter(Boolean);
  const headersFor = (uri: string) =>
    siteSecurityHeaders({ connectTo, scriptNonce: site.scriptNonce, embeddable: isEmbeddablePath(uri) });

  const siteBucket = (request: FunctionRequest): Promise<EdgeAnswer> =>
    request.uri === siteConfigPath
      ? Promise.resolve({
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(config),
        })
      : site.answer(request);

  const linkPreview = async (request: FunctionRequest): Promise<EdgeAnswer> => {
    const { memberOfLinkPath } = await import('@contract/site-paths');
    const username = memberOfLinkPath(request.uri, ['profile']);
    const html = await site.indexHtml();
    if (!username) return { status: 200, headers: { 'content-type': htmlType }, body: html };
    // Loaded on the first link: the store's clients read the emulators' endpoints when they are made.
    const { profilePageHtml } = await import('../../functions/previews/profile-page');
    const page = await runAsFunction('functions/handlers/link-preview.ts', () =>
      profilePageHtml(html, username, origin),
    );
    return { status: 200, headers: { 'content-type': htmlType }, body: page };
  };

  const server = createServer(async (req, res) => {
    if (!servesHost(req.headers.host)) {
      res.statusCode = 403;
      res.end('This local edge answers its own address only');
      return;
    }
    try {
      const body = await readBody(req);
      // The path as sent, as CloudFront hands it to a function: `new URL` would resolve `%2e%2e` first.
      const [uri = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
      );
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
      const method = req.method ?? 'GET';
      const answer = site.devServer?.owns(uri)
        ? await site.devServer.pass(req.url ?? '/', method, headers)
        : await throughEdge(
            distribution,
            {
              method,
              uri,
              query: new URLSearchParams(query),
              headers,
              viewer: { ip: req.socket.remoteAddress ?? '127.0.0.1', port: req.socket.remotePort ?? 0 },
            },
            origins,
          );
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      // The response-headers policy every behaviour carries (the embedded wall's lets other sites frame it).
      for (const [name, value] of Object.entries(headersFor(uri))) res.setHeader(name, value);
      res.end(method === 'HEAD' ? undefined : answer.body);
    } catch (error) {
      res.statusCode = 502;
      res.end(`The local edge could not reach an origin: ${String(error)}`);
    }
  });
  site.devServer?.attach(server, servesHost);
  return listenOnLoopback(server, port).then((service) => ({ ...service, endpoint: origin }));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
