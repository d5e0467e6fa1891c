import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** cognito-local's signing key, the one its JWKS publishes (read on the first refresh). */
let key: string | undefined;
export const poolKey = (): string => {
  key ??= (
    JSON.parse(
      readFileSync(
        createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json'),
        'utf8',
      ),
    ) as { pem: string }
  ).pem;
  return key;
};

export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** `token` with `auth_time` set (when known) and `suppressed` out of its scopes, signed again with the pool's key. */
function withAuthTime(token: string, authTime: number | undefined, suppressed: readonly string[]): string {
  const claims = claimsOf(token);
  const scope =
    typeof claims.scope === 'string'
      ? {
          scope: claims.scope
            .split(' ')
            .filter((s) => !suppressed.includes(s))
            .join(' '),
        }
      : {};
  const time = authTime === undefined ? {} : { auth_time: authTime };
  const changed = Buffer.from(JSON.stringify({ ...claims, ...time, ...scope })).toString('base64url');
  const body = `${token.split('.')[0]}.${changed}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), poolKey()).toString('base64url')}`;
}

/** The refresh token of a refresh request (`GetTokensFromRefreshToken`, or `InitiateAuth` with a refresh flow). */
export function refreshTokenOf(input: Record<string, unknown>): string | null {
  if (typeof input.RefreshToken === 'string') return input.RefreshToken;
  const flow = input.AuthFlow;
  const parameters = input.AuthParameters as Record<string, unknown> | undefined;
  const token = parameters?.REFRESH_TOKEN;
  return (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') && typeof token === 'string'
    ? token
    : null;
}

/**
 * A refresh's answer as Cognito gives it: the new ID and access tokens keep the sign-in's `auth_time`, so a
 * refresh never counts as a sign-in (the API's step-up, functions/http/recent-sign-in.ts). cognito-local
 * stamps the refresh's own time instead; its refresh token carries the sign-in's time as `iat`, and
 * cognito-local has already checked that token by answering. The access token loses the scopes the pool's
 * pre token generation trigger suppressed (`suppressed`: cognito-token-trigger.ts).
 */
export function keepSignInTime(
  answer: unknown,
  refreshToken: string,
  suppressed: readonly string[] = [],
): unknown {
  const result = (answer as { AuthenticationResult?: Record<string, unknown> } | null)?.AuthenticationResult;
  const issuedAt = claimsOf(refreshToken).iat;
  const signedInAt = typeof issuedAt === 'number' ? issuedAt : undefined;
  if (!result) return answer;
  const kept = { ...result };
  for (const name of ['IdToken', 'AccessToken'] as const) {
    const token = result[name];
    if (typeof token === 'string')
      kept[name] = withAuthTime(token, signedInAt, name === 'AccessToken' ? suppressed : []);
  }
  return { ...(answer as object), AuthenticationResult: kept };
}
