import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AccountStatusTarget, disableAccount, enableAccount } from '../../infra/local/account-status';
import { awsClientConfig, testStack } from './stack';

/** Runs an operator's action on the test stack's user pool and table, as `npm run account` does locally. */
async function asOperator<T>(run: (target: AccountStatusTarget) => Promise<T>): Promise<T> {
  const target = {
    cognito: new CognitoIdentityProviderClient(awsClientConfig('cognito')),
    dynamo: DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb'))),
    userPoolId: testStack().userPoolId,
    tableName: testStack().tableName,
  };
  try {
    return await run(target);
  } finally {
    target.cognito.destroy();
    target.dynamo.destroy();
  }
}

/** An operator disables the member (Cognito and the table); `false` when the account was deleted. */
export const disableMember = (userId: string) => asOperator((target) => disableAccount(target, userId));
export const enableMember = (userId: string) => asOperator((target) => enableAccount(target, userId));
