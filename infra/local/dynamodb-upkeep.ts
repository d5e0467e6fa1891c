import { DescribeTableCommand, type DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../functions/store/platform/keys';
import { tableDefinition } from '../../functions/store/platform/table-definition';
import { receiptItem, toStoredReceipt } from '../../functions/store/shared/receipt-item';
import { waitFor } from './service';

/**
 * Keeps an existing local table in step with the table definition (functions/store/platform/table-definition.ts):
 * indexes added since it was made, and the index keys items written before them lack.
 */
export const indexSpec = (index: (typeof tableDefinition.indexes)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * A table kept in `.local/` from before an index was added gets the index, and its items get the new
 * index keys (in AWS a deploy adds the index; receipts written before it need the same backfill).
 */
export async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  present: Set<string | undefined>,
) {
  const missing = tableDefinition.indexes.filter((i) => !present.has(i.name));
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
    await waitFor('the new index', async () => {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const status = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.name)?.IndexStatus;
      if (status !== 'ACTIVE') throw new Error(`index ${index.name} is ${status}`);
    });
  }
  if (missing.length) await backfillIndexKeys(client, tableName);
}

/**
 * The version of the items' index keys the table was last written with (a marker item): a table kept in
 * `.local/` from before a new key on an existing index (the public profile's PUBCAT#) gets the backfill.
 */
const keysMarker = { PK: 'TABLE', SK: 'KEYS' };

export async function backfillOutdatedKeys(client: DynamoDBClient, tableName: string, fresh: boolean) {
  const documents = DynamoDBDocumentClient.from(client);
  if (!fresh) {
    const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: keysMarker }));
    if (Number(Item?.version ?? 0) < tableDefinition.keysVersion) await backfillIndexKeys(client, tableName);
  }
  await documents.send(
    new PutCommand({ TableName: tableName, Item: { ...keysMarker, version: tableDefinition.keysVersion } }),
  );
}

function withIndexKeys(item: Record<string, unknown>): Record<string, unknown> | null {
  if (item.entity === 'receipt') return receiptItem(toStoredReceipt(item));
  if (item.entity === 'reflection')
    return {
      ...item,
      ...keys.journalIndexes(
        keys.keyReaders.userOfPartition(item.PK),
        String(item.receiptId),
        String(item.category ?? ''),
        item.goal ? String(item.goal) : null,
      ),
    };
  if (item.entity === 'profile')
    return {
      ...item,
      ...keys.firstNameIndex(String(item.userId), String(item.firstName ?? '')),
      ...keys.lastNameIndex(String(item.userId), String(item.lastName ?? '')),
    };
  if (!item.userId) return null;
  const ownerId = String(item.PK).slice(keys.userPartition('').length);
  return { ...item, ...keys.linkedContact(String(item.userId), ownerId, String(item.id)) };
}

/**
 * Receipts get their category index keys, profiles their name index keys, contacts of a member the key
 * that lets that member's account deletion find them (LINKED#), reflections their journal keys (JCAT#, JGOAL#).
 */
async function backfillIndexKeys(client: DynamoDBClient, tableName: string) {
  const documents = DynamoDBDocumentClient.from(client);
  const pages = paginateScan(
    { client: documents },
    {
      TableName: tableName,
      FilterExpression: 'entity IN (:receipt, :profile, :contact, :reflection)',
      ExpressionAttributeValues: {
        ':receipt': 'receipt',
        ':profile': 'profile',
        ':contact': 'contact',
        ':reflection': 'reflection',
      },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const updated = withIndexKeys(item);
      if (updated) await documents.send(new PutCommand({ TableName: tableName, Item: updated }));
    }
  }
}
