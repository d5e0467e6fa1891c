import type { Page } from 'playwright-core';
import {
  seedTour,
  type Theme,
  type Tour,
  themes,
  tourEveryRoute,
  type Viewport,
  viewports,
} from '../support/app-tour';
import { seriousViolations } from '../support/axe';
import { sharedBrowser } from '../support/browser';

/** How far the page scrolls sideways; 0 when nothing is wider than the viewport. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('every route at phone and desktop width, light and dark', () => {
  let tour: Tour;
  beforeAll(async () => {
    tour = await seedTour();
  });
  const browser = sharedBrowser();

  const cases = viewports.flatMap((viewport) => themes.map((theme) => [viewport, theme] as const));

  it.each(cases)(
    'at %j in %s mode: nothing scrolls sideways and axe finds nothing serious',
    async (viewport: Viewport, theme: Theme) => {
      const problems: Record<string, string[]> = {};
      await tourEveryRoute(browser(), tour, viewport, theme, async (page, route) => {
        const found: string[] = [];
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
        found.push(...(await seriousViolations(page)));
        if (found.length) problems[route.path] = found;
      });
      expect(problems).toEqual({});
    },
    240_000,
  );
});
