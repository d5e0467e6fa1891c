import type { Page } from 'playwright-core';
import type { PageCheck } from './page-checks';

/**
 * The tokens kept on the rendered page: each page shows at most six text sizes and two weights, in
 * either theme, measured on every visible element with text of its own (a form control's value counts).
 */
const maxSizes = 6;
const maxWeights = 2;

/** The pages the scale is held on, signed out (at desktop width) and signed in (at both widths). */
const signedOutPages = [
  'landing',
  'login',
  'signup',
  'forgot-password',
  'own-profile-signed-out',
  'give-link-signed-out',
  'feedback-request',
  'pricing',
  'about',
  'contact',
  'privacy',
  'api-reference',
];
const signedInPages = [
  'receipts-hub',
  'app-dashboard',
  'app-goals',
  'app-journal',
  'app-settings',
  'give-receipt',
  'own-public-profile',
  'app-receipts',
  'app-requests',
  'profile-page',
  'profile-setup',
  'app-moderation',
];

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

/** At most six text sizes and two weights on each page, signed out and in, in both themes. */
export const typeScale: PageCheck = {
  name: `at most ${maxSizes} text sizes and ${maxWeights} weights`,
  expects: ({ viewport }) =>
    viewport.name === 'desktop' ? [...signedOutPages, ...signedInPages] : signedInPages,
  runsOn(route, at) {
    return this.expects?.(at).includes(route.name) ?? false;
  },
  async onPage(page) {
    // What the page loads is shown: nothing busy left.
    await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'hidden' });
    const fonts = await renderedFonts(page);
    const sizes = Object.keys(fonts.sizes).length;
    const weights = Object.keys(fonts.weights).length;
    return sizes > maxSizes || weights > maxWeights
      ? [`${sizes} sizes, ${weights} weights: ${JSON.stringify(fonts)}`]
      : [];
  },
};
