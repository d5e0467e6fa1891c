import type { Page } from 'playwright-core';
import {
  problemsOnTour,
  seedTour,
  type Theme,
  type Tour,
  themes,
  type Viewport,
  viewports,
  viewportThemes,
} from '../support/app-tour';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { componentProblems } from '../support/component-checks';
import { chooseRecipient, logInInBrowser, startTimer } from '../support/give-flow';
import { createMember } from '../support/profiles';

/** The pages whose components and forms moved to the shared component set. */
const touchedPages = [
  'signup',
  'profile-setup',
  'give-receipt',
  'profile-page',
  'public-profile',
  'receipts-hub',
  'app-settings',
];

async function checkPage(page: Page): Promise<string[]> {
  return [...(await componentProblems(page)), ...(await seriousViolations(page))];
}

describe('one component set on the form pages, at phone and desktop width, light and dark', () => {
  let tour: Tour;
  beforeAll(async () => {
    tour = await seedTour();
  }, 120_000);
  const browser = sharedBrowser();
  const signedIn = async (viewport: Viewport, theme: Theme) => {
    const page = await newPage(browser(), { viewport, colorScheme: theme });
    await logInInBrowser(page, tour.owner);
    return page;
  };

  it.each(viewportThemes)(
    'at %j in %s mode: shared checkboxes, whole boxes and handles, no emoji, centred counts, axe clean',
    async (viewport: Viewport, theme: Theme) => {
      const routes = tour.routes.filter((route) => touchedPages.includes(route.name));
      expect(routes).toHaveLength(touchedPages.length);
      const problems = await problemsOnTour(
        browser(),
        { ...tour, routes },
        viewport,
        theme,
        async (page, route) => {
          if (route.name === 'profile-setup') {
            // The goal tags are checkboxes too.
            await page.getByRole('tab', { name: /Goal Tags/ }).click();
            await page.getByRole('button', { name: /Health & Fitness/ }).click();
          }
          return checkPage(page);
        },
      );
      expect(problems).toEqual({});
    },
    240_000,
  );

  it.each(viewportThemes)(
    'give page at %j in %s mode: the controls fit, the search folds once someone is chosen, tags have SVG icons',
    async (viewport: Viewport, theme: Theme) => {
      const page = await signedIn(viewport, theme);
      await page.getByText('Recent Recipients').waitFor();
      // Each mode on one line.
      const modeLines = await page
        .locator('.segment')
        .evaluateAll((tabs) =>
          tabs.map(
            (tab) => tab.getBoundingClientRect().height / parseFloat(getComputedStyle(tab).lineHeight),
          ),
        );
      expect(modeLines.every((lines) => lines < 2)).toBe(true);
      expect(await checkPage(page)).toEqual([]);

      await chooseRecipient(page, tour.friend, false);
      const search = page.getByLabel('Search by name or username');
      const change = page.getByRole('button', { name: 'Change recipient' });
      expect(await search.isVisible()).toBe(false);
      expect(await change.getAttribute('aria-expanded')).toBe('false');

      await startTimer(page);
      for (const group of ['Day context', 'Intent', 'Category']) {
        const chips = page.getByRole('radiogroup', { name: group }).getByRole('radio');
        const withIcon = await chips.evaluateAll((all) =>
          all.map((chip) => chip.querySelector('svg.tag-icon') !== null),
        );
        expect(withIcon.length).toBeGreaterThan(0);
        expect(withIcon.every(Boolean)).toBe(true);
      }
      expect(await page.locator('.checkbox-input').count()).toBe(1);
      expect(await checkPage(page)).toEqual([]);

      // The search opens again, and choosing someone folds it.
      await change.click();
      await search.waitFor();
      expect(await checkPage(page)).toEqual([]);
      await page.getByRole('button', { name: new RegExp(`@${tour.friend.username}`) }).click();
      await page.getByText('Ready to Give a Receipt?').waitFor();
      expect(await search.isVisible()).toBe(false);
      await page.context().close();
    },
    120_000,
  );

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
