import type { Page } from 'playwright-core';
import { memberPlaces } from '../../web/src/lib/member-places';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser, sidewaysOverflow, waitForAttribute } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
const labels = memberPlaces.map((place) => place.label);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Waits until the named place is the one marked current (the mark follows the route, a beat after the URL). */
const waitForCurrent = (page: Page, name: string) =>
  waitForAttribute(nav(page).getByRole('link', { name }), 'aria-current', 'page');

/**
 * The places' names, the current one, whether any name is cut (`fits`: not by a pixel, nor below), and
 * whether each place is inside the window.
 */
const placesOf = (page: Page) =>
  nav(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const label = link.querySelector('.member-nav-label') as HTMLElement;
        const box = link.getBoundingClientRect();
        return {
          name: label.textContent,
          current: link.getAttribute('aria-current'),
          whole: label.scrollWidth <= label.clientWidth + 1,
          fits: label.scrollWidth <= label.clientWidth && label.scrollHeight <= label.clientHeight + 1,
          inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        };
      }),
    );

describe('the one navigation of a member', () => {
  const browser = sharedBrowser();
  let member: TestMember;
  let moderator: TestMember;
  beforeAll(async () => {
    member = await createMember('Ada', 'Lovelace');
    moderator = await makeModerator(await createMember('Grace', 'Hopper'));
  });

  it('is a sidebar on a desktop with the five places, the current one marked, and no menu', async () => {
    const page = await newPage(browser(), { viewport: desktop });
    await logInInBrowser(page, member);
    await page.goto('/app/goals');
    await page.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
    const places = await placesOf(page);
    expect(places.map((p) => p.name)).toEqual(labels);
    expect(places.filter((p) => p.current === 'page').map((p) => p.name)).toEqual(['Growth']);
    const box = await nav(page).boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(box && main && box.x + box.width <= main.x).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const views = page.getByRole('navigation', { name: 'Growth views' });
    await waitForAttribute(views.getByRole('link', { name: 'Goals' }), 'aria-current', 'page');
    await views.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL('**/app/journal');

    await nav(page).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/receipts-hub');
    await page
      .getByRole('navigation', { name: 'Home views' })
      .getByRole('link', { name: 'Timeline' })
      .click();
    await page.waitForURL('**/app/receipts');
    await waitForCurrent(page, 'Home');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'is a bottom bar on a phone in %s mode: five whole names inside it, nothing covered, no menu, axe-clean, Moderation in Settings',
    async (scheme) => {
      const page = await newPage(browser(), { viewport: phone, colorScheme: scheme });
      await logInInBrowser(page, moderator);
      await page.goto('/app/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const places = await placesOf(page);
      // Five places at most: a moderator's Moderation is in Settings, not in the bar.
      expect(places.map((p) => p.name)).toEqual(labels);
      expect(places.length).toBeLessThanOrEqual(5);
      expect(places.filter((p) => !p.fits || !p.inside)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Open Moderation' }).waitFor();
      expect(places.filter((p) => p.current === 'page').map((p) => p.name)).toEqual(['Settings']);
      const bar = await nav(page).boundingBox();
      expect(bar && Math.round(bar.y + bar.height)).toBe(phone.height);
      expect(bar?.width).toBe(phone.width);
      // Scrolled to the end, the page's last line is above the bar.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(bar && footer && footer.y + footer.height <= bar.y + 1).toBe(true);
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Open Moderation' }).click();
      await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
      await page.context().close();
    },
  );

  it('shows Moderation to moderators only', async () => {
    const page = await newPage(browser(), { viewport: desktop });
    await logInInBrowser(page, member);
    await nav(page).getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Moderation' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends the old paths to their new places, query string kept', async () => {
    const page = await newPage(browser(), { viewport: desktop });
    await logInInBrowser(page, member);
    await page.goto('/profile?from=old#top');
    await page.waitForURL((url) => url.pathname === '/profile-page' && url.search === '?from=old');
    await waitForCurrent(page, 'Profile');
    await page.goto('/app?tab=1');
    await page.waitForURL((url) => url.pathname === '/app/dashboard' && url.search === '?tab=1');
    await page.context().close();
  });
});
