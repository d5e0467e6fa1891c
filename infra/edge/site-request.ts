import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';

/**
 * The code of the default behaviour's viewer-request function (site-viewer-request.js beside this file): the
 * app's pages are its index.html. The Site stack inlines this text and the unit tests evaluate it, so what is
 * tested is what CloudFront runs.
 */
export const siteRequestCode = (): string =>
  readFileSync(join(repoRoot, 'infra/edge/site-viewer-request.js'), 'utf8');
