import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { TestMember } from './profiles';
import { awsClientConfig, testStack } from './stack';

/** Every item of the whole table that mentions any of `values` (the table is scanned: tests only). */
export async function itemsMentioning(values: string[]): Promise<unknown[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig('dynamodb')));
  const hits: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: testStack().tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      if (values.some((v) => text.includes(v.toLowerCase()))) hits.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return hits;
}

/** All a finished deletion keeps: a bare tombstone that TTL removes once the member's tokens have expired. */
export const tombstoneOf = (m: TestMember) => ({
  PK: `USER#${m.userId}`,
  SK: 'DELETION',
  entity: 'deleted',
  expiresAt: expect.any(Number),
});

/** Nothing in the table mentions the member's id, username, e-mail or name, but their tombstone. */
export async function expectNothingLeftOf(m: TestMember) {
  expect(await itemsMentioning([m.userId, m.username, m.email, m.firstName, m.lastName])).toEqual([
    tombstoneOf(m),
  ]);
}
