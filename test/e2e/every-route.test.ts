import { readFileSync } from 'node:fs';
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
import { sharedBrowser } from '../support/browser';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.1 A/AA rules on the rendered page; only serious and critical findings. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's CSP does not govern; an inline <script> tag
  // (addScriptTag) is refused by `script-src 'self'`, as it should be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(...args: unknown[]): Promise<{ violations: unknown }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
