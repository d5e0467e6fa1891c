import { signedInWithin } from '@contract/recent-sign-in';
import { loadAmplify } from './amplify-loader';

/**
 * Whether the member signed in (with a password or a passkey, not a token refresh) within
 * `limits.stepUpMinutes`: the ID token's `auth_time`, which a refreshed token keeps in AWS.
 */
export async function signedInRecently(now = Date.now()): Promise<boolean> {
  const { fetchAuthSession } = await loadAmplify();
  const authTime = (await fetchAuthSession()).tokens?.idToken?.payload.auth_time;
  return signedInWithin(typeof authTime === 'number' ? authTime : undefined, now);
}
