import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usernamePattern } from '@contract/limits';
import { memberLinkPrefixes } from '@contract/site-paths';
import { siteHostHeader } from '../../functions/previews/site-host';
import { repoRoot } from '../paths';

/**
 * The code of the `/u/*` behaviour's viewer-request function (profile-link-viewer-request.js beside this file):
 * the constants it uses, written from their one home, then the function itself. The Site stack inlines this
 * text and the unit tests evaluate it, so what is tested is what CloudFront runs.
 */
export function linkPreviewRequestCode(): string {
  const constants = [
    `var profilePrefix = ${JSON.stringify(memberLinkPrefixes.profile)};`,
    `var usernamePattern = ${usernamePattern};`,
    `var siteHostHeader = ${JSON.stringify(siteHostHeader)};`,
  ];
  return [
    ...constants,
    readFileSync(join(repoRoot, 'infra/edge/profile-link-viewer-request.js'), 'utf8'),
  ].join('\n');
}
