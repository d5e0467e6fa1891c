import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { envNames, requiredEnv } from '../../config';
import { cognito, cognitoEndpoint } from './cognito-client';

const isUserGone = (error: unknown) =>
  error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException';

/**
 * cognito-local answers AdminUserGlobalSignOut with 500 `CognitoLocal#Unsupported` (the SDK names it
 * `Unsupported`): locally the deletion goes on without it, and the user's deletion right after ends their
 * refresh tokens anyway.
 */
const isUnsupportedLocally = (error: unknown) =>
  cognitoEndpoint !== undefined && /Unsupported/.test((error as Error).name);

/**
 * Signs `userId` out of every device: Cognito revokes their refresh tokens, so no tab can mint a new ID
 * token. Tokens already issued stay valid until they expire: the API's account check refuses those.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  try {
    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: requiredEnv(envNames.userPoolId), Username: userId }),
    );
  } catch (error) {
    if (!isUserGone(error) && !isUnsupportedLocally(error)) throw error;
  }
}

/** Deletes the sign-in of `userId` (the token's `sub`); a user already gone is fine (a deletion re-run). */
export async function deleteSignIn(userId: string): Promise<void> {
  try {
    await cognito.send(
      new AdminDeleteUserCommand({ UserPoolId: requiredEnv(envNames.userPoolId), Username: userId }),
    );
  } catch (error) {
    if (!isUserGone(error)) throw error;
  }
}

/**
 * The e-mail address Cognito holds as verified for `userId`, or null: the sweep asks before removing an
 * account, in case the member verified but the site never got to record it. A user already gone has none.
 */
export async function verifiedEmailInSignIn(userId: string): Promise<string | null> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: requiredEnv(envNames.userPoolId), Username: userId }),
    );
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    return attribute('email_verified') === 'true' ? (attribute('email') ?? null) : null;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
      return null;
    throw error;
  }
}

/**
 * Every sign-in whose e-mail is not verified, with when it was created (ListUsers, page by page): the
 * backfill looks among them for users who never set up a profile. `emailPrefix` narrows it (a `^=` filter).
 */
export async function* unverifiedSignIns(
  emailPrefix?: string,
): AsyncGenerator<{ userId: string; createdAt: Date }> {
  let PaginationToken: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersCommand({
        UserPoolId: requiredEnv(envNames.userPoolId),
        ...(emailPrefix ? { Filter: `email ^= "${emailPrefix.replace(/["\\]/g, '')}"` } : {}),
        ...(PaginationToken ? { PaginationToken } : {}),
      }),
    );
    for (const user of page.Users ?? []) {
      const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
      const userId = attribute('sub');
      if (attribute('email_verified') !== 'true' && userId && user.UserCreateDate)
        yield { userId, createdAt: new Date(user.UserCreateDate) };
    }
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);
}
