import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientRoutes } from '../contract/routes';
import { moduleChunksFile } from './module-chunks';
import { reactRouterProduction } from './react-router-production';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-query in one chunk: split by what each page imports, it came in five small files, and a share link
 * waited on each of them (six connections over HTTP/1.1, one round trip each on a slow phone network).
 * React gets its own chunk, which every page loads; otherwise Rollup would put React into the react-query
 * chunk (a manual chunk takes in its dependencies), and the landing page would have to load that too. The QR
 * code's library too: Rollup had merged small shared modules into its chunk, so every page that calls the API
 * downloaded it.
 */
function libraryChunk(id: string): string | undefined {
  if (id.includes('/node_modules/@tanstack/')) return 'react-query';
  if (id.includes('/node_modules/qr/')) return 'qr';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

/**
 * The Latin file of the typeface, preloaded from index.html: the text is drawn at once in the fallback
 * (font-display: swap), and the swap to Inter comes before the largest paint instead of after it.
 */
const preloadedFont = 'inter-latin-wght-normal.woff2';
function preloadTypeface(): Plugin {
  return {
    name: 'receipts-preload-typeface',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(preloadedFont)),
        );
        if (!file) throw new Error(`${preloadedFont} is not in the build`);
        const href = `/${file.fileName}`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * With `--manifest`, `.vite/module-chunks.json` beside Vite's manifest: the file each module of the site ended in.
 * The manifest names only chunks, so a page Rollup merged into another chunk (the small sign-in pages) is
 * missing from it; the bench's page sizes read this instead of guessing.
 */
function moduleChunks(): Plugin {
  let withManifest = false;
  return {
    name: 'receipts-module-chunks',
    apply: 'build',
    configResolved(config) {
      withManifest = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!withManifest) return;
      const files: Record<string, string> = {};
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          for (const id of output.moduleIds) files[relative(here('.'), id)] = output.fileName;
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: JSON.stringify(files) });
    },
  };
}

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [react(), preloadTypeface(), moduleChunks()],
  define: { __API_ROUTES__: JSON.stringify(clientRoutes()) },
  resolve: {
    alias: [
      { find: '@contract', replacement: here('../contract') },
      { find: '@', replacement: here('./src') },
      ...(command === 'build' ? reactRouterProduction() : []),
    ],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // No modulepreload polyfill in the first script: a browser without modulepreload (Safari before 17)
    // still loads every chunk, only without the head start.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Chunks under 6 kB (a hook, a helper, a card's parts) join a chunk that is loaded with them anyway,
      // where that adds no side effect: Lighthouse simulates HTTP/1.1 with six connections, so each file
      // weighs. The share link loads 16 files instead of 24 (its Lighthouse LCP 2.95 -> 2.75 s on this
      // machine); at 12 kB the sign-in pages' own chunks would be merged away.
      output: {
        experimentalMinChunkSize: 6000,
        manualChunks: libraryChunk,
        // Chunks by hash only: the first script lists every chunk it may preload, and the names in that
        // list cost the landing page about 400 bytes (gzip) of its first visit.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
}));
