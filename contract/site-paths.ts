/**
 * The site's paths, written once: the router serves them, main.tsx starts downloads for them, e-mails and
 * share links point at them, the local link preview and the Site stack answer them. SPEC §2 names the pages.
 */
export const sitePaths = {
  home: '/',
  login: '/login',
  loginWithTerms: '/login-v2',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  apiReference: '/developers/api',
  profileSetup: '/profile-setup',
  give: '/receipt',
  ownProfileOld: '/profile-page',
  hub: '/receipts-hub',
  unsubscribe: '/unsubscribe',
  app: '/app',
  dashboard: '/app/dashboard',
  receipts: '/app/receipts',
  goals: '/app/goals',
  journal: '/app/journal',
  requests: '/app/requests',
  settings: '/app/settings',
  moderation: '/app/moderation',
  profile: '/profile',
  /** A static page (web/src/lib/site-links.ts): the contact form. */
  contact: '/contact',
} as const;

/**
 * Where the API answers under the site's own address in AWS (`https://<site>/api/receipts`): CloudFront sends
 * these paths, without the prefix, to API Gateway behind the stage's WAF rules.
 */
export const apiPathPrefix = '/api';

/** Where the site reads its stage's endpoints (SiteConfig): written by the Site stack, served locally. */
export const siteConfigPath = '/config.json';

/**
 * The links that carry a member in their path: the readable share link `/u/{username}` (open to signed-out
 * visitors), the link that opens the give flow for its owner, and the old member-only link by user id.
 */
export const memberLinkPrefixes = { profile: '/u/', give: '/give/', byUserId: '/profile/' } as const;
export type MemberLink = keyof typeof memberLinkPrefixes;

/** A member link's path: `memberLinkPath('profile', 'ana')` is `/u/ana`. */
export const memberLinkPath = (link: MemberLink, member: string) => `${memberLinkPrefixes[link]}${member}`;

/** The give link's query parameter that names the feedback request the receipt answers. */
export const feedbackRequestParam = 'request';

/** A feedback request's link: the asker's give link, with the request it answers. */
export const feedbackRequestPath = (username: string, requestId: string) =>
  `${memberLinkPath('give', username)}?${feedbackRequestParam}=${encodeURIComponent(requestId)}`;

/**
 * A member's wall for other sites (an iframe): what signed-out visitors may see of the profile, in a theme and
 * with a number of receipts the owner picks. The only path other sites may frame.
 */
export const embedWallPrefix = '/embed/';

/** The embedded wall's choices, in its query: `?theme=dark&count=6`. */
export const embedWallThemes = ['light', 'dark', 'system'] as const;
export type EmbedWallTheme = (typeof embedWallThemes)[number];
export const embedWallCounts = [3, 6, 9, 12] as const;
export const embedWallDefaults = { theme: 'system' as EmbedWallTheme, count: 6 };

/** The embedded wall's address for one member and their choices. */
export const embedWallPath = (username: string, theme: EmbedWallTheme, count: number) =>
  `${embedWallPrefix}${username}?theme=${theme}&count=${count}`;

/** The embedded wall's choices read from its query; anything else is the default. */
export function embedWallOptions(query: URLSearchParams): { theme: EmbedWallTheme; count: number } {
  const theme = embedWallThemes.find((t) => t === query.get('theme')) ?? embedWallDefaults.theme;
  const count = embedWallCounts.find((c) => String(c) === query.get('count')) ?? embedWallDefaults.count;
  return { theme, count };
}

/** A member link as a router pattern: `/u/:username`. */
export const memberLinkPattern = (link: MemberLink, param: string) => memberLinkPath(link, `:${param}`);

/**
 * The member segment of a path that is one of `links` (an optional trailing slash allowed), as written
 * (not decoded), or undefined for any other path.
 */
export function memberOfLinkPath(pathname: string, links: readonly MemberLink[]): string | undefined {
  for (const link of links) {
    const prefix = memberLinkPrefixes[link];
    if (!pathname.startsWith(prefix)) continue;
    const segment = pathname.slice(prefix.length).replace(/\/$/, '');
    return segment && !/[/?#]/.test(segment) ? segment : undefined;
  }
  return undefined;
}

/**
 * The pages a signed-in member's navigation shows on (the member links aside): their own pages. main.tsx
 * starts Amplify's download at boot for these (and their sub-paths), beside the page's own code.
 */
export const memberAreaPaths = [
  sitePaths.profileSetup,
  sitePaths.give,
  sitePaths.ownProfileOld,
  sitePaths.hub,
  sitePaths.app,
  sitePaths.profile,
] as const;

/** Whether `pathname` is one of `paths` or below one of them. */
export const isAtOrBelow = (pathname: string, paths: readonly string[]) =>
  paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
