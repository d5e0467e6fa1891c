import type { Page } from 'playwright-core';
import { newPage, sharedBrowser } from '../support/browser';
import { builtChunk } from '../support/built-chunks';

/**
 * A page whose code fails to download once loads on Try Again, without a reload: today's Chromium keeps a
 * failed module fetch failed, so the page is asked for under a URL it has not marked (import-again.ts).
 */
describe("a page's code that failed to download", () => {
  const browser = sharedBrowser();
  let page: Page;
  beforeEach(async () => {
    page = await newPage(browser());
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('says the page could not be loaded, and Try Again loads it once the network is back', async () => {
    const chunk = builtChunk('src/features/static-pages/static-page.tsx');
    await page.route(chunk, (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'About Receipts' }).waitFor();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
