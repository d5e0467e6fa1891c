import { signedInWithin } from '@contract/recent-sign-in';
import type { RouteDef } from '@contract/routes/route-def';
import { recentSignInNeeded } from './errors';

/**
 * Step-up on the server: a route marked `recentSignIn` (a change to how the member signs in, the account's
 * deletion) is refused with 401 `RECENT_SIGN_IN_NEEDED` unless the ID token's `auth_time` is within
 * `limits.stepUpMinutes`. A stolen token, or one kept fresh by refreshes, then cannot make the change: only
 * a new sign-in (password or passkey, with the second step where it is on) can. `resuming` lets a deletion
 * already under way carry on: it was started with a recent sign-in, and once its steps have signed the
 * account out and deleted its sign-in, no new sign-in is possible.
 */
export function requireRecentSignIn(
  route: Pick<RouteDef, 'recentSignIn'>,
  caller: { signedInAt: number },
  { resuming = false, now = Date.now() }: { resuming?: boolean; now?: number } = {},
): void {
  if (!route.recentSignIn || resuming) return;
  if (!signedInWithin(caller.signedInAt, now)) throw recentSignInNeeded();
}
