import type { BuildOptions } from 'esbuild';
/** How the cold-start child is bundled: the local gateway and our code, packages left to Node. */
export const coldStartChildBuild = {
  entryPoints: ['bench/cold-start-child.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
} satisfies BuildOptions;
