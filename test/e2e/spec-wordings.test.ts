import type { Page } from 'playwright-core';
import { sharedBrowser, sharedPage } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';

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
});
