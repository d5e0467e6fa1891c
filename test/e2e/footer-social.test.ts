import { newPage, sharedBrowser } from '../support/browser';

describe('landing footer social icons', () => {
  const browser = sharedBrowser();

  it("go to the addresses in the stage's config; a network without one says it is coming soon", async () => {
    const page = await newPage(browser());
    // As a stage deployed with `-c socialUrls=…` serves it.
    await page.route('**/config.json', async (route) => {
      const json = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({
        json: { ...json, socialUrls: { instagram: 'https://www.instagram.com/receipts.example' } },
      });
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const instagram = footer.getByRole('link', { name: 'Receipts on Instagram' });
    expect(await instagram.getAttribute('href')).toBe('https://www.instagram.com/receipts.example');
    await footer.getByRole('button', { name: 'Receipts on LinkedIn' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Receipts on LinkedIn is coming soon')
      .waitFor();
    await page.context().close();
  });
});
