import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usernamePattern } from '@contract/limits';
import { embedWallPrefix } from '@contract/site-paths';
import { repoRoot } from '../paths';

/**
 * The code of the `/embed/*` behaviour's viewer-request function (embed-wall-viewer-request.js beside this
 * file): the constants it uses, written from their one home, then the function. The Site stack inlines this
 * text and the unit tests evaluate it, so what is tested is what CloudFront runs.
 */
export function embedWallRequestCode(): string {
  return [
    `var embedWallPrefix = ${JSON.stringify(embedWallPrefix)};`,
    `var usernamePattern = ${usernamePattern};`,
    readFileSync(join(repoRoot, 'infra/edge/embed-wall-viewer-request.js'), 'utf8'),
  ].join('\n');
}
