import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { envNames, requiredEnv } from '../config';
import { callDeadlines } from './deadlines';
import { defaultProvider } from './environment-credentials';

/** Its own module: only the `account` bundle carries the Cognito client. */
const cognitoEndpoint = process.env[envNames.cognitoEndpoint];
const cognito = new CognitoIdentityProviderClient(
  cognitoEndpoint
    ? {
        ...callDeadlines,
        endpoint: cognitoEndpoint,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : { ...callDeadlines, credentials: defaultProvider() },
);

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
