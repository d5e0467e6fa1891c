/** Where a build with `--manifest` writes the file each module ended in, beside Vite's manifest (vite.config.ts). */
export const moduleChunksFile = '.vite/module-chunks.json';
