import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '@contract/routes';
import { type SiteConfig, signInSettings } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import { cognitoOrigin, siteSecurityHeaders } from '../infra/site-headers';
import { lighthouseUsername, visitorProfileAnswer } from './lighthouse-visitor';

/**
 * The site Lighthouse measures (scripts/lighthouse.ts): web/dist served the way CloudFront does (SPA
 * fallback to index.html, gzip, long-lived hashed assets, the security headers, a `/config.json`) for a
 * stand-in stage.
 */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The stand-in stage's region; its API is this server (under apiBasePath), so only Cognito is another origin. */
const region = 'us-east-1';
const apiBasePath = '/api';
/** The one API answer the stand-in stage gives: the measured visitor profile. */
const visitorProfileApiPath = `${apiBasePath}${routes.getVisitorProfile.path.replace('{username}', lighthouseUsername)}`;
const securityHeaders = siteSecurityHeaders({ connectTo: [cognitoOrigin(region)] });

export function serveDist(dist: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: Buffer, cache: string) => {
      const gzip =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !type.startsWith('image/png');
      const payload = gzip ? gzipSync(body, { level: 9 }) : body;
      res.writeHead(status, {
        ...securityHeaders,
        'content-type': type,
        'cache-control': cache,
        'content-length': payload.length,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    };

    if (url.pathname === siteConfigPath) {
      // A stand-in stage: the pages measured here never call Cognito; the API answers only the visitor profile.
      const { port } = server.address() as AddressInfo;
      const config: SiteConfig = {
        region,
        userPoolId: `${region}_lighthouse`,
        userPoolClientId: 'lighthouse',
        apiUrl: `http://127.0.0.1:${port}${apiBasePath}`,
        ...signInSettings('aws'),
      };
      send(200, types['.json']!, Buffer.from(JSON.stringify(config)), 'no-store');
      return;
    }
    if (url.pathname === visitorProfileApiPath) {
      send(200, types['.json']!, Buffer.from(JSON.stringify(visitorProfileAnswer())), 'no-store');
      return;
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      const immutable = url.pathname.startsWith('/assets/');
      send(
        200,
        types[extname(file)] ?? 'application/octet-stream',
        readFileSync(file),
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return;
    }
    // CloudFront's SPA fallback: any other path is the app, whose router shows the page or the 404 page.
    send(200, types['.html']!, readFileSync(join(dist, 'index.html')), 'no-cache');
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}
