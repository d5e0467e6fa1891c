import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** cognito-local's signing key (the key its JWKS publishes): the emulated pool's own, as in its package. */
const poolKey = (): string =>
  (
    JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as {
      pem: string;
    }
  ).pem;

const partOf = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/** `token` (of the emulated pool) with `changes` to its claims, signed again with the emulated pool's key. */
export function resignedWith(token: string, changes: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(partOf(token, 0))}.${encode({ ...partOf(token, 1), ...changes })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), poolKey()).toString('base64url')}`;
}

/**
 * `token` (an ID or access token of the emulated pool) as Cognito issues it on a refresh `minutes` after the
 * member signed in: the same claims, a fresh `iat` and expiry, and the first sign-in's `auth_time`, signed
 * with the emulated pool's key so the local gateway and the shim accept it. Only the local stack's pool
 * allows it (`describeWith('emulatedUserPool')`); in AWS the only way is to wait.
 */
export const signedInMinutesAgo = (token: string, minutes: number): string =>
  resignedWith(token, { auth_time: Math.floor(Date.now() / 1000) - minutes * 60 });
