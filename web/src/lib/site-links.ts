import { sitePaths } from '@contract/site-paths';
/** The landing page's sections, linked from the top bar (landing only) and the landing footer. */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'faq', label: 'FAQ' },
] as const;

/** The short static pages behind the landing footer's links (SPEC §2: screens the spec leaves out). */
export const staticPages = [
  'pricing',
  'demo',
  'about',
  'blog',
  'careers',
  'contact',
  'privacy',
  'terms',
  'cookies',
] as const;
export type StaticPageId = (typeof staticPages)[number];

/** The landing footer, column by column, in SPEC §2's order. */
export const footerColumns = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#how-it-works', label: 'How It Works' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/demo', label: 'Demo' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
] as const;

/** The top bar's pages for a signed-in member (SPEC §2), in its order. */
export const memberPages = [
  { to: sitePaths.profileSetup, label: 'Profile Setup' },
  { to: sitePaths.give, label: 'Give a Receipt' },
  { to: sitePaths.hub, label: 'Receipts Hub' },
  { to: sitePaths.ownProfileOld, label: 'View Profile' },
] as const;

/** The `/app` layout's sidebar (SPEC §2): on a phone the same links sit in the top bar's menu. */
export const appSidebarLinks = [
  { to: sitePaths.dashboard, label: 'Dashboard' },
  { to: sitePaths.receipts, label: 'Receipts' },
  { to: sitePaths.goals, label: 'Goals' },
  { to: sitePaths.profile, label: 'Profile' },
  { to: sitePaths.settings, label: 'Settings' },
] as const;
/** Shown to moderators only (the ID token says so); the API refuses everyone else all the same. */
export const moderationLink = { to: sitePaths.moderation, label: 'Moderation' } as const;

/** The paths the `/app` layout (and so its sidebar) wraps. */
export const isAppLayoutPath = (pathname: string) =>
  pathname === sitePaths.profile || pathname.startsWith(`${sitePaths.app}/`);
