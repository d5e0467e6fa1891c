import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { signedInWithin } from '@contract/recent-sign-in';
import { routes } from '@contract/routes';
import { HttpError } from '../../functions/http/errors';
import { requireRecentSignIn } from '../../functions/http/recent-sign-in';

const now = Date.UTC(2026, 11, 7, 12, 0, 0);
const window = limits.stepUpMinutes * 60;
/** An `auth_time` (epoch seconds) `seconds` before `now`. */
const signedInAgo = (seconds: number) => now / 1000 - seconds;
const marked = { recentSignIn: true } as const;

const refusal = (run: () => void): unknown => {
  try {
    run();
    return null;
  } catch (error) {
    return error;
  }
};

describe('step-up on the server (routes marked recentSignIn)', () => {
  it('lets a sign-in within the window through, up to its last second', () => {
    expect(() => requireRecentSignIn(marked, { signedInAt: signedInAgo(0) }, { now })).not.toThrow();
    expect(() => requireRecentSignIn(marked, { signedInAt: signedInAgo(window) }, { now })).not.toThrow();
  });

  it('refuses an older sign-in, and a token without auth_time, with 401 RECENT_SIGN_IN_NEEDED', () => {
    for (const signedInAt of [signedInAgo(window + 1), signedInAgo(24 * 3600), 0]) {
      const error = refusal(() => requireRecentSignIn(marked, { signedInAt }, { now }));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 401,
        code: errorCodes.recentSignInNeeded,
        message: format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes }),
      });
    }
  });

  it('asks nothing of a route not marked, nor of a deletion being resumed', () => {
    const old = { signedInAt: signedInAgo(3600) };
    expect(() => requireRecentSignIn({}, old, { now })).not.toThrow();
    expect(() => requireRecentSignIn(marked, old, { now, resuming: true })).not.toThrow();
  });

  it('is the same rule the site asks by', () => {
    expect(signedInWithin(signedInAgo(window), now)).toBe(true);
    expect(signedInWithin(signedInAgo(window + 1), now)).toBe(false);
    expect(signedInWithin(undefined, now)).toBe(false);
    expect(signedInWithin(Number.NaN, now)).toBe(false);
  });

  it('marks the account deletion, and only routes that need a signed-in member', () => {
    const markedRoutes = Object.entries(routes).filter(([, r]) => 'recentSignIn' in r && r.recentSignIn);
    expect(markedRoutes.map(([id]) => id)).toContain('deleteAccount');
    for (const [, r] of markedRoutes) expect(r.auth).toBe('user');
  });
});
