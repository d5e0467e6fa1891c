import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a page's route loads, in gzip KB: all of it (with the first script), and beyond the app shell. */
export interface PageJsResult {
  page: string;
  totalGzipKB: number;
  /** For an `/app` page: what it adds to the app shell (layout, react-query, Amplify, API client). */
  beyondShellGzipKB: number | null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = 'web/dist';
/** The modules each measured page's route loads (router.tsx): its own chunk and what loads beside it. */
const pages: Record<string, string[]> = {
  landing: ['src/features/landing/landing-page.tsx'],
  login: ['src/features/auth/login-page.tsx', 'src/lib/amplify.ts'],
  dashboard: ['src/features/dashboard/dashboard-page.tsx'],
};
const appShell = [
  'src/features/app-shell/app-shell-layout.tsx',
  'src/features/app-shell/app-pages.tsx',
  'src/lib/amplify.ts',
];

/** Every file a set of manifest entries loads (a module Rollup merged into another chunk has no entry): their chunks and, transitively, their static imports. */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipKB = (files: Iterable<string>) =>
  Number(
    ([...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024).toFixed(1),
  );

/**
 * Adds up each page's chunks (the entry script included) from the build's manifest; builds the site first
 * unless `build` is false (bench/site.ts has just built it, with the manifest).
 */
export function measurePageJs(build = true): PageJsResult[] {
  if (build)
    execFileSync(
      'node_modules/.bin/vite',
      ['build', '--config', 'web/vite.config.ts', '--manifest', '--logLevel', 'error'],
      { stdio: 'inherit' },
    );
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const shell = filesOf(manifest, [...entry, ...appShell]);
  return Object.entries(pages)
    .filter(([, keys]) => keys.every((key) => manifest[key]))
    .map(([page, keys]) => {
      const files = filesOf(manifest, [...entry, ...keys]);
      return {
        page,
        totalGzipKB: gzipKB(files),
        beyondShellGzipKB:
          page === 'dashboard' ? gzipKB([...files].filter((file) => !shell.has(file))) : null,
      };
    });
}

export const pageJsMarkdown = (rows: PageJsResult[]) =>
  [
    "## Pages' JavaScript (target: the dashboard beyond the app shell <= 80 KB gzip)",
    '',
    '| page | gzip KB (with the first script) | beyond the app shell |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.page} | ${r.totalGzipKB} | ${r.beyondShellGzipKB ?? ''} |`),
  ].join('\n');

// `npx tsx bench/page-js.ts`: this row alone.
if (process.argv[1]?.endsWith('page-js.ts')) console.log(pageJsMarkdown(measurePageJs()));
