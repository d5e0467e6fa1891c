import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { unauthorized } from './errors';

/** The signed-in user, from the claims the JWT authorizer verified. Never from the request body. */
export interface Caller {
  userId: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** HTTP API passes every claim as a string ("true"); other authorizers may pass booleans. */
const claimString = (claims: Claims, key: string) => {
  const value = claims[key];
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
};

export function callerFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
  const userId = claims ? claimString(claims, 'sub') : '';
  if (!claims || !userId) return null;
  return {
    userId,
    email: claimString(claims, 'email').toLowerCase(),
    emailVerified: claimString(claims, 'email_verified') === 'true',
    givenName: claimString(claims, 'given_name'),
    familyName: claimString(claims, 'family_name'),
  };
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}
