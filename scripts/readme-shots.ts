/**
 * The README's pictures, as `npm run screenshots` makes them: which route, at which width and in which theme,
 * and how much of it. A phone picture is the screen as a phone shows it (390 × 844, the bottom bar at its
 * foot); a desktop picture is the top of the page, `height` pixels tall. Each is saved in docs/screenshots/
 * as `<route>-<viewport>-<theme>.png`, a palette PNG. test/unit/readme-shots.test.ts checks that the README
 * shows exactly these.
 */
export interface ReadmeShot {
  route: string;
  viewport: 'phone' | 'desktop';
  theme: 'light' | 'dark';
  /** The desktop picture's height (the top of the full page); a phone picture is its screen. */
  height?: number;
}

export const readmeDir = 'docs/screenshots';

export const readmeShots: readonly ReadmeShot[] = [
  { route: 'landing', viewport: 'desktop', theme: 'light', height: 2450 },
  { route: 'receipts-hub', viewport: 'desktop', theme: 'light', height: 1100 },
  { route: 'public-profile', viewport: 'desktop', theme: 'light', height: 1000 },
  { route: 'app-dashboard', viewport: 'desktop', theme: 'light', height: 1100 },
  { route: 'receipts-hub', viewport: 'phone', theme: 'dark' },
  { route: 'give-compose', viewport: 'phone', theme: 'light' },
  { route: 'profile-page', viewport: 'phone', theme: 'light' },
  { route: 'profile-link-signed-out', viewport: 'phone', theme: 'light' },
  { route: 'first-day-hub', viewport: 'phone', theme: 'light' },
  { route: 'first-day-dashboard', viewport: 'desktop', theme: 'light', height: 800 },
  { route: 'first-day-goals', viewport: 'phone', theme: 'dark' },
  { route: 'app-goals', viewport: 'desktop', theme: 'light', height: 1400 },
  { route: 'app-requests', viewport: 'phone', theme: 'dark' },
];

export const readmeFile = (shot: ReadmeShot) => `${shot.route}-${shot.viewport}-${shot.theme}.png`;

/** The README pictures of one viewport and theme's route. */
export const readmeShotsOf = (route: string, viewport: string, theme: string) =>
  readmeShots.filter((shot) => shot.route === route && shot.viewport === viewport && shot.theme === theme);
