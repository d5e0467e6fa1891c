import type { Page } from 'playwright-core';
import { newPage, sharedBrowser } from '../support/browser';
import { builtChunk } from '../support/built-chunks';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('darkMode'));

/** Waits until the page's theme is `dark` (the class on <html> is what every style keys on). */
async function expectTheme(page: Page, dark: boolean) {
  await page.waitForFunction((want) => document.documentElement.classList.contains('dark') === want, dark);
}

describe('dark mode', () => {
  const browser = sharedBrowser();

  /** A fresh page on the landing page, with the system's colour scheme set to `scheme`. */
  async function homePage(scheme: 'light' | 'dark') {
    const page = await newPage(browser(), { colorScheme: scheme });
    await page.goto('/');
    return page;
  }

  it('follows the system while nothing is saved, live and across reloads', async () => {
    const page = await homePage('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await saved(page)).toBeNull();

    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.context().close();
  });

  it('keeps a chosen theme across reloads and stops following the system', async () => {
    const page = await homePage('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expectTheme(page, true);
    expect(await saved(page)).toBe('true');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await isDark(page)).toBe(true);

    // The system changes, the saved choice stays.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(200);
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expectTheme(page, false);
    expect(await saved(page)).toBe('false');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    expect(await isDark(page)).toBe(false);

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.context().close();
  });

  it('applies the saved theme before the app’s code runs (no flash of the wrong theme)', async () => {
    const page = await homePage('light');
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    // Without the app's JavaScript, only public/theme-init.js can set the theme.
    await page.route(builtChunk('index.html'), (route) => route.abort());
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.context().close();
  });
});
