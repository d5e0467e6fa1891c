import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import getPort from 'get-port';
import { tableDefinition } from '../functions/store/platform/table-definition';
import { startDynamo } from '../infra/local/dynamodb';
import { indexSpec } from '../infra/local/dynamodb-upkeep';
import { localCredentials } from '../infra/local/service';
import { median } from './stats';

/**
 * What a transaction costs DynamoDB Local by its size and by the shape of the table it writes: the send row's
 * ceiling. DynamoDB Local takes one write lock for every write and runs its SQLite work on one thread, so its
 * transactions run one at a time, and each costs more for every index the table has and for its stream.
 * Shapes: `cc6ea81`'s table (two indexes, no stream), today's indexes without the stream, and today's table
 * (its five indexes and the stream the e-mail and dashboard consumers read). Sizes: 4 items (`cc6ea81`'s send),
 * 7 (today's, the limits lifted as the send row runs it) and 9 (with the limits). Each size runs `calls`
 * transactions of new items on 16 connections (no conflicts), `rounds` times in turn; the figure is the
 * median of the rounds.
 */
const sizes = [1, 4, 7, 9];
const connections = 16;

const shapes = [
  { name: 'cc6ea81', label: "`cc6ea81`'s table: 2 indexes, no stream", indexes: 2, stream: false },
  { name: 'indexes', label: "today's 5 indexes, no stream", indexes: 5, stream: false },
  { name: 'today', label: "today's table: 5 indexes and the stream", indexes: 5, stream: true },
] as const;
type ShapeName = (typeof shapes)[number]['name'];

export interface TransactionCostRow {
  items: number;
  /** Transactions a second on each table shape. */
  perSecond: Record<ShapeName, number>;
}

const indexesOf = (shape: (typeof shapes)[number]) => tableDefinition.indexes.slice(0, shape.indexes);

function tableInput(shape: (typeof shapes)[number]) {
  const { partitionKey, sortKey } = tableDefinition;
  const indexes = indexesOf(shape);
  const attributes = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return new CreateTableCommand({
    TableName: `shape-${shape.name}`,
    BillingMode: 'PAY_PER_REQUEST',
    ...(shape.stream
      ? { StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType } }
      : {}),
    AttributeDefinitions: attributes.map((n) => ({ AttributeName: n, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map(indexSpec),
  });
}

/**
 * A transaction of `items` new items, as a send's writes are: one put carrying a key in every index of the
 * table (a receipt does), the rest counter updates.
 */
function transaction(shape: (typeof shapes)[number], items: number) {
  const TableName = `shape-${shape.name}`;
  const id = randomUUID();
  const indexKeys = Object.fromEntries(
    indexesOf(shape).flatMap((i) => [
      [i.partitionKey, `${i.name}#${id.slice(0, 8)}`],
      [i.sortKey, id],
    ]),
  );
  return new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName, Item: { PK: `R#${id}`, SK: 'R', ...indexKeys, text: 'x'.repeat(300) } } },
      ...Array.from({ length: items - 1 }, () => ({
        Update: {
          TableName,
          Key: { PK: `C#${randomUUID()}`, SK: 'C' },
          UpdateExpression: 'ADD used :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      })),
    ],
  });
}

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
  const run = (shape: (typeof shapes)[number], items: number, n: number) =>
    perSecond(() => documents.send(transaction(shape, items)), n);
  try {
    for (const shape of shapes) await client.send(tableInput(shape));
    // Java compiles its hot paths first: a warm-up round of every size on every table is not counted.
    for (const items of sizes) for (const shape of shapes) await run(shape, items, calls / 3);
    const runs = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++)
      for (const items of sizes)
        for (const shape of shapes) {
          const key = `${shape.name}:${items}`;
          runs.set(key, [...(runs.get(key) ?? []), await run(shape, items, calls)]);
        }
    return sizes.map((items) => ({
      items,
      perSecond: Object.fromEntries(
        shapes.map((shape) => [shape.name, median(runs.get(`${shape.name}:${items}`) ?? [])]),
      ) as Record<ShapeName, number>,
    }));
  } finally {
    client.destroy();
    await dynamo.stop();
  }
}

export function transactionCostMarkdown(rows: TransactionCostRow[]): string {
  return [
    `## DynamoDB Local: transactions a second by size and table (new items, ${connections} connections, median of rounds)`,
    `| items | ${shapes.map((s) => s.label).join(' | ')} | today vs \`cc6ea81\`'s table |`,
    `|---|${shapes.map(() => '---|').join('')}---|`,
    ...rows.map(
      (r) =>
        `| ${r.items} | ${shapes.map((s) => `${r.perSecond[s.name]}/s`).join(' | ')} | ${(r.perSecond.today / r.perSecond.cc6ea81).toFixed(2)}× |`,
    ),
  ].join('\n');
}
