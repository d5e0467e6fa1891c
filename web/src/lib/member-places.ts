import { isAtOrBelow, memberAreaPaths, memberOfLinkPath, sitePaths } from '@contract/site-paths';

/** A view of a place: one of the pages it holds, switched between with the place's view links. */
export type PlaceView = { to: string; label: string };

/**
 * The member's places, in the one navigation's order (a sidebar on a desktop, a bottom bar on a phone). A
 * place is current on its own page and on every page it holds (`within`); `views` switch between them.
 */
export type Place = { to: string; label: string; within: readonly string[]; views?: readonly PlaceView[] };

const homeViews = [
  { to: sitePaths.hub, label: 'Hub' },
  { to: sitePaths.receipts, label: 'Timeline' },
] as const;
const growthViews = [
  { to: sitePaths.dashboard, label: 'Dashboard' },
  { to: sitePaths.goals, label: 'Goals' },
  { to: sitePaths.journal, label: 'Journal' },
  { to: sitePaths.requests, label: 'Requests' },
] as const;

export const memberPlaces: readonly Place[] = [
  { to: sitePaths.hub, label: 'Home', within: homeViews.map((v) => v.to), views: homeViews },
  { to: sitePaths.give, label: 'Give', within: [sitePaths.give] },
  { to: sitePaths.dashboard, label: 'Growth', within: growthViews.map((v) => v.to), views: growthViews },
  {
    to: sitePaths.ownProfileOld,
    label: 'Profile',
    within: [sitePaths.ownProfileOld, sitePaths.profileSetup],
  },
  { to: sitePaths.settings, label: 'Settings', within: [sitePaths.settings] },
];

/** Shown to moderators only (the ID token says so); the API refuses everyone else all the same. */
export const moderationPlace: Place = {
  to: sitePaths.moderation,
  label: 'Moderation',
  within: [sitePaths.moderation],
};

/** The place `pathname` belongs to, if any. */
export const placeOf = (pathname: string, places: readonly Place[]) =>
  places.find((place) => isAtOrBelow(pathname, place.within));

/** The pages a signed-in member's navigation shows on: their own pages and the member links. */
export const isMemberArea = (pathname: string) =>
  isAtOrBelow(pathname, memberAreaPaths) ||
  memberOfLinkPath(pathname, ['profile', 'give', 'byUserId']) !== undefined;
