import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@contract/site-config';
import { siteConfigPath } from '@contract/site-paths';
import type { Plugin } from 'vite';
import {
  previewCardPrefix,
  profilePhotoPrefix,
  voiceRecordingPrefix,
} from '../../functions/domain/media-keys';
import { isEmbeddablePath, siteSecurityHeaders } from '../site-headers';
import type { EdgeDistribution } from './edge/distribution';
import { viewerFunctionAnswer } from './edge/edge';
import { linkPreviews } from './link-preview';
import { type Service, siteOrigin } from './service';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

/** Serves `/config.json` as the deployed site does, pointing at the local endpoints. */
const localConfig = (config: SiteConfig): Plugin => ({
  name: 'receipts-local-config',
  configureServer(server) {
    server.middlewares.use(siteConfigPath, (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(JSON.stringify(config));
    });
  },
});

/**
 * The security headers CloudFront sends, with the emulators' endpoints, on every answer (pages, modules,
 * proxied media), so the browser tests run under the policy the stage has. One nonce per server: Vite's
 * dev index.html carries one inline script (React refresh's preamble), which `html.cspNonce` marks; the
 * built site has none and CloudFront's policy allows no nonce.
 */
const securityHeaders = (headersFor: (embeddable: boolean) => Record<string, string>): Plugin => ({
  name: 'receipts-security-headers',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const headers = headersFor(isEmbeddablePath(req.url ?? '/'));
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      next();
    });
  },
});

/**
 * What the stage's CloudFront Functions answer themselves (not what they rewrite, which Vite serves its own
 * way): their synthesized code, run on each request's path (infra/local/edge/). Today that is the `/embed/*`
 * behaviour's 404 for any path there that names no member.
 */
const edgeFunctionAnswers = (distribution: EdgeDistribution): Plugin => ({
  name: 'receipts-edge-function-answers',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      // The path as sent, as CloudFront hands it to a function: `new URL` would resolve `%2e%2e` first.
      const [uri = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const answer = viewerFunctionAnswer(distribution, {
        method: req.method ?? 'GET',
        uri,
        query: new URLSearchParams(query),
        headers: Object.fromEntries(
          Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
        ),
      });
      if (!answer) return next();
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    });
  },
});

/**
 * The Vite dev server for web/, on loopback. Public profile photos (`/profilePhotos/`), link-preview cards
 * (`/previewCards/`) and presigned
 * voice-note links (`/voice_recordings/`) are passed on to the media bucket, as CloudFront does in AWS.
 */
export async function startSite(
  port: number,
  config: SiteConfig,
  mediaBucketUrl: string,
  distribution: EdgeDistribution,
): Promise<Service> {
  const { createServer } = await import('vite');
  const scriptNonce = randomBytes(16).toString('base64');
  const connectTo = [config.apiUrl, config.userPoolEndpoint ?? '', new URL(mediaBucketUrl).origin].filter(
    Boolean,
  );
  const headersFor = (embeddable: boolean) => siteSecurityHeaders({ connectTo, scriptNonce, embeddable });
  const server = await createServer({
    configFile: `${webRoot}/vite.config.ts`,
    root: webRoot,
    logLevel: 'warn',
    clearScreen: false,
    server: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      proxy: Object.fromEntries(
        [profilePhotoPrefix, previewCardPrefix, voiceRecordingPrefix].map((prefix) => [
          `/${prefix}`,
          { target: mediaBucketUrl, changeOrigin: true },
        ]),
      ),
    },
    html: { cspNonce: scriptNonce },
    plugins: [
      securityHeaders(headersFor),
      edgeFunctionAnswers(distribution),
      localConfig(config),
      linkPreviews(siteOrigin(port)),
    ],
  });
  await server.listen();
  return { endpoint: siteOrigin(port), stop: () => server.close() };
}
