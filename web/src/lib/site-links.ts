import { sitePaths } from '@contract/site-paths';
/** The landing page's sections, linked from the top bar (landing only) and the landing footer. */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'faq', label: 'FAQ' },
] as const;

/** The short static pages behind the landing footer's links (SPEC §2: screens the spec leaves out), by column. */
const productPages = ['pricing', 'demo'] as const;
const companyPages = ['about', 'blog', 'careers', 'contact'] as const;
const legalPages = ['privacy', 'terms', 'cookies'] as const;
export const staticPages = [...productPages, ...companyPages, ...legalPages] as const;
export type StaticPageId = (typeof staticPages)[number];

/** A static page's footer link: its path, and its id capitalised as the label. */
const pageLink = (page: StaticPageId) => ({
  to: `/${page}`,
  label: page.charAt(0).toUpperCase() + page.slice(1),
});
const sectionLink = (section: (typeof landingSections)[number]) => ({
  to: `/#${section.id}`,
  label: section.label,
});

/** The landing footer, column by column, in SPEC §2's order. */
export const footerColumns = [
  {
    title: 'Product',
    links: [...landingSections.slice(0, 2).map(sectionLink), ...productPages.map(pageLink)],
  },
  { title: 'Company', links: companyPages.map(pageLink) },
  { title: 'Legal', links: legalPages.map(pageLink) },
];

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
  { to: sitePaths.journal, label: 'Journal' },
  { to: sitePaths.requests, label: 'Requests' },
  { to: sitePaths.profile, label: 'Profile' },
  { to: sitePaths.settings, label: 'Settings' },
] as const;
/** Shown to moderators only (the ID token says so); the API refuses everyone else all the same. */
export const moderationLink = { to: sitePaths.moderation, label: 'Moderation' } as const;

/** The paths the `/app` layout (and so its sidebar) wraps. */
export const isAppLayoutPath = (pathname: string) =>
  pathname === sitePaths.profile || pathname.startsWith(`${sitePaths.app}/`);
