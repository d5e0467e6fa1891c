import { problemsOnTour, seedTour, type Tour, viewportThemes } from '../support/app-tour';
import { seriousViolations } from '../support/axe';
import { sharedBrowser, sidewaysOverflow } from '../support/browser';

describe('every route at phone and desktop width, light and dark', () => {
  let tour: Tour;
  beforeAll(async () => {
    tour = await seedTour();
  });
  const browser = sharedBrowser();

  it.each(viewportThemes)(
    'at %j in %s mode: nothing scrolls sideways and axe finds nothing serious',
    async (viewport, theme) => {
      const problems = await problemsOnTour(browser(), tour, viewport, theme, async (page) => {
        const overflow = await sidewaysOverflow(page);
        return [
          ...(overflow > 0 ? [`scrolls sideways by ${overflow} px`] : []),
          ...(await seriousViolations(page)),
        ];
      });
      expect(problems).toEqual({});
    },
    240_000,
  );
});
