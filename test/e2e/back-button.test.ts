import { sitePaths } from '@contract/site-paths';
import { sharedPage } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';

describe("a profile's Back button", () => {
  let other: TestMember;
  const openPage = sharedPage(async (page) => {
    other = await createMember('Shared', 'Link');
    await newcomerInBrowser(page, 'Back', 'Button');
  });

  it('stays in the site when the profile was opened straight from a shared link', async () => {
    const page = openPage();
    await page.goto(`/u/${other.username}`);
    await page.getByRole('heading', { name: 'Shared Link' }).waitFor();
    await page.getByRole('button', { name: '← Back' }).click();
    // The browser's own Back would have left for the page before the link (here: none, about:blank).
    await page.waitForURL(`**${sitePaths.hub}`);
  });
});
