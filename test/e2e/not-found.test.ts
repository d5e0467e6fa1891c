import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';

describe('404 page', () => {
  const page = sharedPage();

  it('shows "Page Not Found" with "Go to Homepage" and "Sign In" for an unknown path', async () => {
    await page().goto('/no/such/page');
    await page().getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(
      await page().locator('#main').getByRole('link', { name: messages.signIn }).getAttribute('href'),
    ).toBe('/login');
    await page().getByRole('link', { name: 'Go to Homepage' }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await page().getByRole('heading', { level: 1, name: 'Receipts for who you really are' }).waitFor();
  });
});
