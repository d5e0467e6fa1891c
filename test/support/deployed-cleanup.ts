import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  paginateListUsers,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { TestStack } from './stack';
import { testEmailPrefix } from './users';

/**
 * Removes what the suite created on a deployed stage: every user whose e-mail has the test prefix, their
 * items (all in USER#<id>, plus the username claim). Media objects go with the stage's bucket.
 */
export async function removeTestUsers(stack: TestStack): Promise<number> {
  const cognito = new CognitoIdentityProviderClient({ region: stack.region });
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region }));
  let removed = 0;
  const pages = paginateListUsers(
    { client: cognito },
    { UserPoolId: stack.userPoolId, Filter: `email ^= "${testEmailPrefix}"` },
  );
  for await (const page of pages) {
    for (const user of page.Users ?? []) {
      const sub = user.Attributes?.find((a) => a.Name === 'sub')?.Value;
      if (sub) await removeItems(dynamo, stack.tableName, `USER#${sub}`);
      await cognito.send(
        new AdminDeleteUserCommand({ UserPoolId: stack.userPoolId, Username: user.Username }),
      );
      removed++;
    }
  }
  cognito.destroy();
  dynamo.destroy();
  return removed;
}

async function removeItems(dynamo: DynamoDBDocumentClient, table: string, pk: string) {
  const keys: Record<string, unknown>[] = [];
  for await (const page of paginateQuery(
    { client: dynamo },
    { TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } },
  )) {
    for (const item of page.Items ?? []) {
      keys.push({ PK: item.PK, SK: item.SK });
      if (item.SK === 'PROFILE' && typeof item.username === 'string')
        keys.push({ PK: `USERNAME#${item.username.toLowerCase()}`, SK: 'USERNAME' });
    }
  }
  for (let i = 0; i < keys.length; i += 25) {
    const batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: batch } }));
  }
}
