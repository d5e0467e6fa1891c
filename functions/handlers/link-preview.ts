import { GetObjectCommand } from '@aws-sdk/client-s3';
import { limits } from '@contract/limits';
import { memberOfLinkPath } from '@contract/site-paths';
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { envNames, requiredEnv } from '../config';
import { profilePageHtml } from '../previews/profile-page';
import { siteHostHeader, siteUrlOf } from '../previews/site-host';
import { s3 } from '../store/platform/s3-client';

/** The site's index.html, read from the site bucket and kept a minute (a deploy replaces it). */
const indexTtlMs = 60_000;
let index: { html: Promise<string>; readAt: number } | null = null;
function indexHtml(): Promise<string> {
  if (!index || Date.now() - index.readAt > indexTtlMs) {
    const html = s3
      .send(new GetObjectCommand({ Bucket: requiredEnv(envNames.siteBucket), Key: 'index.html' }))
      .then(async (object) => (await object.Body?.transformToString('utf-8')) ?? '');
    html.catch(() => {
      index = null;
    });
    index = { html, readAt: Date.now() };
  }
  return index.html;
}

/**
 * The Lambda behind CloudFront's `/u/*` behaviour (a function URL with origin access control): the app's
 * page with the profile's link preview in its head, cached at the edge for `previewHeadCacheSeconds`.
 */
export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  const html = await indexHtml();
  const username = memberOfLinkPath(event.rawPath, ['profile']);
  const siteUrl = siteUrlOf(event.headers[siteHostHeader]);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The edge keeps it a few minutes; browsers ask the edge again each time, as for index.html.
      'cache-control': `public, max-age=0, s-maxage=${limits.previewHeadCacheSeconds}`,
    },
    body: username ? await profilePageHtml(html, username, siteUrl) : html,
  };
}
