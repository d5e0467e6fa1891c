import { memberOfLinkPath } from '@contract/site-paths';
import { hasStoredSession } from '@/lib/amplify-loader';
import { callApi } from '@/lib/api-client';
import type { ProfileView } from './profile-view';

let early: { username: string; answer: Promise<ProfileView> } | null = null;

/**
 * A signed-out visitor's `/u/{username}`: the profile request goes out at boot (main.tsx), beside the
 * router and the page's code, instead of after them. The page's query takes the answer (once).
 */
export function requestVisitorProfileEarly(pathname: string): void {
  // A share link: the one page whose API answer a signed-out visitor can be given at boot.
  const member = memberOfLinkPath(pathname, ['profile']);
  if (!member || hasStoredSession()) return;
  let username: string;
  try {
    username = decodeURIComponent(member);
  } catch {
    return; // a malformed link: the page says so
  }
  const answer = callApi('getVisitorProfile', { params: { username } });
  answer.catch(() => {
    // The page's query gets the same failure and shows it.
  });
  early = { username, answer };
}

/** The early answer for this visitor's profile, if one was asked for and not yet taken. */
export function takeEarlyVisitorProfile(username: string): Promise<ProfileView> | undefined {
  if (early?.username !== username) return undefined;
  const { answer } = early;
  early = null;
  return answer;
}
