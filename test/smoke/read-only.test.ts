import type { SiteConfig } from '@contract/site-config';
import { apiPathPrefix } from '@contract/site-paths';
import { callApi } from '../support/api';
import { testStack } from '../support/stack';

/** Read-only checks that a stage answers; safe against prod (nothing is created). */
describe('smoke (read-only)', () => {
  it('serves the site', async () => {
    const response = await fetch(testStack().siteUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it("serves config.json with the stage's user pool, client and API", async () => {
    const stack = testStack();
    const response = await fetch(new URL('/config.json', stack.siteUrl));
    expect(response.status).toBe(200);
    const config = (await response.json()) as SiteConfig;
    expect(config).toMatchObject({ userPoolId: stack.userPoolId, userPoolClientId: stack.clientId });
    // The site calls the API under its own distribution, as in AWS, so API calls are same-origin.
    expect(config.apiUrl.replace(/\/$/, '')).toBe(new URL(apiPathPrefix, stack.siteUrl).href);
    const publicRoute = await fetch(`${config.apiUrl}/usernames/smoke_check/availability`);
    expect(publicRoute.status).toBe(200);
  });

  it('answers the public route and refuses a private one without a token', async () => {
    expect((await callApi('GET', '/usernames/smoke_check/availability')).status).toBe(200);
    expect((await callApi('GET', '/me')).status).toBe(401);
  });
});
