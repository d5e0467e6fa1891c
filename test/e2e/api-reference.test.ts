import { sharedPage } from '../support/browser';

describe('API reference page', () => {
  const openPage = sharedPage();

  it('shows every route of the API document, who may call it and what it answers', async () => {
    const page = openPage();
    await page.goto('/developers/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const getMe = page.getByRole('region', { name: 'GET /me', exact: true });
    await getMe.waitFor();
    expect(await getMe.textContent()).toContain('Cognito ID token (Bearer)');
    const check = page.getByRole('region', { name: 'GET /usernames/{username}/availability' });
    expect(await check.textContent()).toContain('Public');
    expect(await check.textContent()).toContain('isAvailable');
    expect(await page.getByRole('link', { name: 'openapi.json' }).getAttribute('href')).toMatch(
      /\/openapi\.json$/,
    );
  });
});
