import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { testStack } from './stack';

/** Every item in the local table, sorted, for before/after comparisons ("a rejected request changes nothing"). */
export async function tableSnapshot(): Promise<Record<string, unknown>[]> {
  const { dynamoEndpoint, tableName } = testStack();
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamoEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  const key = (i: Record<string, unknown>) => `${String(i.PK)}|${String(i.SK)}`;
  return items.sort((a, b) => key(a).localeCompare(key(b)));
}
