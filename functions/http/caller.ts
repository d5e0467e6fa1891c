import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { unauthorized } from './errors';

/** The signed-in user, from the claims the JWT authorizer verified. Never from the request body. */
export interface Caller {
  userId: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** The Cognito groups in the token's `cognito:groups` (e.g. `moderators`). */
  groups: string[];
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** HTTP API passes every claim as a string ("true"); other authorizers may pass booleans. */
const claimString = (claims: Claims, key: string) => {
  const value = claims[key];
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
};

/**
 * `cognito:groups` as API Gateway's JWT authorizer passes it: a list claim flattened to `[a b]`; another
 * authorizer may pass the list itself. Group names hold no spaces.
 */
export function groupsOf(claims: Claims): string[] {
  const value = claims['cognito:groups'];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * Only ID tokens name a caller: API Gateway's JWT authorizer checks signature, issuer, audience and expiry,
 * but an access token of the same pool passes those too, and carries no name or e-mail.
 */
export const idTokenUse = 'id';

export function callerFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  const userId = claims ? claimString(claims, 'sub') : '';
  if (!claims || !userId || claimString(claims, 'token_use') !== idTokenUse) return null;
  return {
    userId,
    email: claimString(claims, 'email').toLowerCase(),
    emailVerified: claimString(claims, 'email_verified') === 'true',
    givenName: claimString(claims, 'given_name'),
    familyName: claimString(claims, 'family_name'),
    groups: groupsOf(claims),
  };
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}
