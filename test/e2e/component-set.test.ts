import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { type Theme, themes, type Viewport, viewports } from '../support/app-tour';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { componentProblems } from '../support/component-checks';
import { logInInBrowser } from '../support/give-flow';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

async function checkPage(page: Page): Promise<string[]> {
  return [...(await componentProblems(page)), ...(await seriousViolations(page))];
}

/**
 * The shared component set in use: long handles, tab rows, the share panel. The same set on every form page
 * and on the give page as someone is chosen, at each width and mode, is one of the every-route checks
 * (every-route.test.ts, test/support/every-page-checks.ts).
 */
describe('one component set on the form pages, at phone and desktop width, light and dark', () => {
  let owner: TestMember;
  beforeAll(async () => {
    // Someone given to already, so the give page lists a recent recipient beside the search results.
    const [member, friend] = await Promise.all([
      createMember('Grace', 'Hopper'),
      createMember('Ada', 'Lovelace'),
    ]);
    await callApi('PUT', '/me/profile', {
      token: member.idToken,
      body: { shortBio: 'Debugging the world, one moth at a time.' },
    });
    await giveReceipt(member, friend, { category: 'Health', receiptText: 'Thanks for the 6 am run.' });
    owner = member;
  });
  const browser = sharedBrowser();
  const signedIn = async (viewport: Viewport, theme: Theme) => {
    const page = await newPage(browser(), { viewport, colorScheme: theme });
    await logInInBrowser(page, owner);
    return page;
  };

  it.each(viewports)(
    'a 20-character handle stays on one line, whole in its name and tooltip, at %j',
    async (viewport) => {
      const username = `long_handle_${Date.now().toString(36)}`.padEnd(20, 'x').slice(0, 20);
      await createMember('Longname', 'Person', username);
      const page = await signedIn(viewport, 'light');
      await page.getByLabel('Search by name or username').fill(username);
      await page.getByRole('button', { name: 'Find' }).click();
      const person = page.getByRole('button', { name: new RegExp(`@${username}`) });
      await person.waitFor();
      const handle = person.locator('.handle');
      expect(await handle.getAttribute('title')).toBe(`@${username}`);
      expect(await checkPage(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('tab rows scroll on a phone with a fade at the edge that hides more, and fit on a desktop', async () => {
    const phone = await signedIn(viewports[0], 'light');
    await phone.goto('/profile-setup');
    const row = phone.getByRole('tablist', { name: 'Profile setup' });
    await row.waitFor();
    const tops = await row
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).offsetTop));
    expect(new Set(tops).size).toBe(1);
    const state = () =>
      row.evaluate((el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        start: el.hasAttribute('data-more-start'),
        end: el.hasAttribute('data-more-end'),
        mask: getComputedStyle(el).maskImage,
      }));
    expect(await state()).toEqual({
      scrolls: true,
      start: false,
      end: true,
      mask: expect.stringContaining('gradient'),
    });
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await row.evaluate(
      (el) =>
        new Promise<void>((done) => {
          const check = () => (el.hasAttribute('data-more-start') ? done() : requestAnimationFrame(check));
          check();
        }),
    );
    expect(await state()).toMatchObject({ start: true, end: false });
    await phone.context().close();

    const desktop = await signedIn(viewports[1], 'light');
    await desktop.goto('/profile-setup');
    const wide = desktop.getByRole('tablist', { name: 'Profile setup' });
    await wide.waitFor();
    expect(
      await wide.evaluate((el) => [
        el.scrollWidth > el.clientWidth,
        el.hasAttribute('data-more-end'),
        getComputedStyle(el).maskImage,
      ]),
    ).toEqual([false, false, 'none']);
    // Fields sized to what they hold: the 50-character bio is not the card's full width.
    const bio = await desktop.getByLabel('Short bio').evaluate((el) => el.getBoundingClientRect().width);
    expect(bio).toBeLessThanOrEqual(34 * 16);
    await desktop.context().close();
  });

  it.each(themes)(
    'in %s mode the share panel is on the profile only, and the social marks are SVG that show',
    async (theme) => {
      const page = await signedIn(viewports[1], theme);
      await page.goto('/receipts-hub');
      await page.getByRole('heading', { name: /Receipts Hub/ }).waitFor();
      await page.locator('.spinner-wrap').first().waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { name: 'Your profile link' }).count()).toBe(0);

      await page.goto('/profile-page');
      await page.getByRole('heading', { name: 'Your profile link' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your profile link' }).count()).toBe(1);
      for (const network of ['Instagram', 'Facebook', 'LinkedIn', 'Apple']) {
        const button = page.getByRole('button', { name: `Add/Update ${network} link` });
        expect(await button.locator('svg.social-mark').count()).toBe(1);
      }
      // The Apple mark is drawn in the button's text colour, so it stands out from the button in either mode.
      const apple = page.getByRole('button', { name: 'Add/Update Apple link' });
      const [fill, text] = await apple.evaluate((el) => [
        getComputedStyle(el.querySelector('svg.social-mark path') as Element).fill,
        getComputedStyle(el).color,
      ]);
      expect(fill).toBe(text);
      await page.context().close();
    },
  );
});
