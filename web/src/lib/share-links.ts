import { usernamePattern } from '@contract/limits';
import { memberLinkPath, memberOfLinkPath } from '@contract/site-paths';

/** The readable public link of a profile, and the link that opens the give flow for its owner. */
export const profilePath = (username: string) => memberLinkPath('profile', username);
export const givePath = (username: string) => memberLinkPath('give', username);

/** A path of this site as a full link to share (the stage's own origin, so every stage shares its own). */
export const siteLink = (path: string) => new URL(path, window.location.origin).href;

/**
 * The username a Receipts profile or give link points at, or null for anything else: another site,
 * another page of this one, or text that is not a link at all.
 */
export function usernameFromLink(text: string, origin = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const username = decodeURIComponent(memberOfLinkPath(url.pathname, ['profile', 'give']) ?? '');
  return usernamePattern.test(username) ? username.toLowerCase() : null;
}
