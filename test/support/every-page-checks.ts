import { feedbackRequestPath, memberLinkPath } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import { callApi } from './api';
import type { Tour, TourRoute } from './app-tour';
import { seriousViolations } from './axe';
import { sidewaysOverflow } from './browser';
import { componentProblems } from './component-checks';
import { ask } from './feedback-requests';
import type { PageCheck } from './page-checks';
import { footers, landingTopBar, oneGrid, titleInFirstQuarter } from './page-chrome';
import { typeScale } from './type-scale';

const everywhere = () => true;

const noSidewaysScroll: PageCheck = {
  name: 'nothing scrolls sideways',
  runsOn: everywhere,
  async onPage(page) {
    const overflow = await sidewaysOverflow(page);
    return overflow > 0 ? [`scrolls sideways by ${overflow} px`] : [];
  },
};

const axeClean: PageCheck = {
  name: 'axe finds nothing serious',
  runsOn: everywhere,
  onPage: (page) => seriousViolations(page),
};

/** The pages whose components and forms moved to the shared component set. */
const componentSetPages = [
  'signup',
  'profile-setup',
  'give-receipt',
  'profile-page',
  'public-profile',
  'receipts-hub',
  'app-settings',
];

/**
 * The shared component set on the form pages: shared checkboxes, whole boxes and handles, no emoji, centred
 * counts. The profile setup is checked on its goal tags, which are checkboxes too, and axe runs again there
 * (elsewhere the page is the one `axeClean` saw). It opens a tab: it runs last.
 */
const componentSet: PageCheck = {
  name: 'one component set',
  runsOn: (route) => componentSetPages.includes(route.name),
  expects: () => componentSetPages,
  async onPage(page: Page, route) {
    if (route.name !== 'profile-setup') return componentProblems(page);
    await page.getByRole('tab', { name: /Goal Tags/ }).click();
    await page.getByRole('button', { name: /Health & Fitness/ }).click();
    return [...(await componentProblems(page)), ...(await seriousViolations(page))];
  },
};

/** The give page's modes (find someone, the address book…) each on one line, at each width. */
const giveModesFit: PageCheck = {
  name: 'give modes on one line',
  runsOn: (route) => route.name === 'give-receipt',
  expects: () => ['give-receipt'],
  async onPage(page) {
    const lines = await page
      .locator('.segment')
      .evaluateAll((tabs) =>
        tabs.map((tab) => tab.getBoundingClientRect().height / parseFloat(getComputedStyle(tab).lineHeight)),
      );
    if (!lines.length) return ['no mode tabs'];
    return lines.every((count) => count < 2) ? [] : [`modes on ${lines.map((n) => n.toFixed(1))} lines`];
  },
};

/**
 * The give page as someone is chosen and the timer runs: the shared component set, and again with the
 * search opened by "Change recipient" (with axe). That the search folds and opens is
 * test/components/give-recipient.test.tsx. It opens the search: it runs last.
 */
const giveComposeComponents: PageCheck = {
  name: 'one component set while composing',
  runsOn: (route) => route.name === 'give-compose',
  expects: () => ['give-compose'],
  async onPage(page) {
    const composing = await componentProblems(page);
    await page.getByRole('button', { name: 'Change recipient' }).click();
    await page.getByLabel('Search by name or username').waitFor();
    const searching = [...(await componentProblems(page)), ...(await seriousViolations(page))];
    return [...composing, ...searching.map((problem) => `with the search open: ${problem}`)];
  },
};

/**
 * Every check of a page, fresh for one tour (some gather what they saw for a rule between pages), in the
 * order they run on each page.
 */
export const everyPageCheck = (): PageCheck[] => [
  noSidewaysScroll,
  axeClean,
  typeScale,
  footers,
  landingTopBar,
  oneGrid(),
  titleInFirstQuarter,
  giveModesFit,
  componentSet,
  giveComposeComponents,
];

/**
 * The tour and the pages the type scale measures beyond it (every other check sees them too): the owner's own
 * profile, open to signed-out visitors, seen signed out and signed in, and an open request's link as a
 * signed-out giver opens it.
 */
export async function withOwnPages(tour: Tour): Promise<Tour> {
  const { owner } = tour;
  await callApi('PUT', '/me/sharing-settings', {
    token: owner.idToken,
    body: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
  });
  const request = await ask(owner, 'What should I keep doing?');
  const profile = memberLinkPath('profile', owner.username);
  const routes: TourRoute[] = [
    { name: 'own-profile-signed-out', path: profile, signedIn: false },
    {
      name: 'feedback-request',
      path: feedbackRequestPath(owner.username, request.body.id),
      signedIn: false,
    },
    { name: 'own-public-profile', path: profile, signedIn: true },
  ];
  // First: the tour's signed-out part ends on the framed wall, outside the site's own pages.
  return { ...tour, routes: [...routes, ...tour.routes] };
}
