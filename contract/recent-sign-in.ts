import { limits } from './limits';

/**
 * Whether a sign-in at `authTime` (an ID token's `auth_time`, epoch seconds: the last sign-in with a password
 * or a passkey, which a refreshed token keeps in AWS) is within `limits.stepUpMinutes` of `now` (epoch ms).
 * The one rule for the site's step-up (web/src/lib/recent-sign-in.ts) and the API's refusal
 * (functions/http/recent-sign-in.ts). A token without `auth_time` is never recent.
 */
export const signedInWithin = (authTime: number | undefined, now: number): boolean =>
  typeof authTime === 'number' &&
  Number.isFinite(authTime) &&
  authTime > 0 &&
  now - authTime * 1000 <= limits.stepUpMinutes * 60_000;

/**
 * The access token's scope that lets it call Cognito's own self-service actions (attributes, passkeys, the
 * second step). Only a sign-in's tokens carry it: a refresh's have it taken out (the pre token generation
 * trigger), and access tokens last `limits.stepUpMinutes`, so Cognito itself refuses those changes to a
 * token whose sign-in is older than the step-up window.
 */
export const selfServiceScope = 'aws.cognito.signin.user.admin';

/** Cognito's answer to a self-service call with an access token that lacks `selfServiceScope`. */
export const selfServiceRefusal = {
  name: 'NotAuthorizedException',
  message: 'Access Token does not have required scopes',
} as const;
