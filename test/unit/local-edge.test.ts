import {
  apiPathPrefix,
  embedWallPrefix,
  memberLinkPath,
  siteConfigPath,
  sitePaths,
} from '@contract/site-paths';
import { previewCardPrefix, profilePhotoPrefix } from '../../functions/domain/media-keys';
import { localDeployValues } from '../../infra/local/deploy-values';
import {
  behaviorFor,
  type EdgeDistribution,
  edgeDistribution,
  matchesPathPattern,
} from '../../infra/local/edge/distribution';
import { type EdgeAnswer, type EdgeOrigin, throughEdge } from '../../infra/local/edge/edge';
import { synthesizeLocalTemplates } from '../../infra/local/iam/role-policies';
import { staticPages } from '../../web/src/lib/site-links';

/**
 * The local edge's rules, read from the local stage's synthesized distribution (the synth the local stack
 * runs for IAM) and applied to requests whose origins are stand-ins: what reaches the viewer is what
 * CloudFront's behaviours, functions and error responses make of the origins' answers.
 */
let distribution: EdgeDistribution;
/** Whether the site bucket lets the distribution list it: S3 then answers a missing key 404, else 403. */
let siteBucketLists: boolean;
/** The local stack's resource names, which nothing here reaches. */
const standInNames = { table: 'table', bucket: 'bucket', userPoolId: 'pool' };

beforeAll(() => {
  const templates = synthesizeLocalTemplates();
  distribution = edgeDistribution(templates, localDeployValues(templates, standInNames));
  const site = Object.values(templates).find((t) =>
    Object.values(t.Resources ?? {}).some((r) => r.Type === 'AWS::CloudFront::Distribution'),
  );
  siteBucketLists = Object.entries(site?.Resources ?? {}).some(
    ([, r]) =>
      r.Type === 'AWS::S3::BucketPolicy' &&
      JSON.stringify(r.Properties?.Bucket).includes('SiteBucket') &&
      JSON.stringify(r.Properties?.PolicyDocument).includes('s3:ListBucket'),
  );
}, 120_000);

const indexHtml = '<!doctype html><div id="root"></div>';
const siteFiles: Record<string, string> = {
  '/index.html': indexHtml,
  '/assets/app-1a2b3c.js': 'export const app = 1;',
  [siteConfigPath]: '{"region":"local"}',
};
const json = (status: number, code: string): EdgeAnswer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code }),
});

/** Stand-ins for the origins, by the behaviour that reaches them. */
const origins: EdgeOrigin = async (behavior, request) => {
  const pattern = behavior.pathPattern;
  if (pattern === `${apiPathPrefix}/*`) {
    // API Gateway's routes, without the site's prefix: a member with no profile yet, an unverified e-mail.
    if (request.method === 'GET' && request.uri === '/me') return json(404, 'NOT_FOUND');
    if (request.method === 'POST' && request.uri === '/receipts') return json(403, 'EMAIL_NOT_VERIFIED');
    return json(404, 'NOT_FOUND');
  }
  if (pattern?.startsWith('/u/'))
    return { status: 200, headers: { 'content-type': 'text/html' }, body: indexHtml };
  // The site bucket (default and embedded wall) and the media bucket's public prefixes, through S3.
  const file = pattern === null || pattern === `${embedWallPrefix}*` ? siteFiles[request.uri] : undefined;
  if (file !== undefined) return { status: 200, headers: {}, body: file };
  const missing = pattern === null && siteBucketLists ? 404 : 403;
  return { status: missing, headers: { 'content-type': 'application/xml' }, body: '<Error/>' };
};

const get = (uri: string, method = 'GET') => throughEdge(distribution, { method, uri }, origins);

describe('the local edge, from the synthesized distribution', () => {
  it('passes an API 404 on as the JSON 404 it is (GET /me of a member without a profile)', async () => {
    const answer = await get(`${apiPathPrefix}/me`);
    expect(answer.behavior.pathPattern).toBe(`${apiPathPrefix}/*`);
    expect(answer).toMatchObject({
      status: 404,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'NOT_FOUND' }),
    });
  });

  it('passes an API 403 on as a 403 (EMAIL_NOT_VERIFIED)', async () => {
    const answer = await get(`${apiPathPrefix}/receipts`, 'POST');
    expect(answer).toMatchObject({ status: 403, body: JSON.stringify({ code: 'EMAIL_NOT_VERIFIED' }) });
  });

  it("serves the app for the site's deep links and unknown pages (the app's router draws its 404 page)", async () => {
    for (const path of [
      ...Object.values(sitePaths),
      ...staticPages.map((page) => `/${page}`),
      memberLinkPath('give', 'ada'),
      memberLinkPath('byUserId', '01JD7Z8W3Q5V6X9Y2B4C6D8E0F'),
      '/no-such-page',
      '/app/receipts/',
    ]) {
      const answer = await get(path);
      expect([path, answer.status, answer.body]).toEqual([path, 200, indexHtml]);
    }
  });

  it("answers a missing file of the site with S3's 404, not the app", async () => {
    expect(siteBucketLists).toBe(true);
    expect(await get('/assets/app-gone.js')).toMatchObject({ status: 404, body: '<Error/>' });
  });

  it('serves files as they are, and a missing asset as an error, never as the app', async () => {
    expect((await get('/assets/app-1a2b3c.js')).body).toBe(siteFiles['/assets/app-1a2b3c.js']);
    expect((await get(siteConfigPath)).body).toBe(siteFiles[siteConfigPath]);
    for (const path of [
      '/assets/app-gone.js',
      '/favicon-old.png',
      `/${profilePhotoPrefix}x.webp`,
      `/${previewCardPrefix}x.png`,
    ]) {
      const answer = await get(path);
      expect([path, answer.status >= 400, answer.body]).toEqual([path, true, '<Error/>']);
    }
  });

  it('maps no error status to a success, on any behaviour', () => {
    expect(distribution.errorResponses.filter((r) => (r.responseCode ?? r.errorCode) < 400)).toEqual([]);
  });

  it("serves a member's embedded wall as the app, and no other page under the frameable prefix", async () => {
    expect((await get(`${embedWallPrefix}ada`)).body).toBe(indexHtml);
    for (const path of [`${embedWallPrefix}%2e%2e/app/settings`, `${embedWallPrefix}ada/settings`]) {
      const answer = await get(path);
      expect([path, answer.behavior.pathPattern, answer.status, answer.body]).toEqual([
        path,
        `${embedWallPrefix}*`,
        404,
        'Not found',
      ]);
    }
  });
});

describe("the local edge's rules, as CloudFront applies them", () => {
  it('matches path patterns case-sensitively, `*` any run and `?` one character', () => {
    expect(matchesPathPattern('/api/*', '/api/me')).toBe(true);
    expect(matchesPathPattern('api/*', '/api/me')).toBe(true);
    expect(matchesPathPattern('/api/*', '/api')).toBe(false);
    expect(matchesPathPattern('/api/*', '/API/me')).toBe(false);
    expect(matchesPathPattern('/u/?', '/u/a')).toBe(true);
    expect(matchesPathPattern('/u/?', '/u/ab')).toBe(false);
    expect(matchesPathPattern('*.js', '/assets/app.js')).toBe(true);
  });

  it('serves a path by the first listed behaviour it matches, else the default', () => {
    const patternOf = (path: string) => behaviorFor(distribution, path).pathPattern;
    expect(patternOf(`${apiPathPrefix}/me`)).toBe(`${apiPathPrefix}/*`);
    expect(patternOf(`${embedWallPrefix}ada`)).toBe(`${embedWallPrefix}*`);
    expect(patternOf('/u/ada')).toBe('/u/*');
    expect(patternOf(`/${profilePhotoPrefix}x.webp`)).toBe(`${profilePhotoPrefix}*`);
    for (const path of ['/apiary', '/', '/app/settings', '/embed']) expect(patternOf(path)).toBeNull();
  });

  it('applies a custom error response to every behaviour, the API included', async () => {
    const withFallback: EdgeDistribution = {
      ...distribution,
      errorResponses: [{ errorCode: 404, responseCode: 200, responsePagePath: '/index.html' }],
    };
    const answer = await throughEdge(withFallback, { method: 'GET', uri: `${apiPathPrefix}/me` }, origins);
    expect([answer.behavior.pathPattern, answer.status, answer.body]).toEqual([
      `${apiPathPrefix}/*`,
      200,
      indexHtml,
    ]);
  });

  it("sends a function's own answer as it is, with no error response applied", async () => {
    const answering: EdgeDistribution = {
      behaviors: [
        {
          pathPattern: null,
          targetOriginId: 'site',
          originRequest: { cloudFrontHeaders: [], customHeaders: {} },
          viewerRequest: `function handler(event) {
            return { statusCode: 404, headers: { 'content-type': { value: 'text/plain' } }, body: 'gone' };
          }`,
        },
      ],
      errorResponses: [{ errorCode: 404, responseCode: 200, responsePagePath: '/index.html' }],
    };
    expect(await throughEdge(answering, { method: 'GET', uri: '/x' }, origins)).toMatchObject({
      status: 404,
      headers: { 'content-type': 'text/plain' },
      body: 'gone',
    });
  });
});
