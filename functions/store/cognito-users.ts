import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { envNames, requiredEnv } from '../config';
import { defaultProvider } from './environment-credentials';

/** Its own module: only the bundles that need it (`account`, the unverified-account sweep) carry the Cognito client. */
const cognitoEndpoint = process.env[envNames.cognitoEndpoint];
const cognito = new CognitoIdentityProviderClient(
  cognitoEndpoint
    ? {
        endpoint: cognitoEndpoint,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : { credentials: defaultProvider() },
);

/** Deletes the sign-in of `userId` (the token's `sub`); a user already gone is fine (a deletion re-run). */
export async function deleteSignIn(userId: string): Promise<void> {
  try {
    await cognito.send(
      new AdminDeleteUserCommand({ UserPoolId: requiredEnv(envNames.userPoolId), Username: userId }),
    );
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException')
      throw error;
  }
}

/**
 * Whether Cognito holds `userId`'s e-mail as verified: the sweep asks before removing an account, in case
 * the member verified but the site never got to record it. A user already gone is not verified.
 */
export async function isEmailVerifiedInSignIn(userId: string): Promise<boolean> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: requiredEnv(envNames.userPoolId), Username: userId }),
    );
    return user.UserAttributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true') ?? false;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException')
      return false;
    throw error;
  }
}
