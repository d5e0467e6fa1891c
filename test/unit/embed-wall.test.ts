import { runInNewContext } from 'node:vm';
import {
  embedWallCounts,
  embedWallDefaults,
  embedWallOptions,
  embedWallPath,
  embedWallPrefix,
} from '@contract/site-paths';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  isEmbeddablePath,
  siteSecurityHeaders,
} from '../../infra/site-headers';
import { embedWallRequestCode } from '../../infra/stacks/site-response-headers';

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
    for (const path of [embedWallPath('ada', 'dark', 6), `${embedWallPrefix}ada`])
      expect(isEmbeddablePath(path)).toBe(true);
    for (const path of ['/', '/u/ada', '/embed', '/embedded/ada', '/app/settings', '/u/embed/ada'])
      expect(isEmbeddablePath(path)).toBe(false);
  });

  it('reads its theme and number of receipts from the query, the defaults for anything else', () => {
    expect(embedWallOptions(new URLSearchParams('theme=dark&count=9'))).toEqual({ theme: 'dark', count: 9 });
    for (const query of ['', 'theme=pink&count=7', 'count=1000', 'count=-3', 'theme=&count=6.0'])
      expect(embedWallOptions(new URLSearchParams(query))).toEqual(embedWallDefaults);
    for (const count of embedWallCounts)
      expect(embedWallOptions(new URLSearchParams(`count=${count}`)).count).toBe(count);
  });

  it("is served by CloudFront as the app's index.html, whatever the path and query", () => {
    const handler = runInNewContext(`${embedWallRequestCode}\nhandler;`, {}) as (event: {
      request: { uri: string };
    }) => { uri: string };
    for (const uri of ['/embed/ada', '/embed/Ada/', '/embed/../secret'])
      expect(handler({ request: { uri } }).uri).toBe('/index.html');
  });
});
