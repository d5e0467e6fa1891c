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
    // Records every toast shown: a toast closes itself after 5 s, which a starved browser can spend before a
    // look finds it on screen.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownToasts: string[] }).shownToasts = shown;
      const region = document.querySelector('section[aria-label="Notifications"]');
      if (!region) throw new Error('no notifications region');
      new MutationObserver(() => shown.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await footer.getByRole('button', { name: 'Receipts on LinkedIn' }).click();
    await page.waitForFunction(() =>
      (window as unknown as { shownToasts: string[] }).shownToasts.some((text) =>
        text.includes('Receipts on LinkedIn is coming soon'),
      ),
    );
    await page.context().close();
  });
});
