import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { newPage, sharedBrowser, sharedPage } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { capabilities } from '../support/stack';

/** The spec's wording where the app says something in a situation of its own. */
describe("the spec's words in their situations", () => {
  const browser = sharedBrowser();
  let member: TestMember;
  const page = sharedPage(async (page) => {
    member = await createMember('Wording', 'Checker');
    await logInInBrowser(page, member);
  }, browser);

  afterEach(async () => {
    await page().unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('shows "Leave a Receipt" on the own profile only when the list of users is non-empty', async () => {
    const leave = (p: Page) => p.getByRole('link', { name: 'Leave a Receipt' });
    await page().route('**/users?**', (route) =>
      route.fulfill({ json: { items: [], cursor: null }, headers: { 'access-control-allow-origin': '*' } }),
    );
    const directoryRead = page().waitForResponse('**/users?**');
    await page().goto('/profile-page');
    await directoryRead;
    await page().getByText('Wording Checker').first().waitFor();
    expect(await leave(page()).count()).toBe(0);

    await page().unroute('**/users?**');
    await createMember('Someone', 'Else');
    await page().reload();
    await leave(page()).waitFor();
  });

  // The site's API client is loaded from the dev server's module graph: local targets only.
  (capabilities().readLocalMail ? it : it.skip)(
    "tells a session the API refuses, a data call while signed out and reading the current user while signed out apart, in the spec's three texts",
    async () => {
      // A string, so that the test's compiler leaves the browser's dynamic import alone.
      const messageOf = (p: Page, id: string): Promise<string> =>
        p.evaluate(`import('/src/lib/api-client.ts').then(({ callApi }) =>
          callApi(${JSON.stringify(id)}, {}).then(() => 'answered', (error) => error.message))`);

      // What API Gateway's authorizer answers a token it refuses.
      await page().route('**/me/contacts**', (route) =>
        route.fulfill({
          status: 401,
          json: { message: 'Unauthorized' },
          headers: { 'access-control-allow-origin': '*' },
        }),
      );
      expect(await messageOf(page(), 'listContacts')).toBe(messages.userNotAuthenticated);

      const signedOut = await newPage(browser());
      await signedOut.goto('/');
      expect(await messageOf(signedOut, 'getMe')).toBe(messages.noUserCurrentlySignedIn);
      expect(await messageOf(signedOut, 'listContacts')).toBe(messages.noUserSignedIn);
      await signedOut.context().close();
    },
  );
});
