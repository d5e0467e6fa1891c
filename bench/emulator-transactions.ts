import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import getPort from 'get-port';
import { tableDefinition } from '../functions/store/platform/table-definition';
import { startDynamo } from '../infra/local/dynamodb';
import { localCredentials } from '../infra/local/service';
import { median } from './bundles';

/**
 * What a transaction costs DynamoDB Local by its size, on a table with and without a stream: the send row's
 * ceiling. DynamoDB Local takes one write lock for every write and runs its SQLite work on one thread, so its
 * transactions run one at a time and a send's throughput is bounded by the time its transaction holds the
 * lock. Each size runs `calls` transactions of new items on 16 connections (no conflicts), `rounds` times in
 * turn; the figure is the median of the rounds.
 */
const sizes = [1, 3, 5, 9];
const connections = 16;

export interface TransactionCostRow {
  items: number;
  perSecondWithStream: number;
  perSecondWithoutStream: number;
}

function tableInput(name: string, stream: boolean) {
  const { partitionKey, sortKey } = tableDefinition;
  return new CreateTableCommand({
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    ...(stream
      ? { StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType } }
      : {}),
    AttributeDefinitions: [partitionKey, sortKey].map((n) => ({ AttributeName: n, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
  });
}

/** A transaction of `items` new items: one put, the rest counter updates, as a send's writes are. */
const transaction = (table: string, items: number) =>
  new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: table, Item: { PK: `R#${randomUUID()}`, SK: 'R', text: 'x'.repeat(300) } } },
      ...Array.from({ length: items - 1 }, () => ({
        Update: {
          TableName: table,
          Key: { PK: `C#${randomUUID()}`, SK: 'C' },
          UpdateExpression: 'ADD used :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      })),
    ],
  });

async function perSecond(send: () => Promise<unknown>, calls: number): Promise<number> {
  let started = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (started < calls) {
        started++;
        await send();
      }
    }),
  );
  return Math.round(calls / ((performance.now() - began) / 1000));
}

export async function measureTransactionCost(calls = 600, rounds = 3): Promise<TransactionCostRow[]> {
  const dynamo = await startDynamo(await getPort({ host: '127.0.0.1' }), null);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: localCredentials,
  });
  const documents = DynamoDBDocumentClient.from(client);
  try {
    await client.send(tableInput('with-stream', true));
    await client.send(tableInput('without-stream', false));
    // Java compiles its hot paths first: a warm-up round of every size on both tables is not counted.
    for (const items of sizes)
      for (const table of ['with-stream', 'without-stream'])
        await perSecond(() => documents.send(transaction(table, items)), calls / 3);
    const runs = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++)
      for (const items of sizes)
        for (const table of ['with-stream', 'without-stream']) {
          const key = `${table}:${items}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            await perSecond(() => documents.send(transaction(table, items)), calls),
          ]);
        }
    return sizes.map((items) => ({
      items,
      perSecondWithStream: median(runs.get(`with-stream:${items}`) ?? []),
      perSecondWithoutStream: median(runs.get(`without-stream:${items}`) ?? []),
    }));
  } finally {
    client.destroy();
    await dynamo.stop();
  }
}

export function transactionCostMarkdown(rows: TransactionCostRow[]): string {
  return [
    `## DynamoDB Local: transactions a second by size (new items, ${connections} connections, median of rounds)`,
    '| items | with a stream | without | stream costs |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.items} | ${r.perSecondWithStream} | ${r.perSecondWithoutStream} | ${(r.perSecondWithoutStream / r.perSecondWithStream).toFixed(2)}× |`,
    ),
  ].join('\n');
}
