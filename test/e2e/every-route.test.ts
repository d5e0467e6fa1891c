import { seedTour, type Tour, viewportThemes } from '../support/app-tour';
import { sharedBrowser } from '../support/browser';
import { everyPageCheck, withOwnPages } from '../support/every-page-checks';
import { checkEveryPage } from '../support/page-checks';

/**
 * Every page check on one load of each page: the tour seeds once and visits every route once per width and
 * mode, and each check runs on the pages it is about (test/support/every-page-checks.ts). A failure names
 * the check, then the page, at the width and mode of its test.
 */
describe('every route at phone and desktop width, light and dark', () => {
  let tour: Tour;
  beforeAll(async () => {
    tour = await withOwnPages(await seedTour());
  });
  const browser = sharedBrowser();

  it.each(viewportThemes.map(([viewport, theme]) => ({ viewport, theme })))(
    'at $viewport.name width in $theme mode, every page passes every check',
    async (at) => {
      expect(await checkEveryPage(browser(), tour, at, everyPageCheck())).toEqual({});
    },
    240_000,
  );
});
