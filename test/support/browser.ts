import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumPath, quietChromiumFlags } from './chromium-path';
import { testStack } from './stack';

/** Debian's Chromium, headless, without the background traffic this machine's closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...quietChromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
}

export async function newPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testStack().siteUrl,
    colorScheme: options.colorScheme,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** One browser and page for a describe block, opened before its tests and closed after: `const page = sharedPage();`. */
export function sharedPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page is opened in beforeAll');
    return page;
  };
}
