import type { StoredPasskey } from './passkey-store';

/** What the shim answers a Cognito call with. */
export interface ShimAnswer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): ShimAnswer => ({ status: 200, body });
export const fail = (type: string, message: string): ShimAnswer => ({
  status: 400,
  body: { __type: type, message },
});

/** Which Cognito error a refused ceremony is, from @simplewebauthn/server's reason. */
export function refusal(error: unknown, otherwise: string): ShimAnswer {
  const reason = error instanceof Error ? error.message : String(error);
  if (/origin/i.test(reason)) return fail('WebAuthnOriginNotAllowedException', reason);
  if (/RP ID/i.test(reason)) return fail('WebAuthnRelyingPartyMismatchException', reason);
  if (/challenge/i.test(reason)) return fail('WebAuthnChallengeNotFoundException', reason);
  return fail(otherwise, reason);
}

/** "Chrome on Linux": the name Cognito's list shows for a passkey the browser gave none. */
export function passkeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = (['Android', 'iPhone', 'iPad', 'Windows', 'Mac', 'Linux'] as const).find((name) =>
    userAgent.includes(name),
  );
  return system ? `${browser} on ${system}` : browser;
}

/** A stored passkey in the shape of Cognito's `WebAuthnCredentialDescription`. */
export const described = (passkey: StoredPasskey, relyingPartyId: string) => ({
  CredentialId: passkey.credentialId,
  FriendlyCredentialName: passkey.friendlyName,
  RelyingPartyId: relyingPartyId,
  AuthenticatorTransports: passkey.transports,
  ...(passkey.attachment ? { AuthenticatorAttachment: passkey.attachment } : {}),
  CreatedAt: passkey.createdAt,
});
