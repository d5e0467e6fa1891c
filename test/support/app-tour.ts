import type { PresignedPost } from '@contract/schemas/common';
import type { Receipt } from '@contract/schemas/receipts';
import { embedWallPath, sitePaths } from '@contract/site-paths';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { staticPages } from '../../web/src/lib/site-links';
import { callApi } from './api';
import { startTimer } from './give-flow';
import { makeModerator } from './moderators';
import { createMember, type TestMember } from './profiles';
import { giveReceipt } from './receipts';
import { openSignedIn } from './signed-in-page';
import { testStack } from './stack';
import { seedGrowth } from './tour-growth';
import { uploadWithPresignedPost } from './upload';

/** The viewports every screen must work at: a phone and a laptop. */
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export const themes = ['light', 'dark'] as const;
export type Viewport = (typeof viewports)[number];
export type Theme = (typeof themes)[number];
/** Every viewport in every theme: the cases of a check over the whole site. */
export const viewportThemes = viewports.flatMap((viewport) =>
  themes.map((theme) => [viewport, theme] as const),
);

export interface TourRoute {
  /** A file-name friendly name. */
  name: string;
  path: string;
  signedIn: boolean;
  /** A page made to be framed on other sites (the embedded wall): it has no site chrome. */
  framed?: boolean;
  /** Brings the page to the state the route is about, once it has rendered (a step of a flow). */
  prepare?: (page: Page) => Promise<void>;
  /** Signed in as the tour's newcomer (a member on their first day) instead of the owner. */
  asNewcomer?: boolean;
}

export interface Tour {
  owner: TestMember;
  friend: TestMember;
  /** A member with nothing yet, for the first-day routes (test/support/first-day.ts). */
  newcomer?: TestMember;
  routes: TourRoute[];
}

const webm = new Blob([Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex')], {
  type: 'audio/webm',
});

async function voiceNote(member: TestMember): Promise<string> {
  const post = await callApi<PresignedPost>('POST', '/receipts/voice-upload', {
    token: member.idToken,
    body: { contentType: 'audio/webm;codecs=opus', size: webm.size },
  });
  await uploadWithPresignedPost(post.body, webm);
  return post.body.key;
}

/**
 * One member with a lived-in account (bio, goals, a contact, receipts in several categories: edited, anonymous,
 * with a voice note, sent and received) and a friend whose public profile is visited. `readable`: usernames
 * as people pick them (`ada_lovelace`, so share links read `/u/ada_lovelace`), for a fresh stack's screenshots;
 * otherwise unique ones, for a stack the tests share.
 */
export async function seedTour({ readable = false } = {}): Promise<Tour> {
  const username = (name: string) => (readable ? name : undefined);
  const [owner, friend, third] = await Promise.all([
    createMember('Grace', 'Hopper', username('grace_hopper')),
    createMember('Ada', 'Lovelace', username('ada_lovelace')),
    createMember('Alan', 'Turing', username('alan_turing')),
  ]);
  await callApi('PUT', '/me/profile', {
    token: owner.idToken,
    body: { shortBio: 'Debugging the world, one moth at a time.' },
  });
  await callApi('PUT', '/me/goal-tags', {
    token: owner.idToken,
    body: { selected: ['Meditation', 'Public Speaking', 'Make Friends'] },
  });
  await callApi('POST', '/me/contacts', {
    token: owner.idToken,
    body: { username: friend.username, name: 'Ada Lovelace', tags: ['Remained Grounded'] },
  });
  const edited = await giveReceipt(friend, owner, {
    category: 'Work',
    intent: 'Took Accountability',
    relationshipType: 'Coworker',
    receiptText:
      'You owned the outage in the retro and walked everyone through the fix without blaming anyone.',
  });
  await callApi<Receipt>('PATCH', `/receipts/${edited.body.id}`, {
    token: owner.idToken,
    body: { receiptText: 'You owned the outage in the retro and walked everyone through the fix.' },
  });
  await giveReceipt(friend, owner, {
    category: 'Play',
    intent: 'Good Sport',
    dayContext: 'Good Day',
    receiptText: 'Lost the chess final and still bought everyone coffee.',
    voiceRecording: await voiceNote(friend),
  });
  await giveReceipt(third, owner, {
    category: 'Relationships',
    intent: 'Empathy',
    anonymous: true,
    receiptText: 'You listened first and talked second when I needed it most.',
  });
  await giveReceipt(owner, friend, {
    category: 'Health',
    intent: 'Appreciate',
    receiptText: 'Thanks for dragging me to the 6 am run. I needed it.',
  });
  await giveReceipt(third, friend, {
    category: 'Work',
    intent: 'Creativity',
    receiptText: 'Brilliant notes.',
  });
  await seedGrowth(owner, friend, third, edited.body);
  // The owner moderates: the friend reported an anonymous receipt, which the moderation page lists.
  await makeModerator(owner);
  const reported = await giveReceipt(third, friend, {
    category: 'Play',
    anonymous: true,
    emotionalRegulation: ['Got Reactive'],
    receiptText: 'Nobody wanted your opinion at the board game night.',
  });
  await callApi('POST', `/receipts/${reported.body.id}/report`, {
    token: friend.idToken,
    body: { reason: 'other', text: 'Unkind, and about something private.' },
  });

  const publicRoutes: TourRoute[] = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'login', path: '/login', signedIn: false },
    { name: 'login-v2', path: '/login-v2', signedIn: false },
    { name: 'signup', path: '/signup', signedIn: false },
    { name: 'forgot-password', path: '/forgot-password', signedIn: false },
    ...staticPages.map((page) => ({ name: page, path: `/${page}`, signedIn: false })),
    { name: 'not-found', path: '/no-such-page', signedIn: false },
    { name: 'api-reference', path: '/developers/api', signedIn: false },
    { name: 'unsubscribe', path: '/unsubscribe', signedIn: false },
    // Share links as a signed-out visitor sees them: the friend's profile asks to log in; a give link.
    { name: 'profile-link-signed-out', path: `/u/${friend.username}`, signedIn: false },
    { name: 'give-link-signed-out', path: `/give/${friend.username}`, signedIn: false },
    { name: 'embed-wall', path: embedWallPath(friend.username, 'system', 6), signedIn: false, framed: true },
  ];
  const signedInRoutes: TourRoute[] = [
    { name: 'profile-setup', path: '/profile-setup', signedIn: true },
    { name: 'give-receipt', path: '/receipt', signedIn: true },
    // The give flow's compose step, as the friend's give link opens it.
    {
      name: 'give-compose',
      path: `/receipt?to=${friend.username}`,
      signedIn: true,
      prepare: async (page) => {
        await page.getByText('Ready to Give a Receipt?').waitFor();
        await startTimer(page);
        await page.locator('textarea').first().waitFor();
      },
    },
    { name: 'profile-page', path: '/profile-page', signedIn: true },
    { name: 'public-profile', path: `/u/${friend.username}`, signedIn: true },
    { name: 'receipts-hub', path: '/receipts-hub', signedIn: true },
    { name: 'app-dashboard', path: '/app/dashboard', signedIn: true },
    { name: 'app-receipts', path: '/app/receipts', signedIn: true },
    { name: 'app-goals', path: '/app/goals', signedIn: true },
    { name: 'app-journal', path: '/app/journal', signedIn: true },
    { name: 'app-requests', path: '/app/requests', signedIn: true },
    { name: 'app-settings', path: '/app/settings', signedIn: true },
    { name: 'app-moderation', path: '/app/moderation', signedIn: true },
  ];
  return { owner, friend, routes: [...publicRoutes, ...signedInRoutes] };
}

/** Waits until a page has rendered its content: a heading, no spinner left. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main h1:not([data-left])').first().waitFor();
  await page.locator('.spinner-wrap, .page-loading').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Navigates the way a link does, without reloading the app: the dev server's hundreds of modules load once
 * per context, not once per route (react-router follows `popstate`).
 */
async function goWithinApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // The root layout remounts a page when its path changes: a marked heading is the previous page's. A new
    // query on the same path keeps the page, and its heading.
    if (new URL(to, window.location.href).pathname !== window.location.pathname)
      for (const h1 of document.querySelectorAll('main h1')) h1.setAttribute('data-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, path);
}

/**
 * Visits every route in one browser context per viewport and theme: the open pages signed out, then signs
 * in once (openSignedIn) and visits the signed-in pages, then (if the tour has first-day routes)
 * signs in as the newcomer and visits theirs.
 */
export async function tourEveryRoute(
  browser: Browser,
  tour: Tour,
  viewport: Viewport,
  theme: Theme,
  visit: (page: Page, route: TourRoute) => Promise<void>,
): Promise<void> {
  const context: BrowserContext = await browser.newContext({
    baseURL: testStack().siteUrl,
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    let signedInAs: TestMember | undefined;
    const order = (route: TourRoute) => (route.signedIn ? (route.asNewcomer ? 2 : 1) : 0);
    for (const route of [...tour.routes].sort((a, b) => order(a) - order(b))) {
      const member = route.signedIn ? (route.asNewcomer ? tour.newcomer : tour.owner) : undefined;
      if (route.signedIn && !member) throw new Error(`${route.name}: the tour has no newcomer`);
      if (member && member !== signedInAs) {
        // Where signing in leaves them; the sign-in page itself is a route of the tour.
        await openSignedIn(page, member, route.asNewcomer ? sitePaths.profileSetup : sitePaths.give);
        signedInAs = member;
      }
      try {
        await goWithinApp(page, route.path);
        await settle(page);
        await route.prepare?.(page);
        await visit(page, route);
      } catch (error) {
        throw new Error(`${route.name} (${route.path}) at ${viewport.name}, ${theme}: ${error}`, {
          cause: error,
        });
      }
    }
  } finally {
    await context.close();
  }
}
