import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@contract/site-config';
import type { FunctionRequest } from './edge/cloudfront-function';
import type { EdgeDistribution } from './edge/distribution';
import type { EdgeAnswer } from './edge/edge';
import { startEdgeSite } from './edge-site';
import type { Service } from './service';

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

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
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

export interface BuiltSiteOrigins {
  /** The folder `buildSite` wrote. */
  siteDir: string;
  config: SiteConfig;
  gatewayUrl: string;
  mediaBucketUrl: string;
}

/** The built files as the site bucket holds them, behind the stage's distribution (edge-site.ts). */
export function startBuiltSite(
  port: number,
  distribution: EdgeDistribution,
  { siteDir, ...origins }: BuiltSiteOrigins,
): Promise<Service> {
  const indexHtml = readFile(join(siteDir, 'index.html'), 'utf8');
  const answer = async (request: FunctionRequest): Promise<EdgeAnswer> => {
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
  return startEdgeSite(port, distribution, { ...origins, site: { answer, indexHtml: () => indexHtml } });
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
