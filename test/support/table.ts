import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../functions/store/platform/keys';
import { sharedClient, testStack } from './stack';

const tableClient = () =>
  sharedClient('table documents', 'dynamodb', (config) =>
    DynamoDBDocumentClient.from(new DynamoDBClient(config)),
  );

/**
 * Every item of the given partitions (e.g. `USER#<id>`, `USERNAME#<name>`), for before/after comparisons:
 * "a rejected request changes nothing". Partitions, not a table scan, so tests running in parallel in
 * other workers do not disturb the comparison.
 */
export async function partitionSnapshot(partitions: readonly string[]): Promise<Record<string, unknown[]>> {
  const { tableName } = testStack();
  const client = tableClient();
  const itemsOf = async (pk: string) => {
    const items: unknown[] = [];
    const pages = paginateQuery(
      { client },
      {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      },
    );
    for await (const page of pages) {
      // The notifier claims each receipt's e-mail (NOTIFIED#) and keeps the member's mail window
      // (MAILWINDOW), and the dashboard's consumer moves its aggregates (STATS#), asynchronously, from the
      // table's stream: those writes belong to earlier changes, not to the request a snapshot is watching
      // (test/integration/dashboard*.test.ts and gathered-mail.test.ts check them).
      items.push(
        ...(page.Items ?? []).filter((item) => !/^(NOTIFIED#|STATS#|MAILWINDOW$)/.test(String(item.SK))),
      );
    }
    return [pk, items] as const;
  };
  return Object.fromEntries(await Promise.all(partitions.map(itemsOf)));
}

export const userPartition = (userId: string) => `USER#${userId}`;
export const usernamePartition = (username: string) => `USERNAME#${username.toLowerCase()}`;

/**
 * Lets `userId`'s latest change of delivery time apply now, as it would once its wait had passed
 * (`limits.deliveryChangeDays`): a test of what the chosen hour does cannot wait a week.
 */
export async function passDeliveryChangeWait(userId: string): Promise<void> {
  const { tableName } = testStack();
  await tableClient().send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.profile(userId),
      UpdateExpression: 'REMOVE sharingSettings.deliveryFrom, sharingSettings.previousDelivery',
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}
