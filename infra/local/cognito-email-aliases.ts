import { emailHolder } from './cognito-members';
import { fail, type ShimAnswer } from './cognito-passkey-answers';
import type { Upstream } from './cognito-passkeys';

/** The app client an access token was issued to (cognito-local has checked the token by then), or null. */
function clientIdOf(accessToken: unknown): string | null {
  try {
    const payload = JSON.parse(Buffer.from(String(accessToken).split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.client_id === 'string' ? payload.client_id : null;
  } catch {
    return null;
  }
}

/**
 * What Cognito refuses of a member's `UpdateUserAttributes` and cognito-local lets through, answered by the
 * shim in Cognito's words: a new sign-in e-mail another member has (`AliasExistsException`; cognito-local
 * does not look, so two members could end up with one address), and a verification flag, which the app
 * client may not write. Anything else passes on.
 */
export async function refuseTakenEmail(
  dir: string,
  input: Record<string, unknown>,
  upstream: Upstream,
): Promise<ShimAnswer | null> {
  const attributes = Array.isArray(input.UserAttributes) ? input.UserAttributes : [];
  // The app client may write only what sign-up sends; a verification flag is Cognito's, set by a code.
  if (attributes.some((a: { Name?: unknown }) => String(a?.Name).endsWith('_verified'))) {
    return fail('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
  const email = attributes.find((a: { Name?: unknown }) => a?.Name === 'email')?.Value;
  if (typeof email !== 'string') return null;
  const caller = await upstream('GetUser', { AccessToken: input.AccessToken });
  if (caller.status !== 200) return caller;
  const clientId = clientIdOf(input.AccessToken);
  const holder = clientId ? await emailHolder(dir, clientId, email) : null;
  if (holder && holder !== (caller.body as { Username?: string }).Username) {
    return fail('AliasExistsException', 'An account with the given email already exists.');
  }
  return null;
}
