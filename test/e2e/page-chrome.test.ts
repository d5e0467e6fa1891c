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

/** The x of the brand in the top bar and of the leftmost box drawn inside <main>. */
const leftEdges = (page: Page) =>
  page.evaluate(() => {
    const brand = document.querySelector('header .brand')?.getBoundingClientRect().left ?? Number.NaN;
    const lefts = [...document.querySelectorAll('main *')]
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .map((box) => box.left);
    return { brand: Math.round(brand), content: Math.round(Math.min(...lefts)) };
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

  it('lists the full footer on the landing page only and a copyright line everywhere else, aligned to one grid at 1280 px', async () => {
    const footers: Record<string, Awaited<ReturnType<typeof footerOf>>> = {};
    const edges: Record<string, { brand: number; content: number }> = {};
    await tourEveryRoute(browser(), tour, desktop, 'light', async (page, route: TourRoute) => {
      if (route.framed) return; // made for other sites' frames: no chrome of ours
      footers[`${route.path} ${route.signedIn ? 'signed in' : 'signed out'}`] = await footerOf(page);
      if (route.signedIn) edges[route.path] = await leftEdges(page);
    });

    const { '/ signed out': landing, ...others } = footers;
    expect(landing?.controls).toEqual(expect.arrayContaining(landingFooterLinks));
    expect(landing?.socialIcons).toBeGreaterThanOrEqual(3);
    expect(landing?.copyright).toBe(1);
    expect(others).toEqual(
      Object.fromEntries(
        Object.keys(others).map((key) => [key, { controls: [], socialIcons: 0, copyright: 1 }]),
      ),
    );

    // One grid: on every signed-in page the brand and the page's left edge share one x, the same x everywhere.
    const x = edges['/receipt']?.brand;
    expect(edges).toEqual(
      Object.fromEntries(signedInRoutes().map((route) => [route.path, { brand: x, content: x }])),
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
