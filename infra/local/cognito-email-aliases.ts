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
 * Cognito refuses a member's new sign-in e-mail when another member signs in with it (`AliasExistsException`,
 * before any code is sent); cognito-local does not look, so two members could end up with one address. The
 * shim answers that refusal itself, in Cognito's words; any other `UpdateUserAttributes` passes on.
 */
export async function refuseTakenEmail(
  dir: string,
  input: Record<string, unknown>,
  upstream: Upstream,
): Promise<ShimAnswer | null> {
  const attributes = Array.isArray(input.UserAttributes) ? input.UserAttributes : [];
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
