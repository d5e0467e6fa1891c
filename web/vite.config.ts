import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routes } from '../contract/routes';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** web/src/lib/api-routes.ts: the route table without its schemas, for the API client. */
const apiRoutes = Object.fromEntries(
  Object.entries(routes).map(([id, { method, path, auth }]) => [id, { method, path, auth }]),
);

/**
 * react-query in one chunk: split by what each page imports, it came in five small files, and a share link
 * waited on each of them (six connections over HTTP/1.1, one round trip each on a slow phone network).
 * React gets its own chunk, which every page loads; otherwise Rollup would put React into the react-query
 * chunk (a manual chunk takes in its dependencies), and the landing page would have to load that too.
 */
function libraryChunk(id: string): string | undefined {
  if (id.includes('/node_modules/@tanstack/')) return 'react-query';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  define: { __API_ROUTES__: JSON.stringify(apiRoutes) },
  resolve: {
    alias: {
      '@contract': here('../contract'),
      '@': here('./src'),
    },
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
      // Chunks under 1 kB (a hook, a helper) join a chunk that is loaded with them anyway, where that
      // adds no side effect: the share link loads 18 files instead of 25, the landing page the same bytes.
      output: {
        experimentalMinChunkSize: 1000,
        manualChunks: libraryChunk,
        // Chunks by hash only: the first script lists every chunk it may preload, and the names in that
        // list cost the landing page about 400 bytes (gzip) of its first visit.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
