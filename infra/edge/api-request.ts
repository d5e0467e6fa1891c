import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPathPrefix } from '@contract/site-paths';
import { repoRoot } from '../paths';

/**
 * The code of the `/api/*` behaviour's viewer-request function (api-viewer-request.js beside this file): the
 * prefix from its one home, then the function. The Site stack inlines this text and the unit tests evaluate
 * it, so what is tested is what CloudFront runs.
 */
export function apiRequestCode(): string {
  return [
    `var apiPathPrefix = ${JSON.stringify(apiPathPrefix)};`,
    readFileSync(join(repoRoot, 'infra/edge/api-viewer-request.js'), 'utf8'),
  ].join('\n');
}
