import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
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
  options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testStack().siteUrl,
    colorScheme: options.colorScheme,
    viewport: options.viewport,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** One browser for a describe block, launched before its tests and closed after: `const browser = sharedBrowser();`. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the shared browser is launched in beforeAll');
    return browser;
  };
}

/**
 * One page for a describe block, opened before its tests and then arranged (sign-ups, receipts) by `arrange`:
 * `const openPage = sharedPage(async (page) => { ... });`. A block that opens more pages passes its own
 * `sharedBrowser()`; otherwise the page gets a browser of its own, closed after the block.
 */
export function sharedPage(
  arrange: (page: Page) => Promise<unknown> = async () => {},
  browser: () => Browser = sharedBrowser(),
): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await newPage(browser());
    await arrange(page);
  });
  return () => {
    if (!page) throw new Error('the shared page is opened in beforeAll');
    return page;
  };
}

/** How far the page scrolls sideways; 0 when nothing is wider than the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Viewport = { width: number; height: number };

/** Each of a phone and a desktop in each theme, for `it.each`: `[device, colorScheme, viewport]`. */
export const phoneAndDesktopThemes = (phone: Viewport, desktop: Viewport) =>
  [
    ['phone', 'light', phone],
    ['phone', 'dark', phone],
    ['desktop', 'light', desktop],
    ['desktop', 'dark', desktop],
  ] as const;

/**
 * Waits until `locator` carries `name="value"`: a state that follows an event or a route a beat later (a menu
 * closing, the current place's mark), read once it is there rather than at once. Fails when it never comes.
 */
export const waitForAttribute = (locator: Locator, name: string, value: string) =>
  locator.and(locator.page().locator(`[${name}="${value}"]`)).waitFor();
