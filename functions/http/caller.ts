import * as messages from '@contract/messages';
import type { RouteId } from '@contract/routes';
import type { RouteDef } from '@contract/routes/route-def';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { accountEndOf } from '../store/shared/account-ends';
import { accountEnded, unauthorized } from './errors';
import { requireRecentSignIn } from './recent-sign-in';

/** The signed-in user, from the claims the JWT authorizer verified. Never from the request body. */
export interface Caller {
  userId: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** The Cognito groups in the token's `cognito:groups` (e.g. `moderators`). */
  groups: string[];
  /** When the token was issued (`iat`, epoch seconds; 0 when absent). */
  issuedAt: number;
  /** When the member last signed in (`auth_time`, epoch seconds; kept by a refresh; 0 when absent). */
  signedInAt: number;
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
    issuedAt: Number(claimString(claims, 'iat')) || 0,
    signedInAt: Number(claimString(claims, 'auth_time')) || 0,
  };
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

/** The one route an account whose deletion is under way still answers: it resumes the deletion. */
const resumesDeletion: RouteId = 'deleteAccount';

/**
 * The caller of an authenticated route, whose account still exists. API Gateway's JWT authorizer checks
 * only a token's signature and expiry, so a token issued before the account was deleted or disabled stays
 * valid for up to an hour: every authenticated route reads the account's end (one GetItem) and answers
 * 401 with the reason. Public routes have no authorizer and see no caller, so they never need it. A route
 * marked `recentSignIn` also needs a recent sign-in, except to resume a deletion already under way.
 */
export async function activeCaller(
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  routeId: RouteId,
  route: RouteDef,
): Promise<Caller> {
  const caller = requireCaller(callerFrom(event));
  const end = await accountEndOf(caller.userId);
  if (end === 'disabled') throw accountEnded(messages.accountDisabled);
  const resuming = end === 'deleting' && routeId === resumesDeletion;
  if (end === 'deleted' || (end === 'deleting' && !resuming))
    throw accountEnded(messages.accountNoLongerExists);
  requireRecentSignIn(route, caller, { resuming });
  return caller;
}
