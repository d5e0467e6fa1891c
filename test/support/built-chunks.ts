import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testStack } from './stack';

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean }>;

/** Vite's manifest of the site under test: the local stack's build, or the deploy's web/dist. */
const manifest = (): Manifest => {
  const siteDir = testStack().local?.siteDir ?? join(process.cwd(), 'web/dist');
  return JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
};

/**
 * The request for the built file a module of web/ is loaded in (`src/lib/amplify.ts`; `index.html` for the
 * first script), for a test that refuses or watches that download. Only an entry has a file of its own: a
 * module Rollup merged into another chunk has none, and naming it is a mistake in the test.
 */
export function builtChunk(source: string): RegExp {
  return fileRequest(builtFile(source));
}

/** The built file (`assets/….js`) a module of web/ is loaded in; see builtChunk. */
export function builtFile(source: string): string {
  const chunk = manifest()[source];
  if (!chunk || !(chunk.isEntry || chunk.isDynamicEntry))
    throw new Error(`${source} is not loaded in a file of its own in the built site`);
  return chunk.file;
}

/** A request for `file`, with any query: a download asked again under a new URL (`?retry=1`) is the same file. */
const fileRequest = (file: string) => new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);

/** The built file of a library the site's build gives a chunk of its own (web/vite.config.ts's `libraryChunk`). */
export function libraryChunk(name: string): RegExp {
  const chunk = Object.values(manifest()).find((c) => c.name === name);
  if (!chunk) throw new Error(`The built site has no chunk named ${name}`);
  return fileRequest(chunk.file);
}
