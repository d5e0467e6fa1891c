import { GetUserCommand, ListWebAuthnCredentialsCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SignInMethods } from '../../domain/sign-in-methods';
import { cognito } from './cognito-client';

/**
 * Errors by which Cognito refuses an access token or its user (expired, revoked, malformed, of another pool;
 * a user who must reset their password or never confirmed).
 */
const refusedToken = new Set([
  'NotAuthorizedException',
  'InvalidParameterException',
  'UserNotFoundException',
  'ForbiddenException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/**
 * The member's sign-in methods, read with their own access token (token calls; IAM plays no part): the user
 * it belongs to (`sub`), their passkeys' ids, and whether they sign in with an authenticator app. `null` when
 * Cognito refuses the token.
 */
export async function signInMethodsOf(
  accessToken: string,
): Promise<{ userId: string; methods: SignInMethods } | null> {
  try {
    const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    const userId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!userId) return null;
    const passkeys: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await cognito.send(
        new ListWebAuthnCredentialsCommand({ AccessToken: accessToken, NextToken: nextToken }),
      );
      passkeys.push(...(page.Credentials ?? []).flatMap((credential) => credential.CredentialId ?? []));
      nextToken = page.NextToken;
    } while (nextToken);
    const twoStep = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
    return { userId, methods: { passkeys: passkeys.sort(), twoStep } };
  } catch (error) {
    if (refusedToken.has((error as Error).name)) return null;
    throw error;
  }
}
