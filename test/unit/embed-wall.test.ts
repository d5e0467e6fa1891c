import { runInNewContext } from 'node:vm';
import {
  embedWallCounts,
  embedWallDefaults,
  embedWallOptions,
  embedWallPath,
  embedWallPrefix,
} from '@contract/site-paths';
import { embedWallRequestCode } from '../../infra/edge/embed-wall-request';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  isEmbeddablePath,
  siteSecurityHeaders,
} from '../../infra/site-headers';

const connectTo = ['https://abc123.execute-api.eu-west-1.amazonaws.com', cognitoOrigin('eu-west-1')];
const directives = (policy: string) => policy.split('; ');

describe('the embedded wall', () => {
  it('is the only page other sites may frame: frame-ancestors * and no X-Frame-Options', () => {
    const page = directives(contentSecurityPolicy({ connectTo }));
    const embeddable = directives(contentSecurityPolicy({ connectTo, embeddable: true }));
    expect(page).toContain("frame-ancestors 'none'");
    expect(embeddable).toContain('frame-ancestors *');
    // Everything else is the site's policy, unchanged.
    expect(embeddable.filter((d) => !d.startsWith('frame-ancestors'))).toEqual(
      page.filter((d) => !d.startsWith('frame-ancestors')),
    );
    expect(siteSecurityHeaders({ connectTo })['x-frame-options']).toBe('DENY');
    expect(siteSecurityHeaders({ connectTo, embeddable: true })).not.toHaveProperty('x-frame-options');
  });

  it('gets the embeddable headers on its own paths only', () => {
    for (const path of [embedWallPath('ada', 'dark', 6), `${embedWallPrefix}ada`, `${embedWallPrefix}Ada_1/`])
      expect(isEmbeddablePath(path)).toBe(true);
    for (const path of ['/', '/u/ada', '/embed', '/embedded/ada', '/app/settings', '/u/embed/ada'])
      expect(isEmbeddablePath(path)).toBe(false);
  });

  it('is the only path under its prefix other sites may frame: no other page of the app gets there', () => {
    for (const path of [
      `${embedWallPrefix}%2e%2e/app/settings`,
      `${embedWallPrefix}../app/settings`,
      `${embedWallPrefix}ada/settings`,
      `${embedWallPrefix}ada//`,
      `${embedWallPrefix}%61da`,
      embedWallPrefix,
      `${embedWallPrefix}?theme=dark`,
    ])
      expect([path, isEmbeddablePath(path)]).toEqual([path, false]);
  });

  it('reads its theme and number of receipts from the query, the defaults for anything else', () => {
    expect(embedWallOptions(new URLSearchParams('theme=dark&count=9'))).toEqual({ theme: 'dark', count: 9 });
    for (const query of ['', 'theme=pink&count=7', 'count=1000', 'count=-3', 'theme=&count=6.0'])
      expect(embedWallOptions(new URLSearchParams(query))).toEqual(embedWallDefaults);
    for (const count of embedWallCounts)
      expect(embedWallOptions(new URLSearchParams(`count=${count}`)).count).toBe(count);
  });

  it("is served by CloudFront as the app's index.html for a member's wall, and as a 404 for any other path", () => {
    type Answer = { uri?: string; statusCode?: number; body?: { data: string } };
    const handler = runInNewContext(`${embedWallRequestCode()}\nhandler;`, {}) as (event: {
      request: { uri: string };
    }) => Answer;
    for (const uri of ['/embed/ada', '/embed/Ada/', '/embed/ada_99'])
      expect([uri, handler({ request: { uri } })]).toEqual([uri, { uri: '/index.html' }]);
    for (const uri of [
      '/embed/../secret',
      '/embed/%2e%2e/app/settings',
      '/embed/ada/settings',
      '/embed/',
      '/embed/a',
    ])
      expect([uri, handler({ request: { uri } })]).toEqual([
        uri,
        expect.objectContaining({ statusCode: 404, body: { encoding: 'text', data: 'Not found' } }),
      ]);
  });
});
