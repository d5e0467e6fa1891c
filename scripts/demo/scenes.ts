import { memberLinkPath, sitePaths } from '@contract/site-paths';
import type { Page } from 'playwright-core';
import type { Tour } from '../../test/support/app-tour';

/** One still of the walkthrough: where the app is, what the caption says, and how long it stays. */
export interface Scene {
  /** The chapter it opens (the demo player lists them), if any. */
  chapter?: string;
  caption: string;
  seconds: number;
  /** Signed in as the tour's owner (the login screen is passed once, before the first such scene). */
  signedIn: boolean;
  path: (tour: Tour) => string;
  /** What a person does on the page before the still is taken. */
  act?: (page: Page, tour: Tour) => Promise<void>;
}

/**
 * The walkthrough, about two minutes as the landing page promises, in the three chapters the demo player
 * lists (0:00, 0:40, 1:20). Re-record with `npm run demo:record` when these screens change.
 */
export const scenes: Scene[] = [
  {
    chapter: 'Create your profile',
    caption: 'Receipts: short notes about who you really are, from the people who know you.',
    seconds: 8,
    signedIn: false,
    path: () => '/',
  },
  {
    caption: 'Sign up with your name, a username and your email. The trial needs no credit card.',
    seconds: 8,
    signedIn: false,
    path: () => '/signup',
    act: async (page) => {
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Username', { exact: true }).fill('grace_h');
    },
  },
  {
    caption: 'Add a photo and a short bio, so people know it is you.',
    seconds: 8,
    signedIn: true,
    path: () => '/profile-setup',
  },
  {
    caption: 'Pick the goals you are working on: they show on your profile if you want them to.',
    seconds: 8,
    signedIn: true,
    path: () => '/profile-setup',
    act: async (page) => {
      await page.getByRole('tab', { name: /Goal Tags/ }).click();
    },
  },
  {
    caption: 'You decide what the world sees: bio, goals and each category of Receipts.',
    seconds: 8,
    signedIn: true,
    path: () => '/profile-setup',
    act: async (page) => {
      await page.getByRole('tab', { name: /sharing/i }).click();
    },
  },
  {
    chapter: 'Share your profile link',
    caption: 'Your profile gathers what people noticed about you.',
    seconds: 10,
    signedIn: true,
    path: () => '/profile-page',
  },
  {
    caption: 'Share your link or its QR code: anyone with it can leave you a Receipt.',
    seconds: 10,
    signedIn: true,
    path: () => '/profile-page',
    act: async (page) => {
      await page.locator('.share-link-row').first().scrollIntoViewIfNeeded();
    },
  },
  {
    caption: 'A friend opens your give link and writes about a real moment.',
    seconds: 10,
    signedIn: false,
    path: (tour) => memberLinkPath('give', tour.owner.username),
  },
  {
    caption:
      'Choose who the Receipt is for, its category and intent, and write it within the 60-second timer.',
    seconds: 10,
    signedIn: true,
    path: () => sitePaths.give,
  },
  {
    chapter: 'Collect Receipts',
    caption: 'Receipts arrive in your hub: signed or anonymous, some with a voice note.',
    seconds: 14,
    signedIn: true,
    path: () => sitePaths.hub,
  },
  {
    caption: 'The dashboard shows how you grow: by category, intent and week.',
    seconds: 13,
    signedIn: true,
    path: () => sitePaths.dashboard,
  },
  {
    caption: 'Your public profile shows only what you chose to share.',
    seconds: 13,
    signedIn: true,
    path: (tour) => memberLinkPath('profile', tour.owner.username),
  },
];

/** When each scene starts, in seconds from the start of the video. */
export function sceneStarts(list: Scene[]): number[] {
  let at = 0;
  return list.map((scene) => {
    const start = at;
    at += scene.seconds;
    return start;
  });
}
