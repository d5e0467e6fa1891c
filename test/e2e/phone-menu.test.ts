import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser, waitForAttribute } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

const phone = { width: 390, height: 844 };

/** The focused element's label, else its text without the count of new receipts. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el?.getAttribute('aria-label');
    if (label || !el) return label ?? '';
    const text = el.cloneNode(true) as HTMLElement;
    for (const count of text.querySelectorAll('[role="status"]')) count.remove();
    return text.textContent?.trim() ?? '';
  });

/** Presses Tab until the focus reaches `name`; fails after `limit` presses. Returns the names passed. */
async function tabTo(page: Page, name: string, limit = 20): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    passed.push(now);
    if (now === name) return passed;
  }
  throw new Error(`Tab never reached ${name}: ${passed.join(' → ')}`);
}

const headerHeight = (page: Page) =>
  page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().height);

describe('the phone menu of the signed-out pages', () => {
  const browser = sharedBrowser();
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    member = await makeModerator(await createMember('Ursula', 'Le Guin'));
    await giveReceipt(await createMember('Octavia', 'Butler'), member);
    page = await newPage(browser(), { viewport: phone, colorScheme: 'light' });
  });

  it('keeps the bar one 4rem row, signed out and signed in, so nothing moves while the session loads', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    const signedOut = await headerHeight(page);
    await logInInBrowser(page, member);
    await page.getByRole('heading', { level: 1, name: 'Give a Receipt' }).waitFor();
    expect(await headerHeight(page)).toBe(signedOut);
    expect(signedOut).toBeLessThanOrEqual(65);
    // Signed in, the pages are in the bottom bar: the top bar has no menu, only Sign Out and the theme toggle.
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: messages.signOut }).waitFor();
    // The count of new receipts shows on Home in the bottom bar.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Home/ })
      .getByRole('status', { name: '1 new receipt' })
      .waitFor();
    await page.getByRole('button', { name: messages.signOut }).click();
    await page.waitForURL('**/login');
  });

  it('opens, walks, closes and follows from the keyboard alone, marking the current page', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const menuButton = page.getByRole('button', { name: 'Menu' });

    await tabTo(page, 'Menu', 4);
    await page.keyboard.press('Enter');
    await waitForAttribute(menuButton, 'aria-expanded', 'true');
    // The focus moves into the menu, onto its first link.
    expect(await focusedName(page)).toBe(messages.signIn);
    expect(await tabTo(page, 'Switch to dark mode')).toEqual([messages.signUp, 'Switch to dark mode']);
    const menu = page.getByRole('navigation', { name: 'Site' });
    await waitForAttribute(menu.getByRole('link', { name: messages.signIn }), 'aria-current', 'page');

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await waitForAttribute(menuButton, 'aria-expanded', 'false');
    expect(await focusedName(page)).toBe('Menu');
    expect(await menu.getByRole('link', { name: messages.signUp }).isVisible()).toBe(false);

    // Open again and follow a link: the page changes, the menu closes, and the new page is the current one.
    await page.keyboard.press('Enter');
    await tabTo(page, messages.signUp);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/signup');
    await waitForAttribute(menuButton, 'aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await waitForAttribute(menu.getByRole('link', { name: messages.signUp }), 'aria-current', 'page');

    // The theme toggle works from inside the menu; tabbing out of the menu closes it.
    await tabTo(page, 'Switch to dark mode');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await focusedName(page)).toBe('Switch to light mode');
    await page.keyboard.press('Tab');
    await waitForAttribute(menuButton, 'aria-expanded', 'false');
  });

  it.each(['light', 'dark'] as const)('passes axe with the menu open in %s mode', async (scheme) => {
    const shown = await newPage(browser(), { viewport: phone, colorScheme: scheme });
    await shown.goto('/about');
    await shown.getByRole('button', { name: 'Menu' }).click();
    await shown.getByRole('link', { name: messages.signUp }).waitFor();
    expect(await seriousViolations(shown, 'header')).toEqual([]);
    await shown.context().close();
  });

  it('shows the links on a desktop and no menu button', async () => {
    const desktop = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await desktop.goto('/about');
    await desktop
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: messages.signIn })
      .waitFor();
    expect(await desktop.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await desktop.context().close();
  });

  afterAll(async () => {
    await page.context().close();
  });
});
