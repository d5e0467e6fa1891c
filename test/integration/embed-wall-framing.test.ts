import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { embedWallPrefix, sitePaths } from '@contract/site-paths';
import { testStack } from '../support/stack';

/**
 * A GET of the site with the path sent as written: fetch would resolve `%2e%2e` as `..` first, as browsers do,
 * while any other client sends it as it is.
 */
function getAsWritten(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const site = new URL(testStack().siteUrl);
  const request = site.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: site.hostname, port: site.port, path, method: 'GET', headers: { accept: 'text/html' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the embedded wall, the one page other sites may frame', () => {
  it("is framable at /embed/{username}: the app's page", async () => {
    const wall = await getAsWritten(`${embedWallPrefix}ada_wall?theme=dark&count=6`);
    expect(wall.status).toBe(200);
    expect(String(wall.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(wall.headers['x-frame-options']).toBeUndefined();
    expect(wall.body).toContain('<div id="root">');
  });

  it('serves no other page of the app under its prefix: any other path there is a 404 without the app', async () => {
    for (const path of [`${embedWallPrefix}%2e%2e/app/settings`, `${embedWallPrefix}ada_wall/settings`]) {
      const answer = await getAsWritten(path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, 'Not found']);
    }
    // The page it tried to reach refuses every frame where it is served.
    const settings = await getAsWritten(sitePaths.settings);
    expect(settings.headers['x-frame-options']).toBe('DENY');
  });
});
