import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteItemCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ensureTable, startDynamo } from '../../infra/local/dynamodb';
import type { Service } from '../../infra/local/service';
import { startStreamPoller } from '../../infra/local/stream-poller';
import type { SupervisedService } from '../../infra/local/supervisor';
import { testStack } from '../support/stack';

/**
 * The local stream reader (what Lambda's event source mapping is in AWS) on a private DynamoDB Local of its
 * own, so thousands of records and an 8-second pause touch no other test. The handler here records what it
 * is handed; the stack hands the same records to the e-mail notifier.
 */
const tableName = 'receipts-stream-test';
const describeLocal = testStack().local ? describe : describe.skip;

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describeLocal('the local stream reader', () => {
  const checkpointFile = join(mkdtempSync(join(tmpdir(), 'receipts-stream-')), 'checkpoints.json');
  let dynamo: SupervisedService;
  let client: DynamoDBClient;
  let streamArn: string;
  let reader: Service | null = null;
  const seen: string[] = [];

  const handler = async (event: DynamoDBStreamEvent) => {
    for (const record of event.Records as DynamoDBRecord[]) seen.push(record.dynamodb?.Keys?.SK?.S ?? '');
    return { batchItemFailures: [] };
  };
  const startReader = () => {
    reader = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn: () => streamArn,
      entry: 'functions/events/notify-recipient.ts',
      handler,
      checkpointFile,
    });
  };
  const stopReader = async () => {
    await reader?.stop();
    reader = null;
  };

  beforeAll(async () => {
    dynamo = await startDynamo(await freePort(), null);
    client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    streamArn = await ensureTable(dynamo.endpoint, tableName);
  }, 120_000);
  afterAll(async () => {
    process.kill(dynamo.pid() ?? 0, 'SIGCONT');
    await stopReader();
    client?.destroy();
    await dynamo?.stop();
  }, 60_000);

  /** `count` items written with BatchWriteItem as fast as DynamoDB takes them; returns their sort keys. */
  async function writeBacklog(count: number): Promise<string[]> {
    const run = randomUUID().slice(0, 8);
    const sortKeys = Array.from({ length: count }, (_, i) => `backlog-${run}-${i}`);
    for (let start = 0; start < count; start += 25 * 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, b) => sortKeys.slice(start + b * 25, start + b * 25 + 25))
          .filter((batch) => batch.length)
          .map((batch) =>
            client.send(
              new BatchWriteItemCommand({
                RequestItems: {
                  [tableName]: batch.map((sk) => ({
                    PutRequest: { Item: { PK: { S: 'BACKLOG' }, SK: { S: sk }, entity: { S: 'backlog' } } },
                  })),
                },
              }),
            ),
          ),
      );
    }
    return sortKeys;
  }

  /** Waits until the reader has handed on `sortKey`, for up to `timeoutMs`. */
  async function delivered(sortKey: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!seen.includes(sortKey)) {
      if (Date.now() > deadline) throw new Error(`${sortKey} not delivered within ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  /** Waits until the reader has handed on every one of `sortKeys`, for up to `timeoutMs`. */
  async function deliveredAll(sortKeys: string[], timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    const missing = () => {
      const handed = new Set(seen);
      return sortKeys.filter((sk) => !handed.has(sk)).length;
    };
    while (missing() > 0) {
      if (Date.now() > deadline) throw new Error(`${missing()} records not delivered within ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  /** A new receipt item: its stream record is what the notifier turns into an e-mail. */
  async function newReceipt(): Promise<string> {
    const sortKey = `RECEIPT#${randomUUID()}`;
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { PK: { S: 'USER#someone' }, SK: { S: sortKey }, entity: { S: 'receipt' } },
      }),
    );
    return sortKey;
  }

  it('restarted on a backlog of thousands of records, resumes after its checkpoint and delivers a new receipt', async () => {
    startReader();
    const backlog = await writeBacklog(4_000);
    // Every one of them: the last written is not the last in the stream (eight batches go at once).
    await deliveredAll(backlog, 60_000);
    await stopReader();
    const checkpoints = JSON.parse(readFileSync(checkpointFile, 'utf8')) as { shards: object };
    expect(Object.keys(checkpoints.shards).length).toBeGreaterThan(0);

    seen.length = 0;
    startReader();
    const receipt = await newReceipt();
    // Its speed is the bench's to measure; the wait only has to outlast a busy machine.
    await delivered(receipt, 15_000);
    // Nothing handled before the restart is handed on again.
    expect(seen.filter((sk) => backlog.includes(sk))).toEqual([]);
  }, 180_000);

  it('reads a shard from its oldest record when its checkpoint is gone from the stream', async () => {
    await stopReader();
    const saved = JSON.parse(readFileSync(checkpointFile, 'utf8')) as { shards: Record<string, string> };
    const trimmed = Object.fromEntries(Object.keys(saved.shards).map((shard) => [shard, '1']));
    writeFileSync(checkpointFile, JSON.stringify({ ...saved, shards: trimmed }));
    seen.length = 0;
    startReader();
    const receipt = await newReceipt();
    await delivered(receipt, 60_000);
    expect(seen.filter((sk) => sk.startsWith('backlog-')).length).toBeGreaterThanOrEqual(4_000);
  }, 120_000);

  it('waits out an 8-second DynamoDB pause and then delivers a new receipt', async () => {
    if (!reader) startReader();
    process.kill(dynamo.pid() ?? 0, 'SIGSTOP');
    await sleep(8_000);
    process.kill(dynamo.pid() ?? 0, 'SIGCONT');
    const receipt = await newReceipt();
    await delivered(receipt, 15_000);
  }, 60_000);
});
