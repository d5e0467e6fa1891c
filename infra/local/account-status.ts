import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { disabledWrite, enabledWrite } from '../../functions/store/shared/account-ends';

export interface AccountStatusTarget {
  cognito: CognitoIdentityProviderClient;
  dynamo: DynamoDBDocumentClient;
  userPoolId: string;
  tableName: string;
}

const conditionFailed = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error as Error).name === 'ConditionalCheckFailedException';

/**
 * An operator's disabling, in both places it must be known: Cognito (no new sign-in, no token refresh;
 * every device signed out) and the table, which the API reads on every authenticated request (Cognito
 * triggers do not fire on AdminDisableUser, and asking Cognito on each request would cost a call to it).
 * The table first: once it is written, the user's tokens are refused. `false`: the account was deleted.
 */
export async function disableAccount(target: AccountStatusTarget, userId: string): Promise<boolean> {
  try {
    await target.dynamo.send(
      new PutCommand({ TableName: target.tableName, ...disabledWrite(userId, new Date().toISOString()) }),
    );
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
  const user = { UserPoolId: target.userPoolId, Username: userId };
  await target.cognito.send(new AdminDisableUserCommand(user));
  // cognito-local has no global sign-out (500 `Unsupported`); its disabled users cannot refresh either way.
  await target.cognito.send(new AdminUserGlobalSignOutCommand(user)).catch((error: Error) => {
    if (!/Unsupported/.test(error.name)) throw error;
  });
  return true;
}

/** Undoes `disableAccount`: Cognito first, then the table, so the account is never half enabled. */
export async function enableAccount(target: AccountStatusTarget, userId: string): Promise<void> {
  await target.cognito.send(new AdminEnableUserCommand({ UserPoolId: target.userPoolId, Username: userId }));
  try {
    await target.dynamo.send(new DeleteCommand({ TableName: target.tableName, ...enabledWrite(userId) }));
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}
