import * as messages from '@contract/messages';
import type { Page } from 'playwright-core';
import type { TourRoute } from './app-tour';
import { type PageCheck, pageKey } from './page-checks';
import { landingFooterLinks } from './spec-chrome';

/** A page of a member (signed in, or a member's share link): its footer is one copyright line. */
const memberPage = (route: TourRoute) => route.signedIn || /^\/(u|give)\//.test(route.path);

/** The footer's links and buttons by name, and whether it shows the copyright line. */
async function footerOf(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    controls: await footer
      .locator('a, button')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '')),
    socialIcons: await footer.getByRole('list', { name: 'Social media' }).getByRole('listitem').count(),
    copyright: await footer.getByText(/^© \d{4} Receipts\. All rights reserved\.$/).count(),
  };
}

/**
 * The landing footer on the open pages (its links, three social marks or more, the copyright line) and only
 * the copyright line on a member's pages, at 1280 px. The embedded wall is made for other sites' frames: no
 * chrome of ours.
 */
export const footers: PageCheck = {
  name: 'footer',
  runsOn: (route, { viewport, theme }) => viewport.name === 'desktop' && theme === 'light' && !route.framed,
  async onPage(page, route) {
    const footer = await footerOf(page);
    if (memberPage(route)) {
      const want = { controls: [], socialIcons: 0, copyright: 1 };
      return JSON.stringify(footer) === JSON.stringify(want)
        ? []
        : [`a member page's footer is ${JSON.stringify(footer)}, not only the copyright line`];
    }
    const missing = landingFooterLinks.filter((link) => !footer.controls.includes(link));
    return [
      ...(missing.length ? [`the landing footer lacks ${missing.join(', ')}`] : []),
      ...(footer.socialIcons < 3 ? [`${footer.socialIcons} social marks, not 3 or more`] : []),
      ...(footer.copyright !== 1 ? [`${footer.copyright} copyright lines, not 1`] : []),
    ];
  },
  expects: ({ viewport, theme }) => (viewport.name === 'desktop' && theme === 'light' ? ['landing'] : []),
};

/** The open pages that carry the landing's top bar, checked at 1280 px. */
const landingBarPages = ['landing', 'about', 'login', 'signup'];

/** The landing top bar (the brand, Sign In, Sign Up) and the full footer, and no member navigation. */
export const landingTopBar: PageCheck = {
  name: 'landing top bar',
  expects: ({ viewport, theme }) => (viewport.name === 'desktop' && theme === 'light' ? landingBarPages : []),
  runsOn(route, at) {
    return this.expects?.(at).includes(route.name) ?? false;
  },
  async onPage(page) {
    const bar = page.getByRole('navigation', { name: 'Site' });
    const links = ['Receipts', messages.signIn, messages.signUp];
    const shown = await Promise.all(links.map((name) => bar.getByRole('link', { name }).first().isVisible()));
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
    const memberNav = await page.getByRole('navigation', { name: 'Main' }).count();
    return [
      ...links.filter((_, i) => !shown[i]).map((name) => `no ${name} link in the top bar`),
      ...((await social.isVisible()) ? [] : ['no social links in the footer']),
      ...(memberNav > 0 ? ['a member navigation'] : []),
    ];
  },
};

/** The x of the brand in the top bar, of the member navigation and of the leftmost box drawn inside <main>. */
const leftEdges = (page: Page) =>
  page.evaluate(() => {
    const left = (selector: string) =>
      Math.round(document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN);
    const lefts = [...document.querySelectorAll('main *')]
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .map((box) => box.left);
    return {
      brand: left('header .brand'),
      nav: left('.member-nav'),
      content: Math.round(Math.min(...lefts)),
    };
  });

/**
 * One grid at 1280 px: on every signed-in page the navigation starts under the brand, and the page's left edge
 * beside it is the same x everywhere, the give page's.
 */
export function oneGrid(): PageCheck {
  const edges = new Map<string, Awaited<ReturnType<typeof leftEdges>>>();
  return {
    name: 'one grid',
    runsOn: (route, { viewport, theme }) =>
      viewport.name === 'desktop' && theme === 'light' && route.signedIn,
    async onPage(page, route) {
      edges.set(pageKey(route), await leftEdges(page));
      return [];
    },
    judge: ({ viewport, theme }) => {
      if (viewport.name !== 'desktop' || theme !== 'light') return {};
      const give = edges.get('give-receipt /receipt');
      if (!give) return { 'give-receipt /receipt': ['not visited: the grid is measured from it'] };
      const x = give.brand;
      const off: Record<string, string[]> = {};
      if (!(give.content > x))
        off['give-receipt /receipt'] = [`content at ${give.content}, not right of ${x}`];
      for (const [page, edge] of edges) {
        if (edge.brand !== x || edge.nav !== x || edge.content !== give.content)
          off[page] = [`brand, nav, content at ${JSON.stringify(edge)}, not ${x}, ${x}, ${give.content}`];
      }
      return off;
    },
  };
}

/** Every signed-in page's title starts in the first quarter of a phone screen (in dark mode). */
export const titleInFirstQuarter: PageCheck = {
  name: 'title in the first quarter of a phone screen',
  runsOn: (route, { viewport, theme }) => viewport.name === 'phone' && theme === 'dark' && route.signedIn,
  async onPage(page, _route, { viewport }) {
    const top = await page.evaluate(
      () => document.querySelector('main :is(h1, h2, h3, h4)')?.getBoundingClientRect().top ?? Number.NaN,
    );
    return top >= 0 && top < viewport.height / 4 ? [] : [`the first heading starts at ${top} px`];
  },
};
