import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SiteResult {
  landingInitialJsGzipKB: number;
  largestChunk: { file: string; gzipKB: number };
}

const gzipKB = (file: string) => Number((gzipSync(readFileSync(file)).length / 1024).toFixed(1));

/**
 * Builds the site (unless `build` is false: web/dist already holds this commit's build, with the manifest) and
 * measures what the landing page loads first, and the largest route chunk.
 */
export function measureSite(build = true): SiteResult {
  if (build)
    execFileSync(
      'node_modules/.bin/vite',
      ['build', '--config', 'web/vite.config.ts', '--manifest', '--logLevel', 'error'],
      { stdio: 'inherit' },
    );
  const dist = 'web/dist';
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => join(dist, m[1]!));
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, 'assets', f))
    .filter((f) => statSync(f).isFile());
  const largest = chunks
    .map((file) => ({ file: file.replace(`${dist}/`, ''), gzipKB: gzipKB(file) }))
    .sort((a, b) => b.gzipKB - a.gzipKB)[0] ?? { file: '', gzipKB: 0 };
  return {
    landingInitialJsGzipKB: Number(initial.reduce((sum, f) => sum + gzipKB(f), 0).toFixed(1)),
    largestChunk: largest,
  };
}
