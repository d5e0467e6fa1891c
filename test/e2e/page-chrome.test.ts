import type { Page } from 'playwright-core';
import { seedTour, type Tour, type TourRoute, tourEveryRoute, viewports } from '../support/app-tour';
import { sharedBrowser } from '../support/browser';
import { landingFooterLinks } from '../support/spec-chrome';

const [phone, desktop] = viewports;

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

/** How far down the viewport the page's first heading starts. */
const firstHeadingTop = (page: Page) =>
  page.evaluate(
    () => document.querySelector('main :is(h1, h2, h3, h4)')?.getBoundingClientRect().top ?? Number.NaN,
  );

describe('the chrome of every page', () => {
  let tour: Tour;
  beforeAll(async () => {
    tour = await seedTour();
  });
  const browser = sharedBrowser();
  const signedInRoutes = () => tour.routes.filter((route) => route.signedIn);

  it('lists the landing footer on the open pages and a copyright line on the member pages, aligned to one grid at 1280 px', async () => {
    const footers: Record<string, Awaited<ReturnType<typeof footerOf>>> = {};
    const edges: Record<string, Awaited<ReturnType<typeof leftEdges>>> = {};
    await tourEveryRoute(browser(), tour, desktop, 'light', async (page, route: TourRoute) => {
      if (route.framed) return; // made for other sites' frames: no chrome of ours
      footers[`${route.path} ${route.signedIn ? 'signed in' : 'signed out'}`] = await footerOf(page);
      if (route.signedIn) edges[route.path] = await leftEdges(page);
    });

    const memberPage = (key: string) => key.endsWith(' signed in') || /^\/(u|give)\//.test(key);
    const open = Object.entries(footers).filter(([key]) => !memberPage(key));
    const members = Object.entries(footers).filter(([key]) => memberPage(key));
    expect(open.map(([key]) => key)).toContain('/ signed out');
    for (const [, footer] of open) {
      expect(footer.controls).toEqual(expect.arrayContaining(landingFooterLinks));
      expect(footer.socialIcons).toBeGreaterThanOrEqual(3);
      expect(footer.copyright).toBe(1);
    }
    expect(Object.fromEntries(members)).toEqual(
      Object.fromEntries(members.map(([key]) => [key, { controls: [], socialIcons: 0, copyright: 1 }])),
    );

    // One grid: on every signed-in page the navigation starts under the brand, and the page's left edge
    // beside it is the same x everywhere.
    const x = edges['/receipt']?.brand;
    const content = edges['/receipt']?.content ?? Number.NaN;
    expect(content).toBeGreaterThan(x ?? Number.NaN);
    expect(edges).toEqual(
      Object.fromEntries(signedInRoutes().map((route) => [route.path, { brand: x, nav: x, content }])),
    );
  }, 240_000);

  it('starts every signed-in page title in the first quarter of a phone screen', async () => {
    const tops: Record<string, number> = {};
    await tourEveryRoute(browser(), tour, phone, 'dark', async (page, route: TourRoute) => {
      if (route.signedIn) tops[route.path] = await firstHeadingTop(page);
    });
    const quarter = phone.height / 4;
    expect(Object.entries(tops).filter(([, top]) => !(top >= 0 && top < quarter))).toEqual([]);
    expect(Object.keys(tops)).toEqual(signedInRoutes().map((route) => route.path));
  }, 240_000);
});
