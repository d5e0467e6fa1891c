import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials, type Service } from './service';

type StreamHandler = (
  event: DynamoDBStreamEvent,
) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

const pollMs = 200;
const rediscoverMs = 2_000;
const maxAttempts = 3;

/**
 * What Lambda's event source mapping does in AWS, on this machine: reads every shard of the table's stream
 * in DynamoDB Local and hands the records to the real handler in batches, retrying failed records a few
 * times (then logging them, as a dead-letter queue would keep them). Starts at the stream's oldest record:
 * the handlers are idempotent, so records seen before a restart do no harm.
 */
export function startStreamPoller(endpoint: string, streamArn: string, handler: StreamHandler): Service {
  const client = new DynamoDBStreamsClient({ endpoint, region: 'local', credentials: localCredentials });
  const iterators = new Map<string, string | null>();
  let stopped = false;
  let lastDiscovery = 0;

  async function discoverShards() {
    let start: string | undefined;
    do {
      const { StreamDescription } = await client.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
        const { ShardIterator } = await client.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        );
        iterators.set(shard.ShardId, ShardIterator ?? null);
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  }

  async function deliver(records: _Record[]) {
    let pending = records;
    for (let attempt = 1; pending.length && attempt <= maxAttempts; attempt++) {
      const event = { Records: pending } as unknown as DynamoDBStreamEvent;
      const { batchItemFailures } = await handler(event).catch((error: unknown) => {
        console.error(
          `  ✗  stream handler failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return {
          batchItemFailures: pending.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
        };
      });
      const failedAt = batchItemFailures.map((f) => f.itemIdentifier);
      // As in AWS: a failure retries from the first failed record on.
      const first = pending.findIndex((r) => failedAt.includes(r.dynamodb?.SequenceNumber ?? ''));
      pending = first === -1 ? [] : pending.slice(first);
    }
    if (pending.length)
      console.error(`  ✗  ${pending.length} stream record(s) failed after ${maxAttempts} attempts`);
  }

  async function pollOnce() {
    if (Date.now() - lastDiscovery > rediscoverMs) {
      lastDiscovery = Date.now();
      await discoverShards();
    }
    for (const [shardId, iterator] of iterators) {
      if (!iterator || stopped) continue;
      const { Records, NextShardIterator } = await client.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }),
      );
      iterators.set(shardId, NextShardIterator ?? null);
      if (Records?.length) await deliver(Records);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      await pollOnce().catch((error: unknown) => {
        if (!stopped)
          console.error(`  ✗  stream poll failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();

  return {
    endpoint: streamArn,
    stop: async () => {
      stopped = true;
      await loop;
      client.destroy();
    },
  };
}
