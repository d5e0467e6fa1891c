import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { callDeadlines } from '../../functions/store/platform/deadlines';
import { runAsFunction } from './iam/enforce';
import { localCredentials, type Service } from './service';

type StreamHandler = (
  event: DynamoDBStreamEvent,
) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

export interface StreamPollerOptions {
  endpoint: string;
  /** The table's current stream (an in-memory table made anew after a restart has a new one). */
  streamArn: () => string;
  /** The consumer's entry module: its role reads the stream and runs the handler. */
  entry: string;
  handler: StreamHandler;
  /** Where the last sequence number handled in each shard is kept (JSON), so a restart resumes after it. */
  checkpointFile: string;
}

/** What the checkpoint file holds: the stream it is about and, per shard, the last record handled. */
interface Checkpoints {
  streamArn: string;
  shards: Record<string, string>;
}

const idleMs = 200;
const rediscoverMs = 2_000;
const maxAttempts = 3;
/** Lambda's default batch size for a DynamoDB stream; GetRecords reads up to 1,000 at once. */
const batchSize = 100;
const readLimit = 1_000;
const maxBackoffMs = 1_000;

function readCheckpoints(file: string, streamArn: string): Record<string, string> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Checkpoints;
    return saved.streamArn === streamArn ? { ...saved.shards } : {};
  } catch {
    return {};
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What Lambda's event source mapping does in AWS, on this machine: reads every shard of the table's stream
 * in DynamoDB Local, the shards in parallel, and hands the records to the real handler in batches, retrying
 * failed records a few times (then logging them, as a dead-letter queue would keep them). After each batch
 * it writes the shard's checkpoint to `checkpointFile`, and a restart resumes after it; only a shard never
 * read starts at its oldest record, and so does one whose checkpoint the stream has trimmed away. A
 * DynamoDB that stops answering is waited out with backoff.
 */
export function startStreamPoller({
  endpoint,
  streamArn,
  entry,
  handler,
  checkpointFile,
}: StreamPollerOptions): Service {
  // As Lambda's event source mapping, which reads the stream with the function's own role.
  return runAsFunction(entry, () => pollUnderRole({ endpoint, streamArn, handler, checkpointFile }));
}

function pollUnderRole({
  endpoint,
  streamArn,
  handler,
  checkpointFile,
}: Omit<StreamPollerOptions, 'entry'>): Service {
  const client = new DynamoDBStreamsClient({
    ...callDeadlines,
    endpoint,
    region: 'local',
    credentials: localCredentials,
  });
  let stream = streamArn();
  let checkpoints = readCheckpoints(checkpointFile, stream);
  /** Shards being read, each by its own loop; a shard that has ended stays here so it is not read again. */
  const readers = new Map<string, Promise<void>>();
  let stopped = false;
  const stopping = new AbortController();
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  function saveCheckpoints() {
    const partial = `${checkpointFile}.partial`;
    writeFileSync(partial, JSON.stringify({ streamArn: stream, shards: checkpoints } satisfies Checkpoints));
    renameSync(partial, checkpointFile);
  }

  async function deliver(records: _Record[]) {
    let pending = records;
    for (let attempt = 1; pending.length && attempt <= maxAttempts; attempt++) {
      const event = { Records: pending } as unknown as DynamoDBStreamEvent;
      const { batchItemFailures } = await handler(event).catch((error: unknown) => {
        console.error(`  ✗  stream handler failed: ${describe(error)}`);
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

  /** An iterator after the shard's checkpoint; at its oldest record if it has none or it was trimmed. */
  async function firstIterator(shardId: string): Promise<string | undefined> {
    const after = checkpoints[shardId];
    if (after) {
      try {
        const { ShardIterator } = await client.send(
          new GetShardIteratorCommand({
            StreamArn: stream,
            ShardId: shardId,
            ShardIteratorType: 'AFTER_SEQUENCE_NUMBER',
            SequenceNumber: after,
          }),
        );
        return ShardIterator;
      } catch (error) {
        if (!['TrimmedDataAccessException', 'ValidationException'].includes((error as Error).name))
          throw error;
        console.error(
          `  ⚠  stream checkpoint of shard ${shardId} is gone; reading it from its oldest record`,
        );
      }
    }
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({ StreamArn: stream, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }),
    );
    return ShardIterator;
  }

  async function readShard(shardId: string, arn: string) {
    let iterator: string | undefined;
    let backoffMs = 0;
    while (!stopped && arn === stream) {
      try {
        iterator ??= await firstIterator(shardId);
        if (!iterator) return; // the shard has ended and everything in it was read
        const { Records = [], NextShardIterator } = await client.send(
          new GetRecordsCommand({ ShardIterator: iterator, Limit: readLimit }),
        );
        for (let i = 0; i < Records.length; i += batchSize) {
          const batch = Records.slice(i, i + batchSize);
          await deliver(batch);
          const last = batch.at(-1)?.dynamodb?.SequenceNumber;
          if (last) {
            checkpoints[shardId] = last;
            saveCheckpoints();
          }
        }
        iterator = NextShardIterator;
        backoffMs = 0;
        if (!iterator) return;
        // A full read means more is waiting: read on at once.
        if (Records.length < readLimit) await pause(idleMs);
      } catch (error) {
        if (stopped) return;
        if ((error as Error).name === 'ExpiredIteratorException') {
          iterator = undefined;
          continue;
        }
        // DynamoDB paused, restarted or busy: wait and try again from the checkpoint, never give up.
        iterator = undefined;
        if (!backoffMs) console.error(`  ⚠  stream read failed (${describe(error)}); retrying with backoff`);
        backoffMs = Math.min(maxBackoffMs, Math.max(100, backoffMs * 2));
        await pause(backoffMs);
      }
    }
  }

  async function discoverShards() {
    const current = streamArn();
    if (current !== stream) {
      // A new table (in memory, after a restart): its stream starts afresh.
      stream = current;
      checkpoints = {};
      readers.clear();
    }
    let start: string | undefined;
    do {
      const { StreamDescription } = await client.send(
        new DescribeStreamCommand({ StreamArn: stream, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || readers.has(shard.ShardId)) continue;
        readers.set(shard.ShardId, readShard(shard.ShardId, stream));
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  }

  const loop = (async () => {
    while (!stopped) {
      await discoverShards().catch((error: unknown) => {
        if (!stopped) console.error(`  ⚠  stream discovery failed (${describe(error)}); retrying`);
      });
      await pause(rediscoverMs);
    }
  })();

  return {
    endpoint,
    stop: async () => {
      stopped = true;
      stopping.abort();
      await loop;
      await Promise.all(readers.values());
      client.destroy();
    },
  };
}
