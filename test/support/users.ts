import { randomUUID } from 'node:crypto';
import {
  AdminInitiateAuthCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { sharedClient, testStack } from './stack';

export interface TestUser {
  email: string;
  password: string;
  idToken: string;
  userId: string;
  firstName: string;
  lastName: string;
}

const cognito = () =>
  sharedClient('cognito', 'cognito', (config) => new CognitoIdentityProviderClient(config));

export const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 10);
/** Every test user's e-mail starts with this, so a deployed stage can be cleaned up after a run. */
export const testEmailPrefix = 'user_';
export const uniqueEmail = () => `${testEmailPrefix}${uniqueSuffix()}@example.com`;
export const uniqueUsername = () => `u_${uniqueSuffix()}`;

/** Signs a new user up in the local Cognito pool and signs them in; no profile yet. */
export async function signUpUser(
  firstName = 'Test',
  lastName = 'User',
  email = uniqueEmail(),
  password = `Pw-${uniqueSuffix()}`,
): Promise<TestUser> {
  const { clientId } = testStack();
  await cognito().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: firstName },
        { Name: 'family_name', Value: lastName },
      ],
    }),
  );
  return { ...(await signIn(email, password)), firstName, lastName };
}

/** Marks the member's e-mail verified in Cognito only, as confirming the code does (the site is not told). */
export async function markVerifiedInCognito(member: Pick<TestUser, 'userId' | 'email'>): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: testStack().userPoolId,
      Username: member.userId,
      // cognito-local wants the address beside its verification (AWS takes either alone).
      UserAttributes: [
        { Name: 'email', Value: member.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/**
 * Signs an existing user in; returns their ID token and id. Through ADMIN_USER_PASSWORD_AUTH, which needs IAM
 * credentials (the stage CI role's, on a deployed stage): the app client has no public password flow in AWS
 * (the site uses SRP), and branch stages' clients allow this one for the tests (infra/stage-config.ts).
 */
export async function signIn(email: string, password: string) {
  const { clientId, userPoolId } = testStack();
  const auth = await cognito().send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('sign-in returned no ID token');
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return {
    email,
    password,
    idToken,
    accessToken: auth.AuthenticationResult?.AccessToken,
    refreshToken: auth.AuthenticationResult?.RefreshToken,
    userId: claims.sub,
  };
}
