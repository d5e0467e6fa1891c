import { feedbackRequestPath, memberLinkPath, sitePaths } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { signInWithPassword } from '../support/browser-flows';
import { ask } from '../support/feedback-requests';
import { setGoals } from '../support/goals';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { reflect } from '../support/reflections';

/**
 * The tokens kept on the rendered page: each page shows at most six text sizes and two weights, in
 * either theme, measured on every visible element with text of its own (a form control's value counts).
 */
const maxSizes = 6;
const maxWeights = 2;

type Fonts = { sizes: Record<string, string>; weights: Record<string, string> };

/** Each computed font size and weight on the page with one element that shows it, for the failure message. */
const renderedFonts = (page: Page): Promise<Fonts> =>
  page.evaluate(() => {
    const sizes: Record<string, string> = {};
    const weights: Record<string, string> = {};
    const shows = (element: Element) => {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        return element.type !== 'hidden' && (element.value !== '' || element.placeholder !== '');
      }
      if (element instanceof HTMLSelectElement) return true;
      return [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!shows(element) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        continue;
      }
      const box = element.getBoundingClientRect();
      // Visually hidden (for screen readers only) or moved off the page (the skip link until focused).
      if (box.width <= 1 || box.height <= 1 || box.right <= 0) continue;
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.trim().slice(0, 30)}"`;
      sizes[style.fontSize] ??= name;
      weights[style.fontWeight] ??= name;
    }
    return { sizes, weights };
  });

/** Opens `path` and waits until its main heading is shown and the requests it made are answered. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'hidden' });
}

/** The fonts of the open page in each theme (the theme follows the system while none is saved). */
async function fontsInEachTheme(page: Page) {
  const found: Record<string, Fonts> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    found[scheme] = await renderedFonts(page);
  }
  return found;
}

/** The pages, each with the fonts found over-scale in either theme (nothing when it keeps the tokens). */
async function overScale(page: Page, paths: readonly string[]) {
  const over: Record<string, unknown> = {};
  for (const path of paths) {
    await open(page, path);
    for (const [scheme, fonts] of Object.entries(await fontsInEachTheme(page))) {
      const sizes = Object.keys(fonts.sizes).length;
      const weights = Object.keys(fonts.weights).length;
      if (sizes > maxSizes || weights > maxWeights) over[`${path} (${scheme})`] = fonts;
    }
  }
  return over;
}

describe('the tokens kept on every page', () => {
  const browser = sharedBrowser();
  let moderator: TestMember;
  let requestId: string;
  let page: Page;
  beforeAll(async () => {
    const [giver, member] = await Promise.all([createMember('Gil', 'Giver'), createMember('Ida', 'Scale')]);
    moderator = await makeModerator(member);
    // Pages with something on them: goals, received receipts (one on a goal), a reflection.
    await setGoals(moderator, ['Public Speaking', 'Read More']);
    await callApi('PUT', '/me/sharing-settings', {
      token: moderator.idToken,
      body: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
    });
    await giveReceipt(giver, moderator, {
      category: 'Work',
      goal: 'Public Speaking',
      receiptText: 'You listened',
    });
    const play = await giveReceipt(giver, moderator, { category: 'Play', receiptText: 'Great game' });
    await reflect(moderator, play.body.id, 'Pass the ball more');
    requestId = (await ask(moderator, 'What should I keep doing?')).body.id;
    page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
  });

  it('shows at most six text sizes and two weights on each page, signed out and in, in both themes', async () => {
    const signedOut = [
      sitePaths.home,
      sitePaths.login,
      sitePaths.signUp,
      sitePaths.forgotPassword,
      `/u/${moderator.username}`,
      memberLinkPath('give', moderator.username),
      feedbackRequestPath(moderator.username, requestId),
      '/pricing',
      '/about',
      '/contact',
      '/privacy',
      sitePaths.apiReference,
    ];
    expect(await overScale(page, signedOut)).toEqual({});
    await signInWithPassword(page, moderator);
    const signedIn = [
      sitePaths.hub,
      sitePaths.dashboard,
      sitePaths.goals,
      sitePaths.journal,
      sitePaths.settings,
      sitePaths.give,
      `/u/${moderator.username}`,
      sitePaths.receipts,
      sitePaths.requests,
      sitePaths.ownProfileOld,
      sitePaths.profileSetup,
      sitePaths.moderation,
    ];
    expect(await overScale(page, signedIn)).toEqual({});
    // A phone's layout (the bottom bar, the smaller heading) keeps the scale too.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overScale(page, signedIn)).toEqual({});
  }, 240_000);

  it('shows at most five places in the bottom bar at 360 px, each whole, and Moderation in Settings', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, sitePaths.settings);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const label = link.querySelector('.member-nav-label') as HTMLElement;
        return {
          name: label.textContent,
          inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
          whole: label.scrollWidth <= label.clientWidth && label.scrollHeight <= label.clientHeight + 1,
        };
      }),
    );
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.filter((item) => !item.inside || !item.whole)).toEqual([]);
    expect(items.map((item) => item.name)).not.toContain('Moderation');
    await page.getByRole('main').getByRole('link', { name: 'Moderation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  }, 60_000);
});
