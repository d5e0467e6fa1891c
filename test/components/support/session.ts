import { sessionKeys } from '@/lib/amplify-storage';
import { siteConfig } from './api';

/** The member a component test signs in as: the ID token's claims the site reads (web/src/lib/auth.tsx). */
export interface Member {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified?: boolean;
  /** When the member signed in (the ID token's `auth_time`, epoch seconds): now unless stated. */
  signedInAt?: number;
  /** The Cognito groups the ID token names (`cognito:groups`): none unless stated. */
  groups?: string[];
}

export const member: Member = {
  userId: '0b5f3c2e-1d4a-4e8b-9c7f-2a6d8e1f4b3c',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT: Amplify only decodes what it keeps; the API the tests answer checks nothing. */
const token = (claims: Record<string, unknown>) =>
  `${part({ alg: 'RS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;

/**
 * Signs the member in the way a returning visit is: Amplify's tokens in local storage, which the site's
 * AuthProvider finds and Amplify reads (valid for an hour, so nothing asks Cognito for new ones).
 */
export function signInAs({
  userId,
  email,
  firstName,
  lastName,
  emailVerified = true,
  signedInAt = Math.floor(Date.now() / 1000),
  groups,
}: Member = member) {
  const keys = sessionKeys(siteConfig.userPoolClientId, userId);
  const claims = { sub: userId, username: userId, token_use: 'access' };
  localStorage.setItem(keys.lastAuthUser, userId);
  localStorage.setItem(keys.accessToken, token(claims));
  localStorage.setItem(
    keys.idToken,
    token({
      ...claims,
      token_use: 'id',
      email,
      email_verified: emailVerified,
      given_name: firstName,
      family_name: lastName,
      auth_time: signedInAt,
      ...(groups ? { 'cognito:groups': groups } : {}),
    }),
  );
  localStorage.setItem(keys.refreshToken, 'refresh');
}
