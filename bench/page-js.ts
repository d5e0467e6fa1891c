import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleChunksFile } from '../web/module-chunks';

/** What a page's route loads, in gzip KB: all of it (with the first script), and beyond the app shell. */
export interface PageJsResult {
  page: string;
  totalGzipKB: number;
  /** For a sign-in page: with Amplify too, which downloads in the background and is awaited only on submit. */
  withAmplifyGzipKB: number | null;
  /** For an `/app` page: what it adds to the app shell (layout, react-query, Amplify, API client). */
  beyondShellGzipKB: number | null;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = 'web/dist';
/** The modules each measured page's route waits for (router.tsx): its own chunk and what loads beside it. */
const pages: Record<string, string[]> = {
  landing: ['src/features/landing/landing-page.tsx'],
  login: ['src/features/auth/login-page.tsx'],
  signup: ['src/features/auth/sign-up-page.tsx'],
  'forgot-password': ['src/features/auth/forgot-password-page.tsx'],
  // A share link opened by a signed-out visitor (router.tsx: a query page).
  'public profile': [
    'src/features/public-profile/public-profile-page.tsx',
    'src/lib/query-provider.tsx',
    'src/lib/account-ended.tsx',
  ],
  dashboard: ['src/features/dashboard/dashboard-page.tsx'],
};
/** The sign-in pages render before Amplify; its download starts with them. */
const signInPages = new Set(['login', 'signup', 'forgot-password']);
const amplify = 'src/lib/amplify.ts';
const appShell = [
  'src/features/app-shell/app-shell-layout.tsx',
  'src/features/app-shell/app-pages.tsx',
  'src/lib/amplify.ts',
];

/** The file each module ended in (web/vite.config.ts writes it beside the manifest). */
const moduleFiles = (): Record<string, string> =>
  JSON.parse(readFileSync(join(dist, moduleChunksFile), 'utf8')) as Record<string, string>;

/**
 * A module's chunk: its own, or the chunk Rollup merged it into (a small page joins a chunk loaded with it, and
 * the manifest then lists that chunk under its file name).
 */
function chunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  const file = moduleFiles()[key];
  return manifest[key] ?? Object.values(manifest).find((chunk) => chunk.file === file);
}

/** Every file a set of manifest entries loads (a module Rollup merged into another chunk has no entry): their chunks and, transitively, their static imports. */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
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
  return Object.entries(pages).map(([page, keys]) => {
    if (!keys[0] || !chunkOf(manifest, keys[0])) throw new Error(`${page}: ${keys[0]} is not in the build`);
    const files = filesOf(manifest, [...entry, ...keys]);
    return {
      page,
      totalGzipKB: gzipKB(files),
      withAmplifyGzipKB: signInPages.has(page)
        ? gzipKB(filesOf(manifest, [...entry, ...keys, amplify]))
        : null,
      beyondShellGzipKB: page === 'dashboard' ? gzipKB([...files].filter((file) => !shell.has(file))) : null,
    };
  });
}

export const pageJsMarkdown = (rows: PageJsResult[]) =>
  [
    "## Pages' JavaScript (targets: the dashboard beyond the app shell <= 80 KB gzip; each sign-in page <= 120 KB gzip before its form takes input)",
    '',
    '| page | gzip KB (with the first script) | beyond the app shell | with Amplify (downloading in the background) |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${r.page} | ${r.totalGzipKB} | ${r.beyondShellGzipKB ?? ''} | ${r.withAmplifyGzipKB ?? ''} |`,
    ),
  ].join('\n');

// `npx tsx bench/page-js.ts`: this row alone.
if (process.argv[1]?.endsWith('page-js.ts')) console.log(pageJsMarkdown(measurePageJs()));
