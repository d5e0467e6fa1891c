import {
  AdminDeleteUserCommand,
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
